import { allocate, splitCents } from '../../../core/billing/cents.js';
import { frenchEuros } from '../../../core/billing/french.js';
import { tenantPortion } from '../../../core/billing/receipts/receipt-split.js';
import { calendarPeriod, dueDate, onOrAfterDay, rentSchedule } from '../../../core/billing/rent/rent-schedule.js';

const terms = {
  start_date: '2025-01-15',
  end_date: '2025-04-20',
  rent_frequency: 'MONTHLY' as const,
  payment_day: null,
  payment_terms: 'TERME_A_ECHOIR' as const,
  monthly_rent_cents: 85_000,
  monthly_charges: [
    { category: 'WATER_AND_HEATING' as const, cents: 6_000 },
    { category: 'ELEVATORS' as const, cents: 2_000 },
  ],
};

describe('rent schedule', () => {
  it('runs calendar months from the start date, the first and last ones prorated by days', () => {
    const periods = rentSchedule(terms);
    expect(periods.map((p) => [p.period_start, p.period_end, p.prorated, p.rent_cents])).toEqual([
      ['2025-01-15', '2025-01-31', true, 46_613], // 850 × 17/31 = 466.129
      ['2025-02-01', '2025-02-28', false, 85_000],
      ['2025-03-01', '2025-03-31', false, 85_000],
      ['2025-04-01', '2025-04-20', true, 56_667], // 850 × 20/30 = 566.666
    ]);
    expect(periods[0].charges).toEqual([
      { category: 'WATER_AND_HEATING', cents: 3_290 }, // 60 × 17/31 = 32.903
      { category: 'ELEVATORS', cents: 1_097 }, // 20 × 17/31 = 10.967
    ]);
    expect(periods[0]).toMatchObject({ charges_cents: 4_387, total_cents: 51_000 });
    expect(periods[1]).toMatchObject({ charges_cents: 8_000, total_cents: 93_000 });
  });

  it('is due at the start of the period in advance (à échoir) and at its end in arrears (échu)', () => {
    expect(rentSchedule(terms).map((p) => p.due_date)).toEqual([
      '2025-01-15',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
    ]);
    expect(rentSchedule({ ...terms, payment_terms: 'TERME_ECHU' }).map((p) => p.due_date)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-20',
    ]);
  });

  it('is due on the payment day, the last day of a shorter month, never after an in-advance period', () => {
    expect(onOrAfterDay('2025-02-01', 31)).toBe('2025-02-28');
    expect(onOrAfterDay('2025-02-10', 5)).toBe('2025-03-05');
    expect(rentSchedule({ ...terms, payment_day: 5 }).map((p) => p.due_date)).toEqual([
      '2025-01-15', // the 5th has passed in the first, partial, period: due at its start
      '2025-02-05',
      '2025-03-05',
      '2025-04-05',
    ]);
    expect(dueDate('2025-01-01', '2025-01-31', { payment_day: 5, payment_terms: 'TERME_ECHU' })).toBe('2025-02-05');
  });

  it('runs calendar quarters and years for quarterly and yearly rents', () => {
    expect(calendarPeriod('2025-05-17', 3)).toEqual({ start: '2025-04-01', end: '2025-06-30' });
    expect(calendarPeriod('2025-05-17', 12)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    const quarterly = rentSchedule({
      ...terms,
      rent_frequency: 'QUARTERLY',
      start_date: '2025-02-01',
      end_date: '2025-09-30',
    });
    expect(quarterly.map((p) => [p.period_start, p.period_end, p.rent_cents])).toEqual([
      ['2025-02-01', '2025-03-31', 167_167], // 2 550 × 59/90 days of the quarter = 1 671.666
      ['2025-04-01', '2025-06-30', 255_000],
      ['2025-07-01', '2025-09-30', 255_000],
    ]);
  });
});

describe('cents', () => {
  it('split by the largest remainder so the parts add up', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(55_000, [6_000, 4_000])).toEqual([33_000, 22_000]);
    expect(splitCents(1, [5_000, 5_000])).toEqual([1, 0]);
    expect(splitCents(7, [0, 0])).toEqual([7, 0]);
  });

  it('allocate payments to the oldest periods first, the rest staying on the payment', () => {
    expect(
      allocate(
        [
          { id: 'p1', unallocated_cents: 50_000 },
          { id: 'p2', unallocated_cents: 100_000 },
        ],
        [
          { id: 'jan', remaining_cents: 30_000 },
          { id: 'feb', remaining_cents: 93_000 },
        ],
      ),
    ).toEqual([
      { payment_id: 'p1', period_id: 'jan', cents: 30_000 },
      { payment_id: 'p1', period_id: 'feb', cents: 20_000 },
      { payment_id: 'p2', period_id: 'feb', cents: 73_000 },
    ]);
  });
});

describe('a tenant part of a period (rent shares)', () => {
  it('splits 60/40 with a partial payment: each tenant gets a reçu for its share, rent and charges apart', () => {
    const period = {
      rent_cents: 100_000,
      charges: [
        { category: 'WATER_AND_HEATING' as const, cents: 7_000 },
        { category: 'TAXES_AND_FEES' as const, cents: 3_000 },
      ],
      paid_cents: 55_000,
    };
    expect(tenantPortion(period, [60, 40], 0)).toEqual({
      rent_cents: 60_000,
      charges: [
        { category: 'WATER_AND_HEATING', cents: 4_200 },
        { category: 'TAXES_AND_FEES', cents: 1_800 },
      ],
      charges_cents: 6_000,
      total_cents: 66_000,
      paid_cents: 33_000,
      paid_rent_cents: 30_000,
      paid_charges_cents: 3_000,
    });
    expect(tenantPortion(period, [60, 40], 1)).toMatchObject({
      rent_cents: 40_000,
      charges_cents: 4_000,
      paid_cents: 22_000,
      paid_rent_cents: 20_000,
      paid_charges_cents: 2_000,
    });
  });

  it('gives the odd cent of a three-way split to the first tenants so the parts add up', () => {
    const period = { rent_cents: 100_000, charges: [], paid_cents: 100_000 };
    const parts = [0, 1, 2].map((i) => tenantPortion(period, [33.34, 33.33, 33.33], i).rent_cents);
    expect(parts).toEqual([33_340, 33_330, 33_330]);
    expect(frenchEuros(123_456)).toBe('1 234,56 €');
  });
});
