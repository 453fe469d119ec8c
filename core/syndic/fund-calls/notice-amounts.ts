// What each lot owes on one instalment of a call, key by key (docs/decisions.md 270): the key's
// yearly amount allocated over the lots by their shares (core/syndic/allocations: largest remainder,
// lot order), then each lot's yearly cents split into instalments by the cumulative rule of
// schedule.ts, less what the lot was already called for (so an art. 19-2 acceleration that made the
// year due at once leaves nothing to call later). Pure.
import { type ShareOf, allocateByShares } from '../allocations/allocate.js';
import type { NoticeLine } from './fund-call.js';
import { type Instalment, cumulativeCents } from './schedule.js';

export interface KeyYear {
  key: { id: string; code: string; name: string };
  yearly_cents: number;
  /** The lots' shares in the key, in lot order. */
  shares: readonly ShareOf[];
}

/** Per lot (in the order first met), the lines of instalment `number`; lots owing nothing are left out. */
export function instalmentLines(
  keys: readonly KeyYear[],
  schedule: readonly Instalment[],
  number: number,
  calledSoFar: (lotId: string, keyId: string) => number,
): Map<string, NoticeLine[]> {
  const byLot = new Map<string, NoticeLine[]>();
  for (const k of keys) {
    if (k.shares.length === 0) continue;
    const total = k.shares.reduce((sum, s) => sum + s.shares, 0);
    for (const lot of allocateByShares(k.yearly_cents, k.shares)) {
      const due = Math.max(0, cumulativeCents(lot.cents, schedule, number) - calledSoFar(lot.lotId, k.key.id));
      if (due === 0) continue;
      const lines = byLot.get(lot.lotId) ?? [];
      lines.push({
        charge_key_id: k.key.id,
        code: k.key.code,
        name: k.key.name,
        shares: k.shares.find((s) => s.lotId === lot.lotId)!.shares,
        total_shares: total,
        amount_cents: due,
      });
      byLot.set(lot.lotId, lines);
    }
  }
  return byLot;
}

/** What the year still holds for a lot once instalments 1..number are called: the art. 19-2 remainder. */
export function remainingLines(
  keys: readonly KeyYear[],
  calledSoFar: (lotId: string, keyId: string) => number,
  lotIds: ReadonlySet<string>,
): Map<string, NoticeLine[]> {
  const whole: Instalment[] = [{ number: 1, due_date: '', weight: 1 }];
  const lines = instalmentLines(keys, whole, 1, calledSoFar);
  return new Map([...lines].filter(([lotId]) => lotIds.has(lotId)));
}
