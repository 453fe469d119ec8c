import { describe, expect, it } from '@jest/globals';
import {
  assertSignedOn,
  assertTermination,
  bpsToPercent,
  earliestTermination,
  percentToBps,
} from '../../../core/mandates/mandate-terms.js';
import { BusinessRuleError } from '../../../core/shared/errors.js';

const active = { status: 'ACTIVE', notice_months: 3, starts_on: '2025-01-01' };
const codeOf = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BusinessRuleError);
    return (error as BusinessRuleError).errors[0].code;
  }
};

describe('mandate terms', () => {
  it('converts rates to basis points without float error', () => {
    expect([7.5, 0.07, 33.33, 100, 0].map(percentToBps)).toEqual([750, 7, 3333, 10000, 0]);
    expect(bpsToPercent(1999)).toBe(19.99);
  });

  it('ends a mandate no earlier than the notice it states, to the day', () => {
    expect(earliestTermination('2026-01-31', 1)).toBe('2026-02-28');
    expect(earliestTermination('2026-01-15', 3)).toBe('2026-04-15');
    const terminate = (terminated_on: string) => () =>
      assertTermination(active, { terminated_on, notice_given_on: '2026-01-15' }, '2026-02-01');
    expect(codeOf(terminate('2026-04-14'))).toBe('mandate_notice');
    expect(codeOf(terminate('2026-04-15'))).toBeNull();
    expect(
      codeOf(() =>
        assertTermination(
          { ...active, notice_months: 0 },
          { terminated_on: '2026-01-15', notice_given_on: '2026-01-15' },
          '2026-01-15',
        ),
      ),
    ).toBeNull();
  });

  it('abandons a DRAFT without notice, but never before the notice nor with notice in the future', () => {
    const draft = { ...active, status: 'DRAFT' };
    expect(
      codeOf(() =>
        assertTermination(draft, { terminated_on: '2026-01-15', notice_given_on: '2026-01-15' }, '2026-01-15'),
      ),
    ).toBeNull();
    expect(
      codeOf(() =>
        assertTermination(draft, { terminated_on: '2026-01-14', notice_given_on: '2026-01-15' }, '2026-01-15'),
      ),
    ).toBe('date_order');
    expect(
      codeOf(() =>
        assertTermination(active, { terminated_on: '2026-09-01', notice_given_on: '2026-01-16' }, '2026-01-15'),
      ),
    ).toBe('future_date');
  });

  it('refuses a signature in the future', () => {
    expect(codeOf(() => assertSignedOn('2026-01-16', '2026-01-15'))).toBe('future_date');
    expect(codeOf(() => assertSignedOn('2026-01-15', '2026-01-15'))).toBeNull();
  });
});
