// Letting fees charged to a tenant (loi 89-462 art. 5 I; décret 2014-890 art. 1 and 2): the fees for the
// visits, the file and drafting the lease are capped per m² of living area by zone, the fees for the
// entry condition report by a single figure per m²; each cap on its own, and the tenant's share of
// each never exceeds the landlord's. The exit report is never charged to the tenant. The caps are
// revised by arrêté: dated data, chosen by the lease's signature date (docs/legal.md, "Management
// mandates and letting fees").
import type { LettingFeeZone } from '../../../contract/vocabulary/mandates.js';
import { BusinessRuleError, type FieldError } from '../../shared/errors.js';

export interface LettingFeeCapVersion {
  code: string;
  title: string;
  /** First signature day the version applies to; null: every lease signed before the next. */
  from: string | null;
  to: string | null;
  /** Cents per m² of living area, visits + file + drafting the lease, by zone. */
  visits_file_lease_cents_per_m2: Record<LettingFeeZone, number>;
  /** Cents per m² of living area, the entry condition report, every zone. */
  entry_report_cents_per_m2: number;
}

export const LETTING_FEE_CAP_VERSIONS: readonly LettingFeeCapVersion[] = [
  {
    code: 'DECRET_2014_890',
    title: 'Décret n° 2014-890 du 1er août 2014, art. 1 (montants initiaux)',
    from: null,
    to: '2025-12-31',
    visits_file_lease_cents_per_m2: { TRES_TENDUE: 1200, TENDUE: 1000, OTHER: 800 },
    entry_report_cents_per_m2: 300,
  },
  {
    code: 'ARRETE_2025_07_17',
    title:
      'Arrêté du 17 juillet 2025 modifié par l’arrêté du 13 novembre 2025 (baux signés à partir du 1er janvier 2026)',
    from: '2026-01-01',
    to: null,
    visits_file_lease_cents_per_m2: { TRES_TENDUE: 1210, TENDUE: 1009, OTHER: 807 },
    entry_report_cents_per_m2: 303,
  },
];

/** The version of the caps for a lease signed on the day. */
export function capVersionOn(signedOn: string, versions = LETTING_FEE_CAP_VERSIONS): LettingFeeCapVersion {
  const found = versions.find((v) => (v.from === null || v.from <= signedOn) && (v.to === null || signedOn <= v.to));
  if (!found) throw new Error(`no letting fee caps for ${signedOn}`);
  return found;
}

/** Living area in hundredths of a m² (45.55 m² -> 4555), without float error. */
export const toCentiSquareMeters = (area: number): number => Math.round(area * 100);

/**
 * A cap in cents: the price per m² times the living area, rounded down to the cent (the largest amount
 * in cents that does not exceed the product).
 */
export function capCents(centsPerM2: number, areaCentiM2: number): number {
  return Math.floor((centsPerM2 * areaCentiM2) / 100);
}

export interface LettingFeeCaps {
  version: LettingFeeCapVersion;
  zone: LettingFeeZone;
  visits_file_lease_cents_per_m2: number;
  entry_report_cents_per_m2: number;
  /** Totals for the living area; null when the area is unknown. */
  visits_file_lease_cents: number | null;
  entry_report_cents: number | null;
}

export function lettingFeeCaps(signedOn: string, zone: LettingFeeZone, areaCentiM2: number | null): LettingFeeCaps {
  const version = capVersionOn(signedOn);
  const visits = version.visits_file_lease_cents_per_m2[zone];
  const report = version.entry_report_cents_per_m2;
  return {
    version,
    zone,
    visits_file_lease_cents_per_m2: visits,
    entry_report_cents_per_m2: report,
    visits_file_lease_cents: areaCentiM2 === null ? null : capCents(visits, areaCentiM2),
    entry_report_cents: areaCentiM2 === null ? null : capCents(report, areaCentiM2),
  };
}

/** The fees of a lease, in cents, tax included, by payer and service. */
export interface LettingFeeAmounts {
  tenant_visits_file_lease_cents: number;
  landlord_visits_file_lease_cents: number;
  tenant_entry_report_cents: number;
  landlord_entry_report_cents: number;
  tenant_exit_report_cents: number;
}

/** Each rule the fees break, named by its code; none when they respect the law. */
export function lettingFeeViolations(fees: LettingFeeAmounts, caps: LettingFeeCaps): FieldError[] {
  const errors: FieldError[] = [];
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const check = (path: string, value: number, limit: number, code: string, what: string) => {
    if (value > limit)
      errors.push({ path, message: `${euros(value)} EUR exceeds ${what} (${euros(limit)} EUR)`, code });
  };
  const services = [
    [
      'visits_file_lease',
      fees.tenant_visits_file_lease_cents,
      fees.landlord_visits_file_lease_cents,
      caps.visits_file_lease_cents,
    ],
    ['entry_report', fees.tenant_entry_report_cents, fees.landlord_entry_report_cents, caps.entry_report_cents],
  ] as const;
  for (const [service, tenant, landlord, cap] of services) {
    const path = `tenant_${service}`;
    if (cap !== null)
      check(path, tenant, cap, `letting_fee_cap_${service}`, `the cap of ${caps.version.code} in zone ${caps.zone}`);
    check(path, tenant, landlord, `letting_fee_landlord_share_${service}`, "the landlord's share");
  }
  if (fees.tenant_exit_report_cents > 0)
    errors.push({
      path: 'tenant_exit_report',
      message: 'the exit condition report cannot be charged to the tenant (loi 89-462 art. 5 I)',
      code: 'letting_fee_exit_report',
    });
  return errors;
}

/** 422 naming each rule broken: the law's caps, and the mandate's prices when a mandate states them. */
export function assertLettingFees(
  fees: LettingFeeAmounts,
  caps: LettingFeeCaps,
  mandate: { terms: MandateLettingTerms; areaCentiM2: number } | null = null,
): void {
  const errors = [
    ...lettingFeeViolations(fees, caps),
    ...(mandate ? mandateFeeViolations(fees, mandate.terms, mandate.areaCentiM2) : []),
  ];
  if (errors.length > 0)
    throw new BusinessRuleError(`Letting fees refused: ${errors.map((error) => error.code).join(', ')}`, errors);
}

/** The letting fees a mandate states, cents per m² of living area, each null when it states none. */
export interface MandateLettingTerms {
  visits_file_lease_cents_per_m2: number | null;
  entry_report_cents_per_m2: number | null;
}

/**
 * The agent takes no pay but what the mandate fixes (décret 72-678 art. 66): for each service, what
 * the tenant and the landlord pay together stays within the mandate's price per m² times the area.
 */
export function mandateFeeViolations(
  fees: LettingFeeAmounts,
  terms: MandateLettingTerms,
  areaCentiM2: number,
): FieldError[] {
  const services = [
    [
      'visits_file_lease',
      fees.tenant_visits_file_lease_cents + fees.landlord_visits_file_lease_cents,
      terms.visits_file_lease_cents_per_m2,
    ],
    [
      'entry_report',
      fees.tenant_entry_report_cents + fees.landlord_entry_report_cents,
      terms.entry_report_cents_per_m2,
    ],
  ] as const;
  return services.flatMap(([service, total, perM2]) => {
    if (perM2 === null || total <= capCents(perM2, areaCentiM2)) return [];
    const limit = (capCents(perM2, areaCentiM2) / 100).toFixed(2);
    return [
      {
        path: `landlord_${service}`,
        message: `tenant and landlord together pay ${(total / 100).toFixed(2)} EUR, above the ${limit} EUR the mandate states`,
        code: `letting_fee_mandate_${service}`,
      },
    ];
  });
}
