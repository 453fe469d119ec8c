// The energy rules of a lease's assessment: the F/G rent freeze (loi 2021-1104 art. 159) and energy
// decency (loi 89-462 art. 6, décret 2002-120 art. 3), each read on the DPE valid in law on the day
// concerned and for the contract concluded or renewed then.
import type { DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { unfurnishedTermMonths } from '../../leasing/lessor.js';
import { type DecencyResult, checkEnergyDecency } from './energy-decency.js';
import { type DpeFreezeResult, checkDpeRentFreeze } from './dpe-rent-freeze.js';
import { type LeaseFacts, dpeValidOn } from '../lease-facts.js';
import { contractDateOn, renewalDates } from '../renewals.js';
import type { Recommendation, Violation } from '../violation.js';

export interface Findings {
  violations: Violation[];
  recommendations: Recommendation[];
}

export interface DecencyCheck {
  date: string;
  event: 'CONCLUSION' | 'RENEWAL';
  requirement: string | null;
  energy_label: DpeLabel | null;
  final_energy_consumption: number | null;
  decent: boolean | null;
}

/** Months of each tacit renewal of a residential lease (loi 89-462 art. 10 and 25-8); null when none. */
/** What the renewals of a lease depend on. */
export type RenewalFacts = Pick<LeaseFacts, 'today' | 'lease_type' | 'lessor'> & {
  lease: Pick<LeaseFacts['lease'], 'start_date' | 'end_date' | 'in_force'>;
};

function renewalMonths(facts: RenewalFacts): number | null {
  if (facts.lease_type.category !== 'residential' || facts.lease_type.code === 'MobiliteEtudiante') return null;
  return facts.lease_type.furnished ? 12 : unfurnishedTermMonths(facts.lessor);
}

/** The lease's tacit renewals up to today, and the next one. */
export function leaseRenewals(facts: RenewalFacts): { past: string[]; next: string | null } {
  return renewalDates(
    {
      start_date: facts.lease.start_date,
      end_date: facts.lease.end_date,
      in_force: facts.lease.in_force,
      renewal_months: renewalMonths(facts),
    },
    facts.today,
  );
}

/** Loi 2021-1104 art. 159: no rent increase of an F/G dwelling, at the new letting and at every rent change. */
export function assessDpeFreeze(facts: LeaseFacts, renewals: string[], out: Findings) {
  const atSignature = dpeValidOn(facts.dpe, facts.lease.start_date);
  const dpe = { applicable: false, energy_label: atSignature?.energy_label ?? null, results: [] as DpeFreezeResult[] };
  const changes = [
    ...(facts.previous
      ? [{ previous: facts.previous.rent_cents, next: facts.lease.rent_cents, date: facts.lease.start_date }]
      : []),
    ...facts.revisions.map((r) => ({ previous: r.old_rent_cents, next: r.new_rent_cents, date: r.effective_date })),
  ];
  for (const change of changes) {
    const result = checkDpeRentFreeze({
      energy_label: dpeValidOn(facts.dpe, change.date)?.energy_label ?? null,
      previous_rent_cents: change.previous,
      new_rent_cents: change.next,
      effective_date: change.date,
      contract_date: contractDateOn(facts.lease.start_date, renewals, change.date),
      is_overseas: facts.is_overseas,
    });
    dpe.results.push(result);
    dpe.applicable ||= result.applicable;
    out.violations.push(...result.violations);
  }
  if (atSignature === null) {
    out.recommendations.push({
      code: 'NO_DPE',
      message:
        'No energy diagnosis (DPE) valid at the lease start is recorded for the estate or its building: the F/G rent freeze and energy decency could not be checked.',
    });
  }
  return dpe;
}

/** Decency for a contract of `date`, on the DPE valid on `dpeDay` (the same day, or today for a renewal to come). */
function decencyOn(
  facts: LeaseFacts,
  date: string,
  event: DecencyCheck['event'],
  dpeDay = date,
): [DecencyCheck, DecencyResult] {
  const dpe = dpeValidOn(facts.dpe, dpeDay);
  const result = checkEnergyDecency({
    date,
    is_overseas: facts.is_overseas,
    energy_label: dpe?.energy_label ?? null,
    final_energy_consumption: dpe?.final_energy_consumption ?? null,
  });
  const check: DecencyCheck = {
    date,
    event,
    requirement: result.requirement,
    energy_label: dpe?.energy_label ?? null,
    final_energy_consumption: dpe?.final_energy_consumption ?? null,
    decent: result.decent,
  };
  return [check, result];
}

/** Loi 89-462 art. 6: the dwelling is decent for the contract's conclusion and every renewal so far; the next renewal is announced. */
export function assessDecency(facts: LeaseFacts, renewals: { past: string[]; next: string | null }, out: Findings) {
  const decency = { applicable: false, checks: [] as DecencyCheck[] };
  if (facts.lease_type.category !== 'residential') return decency;
  const events: [string, DecencyCheck['event']][] = [
    [facts.lease.start_date, 'CONCLUSION'],
    ...renewals.past.map((date): [string, DecencyCheck['event']] => [date, 'RENEWAL']),
  ];
  for (const [date, event] of events) {
    const [check, result] = decencyOn(facts, date, event);
    if (!result.applicable) continue;
    decency.applicable = true;
    decency.checks.push(check);
    if (result.violation) out.violations.push(result.violation);
    if (result.decent === null) {
      out.recommendations.push({
        code: 'DECENCY_UNKNOWN',
        message: `Energy decency on ${date} requires ${result.requirement}: record a DPE valid then${result.requirement?.startsWith('final') ? ' with its final energy consumption' : ''}.`,
      });
    }
  }
  if (renewals.next) {
    const [check, result] = decencyOn(facts, renewals.next, 'RENEWAL', facts.today);
    if (result.decent === false) {
      out.recommendations.push({
        code: 'INDECENT_AT_NEXT_RENEWAL',
        message: `At its tacit renewal on ${check.date} the dwelling must reach ${result.requirement}; its current DPE gives ${check.energy_label ? `class ${check.energy_label}` : `${check.final_energy_consumption} kWh of final energy/m2/year`}: it could no longer be let as it is.`,
      });
    }
  }
  return decency;
}
