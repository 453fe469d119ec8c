// Compliance of a lease with French rent regulation, as one pure assessment of gathered facts:
// rent control (loi ELAN art. 140), the deposit cap (loi 89-462 art. 22, 25-6, 25-13), the rent
// evolution decree in zone tendue (décret 2017-1198) and the rent freeze of F/G dwellings (loi
// Climat et résilience art. 159). Every violation names its rule, article and figures.
import type { DpeLabel } from '../diagnostics/dpe-labels.js';
import type { LeaseTypeCategory } from '../leasing/lease-type.js';
import type { PaymentTerms, RentFrequency } from '../leasing/enums.js';
import { compareDates } from '../shared/dates.js';
import { type DepositResult, checkDeposit } from './deposit.js';
import { type DpeFreezeResult, checkDpeRentFreeze } from './dpe-rent-freeze.js';
import {
  type DecreeException,
  type DecreeExceptionType,
  type RentEvolutionResult,
  checkRentEvolutionDecree,
} from './rent-evolution-decree.js';
import {
  type ComplementExclusion,
  type ReferenceValues,
  type RentControlResult,
  type RentControlStatus,
  checkRentControl,
} from './rent-control.js';
import type { Recommendation, Violation } from './violation.js';

/** What the caller recorded for the compliance check of one lease (POST /leases/{id}/compliance/update). */
export class LeaseComplianceInputs {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** Quarter of the estate (zone id, number or name) when its postal code does not tell. */
  quarter: string | null = null;
  /** Last rent of the previous tenant, EUR per month excluding charges. */
  previous_rent: number | null = null;
  previous_rent_last_revision_date: string | null = null;
  /** IRL of the previous rent's last revision (or start) and the latest published at the new lease. */
  irl_base_index: number | null = null;
  irl_latest_index: number | null = null;
  decree_exception: DecreeExceptionType | null = null;
  works_cost: number | null = null;
  neighbourhood_rent: number | null = null;
  complement_exclusions: ComplementExclusion[] = [];
  rent_supplement_justification: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const LEASE_COMPLIANCE_INPUT_FIELDS = [
  'quarter',
  'previous_rent',
  'previous_rent_last_revision_date',
  'irl_base_index',
  'irl_latest_index',
  'decree_exception',
  'works_cost',
  'neighbourhood_rent',
  'complement_exclusions',
  'rent_supplement_justification',
] as const satisfies readonly (keyof LeaseComplianceInputs)[];

export const LEASE_COMPLIANCE_STATUSES = [
  'COMPLIANT',
  'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
  'NON_COMPLIANT',
  'NOT_APPLICABLE',
] as const;
export type LeaseComplianceStatus = (typeof LEASE_COMPLIANCE_STATUSES)[number];

export interface LeaseFacts {
  lease: {
    start_date: string;
    /** Monthly rent excluding charges, complément included. */
    rent_cents: number;
    /** Base rent before any complément (lease.base_rent_amount). */
    base_rent_cents: number | null;
    deposit_cents: number;
    rent_frequency: RentFrequency;
    payment_terms: PaymentTerms;
    is_subject_to_rent_evolution_decree: boolean;
    is_subject_to_reference_rent_cap: boolean;
    special_conditions: string | null;
  };
  lease_type: { code: string; category: LeaseTypeCategory; furnished: boolean };
  /** Living area in hundredths of m2. */
  surface_centi_m2: number | null;
  /** Rent-controlled territory of the estate and the date its arrêté first applied; null outside. */
  territory: { name: string; is_zone_tendue: boolean; rent_control_start_date: string | null } | null;
  /** Reference values per m2 in force at the lease start; null when unknown. */
  reference: ReferenceValues | null;
  energy_label: DpeLabel | null;
  is_overseas: boolean;
  previous: { rent_cents: number; last_revision_date: string | null; ended_on: string | null } | null;
  /** Rent changes during the lease (PUT /leases/{id}/rent). */
  revisions: { old_rent_cents: number; new_rent_cents: number; effective_date: string }[];
  inputs: {
    exception: DecreeException | null;
    irl: { base_index: number; latest_index: number } | null;
    exclusions: ComplementExclusion[];
    justification: string | null;
  };
}

export interface LeaseAssessment {
  compliance_status: LeaseComplianceStatus;
  is_compliant: boolean;
  rent_control: { applicable: boolean; status: RentControlStatus; result: RentControlResult | null };
  deposit: { applicable: boolean; result: DepositResult | null };
  rent_evolution_decree: {
    applicable: boolean;
    exception: DecreeExceptionType | null;
    result: RentEvolutionResult | null;
  };
  dpe: { applicable: boolean; energy_label: DpeLabel | null; results: DpeFreezeResult[] };
  violations: Violation[];
  recommendations: Recommendation[];
}

/** Months a dwelling must have stood empty for the decree not to apply (décret 2017-1198 art. 2). */
const VACANCY_MONTHS = 18;

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** Whether the rent-control arrêté binds the lease: residential, in a territory, signed since it applies, or flagged on the lease. */
export function rentControlApplies(facts: {
  lease: Pick<LeaseFacts['lease'], 'start_date' | 'is_subject_to_reference_rent_cap'>;
  lease_type: Pick<LeaseFacts['lease_type'], 'category'>;
  territory: Pick<NonNullable<LeaseFacts['territory']>, 'rent_control_start_date'> | null;
}): boolean {
  if (facts.lease_type.category !== 'residential') return false;
  if (facts.lease.is_subject_to_reference_rent_cap) return true;
  const since = facts.territory?.rent_control_start_date;
  return (
    facts.territory !== null &&
    (since === null || since === undefined || compareDates(facts.lease.start_date, since) >= 0)
  );
}

/** Loi ELAN art. 140, loi 89-462 art. 17/18/22/25-6/25-13, décret 2017-1198, loi 2021-1104 art. 159: the assessment of one lease. */
export function assessLease(facts: LeaseFacts): LeaseAssessment {
  const residential = facts.lease_type.category === 'residential';
  const violations: Violation[] = [];
  const recommendations: Recommendation[] = [];

  // Rent control
  const rentControl: LeaseAssessment['rent_control'] = {
    applicable: rentControlApplies(facts),
    status: 'NOT_APPLICABLE',
    result: null,
  };
  if (rentControl.applicable && facts.reference && facts.surface_centi_m2) {
    const base = facts.lease.base_rent_cents;
    const supplement = base !== null && base < facts.lease.rent_cents ? facts.lease.rent_cents - base : 0;
    const result = checkRentControl({
      proposed_rent_cents: facts.lease.rent_cents,
      surface_centi_m2: facts.surface_centi_m2,
      reference: facts.reference,
      rent_supplement:
        supplement > 0
          ? { amount_cents: supplement, justification: facts.inputs.justification ?? facts.lease.special_conditions }
          : null,
      energy_label: facts.energy_label,
      exclusions: facts.inputs.exclusions,
    });
    rentControl.status = result.status;
    rentControl.result = result;
    violations.push(...result.violations);
    recommendations.push(...result.recommendations);
  } else if (rentControl.applicable) {
    recommendations.push({
      code: 'REFERENCE_UNKNOWN',
      message:
        'The lease is under rent control but its reference rents or living area are unknown: the rent cap could not be checked.',
    });
  }

  // Deposit
  const deposit: LeaseAssessment['deposit'] = { applicable: residential, result: null };
  if (residential) {
    deposit.result = checkDeposit({
      deposit_cents: facts.lease.deposit_cents,
      monthly_rent_cents: facts.lease.rent_cents,
      is_furnished: facts.lease_type.furnished,
      is_mobility_lease: facts.lease_type.code === 'MobiliteEtudiante',
      rent_frequency: facts.lease.rent_frequency,
      payment_terms: facts.lease.payment_terms,
    });
    violations.push(...deposit.result.violations);
  }

  // Rent evolution decree (zone tendue)
  const inZoneTendue =
    residential && (facts.lease.is_subject_to_rent_evolution_decree || facts.territory?.is_zone_tendue === true);
  let exception = facts.inputs.exception;
  if (
    !exception &&
    facts.previous?.ended_on &&
    monthsBetween(facts.previous.ended_on, facts.lease.start_date) >= VACANCY_MONTHS
  ) {
    exception = { type: 'VACANT_OVER_18_MONTHS' };
  }
  const decree: LeaseAssessment['rent_evolution_decree'] = {
    applicable: false,
    exception: exception?.type ?? null,
    result: null,
  };
  if (inZoneTendue) {
    decree.result = checkRentEvolutionDecree({
      is_zone_tendue: true,
      lease_start_date: facts.lease.start_date,
      new_rent_cents: facts.lease.rent_cents,
      previous_rent: facts.previous
        ? { rent_cents: facts.previous.rent_cents, last_revision_date: facts.previous.last_revision_date }
        : null,
      irl: facts.inputs.irl,
      exception,
    });
    decree.applicable = decree.result.applicable;
    violations.push(...decree.result.violations);
    recommendations.push(...decree.result.recommendations);
  }

  // DPE rent freeze: at the new letting, and at every rent change during the lease
  const dpe: LeaseAssessment['dpe'] = { applicable: false, energy_label: facts.energy_label, results: [] };
  if (residential) {
    const changes = [
      ...(facts.previous
        ? [{ previous: facts.previous.rent_cents, next: facts.lease.rent_cents, date: facts.lease.start_date }]
        : []),
      ...facts.revisions.map((r) => ({ previous: r.old_rent_cents, next: r.new_rent_cents, date: r.effective_date })),
    ];
    for (const change of changes) {
      const result = checkDpeRentFreeze({
        energy_label: facts.energy_label,
        previous_rent_cents: change.previous,
        new_rent_cents: change.next,
        effective_date: change.date,
        is_overseas: facts.is_overseas,
      });
      dpe.results.push(result);
      dpe.applicable ||= result.applicable;
      violations.push(...result.violations);
    }
    if (facts.energy_label === null) {
      recommendations.push({
        code: 'NO_DPE',
        message:
          'No energy diagnosis (DPE) is recorded for the estate or its building: the F/G rent freeze could not be checked.',
      });
    }
  }

  const otherViolations = violations.filter((v) => !(rentControl.result?.violations ?? []).includes(v));
  let status: LeaseComplianceStatus;
  if (otherViolations.length > 0 || rentControl.status === 'NON_COMPLIANT') status = 'NON_COMPLIANT';
  else if (rentControl.status === 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION')
    status = 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION';
  else if (!rentControl.applicable && !deposit.applicable && !decree.applicable && !dpe.applicable)
    status = 'NOT_APPLICABLE';
  else status = 'COMPLIANT';
  if (!residential) {
    recommendations.push({
      code: 'NOT_RESIDENTIAL',
      message: `A ${facts.lease_type.code} lease is outside loi n° 89-462: rent control, the deposit cap and the rent evolution decree do not apply.`,
    });
  }
  return {
    compliance_status: status,
    is_compliant: violations.length === 0,
    rent_control: rentControl,
    deposit,
    rent_evolution_decree: decree,
    dpe,
    violations,
    recommendations,
  };
}
