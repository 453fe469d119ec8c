// Reading a syndicate's keys as shares in the fixed lot order, and allocating amounts by key over them.
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { ChargeKey, LotShare, SyndicLot } from '../management/syndicate.js';
import { type LotCents, type ShareOf, allocateByShares, byLotOrder } from './allocate.js';

export interface SyndicateShares {
  /** The syndicate's lots in the fixed lot order (number, then id). */
  lots: SyndicLot[];
  keys: ChargeKey[];
  /** Per key id, its shares in the lot order. */
  sharesByKey: Map<string, ShareOf[]>;
}

export async function syndicateShares(store: Store, syndicateId: string): Promise<SyndicateShares> {
  const lots = (await store.repo(SyndicLot).findAll({ syndicate_id: syndicateId })).sort(byLotOrder);
  const keys = await store.repo(ChargeKey).findAll({ syndicate_id: syndicateId }, [
    { field: 'code', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  const rank = new Map(lots.map((lot, i) => [lot.id, i]));
  const shares = await store.repo(LotShare).findAll({ syndicate_id: syndicateId });
  const sharesByKey = new Map<string, ShareOf[]>(keys.map((k) => [k.id, []]));
  for (const share of [...shares].sort((a, b) => rank.get(a.lot_id)! - rank.get(b.lot_id)!))
    sharesByKey.get(share.charge_key_id)?.push({ lotId: share.lot_id, shares: share.shares });
  return { lots, keys, sharesByKey };
}

/** A key's shares, complete (adding up to its stated total), or a 422 naming the key. */
export function completeShares(all: SyndicateShares, keyId: string): ShareOf[] {
  const key = all.keys.find((k) => k.id === keyId);
  const shares = all.sharesByKey.get(keyId) ?? [];
  const sum = shares.reduce((total, s) => total + s.shares, 0);
  if (!key || sum !== key.stated_total)
    throw new BusinessRuleError(
      `Charge key ${key?.code ?? keyId} has shares adding up to ${sum}, not its stated total ${key?.stated_total ?? '?'}: set its shares first (loi 65-557 art. 10)`,
    );
  return shares;
}

export interface KeyedAmount {
  charge_key_id: string;
  amount_cents: number;
}

/** Each amount allocated over its key's lots; per amount, the lots' cents add up to it exactly. */
export function allocateAmounts(all: SyndicateShares, amounts: readonly KeyedAmount[]): LotCents[][] {
  return amounts.map((a) => allocateByShares(a.amount_cents, completeShares(all, a.charge_key_id)));
}

/** The sum per lot of several allocations, every lot of the syndicate listed (0 when none). */
export function sumPerLot(all: SyndicateShares, allocations: readonly LotCents[][]): Map<string, number> {
  const total = new Map(all.lots.map((lot) => [lot.id, 0]));
  for (const allocation of allocations)
    for (const { lotId, cents } of allocation) total.set(lotId, (total.get(lotId) ?? 0) + cents);
  return total;
}
