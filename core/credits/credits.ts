// Use cases of the credit ledger: read the balance, grant, consume for an operation, refund it.
// Consumption is serialised per tenant (a transaction-scoped lock on the tenant's ledger), so
// concurrent requests never take the balance below zero (docs/decisions.md 65).
import type { Ids } from '../ports/ids.js';
import type { Store } from '../ports/store.js';
import { PaymentRequiredError, ValidationError } from '../shared/errors.js';
import type { CreditEntryKind } from '../../contract/vocabulary/credits.js';
import { CreditEntry, signedAmount } from './credit-entry.js';

/** Largest single grant: a typo guard for the admin command. */
export const MAX_GRANT = 1_000_000;

const ledgerLock = (tenantId: string) => `credits:${tenantId}`;

export function creditBalance(store: Store): Promise<number> {
  return store.repo(CreditEntry).sum('amount', {});
}

function append(
  tx: Store,
  ids: Ids,
  entry: { kind: CreditEntryKind; credits: number; reference?: string | null; note?: string | null },
): CreditEntry {
  const record = Object.assign(new CreditEntry(), {
    id: ids.next(),
    kind: entry.kind,
    amount: signedAmount(entry.kind, entry.credits),
    reference: entry.reference ?? null,
    note: entry.note ?? null,
  });
  tx.repo(CreditEntry).persist(record);
  return record;
}

/** Adds credits by decision of the platform (admin CLI); answers the new balance. */
export async function grantCredits(
  store: Store,
  deps: { ids: Ids },
  input: { tenantId: string; amount: number; note?: string },
): Promise<{ tenant_id: string; granted: number; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_GRANT) {
    throw new ValidationError(`The amount must be a whole number of credits from 1 to ${MAX_GRANT}`, [
      { path: 'amount', message: `1 to ${MAX_GRANT}`, code: 'out_of_range' },
    ]);
  }
  return store.transaction(async (tx) => {
    await tx.lockName(ledgerLock(input.tenantId));
    append(tx, deps.ids, { kind: 'admin_grant', credits: input.amount, note: input.note });
    await tx.flush();
    return { tenant_id: input.tenantId, granted: input.amount, balance: await creditBalance(tx) };
  });
}

/**
 * Takes `credits` for the operation `reference`, inside the caller's transaction: the tenant's
 * ledger stays locked until it ends. 402 with the balance when it does not cover the cost.
 */
export async function consumeCredits(
  tx: Store,
  deps: { ids: Ids },
  input: { tenantId: string; credits: number; reference: string; note: string },
): Promise<number> {
  await tx.lockName(ledgerLock(input.tenantId));
  const balance = await creditBalance(tx);
  if (balance < input.credits) {
    throw new PaymentRequiredError(
      `This needs ${input.credits} credit(s) and the balance is ${balance}; credits are granted with \`npm run admin -- credits grant --tenant <id> --amount <n>\``,
      [],
      { balance, required: input.credits },
    );
  }
  append(tx, deps.ids, { kind: 'consumption', credits: input.credits, reference: input.reference, note: input.note });
  await tx.flush();
  return balance - input.credits;
}

/**
 * Gives back what the operation `reference` consumed, once, inside the caller's transaction; a
 * second refund of the same operation, or a refund of nothing consumed, changes nothing.
 */
export async function refundCredits(
  tx: Store,
  deps: { ids: Ids },
  input: { tenantId: string; reference: string; note: string },
): Promise<boolean> {
  await tx.lockName(ledgerLock(input.tenantId));
  const entries = tx.repo(CreditEntry);
  const consumed = await entries.findOne({ kind: 'consumption', reference: input.reference });
  if (!consumed || (await entries.findOne({ kind: 'refund', reference: input.reference }))) return false;
  append(tx, deps.ids, { kind: 'refund', credits: -consumed.amount, reference: input.reference, note: input.note });
  await tx.flush();
  return true;
}

/**
 * Adds the credits of the paid purchase `reference` inside the caller's transaction, once: a
 * purchase already credited changes nothing and answers false (docs/decisions.md 131).
 */
export async function addPurchasedCredits(
  tx: Store,
  deps: { ids: Ids },
  input: { tenantId: string; credits: number; reference: string; note: string },
): Promise<boolean> {
  await tx.lockName(ledgerLock(input.tenantId));
  if (await tx.repo(CreditEntry).findOne({ kind: 'purchase', reference: input.reference })) return false;
  append(tx, deps.ids, { kind: 'purchase', credits: input.credits, reference: input.reference, note: input.note });
  await tx.flush();
  return true;
}
