// Sharing an amount among the lots of a building and the leases that occupied them (spec, Charges:
// "distribution references"; loi 89-462 art. 23: "le mode de répartition entre les locataires").
// Exact: weights are integers (bigint), shares are whole cents and always sum to the total.
import { addDays, compareDates, daysBetween } from '../../shared/dates.js';

/**
 * Largest remainder (Hamilton) apportionment: each holder gets the floor of its exact share, then
 * the cents left go one by one to the largest remainders (the earlier holder on a tie). A negative
 * total is shared as its opposite. All-zero weights share nothing (an array of zeros).
 */
export function largestRemainder(total: number, weights: readonly bigint[]): number[] {
  if (total < 0) return largestRemainder(-total, weights).map((share) => (share === 0 ? 0 : -share));
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0);
  const cents = BigInt(total);
  const base = weights.map((w) => (cents * w) / sum);
  const order = weights
    .map((w, i) => ({ i, remainder: (cents * w) % sum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  let left = cents - base.reduce((a, b) => a + b, 0n);
  for (const { i } of order) {
    if (left === 0n) break;
    base[i] += 1n;
    left -= 1n;
  }
  return base.map(Number);
}

export interface Period {
  start: string;
  /** Included. */
  end: string;
}

/** A lease on an estate for the days start..end (included), already within the period. */
export interface Occupancy {
  lease_id: string;
  estate_id: string;
  start: string;
  end: string;
}

/** Days of one estate when the same leases (none: vacant) occupied it. */
export interface Slice {
  estate_id: string;
  lease_ids: string[];
  start: string;
  end: string;
  days: number;
}

/** Who bears what no lease occupied: the lessor. */
export const OWNER = 'owner';

/** Cuts the period of every estate where a lease starts or ends. */
export function occupancySlices(
  estateIds: readonly string[],
  occupancies: readonly Occupancy[],
  period: Period,
): Slice[] {
  const after = addDays(period.end, 1);
  return estateIds.flatMap((estateId) => {
    const own = occupancies.filter((o) => o.estate_id === estateId);
    const cuts = [period.start, after, ...own.flatMap((o) => [o.start, addDays(o.end, 1)])]
      .filter((day) => compareDates(day, period.start) >= 0 && compareDates(day, after) <= 0)
      .sort(compareDates)
      .filter((day, i, all) => i === 0 || day !== all[i - 1]);
    return cuts.slice(0, -1).map((start, i) => ({
      estate_id: estateId,
      lease_ids: own
        .filter((o) => compareDates(o.start, start) <= 0 && compareDates(start, o.end) <= 0)
        .map((o) => o.lease_id),
      start,
      end: addDays(cuts[i + 1], -1),
      days: daysBetween(start, cuts[i + 1]),
    }));
  });
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Each holder's weight: a slice's base weight (tantièmes × days, m² × days, days, or consumption)
 * goes to its leases in equal parts, or to the owner when vacant. Leases sharing an estate at once
 * (one lease per room) split it; every weight is scaled by the least common multiple of those
 * counts so that the parts stay whole numbers.
 */
export function holderWeights(slices: readonly Slice[], base: (slice: Slice) => bigint): Map<string, bigint> {
  const scale = slices.reduce((lcm, s) => {
    const n = BigInt(Math.max(1, s.lease_ids.length));
    return (lcm * n) / gcd(lcm, n);
  }, 1n);
  const weights = new Map<string, bigint>();
  for (const slice of slices) {
    const holders = slice.lease_ids.length > 0 ? slice.lease_ids : [OWNER];
    const part = (base(slice) * scale) / BigInt(holders.length);
    for (const holder of holders) weights.set(holder, (weights.get(holder) ?? 0n) + part);
  }
  return weights;
}

/** The total shared among the holders in proportion to their weights (holders in a stable order). */
export function distribute(total: number, weights: ReadonlyMap<string, bigint>): Map<string, number> {
  const holders = [...weights.keys()].sort();
  const shares = largestRemainder(
    total,
    holders.map((h) => weights.get(h)!),
  );
  return new Map(holders.map((h, i) => [h, shares[i]]));
}
