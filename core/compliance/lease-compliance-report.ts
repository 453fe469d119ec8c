// GET /leases/{id}/compliance: the facts of the lease (load-lease-facts.ts), the reference values
// that cap it (lease-reference.ts) and the pure assessment (assess-lease.ts), as one report.
import type { Lease } from '../leasing/lease.js';
import { toDateOnly } from '../shared/dates.js';
import { toCents } from '../shared/money.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { LegislativeZone } from '../zones/zone.js';
import { type LeaseAssessment, assessLease, rentControlApplies } from './assess-lease.js';
import type { ReferenceChoice } from './rent-control/choose-reference.js';
import type { ConstructionPeriod } from '../../contract/vocabulary/compliance.js';
import { type LeaseComplianceInputs, exceptionOf } from './lease-compliance-inputs.js';
import { type LeaseFileCompliance, leaseFileCompliance } from './lease-file-compliance.js';
import type { LeaseFacts } from './lease-facts.js';
import { resolveReference } from './rent-control/lease-reference.js';
import {
  type EstateContext,
  type EstateLocation,
  diagnosesOf,
  irlAt,
  loadEstateContext,
  locateEstate,
  previousOf,
  revisionsOf,
  zoneTendueFacts,
} from './load-lease-facts.js';
import type { ReferenceValues } from './rent-control/rent-control.js';

export interface LeaseComplianceReport {
  lease: Lease;
  checked_at: Date;
  postal_code: string | null;
  territory: LegislativeZone | null;
  quarter: LegislativeZone | null;
  /** Where the reference values come from: the imported tables, the values stored on the lease, or nowhere. */
  reference_source: 'reference_rents' | 'lease' | null;
  reference: ReferenceValues | null;
  reference_year: number | null;
  reference_choice: ReferenceChoice | null;
  surface_area: number | null;
  construction_period: ConstructionPeriod | null;
  facts: LeaseFacts;
  assessment: LeaseAssessment;
  inputs: LeaseComplianceInputs;
  /** The diagnostics the lease needs at its signature date, and a furnished lease's furniture. */
  file: LeaseFileCompliance;
}

function leaseTerms(lease: Lease): LeaseFacts['lease'] {
  return {
    start_date: lease.start_date,
    end_date: lease.end_date,
    in_force: lease.status === 'ACTIVE' || lease.status === 'NOTICE',
    rent_cents: toCents(lease.rent_amount),
    base_rent_cents: lease.base_rent_amount !== null ? toCents(lease.base_rent_amount) : null,
    deposit_cents: toCents(lease.deposit_amount ?? 0),
    rent_frequency: lease.rent_frequency,
    payment_terms: lease.payment_terms,
    is_subject_to_rent_evolution_decree: lease.is_subject_to_rent_evolution_decree,
    is_subject_to_reference_rent_cap: lease.is_subject_to_reference_rent_cap,
    special_conditions: lease.special_conditions,
  };
}

function inputFacts(inputs: LeaseComplianceInputs): LeaseFacts['inputs'] {
  return {
    exception: exceptionOf(inputs),
    typed_irl:
      inputs.irl_base_index !== null && inputs.irl_latest_index !== null
        ? { base_index: toCents(inputs.irl_base_index), latest_index: toCents(inputs.irl_latest_index) }
        : null,
    exclusions: inputs.complement_exclusions,
    justification: inputs.rent_supplement_justification,
  };
}

/** Why the location checks could not run, as advice. */
function locationAdvice(assessment: LeaseAssessment, context: EstateContext, location: EstateLocation): void {
  if (!location.territory && !context.postal_code) {
    assessment.recommendations.push({
      code: 'LOCATION_UNKNOWN',
      message:
        'The estate and its building have no postal code: whether the dwelling is in a rent-controlled territory or a zone tendue could not be checked.',
    });
  } else if (!location.territory && location.problem) {
    assessment.recommendations.push({ code: 'LOCATION_UNDETERMINED', message: location.problem.message });
  }
}

export async function reportLeaseCompliance(
  store: Store,
  clock: Clock,
  lease: Lease,
  inputs: LeaseComplianceInputs,
  /** Rent changes not recorded yet, judged as if they were (an amendment's new rent). */
  proposed: LeaseFacts['revisions'] = [],
): Promise<LeaseComplianceReport> {
  const context = await loadEstateContext(store, lease);
  const location = await locateEstate(store, context.postal_code, inputs.quarter);
  const { territory } = location;
  const territoryFacts = territory
    ? {
        name: territory.name,
        is_zone_tendue: territory.is_zone_tendue,
        rent_control_start_date: territory.rent_control_start_date,
        rent_control_end_date: territory.rent_control_end_date,
      }
    : null;
  const leaseType = { code: context.type.code, category: context.type.category, furnished: context.type.furnished };
  const resolved = await resolveReference(
    store,
    {
      lease,
      estate: context.estate,
      furnished: context.type.furnished,
      surface_centi_m2: context.surface_centi_m2,
      period: context.period,
      territory,
      quarters: location.quarters,
      location_problem: location.problem,
    },
    rentControlApplies({ lease, lease_type: leaseType, territory: territoryFacts }),
  );
  const facts: LeaseFacts = {
    today: toDateOnly(clock.now()),
    lease: leaseTerms(lease),
    lease_type: leaseType,
    lessor: context.lessor,
    surface_centi_m2: context.surface_centi_m2,
    territory: territoryFacts,
    zone_tendue: await zoneTendueFacts(store, context, lease.start_date),
    reference: resolved.reference,
    dpe: await diagnosesOf(store, context.estate),
    is_overseas: context.is_overseas,
    previous: await previousOf(store, lease, inputs),
    revisions: [...(await revisionsOf(store, lease.id)), ...proposed],
    irl: await irlAt(store, lease.start_date, context.postal_code),
    inputs: inputFacts(inputs),
  };
  const assessment = assessLease(facts);
  locationAdvice(assessment, context, location);
  return {
    lease,
    checked_at: clock.now(),
    postal_code: context.postal_code,
    territory,
    quarter: resolved.choice?.quarter ?? (location.quarters.length === 1 ? location.quarters[0] : null),
    reference_source: resolved.source,
    reference: resolved.reference,
    reference_year: resolved.year,
    reference_choice: resolved.choice,
    surface_area: context.estate.area,
    construction_period: context.period,
    facts,
    assessment,
    inputs,
    file: await leaseFileCompliance(store, lease, context.type, clock.now()),
  };
}
