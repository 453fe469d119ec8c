// The rules a settlement and a termination apply to rent: the receipt a period's payment state
// gives (loi 89-462 art. 21), and a period cut at the lease's last day, prorated to the day (art. 7
// a), 15 I).
import { describe, expect, it } from '@jest/globals';
import { prorateToDay } from '../../../core/billing/rent/close-schedule.js';
import { receiptKindOf } from '../../../core/billing/receipts/settlement-receipts.js';

describe('receiptKindOf', () => {
  it('gives a quittance for a period paid in full, a reçu for a part, nothing for nothing paid', () => {
    expect(receiptKindOf({ status: 'PAID' })).toBe('QUITTANCE');
    expect(receiptKindOf({ status: 'PARTIALLY_PAID' })).toBe('RECU');
    expect(receiptKindOf({ status: 'OPEN' })).toBeNull();
  });
});

describe('prorateToDay', () => {
  const june = { start: '2026-06-01', end: '2026-06-30' };
  const amounts = {
    rent_cents: 90000,
    charges: [
      { category: 'WATER_AND_HEATING' as const, cents: 6000 },
      { category: 'ELEVATORS' as const, cents: 2000 },
    ],
  };

  it('keeps the days up to the last one, each amount rounded to the cent', () => {
    expect(prorateToDay(amounts, june, '2026-06-10')).toEqual({
      rent_cents: 30000,
      charges: [
        { category: 'WATER_AND_HEATING', cents: 2000 },
        { category: 'ELEVATORS', cents: 667 },
      ],
      charges_cents: 2667,
      total_cents: 32667,
    });
  });

  it('counts a 31-day month by its own days, and keeps a whole period whole', () => {
    expect(
      prorateToDay({ rent_cents: 85000, charges: [] }, { start: '2026-07-01', end: '2026-07-31' }, '2026-07-15'),
    ).toMatchObject({ rent_cents: 41129, total_cents: 41129 });
    expect(prorateToDay(amounts, june, '2026-06-30')).toMatchObject({ rent_cents: 90000, total_cents: 98000 });
    expect(prorateToDay(amounts, june, '2026-05-31')).toMatchObject({ rent_cents: 0, total_cents: 0 });
  });

  it('prorates a first period already short by the days it holds', () => {
    expect(
      prorateToDay({ rent_cents: 45000, charges: [] }, { start: '2026-06-16', end: '2026-06-30' }, '2026-06-20'),
    ).toMatchObject({ rent_cents: 15000 });
  });
});
