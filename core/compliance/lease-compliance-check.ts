// Use cases of GET /leases/{id}/compliance (read only) and POST /leases/{id}/compliance/update
// (records the caller's compliance inputs, then stores the status and reference values on the
// lease). Gathers the facts of the lease — estate, building, DPE, previous lease of the estate,
// rent changes, reference rents of its quarter — and hands them to the pure assessLease.
import { EnergyDiagnosis } from '../diagnostics/energy-diagnosis.js';
import { Lease, LeaseRentRevision } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { compareDates } from '../shared/dates.js';
import {
  BusinessRuleError,
  ConflictError,
  DomainError,
  type FieldError,
  NotFoundError,
  ValidationError,
} from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { type Patch, applyPatch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { LegislativeZone } from '../zones/zone.js';
import { type ConstructionPeriod, constructionPeriodOfYear } from './construction-period.js';
import {
  LEASE_COMPLIANCE_INPUT_FIELDS,
  type LeaseAssessment,
  LeaseComplianceInputs,
  type LeaseFacts,
  assessLease,
  rentControlApplies,
} from './lease-compliance.js';
import { type LeaseFileCompliance, leaseFileCompliance } from './lease-file-compliance.js';
import type { DecreeException } from './rent-evolution-decree.js';
import { type ReferenceValues, derivedReferences, toCentiSquareMeters } from './rent-control.js';
import {
  type ReferenceChoice,
  postalCodeInAddress,
  rentControlUseCases,
  toReferenceCents,
} from './rent-control-check.js';

export type LeaseComplianceInputPatch = Patch<
  Pick<LeaseComplianceInputs, (typeof LEASE_COMPLIANCE_INPUT_FIELDS)[number]>
>;

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

const OVERSEAS = /^97[1-6]/;

/** The year of the arrêté in force on a date: arrêtés are renewed on the anniversary of the territory's first one. */
export function arreteYear(date: string, rentControlStart: string | null): number {
  const year = Number(date.slice(0, 4));
  if (!rentControlStart) return year;
  return date.slice(5) >= rentControlStart.slice(5) ? year : year - 1;
}

function yearOf(date: string | null): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match ? Number(match[1]) : null;
}

function postalCodeOf(place: Place | null, estate: Estate): string | null {
  const fromPlace = place?.postal_code?.trim().match(/^\d{5}/)?.[0];
  if (fromPlace) return fromPlace;
  return estate.address
    ? postalCodeInAddress(estate.address)
    : place?.address_line1
      ? postalCodeInAddress(place.address_line1)
      : null;
}

function exceptionOf(inputs: LeaseComplianceInputs): DecreeException | null {
  switch (inputs.decree_exception) {
    case 'FIRST_LETTING':
    case 'VACANT_OVER_18_MONTHS':
      return { type: inputs.decree_exception };
    case 'IMPROVEMENT_WORKS':
      return inputs.works_cost === null
        ? null
        : { type: 'IMPROVEMENT_WORKS', works_cost_cents: toCents(inputs.works_cost) };
    case 'UNDERVALUED_RENT':
      return inputs.neighbourhood_rent === null
        ? null
        : { type: 'UNDERVALUED_RENT', neighbourhood_rent_cents: toCents(inputs.neighbourhood_rent) };
    default:
      return null;
  }
}

/** 400 for recorded inputs that contradict each other. */
export function complianceInputErrors(inputs: LeaseComplianceInputs): FieldError[] {
  const errors: FieldError[] = [];
  if (inputs.decree_exception === 'IMPROVEMENT_WORKS' && inputs.works_cost === null) {
    errors.push({ path: 'works_cost', message: 'required with the IMPROVEMENT_WORKS exception', code: 'required' });
  }
  if (inputs.decree_exception === 'UNDERVALUED_RENT' && inputs.neighbourhood_rent === null) {
    errors.push({
      path: 'neighbourhood_rent',
      message: 'required with the UNDERVALUED_RENT exception',
      code: 'required',
    });
  }
  if ((inputs.irl_base_index === null) !== (inputs.irl_latest_index === null)) {
    errors.push({
      path: inputs.irl_base_index === null ? 'irl_base_index' : 'irl_latest_index',
      message: 'give both IRL indices or neither',
      code: 'required',
    });
  }
  if (inputs.previous_rent_last_revision_date !== null && inputs.previous_rent === null) {
    errors.push({ path: 'previous_rent', message: 'required with previous_rent_last_revision_date', code: 'required' });
  }
  return errors;
}

export function leaseComplianceUseCases(store: Store, deps: { clock: Clock }) {
  async function inputsOf(leaseId: string): Promise<LeaseComplianceInputs> {
    return (
      (await store.repo(LeaseComplianceInputs).findOne({ lease_id: leaseId })) ??
      Object.assign(new LeaseComplianceInputs(), { lease_id: leaseId })
    );
  }

  async function energyLabelOf(estate: Estate) {
    const latest = (criteria: Record<string, unknown>) =>
      store.repo(EnergyDiagnosis).findAll(criteria, [
        { field: 'diagnosis_date', direction: 'desc' },
        { field: 'created_at', direction: 'desc' },
      ]);
    const own = await latest({ estate_id: estate.id });
    if (own.length > 0) return own[0].energy_label;
    const building = await latest({ place_id: estate.place_id });
    return building.length > 0 ? building[0].energy_label : null;
  }

  async function previousOf(lease: Lease, inputs: LeaseComplianceInputs): Promise<LeaseFacts['previous']> {
    if (inputs.previous_rent !== null) {
      return {
        rent_cents: toCents(inputs.previous_rent),
        last_revision_date: inputs.previous_rent_last_revision_date,
        ended_on: null,
      };
    }
    const earlier = (
      await store
        .repo(Lease)
        .findAll({ estate_id: lease.estate_id, id: { $ne: lease.id }, status: { $ne: 'DRAFT' } }, [
          { field: 'start_date', direction: 'desc' },
        ])
    ).filter((other) => compareDates(other.start_date, lease.start_date) < 0);
    if (earlier.length === 0) return null;
    const previous = earlier[0];
    const revisions = await store
      .repo(LeaseRentRevision)
      .findAll({ lease_id: previous.id }, [{ field: 'effective_date', direction: 'desc' }]);
    return {
      rent_cents: toCents(previous.rent_amount),
      last_revision_date: revisions[0]?.effective_date ?? null,
      ended_on: previous.end_date,
    };
  }

  async function gather(lease: Lease, inputs: LeaseComplianceInputs): Promise<LeaseComplianceReport> {
    const type = await store.repo(LeaseType).get(lease.lease_type_id);
    const estate = await store.repo(Estate).get(lease.estate_id);
    const place = await store.repo(Place).find(estate.place_id);
    const postalCode = postalCodeOf(place, estate);
    const rentControl = rentControlUseCases(store);

    const storedReference =
      lease.reference_rent_increased_per_m2 !== null
        ? (() => {
            const increased = toCents(lease.reference_rent_increased_per_m2);
            const reference =
              lease.reference_rent_per_m2 !== null
                ? toCents(lease.reference_rent_per_m2)
                : Math.round((increased * 100) / 120);
            return { ...derivedReferences(reference), increased_cents: increased };
          })()
        : null;

    let territory: LegislativeZone | null = null;
    let quarters: LegislativeZone[] = [];
    let locationProblem: DomainError | null = null;
    if (postalCode || inputs.quarter) {
      try {
        const location = await rentControl.locate({ postal_code: postalCode, quarter: inputs.quarter });
        if (location.territory) {
          territory = location.territory;
          quarters = location.quarters;
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        locationProblem = error;
      }
    }

    const surface = estate.area !== null && estate.area > 0 ? toCentiSquareMeters(estate.area) : null;
    const constructionYear = yearOf(estate.construction_date) ?? yearOf(place?.construction_date ?? null);
    const period: ConstructionPeriod | null =
      constructionYear !== null ? constructionPeriodOfYear(constructionYear) : null;
    const territoryFacts = territory
      ? {
          name: territory.name,
          is_zone_tendue: territory.is_zone_tendue,
          rent_control_start_date: territory.rent_control_start_date,
        }
      : null;

    const lease_type = { code: type.code, category: type.category, furnished: type.furnished };
    const applies = rentControlApplies({ lease, lease_type, territory: territoryFacts });
    let reference: ReferenceValues | null = null;
    let referenceSource: LeaseComplianceReport['reference_source'] = null;
    let choice: ReferenceChoice | null = null;
    let referenceYear: number | null = null;
    if (applies && (territory || locationProblem)) {
      const missing: FieldError[] = [];
      if (surface === null)
        missing.push({
          path: 'estate.area',
          message: 'the living area of the estate is needed for the rent cap',
          code: 'required',
        });
      if (territory && !storedReference) {
        if (estate.number_of_room === null || estate.number_of_room < 1) {
          missing.push({
            path: 'estate.number_of_room',
            message: 'the number of main rooms is needed to find the reference rent',
            code: 'required',
          });
        }
        if (period === null)
          missing.push({
            path: 'estate.construction_date',
            message: 'the construction year is needed to find the reference rent',
            code: 'required',
          });
      }
      if (missing.length > 0)
        throw new BusinessRuleError(
          'The lease is under rent control but its estate lacks data the check needs',
          missing,
        );
      if (territory && estate.number_of_room !== null && period !== null) {
        try {
          choice = await rentControl.chooseReference(
            territory,
            quarters,
            { room_count: estate.number_of_room, construction_period: period, is_furnished: type.furnished },
            arreteYear(lease.start_date, territory.rent_control_start_date),
            { upToYear: true },
          );
          reference = toReferenceCents(choice.rent);
          referenceSource = 'reference_rents';
          referenceYear = choice.rent.year;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (!storedReference) {
            if (!(error instanceof NotFoundError)) throw error;
            // The lease exists: missing reference data is a compliance error of the lease, not a 404.
            throw new BusinessRuleError(
              `${error.message}: the rent cap of this lease cannot be checked; import the reference rents of that year or store reference_rent_per_m2 and reference_rent_increased_per_m2 on the lease`,
              [
                {
                  path: 'reference_rents',
                  message: "no reference rent for the estate's category in force at the lease start",
                  code: 'reference_rent_missing',
                },
              ],
            );
          }
        }
      } else if (locationProblem && !storedReference) {
        throw locationProblem;
      }
      if (!reference && storedReference) {
        reference = storedReference;
        referenceSource = 'lease';
      }
    } else if (applies && storedReference) {
      reference = storedReference;
      referenceSource = 'lease';
    }

    const facts: LeaseFacts = {
      lease: {
        start_date: lease.start_date,
        rent_cents: toCents(lease.rent_amount),
        base_rent_cents: lease.base_rent_amount !== null ? toCents(lease.base_rent_amount) : null,
        deposit_cents: toCents(lease.deposit_amount ?? 0),
        rent_frequency: lease.rent_frequency,
        payment_terms: lease.payment_terms,
        is_subject_to_rent_evolution_decree: lease.is_subject_to_rent_evolution_decree,
        is_subject_to_reference_rent_cap: lease.is_subject_to_reference_rent_cap,
        special_conditions: lease.special_conditions,
      },
      lease_type,
      surface_centi_m2: surface,
      territory: territoryFacts,
      reference,
      energy_label: await energyLabelOf(estate),
      is_overseas: postalCode !== null && OVERSEAS.test(postalCode),
      previous: await previousOf(lease, inputs),
      revisions: (
        await store
          .repo(LeaseRentRevision)
          .findAll({ lease_id: lease.id }, [{ field: 'effective_date', direction: 'asc' }])
      ).map((r) => ({
        old_rent_cents: toCents(r.old_rent_amount),
        new_rent_cents: toCents(r.new_rent_amount),
        effective_date: r.effective_date,
      })),
      inputs: {
        exception: exceptionOf(inputs),
        irl:
          inputs.irl_base_index !== null && inputs.irl_latest_index !== null
            ? { base_index: toCents(inputs.irl_base_index), latest_index: toCents(inputs.irl_latest_index) }
            : null,
        exclusions: inputs.complement_exclusions,
        justification: inputs.rent_supplement_justification,
      },
    };
    const assessment = assessLease(facts);
    if (!territory && !postalCode) {
      assessment.recommendations.push({
        code: 'LOCATION_UNKNOWN',
        message:
          'The estate and its building have no postal code: whether the dwelling is in a rent-controlled territory or a zone tendue could not be checked.',
      });
    } else if (!territory && locationProblem) {
      assessment.recommendations.push({ code: 'LOCATION_UNDETERMINED', message: locationProblem.message });
    }
    return {
      lease,
      checked_at: deps.clock.now(),
      postal_code: postalCode,
      territory,
      quarter: choice?.quarter ?? (quarters.length === 1 ? quarters[0] : null),
      reference_source: referenceSource,
      reference,
      reference_year: referenceYear,
      reference_choice: choice,
      surface_area: estate.area,
      construction_period: period,
      facts,
      assessment,
      inputs,
      file: await leaseFileCompliance(store, lease, type, deps.clock.now()),
    };
  }

  return {
    /** GET /leases/{id}/compliance: nothing is written. */
    async report(leaseId: string): Promise<LeaseComplianceReport> {
      const lease = await store.repo(Lease).get(leaseId);
      return gather(lease, await inputsOf(leaseId));
    },

    /** POST /leases/{id}/compliance/update: records the inputs, then the status and reference values on the lease. */
    async update(leaseId: string, patch: LeaseComplianceInputPatch): Promise<LeaseComplianceReport> {
      return store.transaction(async (tx) => {
        const own = leaseComplianceUseCases(tx, deps);
        const lease = await tx.repo(Lease).get(leaseId);
        if (lease.status === 'TERMINATED' || lease.status === 'EXPIRED') {
          throw new ConflictError(
            `Lease ${leaseId} is ${lease.status}; its compliance information can no longer change`,
            [],
            { lease_status: lease.status },
          );
        }
        const repo = tx.repo(LeaseComplianceInputs);
        const inputs =
          (await repo.findOne({ lease_id: leaseId })) ??
          Object.assign(new LeaseComplianceInputs(), { lease_id: leaseId });
        applyPatch(
          inputs,
          { ...patch, complement_exclusions: patch.complement_exclusions === null ? [] : patch.complement_exclusions },
          LEASE_COMPLIANCE_INPUT_FIELDS,
        );
        const errors = complianceInputErrors(inputs);
        if (errors.length > 0) throw new ValidationError('The compliance inputs contradict each other', errors);
        repo.persist(inputs);
        const report = await own.gatherFor(lease, inputs);
        lease.rent_regulation_compliance_status = report.assessment.compliance_status;
        if (report.reference && report.reference_source === 'reference_rents') {
          lease.reference_rent_per_m2 = report.reference.reference_cents / 100;
          lease.reference_rent_increased_per_m2 = report.reference.increased_cents / 100;
        }
        if (report.assessment.rent_control.applicable) lease.is_subject_to_reference_rent_cap = true;
        if (report.assessment.rent_evolution_decree.applicable) lease.is_subject_to_rent_evolution_decree = true;
        await tx.flush();
        return report;
      });
    },

    gatherFor: gather,
  };
}
