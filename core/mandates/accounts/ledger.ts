// Reading and writing an owner's account under a mandate (issue 35): its entries, its balance, the
// expenses paid for the owner and the corrections. The balance is the sum of the entries; it never
// goes below zero unless the mandate allows advances (core/mandates/payouts/).
import type { OwnerEntryKind } from '../../../contract/vocabulary/owner-accounts.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../../shared/criteria.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { debitRefusal } from './balance-rule.js';
import { ManagementMandate } from '../mandate.js';
import { estatesOfMandate } from '../managed-lots.js';
import { OwnerLedgerEntry } from './owner-entry.js';
import { postCollections } from './post-collections.js';

export interface EntryListInput extends ListInput {
  kind?: OwnerEntryKind;
  estate_id?: string;
  occurred_from?: string;
  occurred_to?: string;
}

export const ENTRY_ORDER = [
  { field: 'occurred_on', direction: 'asc' as const },
  { field: 'created_at', direction: 'asc' as const },
];

/** Posts every collection of the mandate's lots not posted yet, in `tx`. */
export async function syncMandate(tx: Store, mandate: ManagementMandate): Promise<void> {
  await syncMandates(tx, [mandate]);
}

/**
 * Posts every collection of the mandates' lots not posted yet, in `tx`, lease by lease in the order
 * of their ids whatever the mandates: every sync takes the leases' locks in that one order, so that
 * two syncs (one mandate's, an owner's several) never wait on each other.
 */
export async function syncMandates(tx: Store, mandates: readonly ManagementMandate[]): Promise<void> {
  const estates = [...new Set((await Promise.all(mandates.map((m) => estatesOfMandate(tx, m)))).flat())];
  if (estates.length === 0) return;
  const leases = await tx.repo(Lease).findAll({ estate_id: { $in: estates } }, [{ field: 'id', direction: 'asc' }]);
  for (const lease of leases) await postCollections(tx, lease.id);
}

/** The account's balance in cents: the sum of its entries (up to a day when given). */
export async function balanceCents(store: Store, mandateId: string, upTo?: string): Promise<number> {
  const criteria = { mandate_id: mandateId, ...(upTo ? { occurred_on: { $lte: upTo } } : {}) };
  return toCents(await store.repo(OwnerLedgerEntry).sum('amount', criteria));
}

/**
 * In `tx`: the debit may go (the balance rule, balance-rule.ts), or a 422 naming `code`. Debits of a
 * mandate (payouts, expenses, corrections) run one at a time under the account's lock.
 */
export async function assertCanDebit(
  tx: Store,
  mandate: ManagementMandate,
  debitCents: number,
  refusal: { what: string; code: string },
): Promise<void> {
  await tx.lockName(`owner-account:${mandate.id}`);
  await syncMandate(tx, mandate);
  const reason = debitRefusal(debitCents, await balanceCents(tx, mandate.id), mandate.allows_advances, refusal.what);
  if (reason) throw new BusinessRuleError(reason, [{ path: 'amount', message: reason, code: refusal.code }]);
}

export interface AccountSummary {
  mandate_id: string;
  owner_id: string;
  balance: number;
  allows_advances: boolean;
  totals: Record<OwnerEntryKind, number>;
}

/** The account as it stands: its balance and the total of each kind of entry. */
export async function accountSummary(store: Store, mandateId: string): Promise<AccountSummary> {
  const mandate = await store.transaction(async (tx) => {
    const found = await tx.repo(ManagementMandate).get(mandateId);
    await syncMandate(tx, found);
    return found;
  });
  const entries = await store.repo(OwnerLedgerEntry).findAll({ mandate_id: mandateId });
  const totals = { RENT: 0, CHARGES: 0, FEE: 0, FEE_VAT: 0, EXPENSE: 0, PAYOUT: 0, CORRECTION: 0 };
  for (const entry of entries) totals[entry.kind] += toCents(entry.amount);
  const balance = Object.values(totals).reduce((a, b) => a + b, 0);
  return {
    mandate_id: mandate.id,
    owner_id: mandate.owner_id,
    balance: fromCents(balance),
    allows_advances: mandate.allows_advances,
    totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, fromCents(v)])) as Record<
      OwnerEntryKind,
      number
    >,
  };
}

/** The mandate's entries, oldest first by default, by kind, lot and date. */
export async function listEntries(store: Store, mandateId: string, input: EntryListInput) {
  await store.transaction(async (tx) => syncMandate(tx, await tx.repo(ManagementMandate).get(mandateId)));
  return store.repo(OwnerLedgerEntry).list(
    {
      mandate_id: mandateId,
      ...definedCriteria({ kind: input.kind, estate_id: input.estate_id }),
      ...rangeCriteria('occurred_on', input.occurred_from, input.occurred_to),
    },
    pageRequest(input, ENTRY_ORDER),
  );
}
