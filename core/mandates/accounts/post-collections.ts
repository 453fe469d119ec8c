// Rents and charges collected on a managed lot flow into the owner's account (issue 35): each
// allocation of a rent payment to a period, made while an ACTIVE mandate covers the lease's estate on
// the day paid, is posted once (its rent, its charges, the management fee HT and its VAT). Called in
// the payment's own transaction (core/ports/collections.ts) and again before the account is read, so
// that allocations made when a credit meets a new period are posted too; exactly once by source id.
import type { ManagementMandate } from '../mandate.js';
import { activeMandateOfEstate, estatesUnderActiveMandate, inForceOn } from '../managed-lots.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { fromCents, toCents } from '../../shared/money.js';
import { PaymentAllocation, RentPayment, RentPeriod } from '../../billing/rent/rent.js';
import { type CollectionParts, collectionParts, feeBaseCents, managementFee } from './fee-rule.js';
import { OwnerLedgerEntry } from './owner-entry.js';
import type { OwnerEntryKind } from '../../../contract/vocabulary/owner-accounts.js';

const ALLOCATION = 'allocation';

/** Posts the lease's allocations not posted yet; answers how many entries were written. */
export async function postCollections(tx: Store, leaseId: string): Promise<number> {
  await tx.lockName(`owner-ledger:${leaseId}`);
  const lease = await tx.repo(Lease).find(leaseId);
  if (!lease) return 0;
  // Most leases are not managed: one read says so. A mandate no longer ACTIVE posted its collections
  // when they were made.
  const mandate = await activeMandateOfEstate(tx, lease.estate_id);
  if (!mandate) return 0;
  const allocations = await tx.repo(PaymentAllocation).findAll({ lease_id: leaseId }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  if (allocations.length === 0) return 0;
  const posted = new Set(
    (
      await tx
        .repo(OwnerLedgerEntry)
        .findAll({ source_kind: ALLOCATION, source_id: { $in: allocations.map((a) => a.id) } })
    ).map((entry) => entry.source_id),
  );
  const paidBefore = new Map<string, number>();
  let written = 0;
  for (const allocation of allocations) {
    const before = paidBefore.get(allocation.period_id) ?? 0;
    paidBefore.set(allocation.period_id, before + toCents(allocation.amount));
    if (posted.has(allocation.id)) continue;
    const payment = await tx.repo(RentPayment).get(allocation.payment_id);
    if (!inForceOn(mandate, payment.paid_on)) continue;
    const period = await tx.repo(RentPeriod).get(allocation.period_id);
    const parts = collectionParts(
      { rent_cents: toCents(period.rent_amount), charges_cents: toCents(period.charges_amount) },
      before,
      toCents(allocation.amount),
    );
    for (const entry of collectionEntries(mandate, parts, period)) {
      tx.repo(OwnerLedgerEntry).persist(
        Object.assign(new OwnerLedgerEntry(), {
          ...entry,
          mandate_id: mandate.id,
          owner_id: mandate.owner_id,
          estate_id: lease.estate_id,
          lease_id: lease.id,
          occurred_on: payment.paid_on,
          source_kind: ALLOCATION,
          source_id: allocation.id,
        }),
      );
      written += 1;
    }
  }
  await tx.flush();
  return written;
}

/**
 * Posts the allocations of the leases not posted yet, those of managed lots only: which ones are is
 * read once for all (a bank import's slice is mostly of lots no mandate covers).
 */
export async function postCollectionsOfLeases(tx: Store, leaseIds: string[]): Promise<void> {
  const ids = [...new Set(leaseIds)];
  if (ids.length === 0) return;
  const leases = await tx.repo(Lease).findAll({ id: { $in: ids } });
  const managed = await estatesUnderActiveMandate(tx, [...new Set(leases.map((lease) => lease.estate_id))]);
  for (const lease of leases) if (managed.has(lease.estate_id)) await postCollections(tx, lease.id);
}

/** The entries of one collection: what it credits, and the fee and its VAT it debits (none at 0). */
export function collectionEntries(
  mandate: Pick<ManagementMandate, 'fee_base' | 'fee_rate_bps' | 'vat_rate_bps'>,
  parts: CollectionParts,
  period: Pick<RentPeriod, 'period_start' | 'period_end'>,
): { kind: OwnerEntryKind; amount: number; label: string }[] {
  const span = `du ${period.period_start} au ${period.period_end}`;
  const fee = managementFee(feeBaseCents(parts, mandate.fee_base), mandate.fee_rate_bps, mandate.vat_rate_bps);
  const rate = (bps: number) => `${(bps / 100).toFixed(2).replace('.', ',')} %`;
  const entries = [
    { kind: 'RENT' as const, cents: parts.rent_cents, label: `Loyer ${span}` },
    { kind: 'CHARGES' as const, cents: parts.charges_cents, label: `Provisions sur charges ${span}` },
    { kind: 'FEE' as const, cents: -fee.fee_cents, label: `Honoraires de gestion ${rate(mandate.fee_rate_bps)} HT` },
    { kind: 'FEE_VAT' as const, cents: -fee.vat_cents, label: `TVA ${rate(mandate.vat_rate_bps)} sur honoraires` },
  ];
  return entries
    .filter((entry) => entry.cents !== 0)
    .map((entry) => ({ kind: entry.kind, amount: fromCents(entry.cents), label: entry.label }));
}
