// Allocation over the lots by a key's shares, to the cent (issue 38 §4, docs/decisions.md 261).
// The rule: each lot gets the floor of its exact share amount × shares / total; the cents left (fewer
// than the lots) go one each to the largest remainders; equal remainders go in the order the lots
// are given, which every caller makes the lot order (`byLotOrder`: lot number, numbers compared as
// numbers, then id). A negative amount (a refund) is allocated as its opposite, then negated.
// The remainders are compared exactly (integers), never as floats.

export interface ShareOf {
  lotId: string;
  shares: number;
}

export interface LotCents {
  lotId: string;
  cents: number;
}

export function allocateByShares(amountCents: number, shares: readonly ShareOf[]): LotCents[] {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amount ${amountCents} is not whole cents`);
  if (amountCents < 0) return allocateByShares(-amountCents, shares).map((l) => ({ ...l, cents: -l.cents || 0 }));
  const total = shares.reduce((sum, s) => sum + BigInt(s.shares), 0n);
  if (total <= 0n) throw new RangeError('no shares to allocate over');
  const amount = BigInt(amountCents);
  const parts = shares.map((s, index) => {
    const product = amount * BigInt(s.shares);
    return { index, floor: product / total, remainder: product % total };
  });
  let left = amount - parts.reduce((sum, p) => sum + p.floor, 0n);
  const order = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of order) {
    if (left <= 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return shares.map((s, i) => ({ lotId: s.lotId, cents: Number(parts[i].floor) }));
}

/** The fixed order of lots: by number (digits compared as numbers: 2 before 10), then by id. */
export function byLotOrder(a: { number: string; id: string }, b: { number: string; id: string }): number {
  return a.number.localeCompare(b.number, 'en', { numeric: true }) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
