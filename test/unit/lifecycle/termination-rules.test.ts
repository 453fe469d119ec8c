// What each ground of a termination requires (core/lifecycle/termination-rules.ts; docs/legal.md,
// "Termination").
import { describe, expect, it } from '@jest/globals';
import {
  type TerminationFacts,
  fixedEffectiveDate,
  terminationErrors,
  unstatedTermination,
} from '../../../core/lifecycle/termination-rules.js';

const facts = (fields: Partial<TerminationFacts>): TerminationFacts => ({
  ground: 'MUTUAL_AGREEMENT',
  today: '2026-06-30',
  lease: { status: 'ACTIVE', start_date: '2025-01-01', end_date: '2027-12-31' },
  notice: null,
  act_date: '2026-06-01',
  documents: 1,
  deceased: null,
  ...fields,
});
const codes = (f: TerminationFacts, effective: string | null) => terminationErrors(f, effective).map((e) => e.code);

describe('terminationErrors', () => {
  it('takes a mutual agreement signed by both, from its signature on (C. civ. art. 1193)', () => {
    expect(codes(facts({}), '2026-06-15')).toEqual([]);
    expect(codes(facts({ documents: 0 }), '2026-06-15')).toEqual(['document_required']);
    expect(codes(facts({ act_date: null }), '2026-06-15')).toEqual(['required']);
    expect(codes(facts({}), '2026-05-31')).toEqual(['before_act']);
  });

  it('records what happened: no day in the future, none before the day before the start', () => {
    expect(codes(facts({ act_date: '2026-06-30' }), '2026-07-01')).toEqual(['future_date']);
    expect(codes(facts({ ground: 'CLAUSE_RESOLUTOIRE', act_date: '2026-07-01' }), '2026-06-30')).toEqual([
      'future_date',
    ]);
    expect(codes(facts({ act_date: '2024-12-01' }), '2024-12-31')).toEqual([]);
    expect(codes(facts({ act_date: '2024-12-01' }), '2024-12-30')).toEqual(['before_start']);
    expect(codes(facts({}), null)).toEqual(['required']);
    const notBegun = facts({ lease: { status: 'ACTIVE', start_date: '2026-09-01', end_date: '2029-08-31' } });
    expect(codes(notBegun, '2026-08-31')).toEqual([]);
    expect(codes(notBegun, '2026-09-01')).toEqual(['future_date']);
  });

  it("ends a tenant's notice on its last day, a landlord's on that day or the earlier day the tenant left (art. 15 I)", () => {
    const tenantNotice = facts({ ground: 'NOTICE_END', notice: { end_date: '2026-06-15', given_by: 'TENANT' } });
    expect(codes(tenantNotice, '2026-06-15')).toEqual([]);
    expect(codes(tenantNotice, '2026-06-10')).toEqual(['not_notice_end']);
    const landlordNotice = facts({ ground: 'NOTICE_END', notice: { end_date: '2026-06-15', given_by: 'LANDLORD' } });
    expect(codes(landlordNotice, '2026-06-10')).toEqual([]);
    expect(codes(landlordNotice, '2026-06-20')).toEqual(['not_notice_end']);
    expect(codes(facts({ ground: 'NOTICE_END' }), '2026-06-15')).toEqual(['no_notice']);
  });

  it('ends an EXPIRED lease on its term (art. 25-7, 25-14)', () => {
    const expired = facts({
      ground: 'TERM_END',
      lease: { status: 'EXPIRED', start_date: '2025-09-01', end_date: '2026-05-31' },
    });
    expect(codes(expired, '2026-05-31')).toEqual([]);
    expect(codes(expired, '2026-06-15')).toEqual(['not_term_end']);
    expect(codes(facts({ ground: 'TERM_END' }), '2026-06-15')).toEqual(['not_expired', 'not_term_end']);
  });

  it('ends the lease on the death of its last tenant only (art. 14)', () => {
    const death = facts({ ground: 'TENANT_DEATH', act_date: '2026-05-02', documents: 0 });
    expect(codes({ ...death, deceased: { is_tenant: true, co_tenants: 0 } }, '2026-05-02')).toEqual([]);
    expect(codes({ ...death, deceased: { is_tenant: true, co_tenants: 1 } }, '2026-05-02')).toEqual([
      'co_tenants_remain',
    ]);
    expect(codes({ ...death, deceased: { is_tenant: true, co_tenants: 0 } }, '2026-05-31')).toEqual(['not_death_date']);
    expect(codes({ ...death, deceased: { is_tenant: false, co_tenants: 0 } }, '2026-05-02')).toEqual(['not_a_tenant']);
    expect(codes(death, '2026-05-02')).toEqual(['required']);
  });

  it('rests a court decision and the abandonment procedure on their act (art. 24, 14-1)', () => {
    for (const ground of ['CLAUSE_RESOLUTOIRE', 'ABANDONMENT'] as const) {
      expect(codes(facts({ ground }), '2026-03-01')).toEqual([]);
      expect(codes(facts({ ground, documents: 0, act_date: null }), '2026-03-01')).toEqual([
        'required',
        'document_required',
      ]);
    }
  });
});

describe('fixedEffectiveDate', () => {
  it('gives the notice’s end, the term, the death; nothing for the grounds that state their day', () => {
    const notice = { end_date: '2026-06-15', given_by: 'TENANT' as const };
    expect(fixedEffectiveDate(facts({ ground: 'NOTICE_END', notice }))).toBe('2026-06-15');
    expect(fixedEffectiveDate(facts({ ground: 'TERM_END' }))).toBe('2027-12-31');
    expect(fixedEffectiveDate(facts({ ground: 'TENANT_DEATH' }))).toBe('2026-06-01');
    expect(fixedEffectiveDate(facts({ ground: 'CLAUSE_RESOLUTOIRE' }))).toBeNull();
  });
});

describe('unstatedTermination', () => {
  const lease = { status: 'NOTICE' as const, start_date: '2025-01-01', end_date: '2027-12-31' };
  it('reads the end of a notice once passed, the term of an EXPIRED lease, else NOT_STATED today', () => {
    expect(unstatedTermination(lease, { end_date: '2026-06-15' }, '2026-06-30')).toEqual({
      ground: 'NOTICE_END',
      effective_date: '2026-06-15',
    });
    expect(unstatedTermination(lease, { end_date: '2026-07-15' }, '2026-06-30')).toEqual({
      ground: 'NOT_STATED',
      effective_date: '2026-06-30',
    });
    expect(unstatedTermination({ ...lease, status: 'EXPIRED', end_date: '2026-05-31' }, null, '2026-06-30')).toEqual({
      ground: 'TERM_END',
      effective_date: '2026-05-31',
    });
    expect(unstatedTermination({ ...lease, status: 'EXPIRED' }, null, '2026-06-30')).toEqual({
      ground: 'NOT_STATED',
      effective_date: '2026-06-30',
    });
    expect(unstatedTermination({ ...lease, start_date: '2026-09-01' }, null, '2026-06-30')).toEqual({
      ground: 'NOT_STATED',
      effective_date: '2026-08-31',
    });
  });
});
