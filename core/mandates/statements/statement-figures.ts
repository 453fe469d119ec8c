// The figures of a statement from its lines (pure): what was collected, the fees and their VAT, the
// expenses, the corrections and the payouts, and the closing balance, all in integer cents.
import type { OwnerEntryKind } from '../../../contract/vocabulary/owner-accounts.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { StatementLine } from './owner-statement.js';

export interface StatementFigures {
  opening_balance: number;
  collected: number;
  fees: number;
  fees_vat: number;
  expenses: number;
  corrections: number;
  paid_out: number;
  closing_balance: number;
}

const FIGURE_OF: Record<OwnerEntryKind, keyof Omit<StatementFigures, 'opening_balance' | 'closing_balance'>> = {
  RENT: 'collected',
  CHARGES: 'collected',
  FEE: 'fees',
  FEE_VAT: 'fees_vat',
  EXPENSE: 'expenses',
  CORRECTION: 'corrections',
  PAYOUT: 'paid_out',
};

/** Debits are shown as positive amounts (fees, expenses, paid out); corrections keep their sign. */
export function statementFigures(openingCents: number, lines: readonly StatementLine[]): StatementFigures {
  const cents = { collected: 0, fees: 0, fees_vat: 0, expenses: 0, corrections: 0, paid_out: 0 };
  let closing = openingCents;
  for (const line of lines) {
    const amount = toCents(line.amount);
    closing += amount;
    const figure = FIGURE_OF[line.kind];
    cents[figure] += figure === 'collected' || figure === 'corrections' ? amount : -amount;
  }
  return {
    opening_balance: fromCents(openingCents),
    collected: fromCents(cents.collected),
    fees: fromCents(cents.fees),
    fees_vat: fromCents(cents.fees_vat),
    expenses: fromCents(cents.expenses),
    corrections: fromCents(cents.corrections),
    paid_out: fromCents(cents.paid_out),
    closing_balance: fromCents(closing),
  };
}
