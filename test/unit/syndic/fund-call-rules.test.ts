// The pure rules of fund calls and recovery: the quarters of a fiscal year (loi 65-557 art. 14-1),
// the split of a lot's yearly cents into instalments that add up exactly (docs/decisions.md 270), the
// art. 19-2 date counted from the day after the first presentation (décret 67-223 art. 64), and
// interest at the legal rate by semester (décret 67-223 art. 36).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  accelerationDate,
  formalNoticeDate,
  reminderDate,
} from '../../../core/syndic/co-owner-accounts/recovery-rules.js';
import { legalInterestCents, legalRateOn } from '../../../core/syndic/co-owner-accounts/legal-interest.js';
import { instalmentLines } from '../../../core/syndic/fund-calls/notice-amounts.js';
import {
  cumulativeCents,
  fiscalYearEnd,
  fiscalYearOf,
  instalmentCents,
  numberedSchedule,
  quarterlySchedule,
} from '../../../core/syndic/fund-calls/schedule.js';

describe('the fiscal calendar', () => {
  it('calls a quarter on the first day of each quarter of the fiscal year', () => {
    expect(quarterlySchedule(2026, 1).map((q) => q.due_date)).toEqual([
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(quarterlySchedule(2026, 7).map((q) => q.due_date)).toEqual([
      '2026-07-01',
      '2026-10-01',
      '2027-01-01',
      '2027-04-01',
    ]);
    expect(fiscalYearEnd(2026, 7)).toBe('2027-06-30');
    expect(fiscalYearEnd(2024, 3)).toBe('2025-02-28');
    expect([fiscalYearOf('2027-03-31', 7), fiscalYearOf('2027-07-01', 7)]).toEqual([2026, 2027]);
  });
});

describe('instalments of a yearly amount', () => {
  it('spreads the odd cents over the later quarters', () => {
    const quarters = quarterlySchedule(2026, 1);
    expect([1, 2, 3, 4].map((n) => instalmentCents(10_003, quarters, n))).toEqual([2500, 2501, 2501, 2501]);
    expect([1, 2, 3, 4].map((n) => instalmentCents(66_667, quarters, n))).toEqual([16_666, 16_667, 16_667, 16_667]);
  });

  it('follows a schedule of the assembly by its weights, in due-date order', () => {
    const custom = numberedSchedule([
      { due_date: '2026-09-01', weight: 1 },
      { due_date: '2026-01-15', weight: 2 },
    ]);
    expect(custom.map((i) => i.number)).toEqual([1, 2]);
    expect([instalmentCents(100_001, custom, 1), instalmentCents(100_001, custom, 2)]).toEqual([66_667, 33_334]);
  });

  it('always adds up to the yearly amount, each instalment within a cent of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 }),
        (yearly, weights) => {
          const schedule = weights.map((weight, i) => ({
            number: i + 1,
            due_date: `2026-01-${String(i + 1).padStart(2, '0')}`,
            weight,
          }));
          const total = weights.reduce((a, b) => a + b, 0);
          const parts = schedule.map((i) => instalmentCents(yearly, schedule, i.number));
          expect(parts.reduce((a, b) => a + b, 0)).toBe(yearly);
          parts.forEach((part, i) => expect(Math.abs(part - (yearly * weights[i]) / total)).toBeLessThan(1));
          expect(cumulativeCents(yearly, schedule, schedule.length)).toBe(yearly);
        },
      ),
    );
  });

  it('calls nothing more on a lot whose year was already called (an art. 19-2 acceleration)', () => {
    const key = {
      key: { id: 'k', code: 'GEN', name: 'Générales' },
      yearly_cents: 1_000,
      shares: [
        { lotId: 'a', shares: 1 },
        { lotId: 'b', shares: 2 },
      ],
    };
    const quarters = quarterlySchedule(2026, 1);
    const second = instalmentLines([key], quarters, 2, (lot) => (lot === 'a' ? 333 : 166));
    expect([...second].map(([lot, lines]) => [lot, lines[0].amount_cents])).toEqual([['b', 167]]);
  });
});

describe('recovery dates', () => {
  it('counts the 30 days of art. 19-2 from the day after the first presentation', () => {
    // Presented on 2 March: day 1 is 3 March, day 30 is 1 April; the sums fall due on 2 April.
    expect(accelerationDate('2026-03-02')).toBe('2026-04-02');
    expect(reminderDate('2026-01-01')).toBe('2026-01-16');
    expect(formalNoticeDate('2026-01-16')).toBe('2026-01-31');
  });
});

describe('interest at the legal rate', () => {
  it('takes the rate of each semester, the "other cases" rate for the syndicate', () => {
    expect(legalRateOn('2025-06-30')).toMatchObject({ other_bp: 371, natural_person_bp: 721 });
    expect(legalRateOn('2025-07-01')).toMatchObject({ other_bp: 276 });
    expect(legalRateOn('2026-03-01')).toMatchObject({ other_bp: 262, natural_person_bp: 667 });
    expect(legalRateOn('2024-12-31')).toBeNull();
  });

  it('accrues day by day across semesters, rounded once to the cent', () => {
    // 10,000.00 € for the 31 days of January 2026 at 2.62 %: 1,000,000 × 0.0262 × 31 / 365 = 2,225.21 cents.
    expect(legalInterestCents(1_000_000, '2026-01-01', '2026-02-01')).toBe(2225);
    // 10,000.00 € over 30 June and 1 July 2025: one day at 3.71 %, one at 2.76 % (101.64 + 75.62 cents).
    expect(legalInterestCents(1_000_000, '2025-06-30', '2025-07-02')).toBe(177);
    expect(legalInterestCents(1_000_000, '2026-01-01', '2026-02-01', true)).toBe(5665);
    expect(legalInterestCents(0, '2026-01-01', '2026-02-01')).toBe(0);
  });
});
