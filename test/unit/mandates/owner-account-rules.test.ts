// The pure rules of the owner accounts (issue 35): the management fee HT and its VAT to the cent, a
// partial payment imputed to rent and charges in proportion (exact over a period), the statement
// periods, the statement figures, the payout's balance rule and the French amounts of the PDF.
import { describe, expect, it } from '@jest/globals';
import {
  basisPointsOf,
  collectionParts,
  feeBaseCents,
  managementFee,
} from '../../../core/mandates/accounts/fee-rule.js';
import { collectionEntries } from '../../../core/mandates/accounts/post-collections.js';
import { debitRefusal } from '../../../core/mandates/accounts/balance-rule.js';
import { frenchEuros } from '../../../core/mandates/statements/statement-document.js';
import { statementFigures } from '../../../core/mandates/statements/statement-figures.js';
import {
  endedPeriods,
  nextPeriod,
  periodContaining,
  startsAPeriod,
} from '../../../core/mandates/statements/statement-periods.js';

describe('the management fee', () => {
  it('is the rate of the base, HT, rounded half up; the VAT is the rate of that rounded fee', () => {
    expect(managementFee(85_000, 750, 2000)).toEqual({ fee_cents: 6375, vat_cents: 1275 });
    // 333.33 x 7.5 % = 24.99975 -> 25.00; VAT 5.00.
    expect(managementFee(33_333, 750, 2000)).toEqual({ fee_cents: 2500, vat_cents: 500 });
    // 0.06 x 8.25 % = 0.00495 -> 0.00 (half up only from .005).
    expect(basisPointsOf(6, 825)).toBe(0);
    // 0.20 x 2.5 % = 0.005 -> 0.01.
    expect(basisPointsOf(20, 250)).toBe(1);
    expect(managementFee(12_345, 0, 2000)).toEqual({ fee_cents: 0, vat_cents: 0 });
    expect(managementFee(12_345, 10_000, 0)).toEqual({ fee_cents: 12_345, vat_cents: 0 });
  });

  it('takes the base the mandate names', () => {
    const parts = { rent_cents: 60_000, charges_cents: 4000 };
    expect(feeBaseCents(parts, 'RENT')).toBe(60_000);
    expect(feeBaseCents(parts, 'CHARGES')).toBe(4000);
    expect(feeBaseCents(parts, 'RENT_AND_CHARGES')).toBe(64_000);
  });
});

describe('a collection split into rent and charges', () => {
  const period = { rent_cents: 60_000, charges_cents: 4000 };

  it('imputes a partial payment in proportion', () => {
    expect(collectionParts(period, 0, 30_000)).toEqual({ rent_cents: 28_125, charges_cents: 1875 });
  });

  it('adds up to the period exactly, whatever the instalments', () => {
    const instalments = [333, 10_001, 7, 25_000, 28_659];
    let paid = 0;
    let rent = 0;
    let charges = 0;
    for (const cents of instalments) {
      const parts = collectionParts(period, paid, cents);
      expect(parts.rent_cents + parts.charges_cents).toBe(cents);
      rent += parts.rent_cents;
      charges += parts.charges_cents;
      paid += cents;
    }
    expect([rent, charges]).toEqual([60_000, 4000]);
  });

  it('gives its ledger entries, none at zero', () => {
    const mandate = { fee_base: 'RENT' as const, fee_rate_bps: 800, vat_rate_bps: 2000 };
    const entries = collectionEntries(
      mandate,
      { rent_cents: 0, charges_cents: 1875 },
      {
        period_start: '2026-03-01',
        period_end: '2026-03-31',
      },
    );
    expect(entries).toEqual([
      { kind: 'CHARGES', amount: 18.75, label: 'Provisions sur charges du 2026-03-01 au 2026-03-31' },
    ]);
    expect(
      collectionEntries(mandate, { rent_cents: 60_000, charges_cents: 0 }, { period_start: 'a', period_end: 'b' }),
    ).toEqual([
      { kind: 'RENT', amount: 600, label: 'Loyer du a au b' },
      { kind: 'FEE', amount: -48, label: 'Honoraires de gestion 8,00 % HT' },
      { kind: 'FEE_VAT', amount: -9.6, label: 'TVA 20,00 % sur honoraires' },
    ]);
  });
});

describe('statement periods', () => {
  it('are calendar months, quarters and years', () => {
    expect(periodContaining('MONTHLY', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(periodContaining('QUARTERLY', '2026-05-31')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(periodContaining('YEARLY', '2026-12-31')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(nextPeriod('QUARTERLY', { start: '2026-10-01', end: '2026-12-31' })).toEqual({
      start: '2027-01-01',
      end: '2027-03-31',
    });
    expect(startsAPeriod('QUARTERLY', '2026-04-01')).toBe(true);
    expect(startsAPeriod('QUARTERLY', '2026-05-01')).toBe(false);
  });

  it('ended before today are listed from the one holding the start', () => {
    expect(endedPeriods('QUARTERLY', '2026-02-15', '2026-07-01')).toEqual([
      { start: '2026-01-01', end: '2026-03-31' },
      { start: '2026-04-01', end: '2026-06-30' },
    ]);
    // The last day of a period is still in it: the period has not ended.
    expect(endedPeriods('MONTHLY', '2026-01-01', '2026-01-31')).toEqual([]);
  });
});

describe('statement figures', () => {
  it('show debits as positive amounts and close on the sum of the lines', () => {
    const line = (kind: 'RENT' | 'FEE' | 'FEE_VAT' | 'EXPENSE' | 'PAYOUT' | 'CORRECTION', amount: number) => ({
      entry_id: kind,
      occurred_on: '2026-01-05',
      kind,
      label: kind,
      estate_id: null,
      amount,
    });
    expect(
      statementFigures(10_010, [
        line('RENT', 850),
        line('FEE', -63.75),
        line('FEE_VAT', -12.75),
        line('EXPENSE', -0.1),
        line('PAYOUT', -0.2),
        line('CORRECTION', -1.05),
      ]),
    ).toEqual({
      opening_balance: 100.1,
      collected: 850,
      fees: 63.75,
      fees_vat: 12.75,
      expenses: 0.1,
      corrections: -1.05,
      paid_out: 0.2,
      closing_balance: 872.25,
    });
  });
});

describe('the balance rule', () => {
  it('refuses a debit above the balance unless the mandate allows advances', () => {
    expect(debitRefusal(133_830, 133_830, false, 'payout')).toBeNull();
    expect(debitRefusal(133_831, 133_830, false, 'payout')).toBe(
      "The payout (1338.31 EUR) is above the owner's balance (1338.30 EUR) and the mandate allows no advance",
    );
    expect(debitRefusal(100, -500, true, 'expense')).toBeNull();
  });
});

describe('amounts in French', () => {
  it('group thousands with a space and use a decimal comma', () => {
    expect(frenchEuros(1338.3)).toBe('1 338,30 €');
    expect(frenchEuros(-2000)).toBe('-2 000,00 €');
    expect(frenchEuros(0.05)).toBe('0,05 €');
    expect(frenchEuros(1_234_567.891)).toBe('1 234 567,89 €');
  });
});
