// PUT /leases/{id}/rent as a use case (core/leasing/change-rent.ts), on the in-memory store: the
// history row, the effective date within the lease, an unchanged rent refused, the statuses in
// which the rent may change (docs/decisions.md, rent changes and history).
import { describe, expect, it } from '@jest/globals';
import type { LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import { changeRent } from '../../../core/leasing/change-rent.js';
import { type Lease, LeaseRentRevision } from '../../../core/leasing/lease.js';
import type { RentChange } from '../../../core/leasing/types.js';
import { BusinessRuleError, ConflictError, ValidationError } from '../../../core/shared/errors.js';
import { leasingWorld } from '../../support/memory-leasing.js';

type World = ReturnType<typeof leasingWorld>;

const rent = (world: World, lease: Lease, change: RentChange) =>
  changeRent(world.store(), world.today, lease.id, change);

async function refusal(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

/** Nothing was written: the rent as before and no history row. */
function unchanged(world: World, lease: Lease): void {
  expect(world.storedLease(lease.id).rent_amount).toBe(lease.rent_amount);
  expect(world.db.rows(LeaseRentRevision)).toEqual([]);
}

describe('rent change', () => {
  it('changes the rent and keeps the old one, the effective date and the reason in the history', async () => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'ACTIVE', rent_amount: 900 });
    const changed = await rent(world, lease, { rent_amount: 925.5, effective_date: '2026-04-01', reason: 'IRL' });
    expect(changed.rent_amount).toBe(925.5);
    expect(world.storedLease(lease.id).rent_amount).toBe(925.5);
    expect(world.db.rows(LeaseRentRevision)).toEqual([
      expect.objectContaining({
        tenant_id: world.tenantId,
        lease_id: lease.id,
        old_rent_amount: 900,
        new_rent_amount: 925.5,
        effective_date: '2026-04-01',
        reason: 'IRL',
      }),
    ]);
  });

  it('takes effect today when no date is given, with no reason', async () => {
    const world = leasingWorld();
    const lease = world.lease({ rent_amount: 900 });
    await rent(world, lease, { rent_amount: 880 });
    expect(world.db.rows(LeaseRentRevision).map((r) => [r.effective_date, r.reason])).toEqual([[world.today, null]]);
  });

  it('aligns the estate reference rent with the only ACTIVE lease', async () => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'ACTIVE', rent_amount: 900 });
    await rent(world, lease, { rent_amount: 960 });
    expect(world.storedEstate().rent_amount).toBe(960);
  });

  it('leaves the estate alone for a DRAFT lease', async () => {
    const world = leasingWorld();
    const lease = world.lease({ rent_amount: 900 });
    await rent(world, lease, { rent_amount: 960 });
    expect(world.storedEstate().rent_amount).toBe(900);
  });

  it.each([
    ['the first day of the lease', '2026-01-01'],
    ['its last day', '2028-12-31'],
  ])('accepts an effective date on %s', async (_case, effective_date) => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'NOTICE' });
    await rent(world, lease, { rent_amount: 950, effective_date });
    expect(world.db.rows(LeaseRentRevision).map((r) => r.effective_date)).toEqual([effective_date]);
  });

  it.each([
    ['before an active lease starts', 'ACTIVE', '2025-12-31', 'from 2026-01-01'],
    ['after a draft ends', 'DRAFT', '2029-01-01', 'from 2026-01-01 to 2028-12-31'],
  ] as const)('refuses an effective date %s (422) and writes nothing', async (_case, status, effective_date, range) => {
    const world = leasingWorld();
    const lease = world.lease({ status });
    const error = await refusal(rent(world, lease, { rent_amount: 950, effective_date }));
    expect(error).toBeInstanceOf(BusinessRuleError);
    expect((error as BusinessRuleError).errors).toEqual([
      { path: 'effective_date', message: `effective_date must lie within the lease, ${range}`, code: 'out_of_lease' },
    ]);
    unchanged(world, lease);
  });

  it('takes an effective date past the end of a lease still in force: it was tacitly renewed', async () => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'ACTIVE' });
    await rent(world, lease, { rent_amount: 950, effective_date: '2029-01-01' });
    expect(world.db.rows(LeaseRentRevision).map((r) => r.effective_date)).toEqual(['2029-01-01']);
  });

  it('refuses the same rent, compared in cents (422)', async () => {
    const world = leasingWorld();
    // A stored amount that binary floating point does not hold exactly.
    const lease = world.lease({ status: 'ACTIVE', rent_amount: 900.1 + 0.2 });
    for (const same of [900.3, 900.1 + 0.2]) {
      const error = await refusal(rent(world, lease, { rent_amount: same }));
      expect(error).toBeInstanceOf(BusinessRuleError);
      expect((error as BusinessRuleError).errors.map((e) => e.code)).toEqual(['rent_unchanged']);
    }
    unchanged(world, lease);
  });

  it('refuses a rent that is not a positive amount of euros and cents (400)', async () => {
    const world = leasingWorld();
    const lease = world.lease({ status: 'ACTIVE' });
    for (const amount of [0, -10, 900.123]) {
      expect(await refusal(rent(world, lease, { rent_amount: amount }))).toBeInstanceOf(ValidationError);
    }
    unchanged(world, lease);
  });

  it('checks the deposit cap against the new rent while the lease is a DRAFT (422)', async () => {
    const world = leasingWorld();
    const lease = world.lease({ rent_amount: 900, deposit_amount: 900 });
    const error = await refusal(rent(world, lease, { rent_amount: 850 }));
    expect(error).toBeInstanceOf(BusinessRuleError);
    expect((error as BusinessRuleError).errors.map((e) => e.code)).toEqual(['deposit_cap_exceeded']);
    unchanged(world, lease);
  });

  it.each<LeaseStatus>(['DRAFT', 'ACTIVE', 'NOTICE'])('changes the rent of a %s lease', async (status) => {
    const world = leasingWorld();
    const lease = world.lease({ status, rent_amount: 900 });
    expect((await rent(world, lease, { rent_amount: 910 })).rent_amount).toBe(910);
  });

  it.each<LeaseStatus>(['PENDING_SIGNATURE', 'FINALISATION', 'TERMINATED', 'EXPIRED'])(
    'refuses to change the rent of a %s lease (409)',
    async (status) => {
      const world = leasingWorld();
      const lease = world.lease({ status, rent_amount: 900 });
      const error = await refusal(rent(world, lease, { rent_amount: 910 }));
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as ConflictError).extra).toEqual({ lease_status: status });
      unchanged(world, lease);
    },
  );
});
