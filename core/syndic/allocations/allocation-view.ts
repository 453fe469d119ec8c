// The allocation of keyed amounts (an amount on a key, a budget, a year's expenses) per lot and per
// co-owner. The amounts of one key are summed first, then allocated once over the key's shares
// (allocate.ts), so a lot's part of a key does not depend on how the key's amount is cut into
// headings (docs/decisions.md 261).
import type { Store } from '../../ports/store.js';
import { recordOf, syndicateOf } from '../management/scope.js';
import { SyndicAccounts } from '../management/accounts.js';
import { accountsView } from '../management/syndic-accounts.js';
import { Budget } from '../management/budget.js';
import { budgetView } from '../management/budgets.js';
import { ChargeKey, type SyndicLot } from '../management/syndicate.js';
import { allocateByShares } from './allocate.js';
import { type KeyedAmount, type SyndicateShares, completeShares, syndicateShares } from './key-shares.js';

export interface AllocationView {
  amount_cents: number;
  keys: { charge_key_id: string; code: string; amount_cents: number }[];
  lots: { lot: SyndicLot; amount_cents: number; by_key: { charge_key_id: string; amount_cents: number }[] }[];
  co_owners: {
    co_owner_owner_id: string | null;
    co_owner_contact_id: string | null;
    lot_ids: string[];
    amount_cents: number;
  }[];
}

/** The keyed amounts summed per key, in the syndicate's key order. */
function perKey(all: SyndicateShares, amounts: readonly KeyedAmount[]) {
  const sums = new Map<string, number>();
  for (const a of amounts) sums.set(a.charge_key_id, (sums.get(a.charge_key_id) ?? 0) + a.amount_cents);
  return all.keys.filter((k) => sums.has(k.id)).map((k) => ({ key: k, cents: sums.get(k.id)! }));
}

function byCoOwner(lots: AllocationView['lots']): AllocationView['co_owners'] {
  const groups = new Map<string, AllocationView['co_owners'][number]>();
  for (const { lot, amount_cents } of lots) {
    const id = `${lot.co_owner_owner_id ?? ''}|${lot.co_owner_contact_id ?? ''}`;
    const group = groups.get(id) ?? {
      co_owner_owner_id: lot.co_owner_owner_id,
      co_owner_contact_id: lot.co_owner_contact_id,
      lot_ids: [],
      amount_cents: 0,
    };
    group.lot_ids.push(lot.id);
    group.amount_cents += amount_cents;
    groups.set(id, group);
  }
  return [...groups.values()];
}

export function buildAllocation(all: SyndicateShares, amounts: readonly KeyedAmount[]): AllocationView {
  const keyed = perKey(all, amounts);
  const parts = keyed.map(({ key, cents }) => ({ key, lots: allocateByShares(cents, completeShares(all, key.id)) }));
  const lots = all.lots.map((lot) => {
    const by_key = parts.flatMap(({ key, lots: allocated }) =>
      allocated.filter((a) => a.lotId === lot.id).map((a) => ({ charge_key_id: key.id, amount_cents: a.cents })),
    );
    return { lot, by_key, amount_cents: by_key.reduce((sum, k) => sum + k.amount_cents, 0) };
  });
  return {
    amount_cents: keyed.reduce((sum, k) => sum + k.cents, 0),
    keys: keyed.map(({ key, cents }) => ({ charge_key_id: key.id, code: key.code, amount_cents: cents })),
    lots,
    co_owners: byCoOwner(lots),
  };
}

export function allocationReads(store: Store) {
  return {
    async ofAmount(syndicateId: string, keyId: string, amountCents: number) {
      const key = await recordOf(store, ChargeKey, 'charge key', syndicateId, keyId);
      return buildAllocation(await syndicateShares(store, syndicateId), [
        { charge_key_id: key.id, amount_cents: amountCents },
      ]);
    },
    /** The budget's lines by their keys, and its works fund by the general key (art. 14-2-1). */
    async ofBudget(syndicateId: string, budgetId: string) {
      const syndicate = await syndicateOf(store, syndicateId);
      const view = await budgetView(store, syndicate, await recordOf(store, Budget, 'budget', syndicateId, budgetId));
      const all = await syndicateShares(store, syndicateId);
      const general = all.keys.find((k) => k.kind === 'GENERAL');
      const fund =
        view.budget.works_fund_cents > 0 && general
          ? [{ charge_key_id: general.id, amount_cents: view.budget.works_fund_cents }]
          : [];
      return buildAllocation(all, [...view.lines, ...fund]);
    },
    async ofAccounts(syndicateId: string, accountsId: string) {
      const view = await accountsView(
        store,
        await recordOf(store, SyndicAccounts, 'accounts', syndicateId, accountsId),
      );
      return buildAllocation(await syndicateShares(store, syndicateId), view.expenses);
    },
  };
}
