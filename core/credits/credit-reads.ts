// The reads of the credits area (spec, "Credits": balance, transaction history, package list; the
// payment log of Events 3): a tenant's store sees only its own rows.
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { addDays } from '../shared/dates.js';
import type { CreditEntryKind } from '../../contract/vocabulary/credits.js';
import { CreditEntry } from './credit-entry.js';
import { CreditPackage, CreditPurchase, PaymentEventRecord } from './credit-purchase.js';
import { creditBalance } from './credits.js';

export interface CreatedRange {
  created_from?: string;
  created_to?: string;
}

/** A range of whole UTC days on a timestamp column: from the first day's start to the last day's end. */
export function createdRange(input: CreatedRange): Record<string, unknown> {
  const range: Record<string, Date> = {};
  if (input.created_from) range.$gte = new Date(`${input.created_from}T00:00:00Z`);
  if (input.created_to) range.$lt = new Date(`${addDays(input.created_to, 1)}T00:00:00Z`);
  return Object.keys(range).length > 0 ? { created_at: range } : {};
}

export function creditReads(store: Store) {
  return {
    packages: (input: ListInput) =>
      store.repo(CreditPackage).list({ active: true }, pageRequest(input, [{ field: 'credits', direction: 'asc' }])),
    balance: async () => ({ balance: await creditBalance(store) }),
    transactions: (input: ListInput & CreatedRange & { kind?: CreditEntryKind }) =>
      store
        .repo(CreditEntry)
        .list({ ...definedCriteria({ kind: input.kind }), ...createdRange(input) }, pageRequest(input)),
    purchase: (id: string) => store.repo(CreditPurchase).get(id),
    payments: (input: ListInput & CreatedRange & { type?: string; purchase_id?: string }) =>
      store
        .repo(PaymentEventRecord)
        .list(
          { ...definedCriteria({ type: input.type, purchase_id: input.purchase_id }), ...createdRange(input) },
          pageRequest(input),
        ),
  };
}
