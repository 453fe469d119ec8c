// GET /leases/{id}/letting-fees/caps, GET and PUT /leases/{id}/letting-fees: the caps of a lease's
// letting fees, read on its signature date, and the fees recorded once checked against them.
import { Lease } from '../../leasing/lease.js';
import { signatureReferenceDate } from '../../leasing/signature-date.js';
import type { Store } from '../../ports/store.js';
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { MandateDeps } from '../deps.js';
import { activeMandateOfEstate } from '../managed-lots.js';
import type { ManagementMandate } from '../mandate.js';
import { LeaseLettingFees } from './lease-letting-fees.js';
import {
  type LettingFeeAmounts,
  type MandateLettingTerms,
  assertLettingFees,
  lettingFeeCaps,
  toCentiSquareMeters,
} from './letting-fee-caps.js';
import { type LeaseZone, lettingFeeZoneOf } from './letting-fee-zone.js';

export interface LettingFeesInput {
  living_area?: number;
  tenant_visits_file_lease: number;
  landlord_visits_file_lease: number;
  tenant_entry_report: number;
  landlord_entry_report: number;
  tenant_exit_report?: number;
}

function amountsOf(input: LettingFeesInput): LettingFeeAmounts {
  return {
    tenant_visits_file_lease_cents: toCents(input.tenant_visits_file_lease),
    landlord_visits_file_lease_cents: toCents(input.landlord_visits_file_lease),
    tenant_entry_report_cents: toCents(input.tenant_entry_report),
    landlord_entry_report_cents: toCents(input.landlord_entry_report),
    tenant_exit_report_cents: toCents(input.tenant_exit_report ?? 0),
  };
}

const centsOrNull = (euros: number | null) => (euros === null ? null : toCents(euros));

/** The letting fees the mandate states, per m². */
function mandateTerms(mandate: ManagementMandate): MandateLettingTerms {
  return {
    visits_file_lease_cents_per_m2: centsOrNull(mandate.letting_fee_visits_file_lease_per_m2),
    entry_report_cents_per_m2: centsOrNull(mandate.letting_fee_entry_report_per_m2),
  };
}

async function leaseFacts(store: Store, deps: MandateDeps, leaseId: string) {
  const lease = await store.repo(Lease).get(leaseId);
  const signedOn = signatureReferenceDate(lease, deps.clock.now());
  return { lease, signedOn, place: await lettingFeeZoneOf(store, lease, signedOn) };
}

function areaOf(given: number | undefined, place: LeaseZone, recorded: LeaseLettingFees | null): number | null {
  return given ?? recorded?.living_area ?? place.living_area;
}

/** The caps of the lease: per m² and, when the living area is known (given, recorded, or the estate's), in total. */
export async function lettingFeeCapsOfLease(store: Store, deps: MandateDeps, leaseId: string, livingArea?: number) {
  const { signedOn, place } = await leaseFacts(store, deps, leaseId);
  const recorded = await store.repo(LeaseLettingFees).findOne({ lease_id: leaseId });
  const area = areaOf(livingArea, place, recorded);
  const caps = lettingFeeCaps(signedOn, place.zone, area === null ? null : toCentiSquareMeters(area));
  return { lease_id: leaseId, signed_on: signedOn, living_area: area, commune: place.commune, caps };
}

export async function lettingFeesOfLease(store: Store, leaseId: string): Promise<LeaseLettingFees> {
  await store.repo(Lease).get(leaseId);
  const found = await store.repo(LeaseLettingFees).findOne({ lease_id: leaseId });
  if (!found) throw new NotFoundError('letting fees of lease', leaseId);
  return found;
}

/** Records (or replaces) the lease's letting fees; 422 naming each rule they break, and nothing changes. */
export async function recordLettingFees(store: Store, deps: MandateDeps, leaseId: string, input: LettingFeesInput) {
  return store.transaction(async (tx) => {
    const { lease, signedOn, place } = await leaseFacts(tx, deps, leaseId);
    const repo = tx.repo(LeaseLettingFees);
    const existing = await repo.findOne({ lease_id: leaseId });
    const area = areaOf(input.living_area, place, existing);
    if (area === null)
      throw new BusinessRuleError('letting_fee_living_area: the caps are per m² of living area; give living_area', [
        { path: 'living_area', message: 'unknown: the estate has no area', code: 'letting_fee_living_area' },
      ]);
    const caps = lettingFeeCaps(signedOn, place.zone, toCentiSquareMeters(area));
    const mandate = await activeMandateOfEstate(tx, lease.estate_id, signedOn);
    assertLettingFees(
      amountsOf(input),
      caps,
      mandate && { terms: mandateTerms(mandate), areaCentiM2: toCentiSquareMeters(area) },
    );
    const { tenant_exit_report: _exit, living_area: _area, ...amounts } = input;
    const fees = Object.assign(existing ?? new LeaseLettingFees(), amounts, {
      id: existing?.id ?? deps.ids.next(),
      lease_id: leaseId,
      mandate_id: mandate?.id ?? null,
      living_area: area,
      signed_on: signedOn,
      zone: place.zone,
      caps_version: caps.version.code,
    });
    repo.persist(fees);
    await tx.flush();
    return { fees, created: existing === null };
  });
}
