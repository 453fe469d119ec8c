// Compliance of a lease with French rent regulation, as one pure assessment of gathered facts:
// rent control (loi ELAN art. 140), the deposit cap (loi 89-462 art. 22, 25-6, 25-13), the rent
// evolution decree in zone tendue (décret 2017-1198), the rent freeze of F/G dwellings (loi Climat
// et résilience art. 159), energy decency (loi 89-462 art. 6) and the tenant's notice (art. 15).
// Every violation names its rule, article and figures.
import type { DpeLabel } from '../../contract/vocabulary/diagnostics.js';
import { compareDates } from '../shared/dates.js';
import { type ZoneTendueFinding, assessDecree, noticeOf, zoneTendueFinding } from './zone-tendue/assess-decree.js';
import {
  type DecencyCheck,
  type Findings,
  assessDecency,
  assessDpeFreeze,
  leaseRenewals,
} from './energy/assess-energy.js';
import { type DepositResult, checkDeposit } from './deposit.js';
import type { DpeFreezeResult } from './energy/dpe-rent-freeze.js';
import { type LeaseFacts, dpeValidOn } from './lease-facts.js';
import type { RentEvolutionResult } from './zone-tendue/rent-evolution-decree.js';
import { type RentControlResult, checkRentControl } from './rent-control/rent-control.js';
import type { TenantNotice } from './tenant-notice.js';
import type { Violation } from './violation.js';
import type {
  DecreeExceptionType,
  LeaseComplianceStatus,
  RentControlStatus,
} from '../../contract/vocabulary/compliance.js';

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
  /** The F/G freeze; energy_label is the class of the DPE valid at the lease start. */
  dpe: { applicable: boolean; energy_label: DpeLabel | null; results: DpeFreezeResult[] };
  energy_decency: { applicable: boolean; checks: DecencyCheck[] };
  zone_tendue: ZoneTendueFinding;
  tenant_notice: TenantNotice | null;
  /** Tacit renewals of the lease up to today. */
  renewals: string[];
  violations: Violation[];
  recommendations: Findings['recommendations'];
}

const isResidential = (facts: LeaseFacts) => facts.lease_type.category === 'residential';

/**
 * Whether the rent-control arrêté binds the lease: residential, in a territory, signed from the
 * day it applies up to the end of the experiment (loi ELAN art. 140 I) or of its extension, or
 * flagged on the lease.
 */
export function rentControlApplies(facts: {
  lease: Pick<LeaseFacts['lease'], 'start_date' | 'is_subject_to_reference_rent_cap'>;
  lease_type: Pick<LeaseFacts['lease_type'], 'category'>;
  territory: Pick<NonNullable<LeaseFacts['territory']>, 'rent_control_start_date' | 'rent_control_end_date'> | null;
}): boolean {
  if (facts.lease_type.category !== 'residential') return false;
  if (facts.lease.is_subject_to_reference_rent_cap) return true;
  if (facts.territory === null) return false;
  const { rent_control_start_date: since, rent_control_end_date: until } = facts.territory;
  const start = facts.lease.start_date;
  return (since === null || compareDates(start, since) >= 0) && (until === null || compareDates(start, until) <= 0);
}

/** A lease of a rent-controlled territory signed after the end of rent control, as advice. */
function rentControlEnded(facts: LeaseFacts, out: Findings): void {
  const until = facts.territory?.rent_control_end_date;
  if (facts.lease_type.category !== 'residential' || !until || compareDates(facts.lease.start_date, until) <= 0) return;
  out.recommendations.push({
    code: 'RENT_CONTROL_ENDED',
    message: `Rent control in ${facts.territory!.name} applies to leases signed up to ${until} (loi n° 2018-1021, art. 140 I): this lease is not capped unless a later law extends it (an administrator records the extension).`,
  });
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
      energy_label: dpeValidOn(facts.dpe, facts.lease.start_date)?.energy_label ?? null,
      exclusions: facts.inputs.exclusions,
      signed_on: facts.lease.start_date,
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

/** The overall status: any breach outside rent control, or a rent-control breach, makes the lease NON_COMPLIANT. */
function overallStatus(
  violations: Violation[],
  parts: Pick<LeaseAssessment, 'rent_control' | 'deposit' | 'rent_evolution_decree' | 'dpe' | 'energy_decency'>,
): LeaseComplianceStatus {
  const { rent_control: rentControl } = parts;
  const otherViolations = violations.filter((v) => !(rentControl.result?.violations ?? []).includes(v));
  if (otherViolations.length > 0 || rentControl.status === 'NON_COMPLIANT') return 'NON_COMPLIANT';
  if (rentControl.status === 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION') return 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION';
  if (
    !rentControl.applicable &&
    !parts.deposit.applicable &&
    !parts.rent_evolution_decree.applicable &&
    !parts.dpe.applicable &&
    !parts.energy_decency.applicable
  )
    return 'NOT_APPLICABLE';
  return 'COMPLIANT';
}

/** Loi ELAN art. 140, loi 89-462 art. 6/15/17/18/22/25-6/25-13, décret 2017-1198, loi 2021-1104 art. 159: the assessment of one lease. */
export function assessLease(facts: LeaseFacts): LeaseAssessment {
  const out: Findings = { violations: [], recommendations: [] };
  const renewals = leaseRenewals(facts);
  const zone = zoneTendueFinding(facts, out);
  const parts = {
    rent_control: assessRentControl(facts, out),
    deposit: assessDeposit(facts, out),
    rent_evolution_decree: assessDecree(facts, zone, out),
    dpe: isResidential(facts)
      ? assessDpeFreeze(facts, renewals.past, out)
      : { applicable: false, energy_label: null, results: [] },
    energy_decency: assessDecency(facts, renewals, out),
  };
  rentControlEnded(facts, out);
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
    zone_tendue: zone,
    tenant_notice: noticeOf(facts, zone),
    renewals: renewals.past,
    violations: out.violations,
    recommendations: out.recommendations,
  };
}
