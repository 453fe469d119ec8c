// Charge keys (loi 65-557 art. 10) and the lots' shares in them. Shares are set as a whole set per key
// and must add up exactly to the key's stated total (docs/decisions.md 260): a key is complete or
// refused, never half-filled. One GENERAL key per syndicate (the tantièmes of the common parts).
import type { ChargeKeyKind } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest, patchRecord } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { Resolution } from '../assemblies/assembly.js';
import { byLotOrder } from '../allocations/allocate.js';
import { SyndicExpense } from './accounts.js';
import { BudgetLine } from './budget.js';
import { recordOf, syndicateOf } from './scope.js';
import { ChargeKey, LotShare, SyndicLot } from './syndicate.js';

export type ChargeKeyFields = Pick<ChargeKey, 'code' | 'name' | 'kind' | 'stated_total'>;

/** The sum of the shares set in a key. */
export async function sharesTotal(store: Store, keyId: string): Promise<number> {
  return store.repo(LotShare).sum('shares', { charge_key_id: keyId });
}

/** A key with the sum of its shares: equal to its stated total once complete. */
export async function chargeKeyView<T extends { id: string }>(
  store: Store,
  key: T,
): Promise<T & { shares_total: number }> {
  return { ...key, shares_total: await sharesTotal(store, key.id) };
}

async function uniqueKey(store: Store, syndicateId: string, fields: Partial<ChargeKeyFields>, id?: string) {
  const keys = store.repo(ChargeKey);
  const sameCode = fields.code ? await keys.findOne({ syndicate_id: syndicateId, code: fields.code }) : null;
  if (sameCode && sameCode.id !== id) throw new ConflictError(`Charge key code ${fields.code} is taken`);
  const general = fields.kind === 'GENERAL' ? await keys.findOne({ syndicate_id: syndicateId, kind: 'GENERAL' }) : null;
  if (general && general.id !== id)
    throw new ConflictError('The syndicate already has its GENERAL key (art. 10 al. 2: one general key)');
}

/** The lots' shares in a key, in lot order. */
export async function keySharesView(store: Store, key: ChargeKey) {
  const shares = await store.repo(LotShare).findAll({ charge_key_id: key.id });
  const lots = await store.repo(SyndicLot).findAll({ syndicate_id: key.syndicate_id });
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const rows = shares
    .map((s) => ({ lot: byId.get(s.lot_id)!, shares: s.shares }))
    .sort((a, b) => byLotOrder(a.lot, b.lot))
    .map(({ lot, shares }) => ({ lot_id: lot.id, lot_number: lot.number, shares }));
  const total = rows.reduce((sum, r) => sum + r.shares, 0);
  return { charge_key_id: key.id, stated_total: key.stated_total, complete: total === key.stated_total, shares: rows };
}

function checkShareSet(key: ChargeKey, lots: SyndicLot[], set: readonly { lot_id: string; shares: number }[]) {
  const ids = new Set(lots.map((lot) => lot.id));
  const seen = new Set<string>();
  set.forEach(({ lot_id }, i) => {
    if (!ids.has(lot_id))
      throw new BusinessRuleError(`Lot ${lot_id} is not a lot of this syndicate`, [
        { path: `shares.${i}.lot_id`, message: 'not a lot of this syndicate', code: 'unknown_lot' },
      ]);
    if (seen.has(lot_id))
      throw new BusinessRuleError(`Lot ${lot_id} is given twice`, [
        { path: `shares.${i}.lot_id`, message: 'given twice', code: 'duplicate_lot' },
      ]);
    seen.add(lot_id);
  });
  const sum = set.reduce((total, s) => total + s.shares, 0);
  if (sum !== key.stated_total)
    throw new BusinessRuleError(
      `The shares add up to ${sum}, not the key's stated total of ${key.stated_total} (loi 65-557 art. 10: a key's shares are those of the règlement de copropriété)`,
      [{ path: 'shares', message: `sum ${sum} differs from stated_total ${key.stated_total}`, code: 'shares_total' }],
      { shares_total: sum, stated_total: key.stated_total },
    );
}

async function keyInUse(store: Store, keyId: string): Promise<boolean> {
  const uses = [
    await store.repo(BudgetLine).count({ charge_key_id: keyId }),
    await store.repo(SyndicExpense).count({ charge_key_id: keyId }),
    await store.repo(Resolution).count({ charge_key_id: keyId }),
  ];
  return uses.some((n) => n > 0);
}

export function chargeKeyUseCases(store: Store) {
  const keys = store.repo(ChargeKey);
  const keyOf = (syndicateId: string, id: string) => recordOf(store, ChargeKey, 'charge key', syndicateId, id);
  return {
    async list(syndicateId: string, input: ListInput & { kind?: ChargeKeyKind }) {
      await syndicateOf(store, syndicateId);
      const page = await keys.list(
        definedCriteria({ syndicate_id: syndicateId, kind: input.kind }),
        pageRequest(input),
      );
      const items = [];
      for (const key of page.items) items.push(await chargeKeyView(store, key));
      return { ...page, items };
    },
    get: async (syndicateId: string, id: string) => chargeKeyView(store, await keyOf(syndicateId, id)),
    async create(syndicateId: string, fields: ChargeKeyFields) {
      await syndicateOf(store, syndicateId);
      await uniqueKey(store, syndicateId, fields);
      const key = createRecord(keys, ChargeKey, { ...fields, syndicate_id: syndicateId });
      await store.flush();
      return { ...key, shares_total: 0 };
    },
    async update(syndicateId: string, id: string, patch: Partial<Omit<ChargeKeyFields, 'kind'>>) {
      const key = await keyOf(syndicateId, id);
      await uniqueKey(store, syndicateId, patch, id);
      const total = await sharesTotal(store, id);
      if (patch.stated_total !== undefined && total > 0 && patch.stated_total !== total)
        throw new BusinessRuleError(
          `The key's shares add up to ${total}: set its shares with the new stated total ${patch.stated_total}`,
        );
      patchRecord(key, patch, ['code', 'name', 'stated_total']);
      await store.flush();
      return { ...key, shares_total: total };
    },
    async remove(syndicateId: string, id: string) {
      const key = await keyOf(syndicateId, id);
      if (await keyInUse(store, id))
        throw new ConflictError(`Charge key ${key.code} is used by a budget, accounts or a resolution`);
      for (const share of await store.repo(LotShare).findAll({ charge_key_id: id })) store.repo(LotShare).remove(share);
      keys.remove(key);
      await store.flush();
    },
    shares: async (syndicateId: string, id: string) => keySharesView(store, await keyOf(syndicateId, id)),
    /** Replaces the key's shares with the whole set given, which must add up to the stated total. */
    async setShares(syndicateId: string, id: string, set: readonly { lot_id: string; shares: number }[]) {
      const key = await keyOf(syndicateId, id);
      checkShareSet(key, await store.repo(SyndicLot).findAll({ syndicate_id: syndicateId }), set);
      await store.transaction(async (tx) => {
        const shares = tx.repo(LotShare);
        for (const old of await shares.findAll({ charge_key_id: id })) shares.remove(old);
        await tx.flush();
        for (const { lot_id, shares: n } of set)
          createRecord(shares, LotShare, { syndicate_id: syndicateId, charge_key_id: id, lot_id, shares: n });
      });
      return keySharesView(store, key);
    },
  };
}
