// Compliance of a lease with French rent regulation, as one pure assessment of gathered facts:
// rent control (loi ELAN art. 140), the deposit cap (loi 89-462 art. 22, 25-6, 25-13), the rent
// evolution decree in zone tendue (décret 2017-1198) and the rent freeze of F/G dwellings (loi
// Climat et résilience art. 159). Every violation names its rule, article and figures.
import type { DpeLabel } from '../diagnostics/dpe-labels.js';
import { compareDates } from '../shared/dates.js';
import { type DepositResult, checkDeposit } from './deposit.js';
import { type DpeFreezeResult, checkDpeRentFreeze } from './dpe-rent-freeze.js';
import type { LeaseFacts } from './lease-facts.js';
import {
  type DecreeExceptionType,
  type RentEvolutionResult,
  checkRentEvolutionDecree,
} from './rent-evolution-decree.js';
import { type RentControlResult, type RentControlStatus, checkRentControl } from './rent-control.js';
import type { Recommendation, Violation } from './violation.js';

export const LEASE_COMPLIANCE_STATUSES = [
  'COMPLIANT',
  'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
  'NON_COMPLIANT',
  'NOT_APPLICABLE',
] as const;
export type LeaseComplianceStatus = (typeof LEASE_COMPLIANCE_STATUSES)[number];

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

/** What each step adds to the assessment. */
interface Findings {
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

const isResidential = (facts: LeaseFacts) => facts.lease_type.category === 'residential';

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

/** Loi ELAN art. 140 / loi 89-462 art. 17: the rent against the increased reference of its category. */
function assessRentControl(facts: LeaseFacts, out: Findings): LeaseAssessment['rent_control'] {
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
    out.violations.push(...result.violations);
    out.recommendations.push(...result.recommendations);
  } else if (rentControl.applicable) {
    out.recommendations.push({
      code: 'REFERENCE_UNKNOWN',
      message:
        'The lease is under rent control but its reference rents or living area are unknown: the rent cap could not be checked.',
    });
  }
  return rentControl;
}

/** Loi 89-462 art. 22, 25-6, 25-13: the deposit cap of a residential lease. */
function assessDeposit(facts: LeaseFacts, out: Findings): LeaseAssessment['deposit'] {
  const deposit: LeaseAssessment['deposit'] = { applicable: isResidential(facts), result: null };
  if (deposit.applicable) {
    deposit.result = checkDeposit({
      deposit_cents: facts.lease.deposit_cents,
      monthly_rent_cents: facts.lease.rent_cents,
      is_furnished: facts.lease_type.furnished,
      is_mobility_lease: facts.lease_type.code === 'MobiliteEtudiante',
      rent_frequency: facts.lease.rent_frequency,
      payment_terms: facts.lease.payment_terms,
    });
    out.violations.push(...deposit.result.violations);
  }
  return deposit;
}

/** Décret 2017-1198: the rent of a new letting in zone tendue against the previous tenant's rent. */
function assessDecree(facts: LeaseFacts, out: Findings): LeaseAssessment['rent_evolution_decree'] {
  const inZoneTendue =
    isResidential(facts) &&
    (facts.lease.is_subject_to_rent_evolution_decree || facts.territory?.is_zone_tendue === true);
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
    out.violations.push(...decree.result.violations);
    out.recommendations.push(...decree.result.recommendations);
  }
  return decree;
}

/** Loi 2021-1104 art. 159: no rent increase of an F/G dwelling, at the new letting and at every rent change. */
function assessDpeFreeze(facts: LeaseFacts, out: Findings): LeaseAssessment['dpe'] {
  const dpe: LeaseAssessment['dpe'] = { applicable: false, energy_label: facts.energy_label, results: [] };
  if (!isResidential(facts)) return dpe;
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
    out.violations.push(...result.violations);
  }
  if (facts.energy_label === null) {
    out.recommendations.push({
      code: 'NO_DPE',
      message:
        'No energy diagnosis (DPE) is recorded for the estate or its building: the F/G rent freeze could not be checked.',
    });
  }
  return dpe;
}

/** The overall status: any breach outside rent control, or a rent-control breach, makes the lease NON_COMPLIANT. */
function overallStatus(
  violations: Violation[],
  parts: Pick<LeaseAssessment, 'rent_control' | 'deposit' | 'rent_evolution_decree' | 'dpe'>,
): LeaseComplianceStatus {
  const { rent_control: rentControl } = parts;
  const otherViolations = violations.filter((v) => !(rentControl.result?.violations ?? []).includes(v));
  if (otherViolations.length > 0 || rentControl.status === 'NON_COMPLIANT') return 'NON_COMPLIANT';
  if (rentControl.status === 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION') return 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION';
  if (
    !rentControl.applicable &&
    !parts.deposit.applicable &&
    !parts.rent_evolution_decree.applicable &&
    !parts.dpe.applicable
  )
    return 'NOT_APPLICABLE';
  return 'COMPLIANT';
}

/** Loi ELAN art. 140, loi 89-462 art. 17/18/22/25-6/25-13, décret 2017-1198, loi 2021-1104 art. 159: the assessment of one lease. */
export function assessLease(facts: LeaseFacts): LeaseAssessment {
  const out: Findings = { violations: [], recommendations: [] };
  const parts = {
    rent_control: assessRentControl(facts, out),
    deposit: assessDeposit(facts, out),
    rent_evolution_decree: assessDecree(facts, out),
    dpe: assessDpeFreeze(facts, out),
  };
  if (!isResidential(facts)) {
    out.recommendations.push({
      code: 'NOT_RESIDENTIAL',
      message: `A ${facts.lease_type.code} lease is outside loi n° 89-462: rent control, the deposit cap and the rent evolution decree do not apply.`,
    });
  }
  return {
    compliance_status: overallStatus(out.violations, parts),
    is_compliant: out.violations.length === 0,
    ...parts,
    violations: out.violations,
    recommendations: out.recommendations,
  };
}
