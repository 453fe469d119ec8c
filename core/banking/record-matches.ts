// An import's sure matches recorded as rent payments in slices (docs/decisions.md 320, 322): each
// slice one transaction that locks its entries, then its leases in the order of their ids, records
// their payments together (core/billing/rent/record-payments.ts) and marks the entries MATCHED.
// What a slice leaves (a payment its lease refuses, a second credit of a lease, a slice that a rule
// stopped) is recorded one by one by `recordEntryPayment`, which queues a refusal with its reason.
import { recordPaymentsReceiptsLater } from '../billing/rent/record-payments.js';
import type { Store } from '../ports/store.js';
import { DomainError, NotFoundError } from '../shared/errors.js';
import { BankEntry } from './bank-records.js';
import type { BankingDeps } from './deps.js';
import { type Settlement, markPaid, paymentOf, recordEntryPayment } from './record-entry.js';

/** Entries per transaction, and transactions side by side. */
const SLICE = 25;
const PARALLEL_SLICES = 2;

/** In one transaction: the slice's payments; answers the settlements recorded (or paid before) and those left. */
async function recordSlice(store: Store, deps: BankingDeps, slice: Settlement[]) {
  return store.transaction(async (tx) => {
    const done: Settlement[] = [];
    const open = new Map<string, { settlement: Settlement; entry: BankEntry }>();
    // The slice's entries locked in one statement, in the order of their ids.
    const entries = new Map(
      (await tx.repo(BankEntry).getAllLocked(slice.map((s) => s.entryId))).map((entry) => [entry.id, entry]),
    );
    for (const settlement of slice) {
      const entry = entries.get(settlement.entryId);
      if (!entry) throw new NotFoundError('bank entry', settlement.entryId);
      if (entry.payment_id) done.push(settlement);
      else open.set(entry.id, { settlement, entry });
    }
    const { recorded, left } = await recordPaymentsReceiptsLater(
      tx,
      deps,
      [...open.values()].map(({ settlement, entry }) => ({
        key: entry.id,
        leaseId: settlement.leaseId,
        input: paymentOf(entry),
      })),
    );
    for (const [entryId, payment] of recorded) {
      const { settlement, entry } = open.get(entryId)!;
      markPaid(entry, settlement, payment.id);
      done.push(settlement);
    }
    await tx.flush();
    return { done, left: left.map((entryId) => open.get(entryId)!.settlement) };
  });
}

/** A slice, then what it left one by one; answers the settlements the leases took. */
async function settleSlice(fresh: () => Store, deps: BankingDeps, slice: Settlement[]): Promise<Settlement[]> {
  let outcome: { done: Settlement[]; left: Settlement[] };
  try {
    outcome = await recordSlice(fresh(), deps, slice);
  } catch (error) {
    // A rule refused inside the slice (nothing of it was kept): its entries one by one.
    if (!(error instanceof DomainError) || error.kind === 'unavailable') throw error;
    outcome = { done: [], left: slice };
  }
  const taken = [...outcome.done];
  for (const settlement of outcome.left)
    if (await recordEntryPayment(fresh(), deps, settlement, true)) taken.push(settlement);
  return taken;
}

/**
 * The sure matches, by lease, in slices PARALLEL_SLICES at a time, their receipts left to the run
 * the import records; answers those the leases took.
 */
export async function recordMatchesInSlices(
  fresh: () => Store,
  deps: BankingDeps,
  sure: Settlement[],
): Promise<Settlement[]> {
  const byLease = [...sure].sort((a, b) => a.leaseId.localeCompare(b.leaseId));
  const slices: Settlement[][] = [];
  for (let at = 0; at < byLease.length; at += SLICE) slices.push(byLease.slice(at, at + SLICE));
  const taken: Settlement[] = [];
  let next = 0;
  const worker = async () => {
    while (next < slices.length) taken.push(...(await settleSlice(fresh, deps, slices[next++])));
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SLICES, slices.length) }, worker));
  return taken;
}
