// The owner's balance never goes below zero unless the mandate allows advances (issue 35; the agent
// holds the owner's money and does not lend its own without the mandate saying so: décret 72-678
// art. 55, 66). Pure: whether a debit may go, given the balance before it.
import { fromCents } from '../../shared/money.js';

/** Null when the debit may go; the refusal otherwise. */
export function debitRefusal(
  debitCents: number,
  balanceCents: number,
  allowsAdvances: boolean,
  what: string,
): string | null {
  if (allowsAdvances || debitCents <= balanceCents) return null;
  return `The ${what} (${fromCents(debitCents).toFixed(2)} EUR) is above the owner's balance (${fromCents(balanceCents).toFixed(2)} EUR) and the mandate allows no advance`;
}
