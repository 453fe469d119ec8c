// Splitting and allocating integer cents so that the parts always add up to the whole.

/**
 * Splits `total` cents in proportion to integer `weights` by the largest remainder: each part is
 * the floor of its exact share, and the cents left go to the largest fractions (the first on ties).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export interface Allocation {
  payment_id: string;
  period_id: string;
  cents: number;
}

/**
 * Allocates what payments still hold to what periods still owe, both oldest first (spec: payments
 * go to the oldest open periods); what is left on the payments is the lease's credit.
 */
export function allocate(
  payments: readonly { id: string; unallocated_cents: number }[],
  periods: readonly { id: string; remaining_cents: number }[],
): Allocation[] {
  const allocations: Allocation[] = [];
  const owed = periods.map((p) => ({ ...p }));
  let next = 0;
  for (const payment of payments) {
    let available = payment.unallocated_cents;
    while (available > 0 && next < owed.length) {
      const period = owed[next];
      const cents = Math.min(available, period.remaining_cents);
      if (cents > 0) allocations.push({ payment_id: payment.id, period_id: period.id, cents });
      available -= cents;
      period.remaining_cents -= cents;
      if (period.remaining_cents === 0) next += 1;
    }
  }
  return allocations;
}
