import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseComplianceUseCases } from '../../../../core/compliance/index.js';
import type { LeaseComplianceReport } from '../../../../core/compliance/lease-compliance-report.js';
import { perSquareMeter, totalForArea } from '../../../../core/compliance/rent-control/rent-control.js';
import { fromCents } from '../../../../core/shared/money.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { type HasContext, storeOf } from '../../context.js';
import { violationsWire } from '../../wire.js';

const s = initServer();

/** Where the dwelling is, and the rent-control and zone-tendue rules that apply there. */
function locationWire(report: LeaseComplianceReport) {
  const { assessment, facts } = report;
  return {
    postal_code: report.postal_code,
    territory: report.territory?.name ?? null,
    territory_id: report.territory?.id ?? null,
    administrative_quarter: report.quarter?.name ?? null,
    quarter_id: report.quarter?.id ?? null,
    is_rent_controlled: report.territory !== null,
    rent_control_end_date: report.territory?.rent_control_end_date ?? null,
    is_zone_tendue: assessment.zone_tendue.is_zone_tendue,
    zone_tendue_source: assessment.zone_tendue.source,
    zone_tendue_commune: facts.zone_tendue.commune,
  };
}

function rentControlWire(report: LeaseComplianceReport) {
  const { assessment, facts, reference } = report;
  const surface = facts.surface_centi_m2;
  const rentControl = assessment.rent_control.result;
  return {
    applicable: assessment.rent_control.applicable,
    status: assessment.rent_control.status,
    reference_source: report.reference_source,
    reference_rents: reference
      ? {
          year: report.reference_year,
          reference_rent_per_sqm: fromCents(reference.reference_cents),
          reference_rent_increased_per_sqm: fromCents(reference.increased_cents),
          reference_rent_decreased_per_sqm: fromCents(reference.decreased_cents),
          max_rent: surface ? fromCents(totalForArea(reference.increased_cents, surface)) : null,
          min_rent: surface ? fromCents(totalForArea(reference.decreased_cents, surface)) : null,
        }
      : null,
    surface_area: report.surface_area,
    construction_period: report.construction_period,
    rent: fromCents(facts.lease.rent_cents),
    rent_per_sqm: surface ? fromCents(perSquareMeter(facts.lease.rent_cents, surface)) : null,
    base_rent: fromCents(rentControl?.base_rent_cents ?? facts.lease.base_rent_cents ?? facts.lease.rent_cents),
    rent_supplement: fromCents(rentControl?.rent_supplement_cents ?? 0),
  };
}

function rentEvolutionDecreeWire(report: LeaseComplianceReport) {
  const { assessment, facts } = report;
  const decree = assessment.rent_evolution_decree.result;
  return {
    applicable: assessment.rent_evolution_decree.applicable,
    exception: assessment.rent_evolution_decree.exception,
    previous_rent: facts.previous ? fromCents(facts.previous.rent_cents) : null,
    revised_previous_rent:
      decree?.revised_previous_rent_cents != null ? fromCents(decree.revised_previous_rent_cents) : null,
    cap: decree?.cap_cents != null ? fromCents(decree.cap_cents) : null,
    missing: decree?.missing ?? [],
    irl: facts.irl
      ? {
          base_quarter: facts.irl.base_quarter ?? '',
          base_index: facts.irl.base_index / 100,
          latest_quarter: facts.irl.latest_quarter ?? '',
          latest_index: facts.irl.latest_index / 100,
        }
      : null,
  };
}

function reportWire(report: LeaseComplianceReport) {
  const { assessment, facts, inputs } = report;
  const deposit = assessment.deposit.result;
  return {
    lease_id: report.lease.id,
    checked_at: report.checked_at.toISOString(),
    compliance_status: assessment.compliance_status,
    is_compliant: assessment.is_compliant,
    location: locationWire(report),
    rent_control: rentControlWire(report),
    deposit: {
      applicable: assessment.deposit.applicable,
      deposit: fromCents(facts.lease.deposit_cents),
      max_deposit: deposit ? fromCents(deposit.max_deposit_cents) : null,
      cap_months: deposit ? deposit.cap_months : null,
    },
    rent_evolution_decree: rentEvolutionDecreeWire(report),
    dpe: { applicable: assessment.dpe.applicable, energy_label: assessment.dpe.energy_label },
    energy_decency: assessment.energy_decency,
    tenant_notice: assessment.tenant_notice,
    renewals: assessment.renewals,
    violations: violationsWire(assessment.violations),
    recommendations: assessment.recommendations,
    inputs: {
      quarter: inputs.quarter,
      previous_rent: inputs.previous_rent,
      previous_rent_last_revision_date: inputs.previous_rent_last_revision_date,
      irl_base_index: inputs.irl_base_index,
      irl_latest_index: inputs.irl_latest_index,
      decree_exception: inputs.decree_exception,
      works_cost: inputs.works_cost,
      neighbourhood_rent: inputs.neighbourhood_rent,
      complement_exclusions: inputs.complement_exclusions,
      rent_supplement_justification: inputs.rent_supplement_justification,
    },
    documents_reference_date: report.file.reference_date,
    diagnostics: report.file.diagnostics,
    furnished_inventory: report.file.furnished_inventory,
    data_source: report.reference_choice?.rent.data_source ?? null,
    last_update: report.reference_choice?.last_update.toISOString() ?? null,
  };
}

export function leaseComplianceRouter(clock: Clock) {
  const compliance = (req: HasContext) => leaseComplianceUseCases(storeOf(req), { clock });
  return s.router(contract.leaseCompliance, {
    get: async ({ params, req }) => ({ status: 200, body: reportWire(await compliance(req).report(params.id)) }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: reportWire(await compliance(req).update(params.id, body ?? {})),
    }),
  });
}
