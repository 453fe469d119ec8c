// The zone tendue rules of a lease's assessment: whether the dwelling is in zone tendue (the
// rent-controlled territory's flag, the commune list of décret 2013-392, or the lease's own flag),
// the rent evolution decree at a new letting (décret 2017-1198) and the tenant's notice (loi
// 89-462 art. 15 I).
import type { Findings } from '../energy/assess-energy.js';
import { type LeaseFacts, dpeValidOn } from '../lease-facts.js';
import {
  type RentEvolutionResult,
  checkRentEvolutionDecree,
  vacantOverEighteenMonths,
} from './rent-evolution-decree.js';
import type { DecreeExceptionType } from '../../../contract/vocabulary/compliance.js';
import { type TenantNotice, tenantNotice } from '../tenant-notice.js';

export type ZoneTendueSource = 'territory' | 'commune_list' | 'lease';

export interface ZoneTendueFinding {
  is_zone_tendue: boolean;
  source: ZoneTendueSource | null;
}

/** Whether the dwelling is in zone tendue, and what says so. */
export function zoneTendueFinding(facts: LeaseFacts, out: Findings): ZoneTendueFinding {
  if (facts.territory?.is_zone_tendue) return { is_zone_tendue: true, source: 'territory' };
  if (facts.zone_tendue.status === 'LISTED') return { is_zone_tendue: true, source: 'commune_list' };
  if (facts.lease.is_subject_to_rent_evolution_decree) return { is_zone_tendue: true, source: 'lease' };
  if (facts.zone_tendue.status === 'UNKNOWN' && facts.lease_type.category === 'residential') {
    out.recommendations.push({
      code: 'ZONE_TENDUE_UNKNOWN',
      message:
        "Whether the commune was in zone tendue at the lease start could not be told (no list of décret n° 2013-392 in force that day, or the estate's city is unknown): the rent evolution decree and the one-month notice were not applied.",
    });
  }
  return { is_zone_tendue: false, source: null };
}

/** Décret 2017-1198: the rent of a new letting in zone tendue against the previous tenant's rent. */
export function assessDecree(facts: LeaseFacts, zone: ZoneTendueFinding, out: Findings) {
  let exception = facts.inputs.exception;
  if (
    !exception &&
    facts.previous?.ended_on &&
    vacantOverEighteenMonths(facts.previous.ended_on, facts.lease.start_date)
  ) {
    exception = { type: 'VACANT_OVER_18_MONTHS' };
  }
  const decree: { applicable: boolean; exception: DecreeExceptionType | null; result: RentEvolutionResult | null } = {
    applicable: false,
    exception: exception?.type ?? null,
    result: null,
  };
  if (facts.lease_type.category !== 'residential' || !zone.is_zone_tendue) return decree;
  decree.result = checkRentEvolutionDecree({
    is_zone_tendue: true,
    lease_start_date: facts.lease.start_date,
    new_rent_cents: facts.lease.rent_cents,
    previous_rent: facts.previous
      ? { rent_cents: facts.previous.rent_cents, last_revision_date: facts.previous.last_revision_date }
      : null,
    irl: facts.irl,
    exception,
    energy_label: dpeValidOn(facts.dpe, facts.lease.start_date)?.energy_label ?? null,
  });
  decree.applicable = decree.result.applicable;
  out.violations.push(...decree.result.violations);
  out.recommendations.push(...decree.result.recommendations);
  const typed = facts.inputs.typed_irl;
  if (
    decree.applicable &&
    typed &&
    facts.irl &&
    (typed.base_index !== facts.irl.base_index || typed.latest_index !== facts.irl.latest_index)
  ) {
    out.recommendations.push({
      code: 'IRL_FROM_TABLE',
      message: `The recorded IRL indices (${typed.base_index / 100} -> ${typed.latest_index / 100}) are not used: the cap takes the published IRL of ${facts.irl.latest_quarter} (${facts.irl.latest_index / 100}) over ${facts.irl.base_quarter} (${facts.irl.base_index / 100}).`,
    });
  }
  return decree;
}

/** Loi 89-462 art. 15 I, 25-8: the tenant's notice; none outside loi 89-462. */
export function noticeOf(facts: LeaseFacts, zone: ZoneTendueFinding): TenantNotice | null {
  if (facts.lease_type.category !== 'residential') return null;
  return tenantNotice({ furnished: facts.lease_type.furnished, is_zone_tendue: zone.is_zone_tendue });
}
