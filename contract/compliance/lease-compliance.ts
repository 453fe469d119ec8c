// Lease compliance with French rent regulation (spec, Leases: GET /leases/{id}/compliance and
// POST /leases/{id}/compliance/update): rent control, deposit cap, rent evolution decree in zone
// tendue, DPE F/G rent freeze; violations listed one by one with rule, article and figures.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, hundredths, isoDate, money, problemSchema, text, timestamp, uuid } from '../common.js';
import { recommendationSchema, violationSchema } from '../zones/legislative-zones.js';
import { diagnosticStateSchema } from '../diagnostics/estate-diagnostics.js';
import {
  COMPLEMENT_EXCLUSIONS,
  CONSTRUCTION_PERIODS,
  DECREE_EXCEPTIONS,
  LEASE_COMPLIANCE_STATUSES,
  RENT_CONTROL_STATUSES,
} from '../vocabulary/compliance.js';
import { DIAGNOSTIC_KINDS, DPE_LABELS } from '../vocabulary/diagnostics.js';
import { FURNISHED_ITEM_CODES } from '../vocabulary/inspections.js';

const c = initContract();

const euros = () => money(1_000_000);
// Stored as numeric(12,2) and checked > 0: at least 0.01.
const irlIndex = () => hundredths(z.number().min(0.01).max(10_000));

const inputsShape = {
  quarter: text(100)
    .min(1)
    .describe('quarter of the estate (zone id, number or name) when its postal code covers several'),
  previous_rent: euros().describe(
    "last rent of the previous tenant, EUR per month excluding charges (default: the estate's previous lease)",
  ),
  previous_rent_last_revision_date: isoDate,
  irl_base_index: irlIndex().describe(
    'deprecated: the cap takes the published IRL of the index table; kept and compared with it (recommendation IRL_FROM_TABLE)',
  ),
  irl_latest_index: irlIndex().describe('deprecated, as irl_base_index'),
  decree_exception: z
    .enum(DECREE_EXCEPTIONS)
    .describe('exception of the rent evolution decree (décret 2017-1198 art. 2 and 4)'),
  works_cost: euros().describe('cost of the improvement works (IMPROVEMENT_WORKS)'),
  neighbourhood_rent: euros().describe('monthly rent of comparable dwellings of the neighbourhood (UNDERVALUED_RENT)'),
  complement_exclusions: z.array(z.enum(COMPLEMENT_EXCLUSIONS)).max(COMPLEMENT_EXCLUSIONS.length),
  rent_supplement_justification: text(2000).describe(
    'features justifying the complément de loyer (default: the lease special_conditions)',
  ),
};

/** Absent keeps the recorded value, null removes it, a value replaces it. */
export const leaseComplianceUpdateBody = z
  .object(
    Object.fromEntries(Object.entries(inputsShape).map(([key, schema]) => [key, schema.nullable()])) as {
      [K in keyof typeof inputsShape]: z.ZodNullable<(typeof inputsShape)[K]>;
    },
  )
  .partial()
  .strict();

const referenceRentsSchema = z.object({
  year: z.number().int().nullable(),
  reference_rent_per_sqm: z.number(),
  reference_rent_increased_per_sqm: z.number(),
  reference_rent_decreased_per_sqm: z.number(),
  max_rent: z.number().nullable(),
  min_rent: z.number().nullable(),
});

export const leaseComplianceSchema = z.object({
  lease_id: uuid,
  checked_at: timestamp,
  compliance_status: z.enum(LEASE_COMPLIANCE_STATUSES),
  is_compliant: z.boolean(),
  location: z.object({
    postal_code: z.string().nullable(),
    territory: z.string().nullable(),
    territory_id: uuid.nullable(),
    administrative_quarter: z.string().nullable(),
    quarter_id: uuid.nullable(),
    is_rent_controlled: z.boolean(),
    rent_control_end_date: isoDate
      .nullable()
      .describe('last day a lease may be signed under rent control (loi ELAN art. 140, or its extension)'),
    is_zone_tendue: z.boolean(),
    zone_tendue_source: z
      .enum(['territory', 'commune_list', 'lease'])
      .nullable()
      .describe(
        "what makes it a zone tendue: the rent-controlled territory, the commune list of décret 2013-392 (décret 2023-822), or the lease's flag",
      ),
    zone_tendue_commune: z.string().nullable(),
  }),
  rent_control: z.object({
    applicable: z.boolean(),
    status: z.enum(RENT_CONTROL_STATUSES),
    reference_source: z
      .enum(['reference_rents', 'lease'])
      .nullable()
      .describe('imported reference rents, or the values stored on the lease'),
    reference_rents: referenceRentsSchema.nullable(),
    surface_area: z.number().nullable(),
    construction_period: z.enum(CONSTRUCTION_PERIODS).nullable(),
    rent: z.number(),
    rent_per_sqm: z.number().nullable(),
    base_rent: z.number(),
    rent_supplement: z.number(),
  }),
  deposit: z.object({
    applicable: z.boolean(),
    deposit: z.number(),
    max_deposit: z.number().nullable(),
    cap_months: z.number().int().nullable(),
  }),
  rent_evolution_decree: z.object({
    applicable: z.boolean(),
    exception: z.enum(DECREE_EXCEPTIONS).nullable(),
    previous_rent: z.number().nullable(),
    revised_previous_rent: z.number().nullable(),
    cap: z.number().nullable(),
    missing: z.array(z.string()),
    irl: z
      .object({
        base_quarter: z.string(),
        base_index: z.number(),
        latest_quarter: z.string(),
        latest_index: z.number(),
      })
      .nullable()
      .describe('one year of IRL: the last index published at the signature over the same quarter a year earlier'),
  }),
  dpe: z
    .object({ applicable: z.boolean(), energy_label: z.enum(DPE_LABELS).nullable() })
    .describe('F/G rent freeze; energy_label is the class of the DPE valid at the lease start'),
  energy_decency: z.object({
    applicable: z.boolean(),
    checks: z.array(
      z.object({
        date: isoDate,
        event: z.enum(['CONCLUSION', 'RENEWAL']),
        requirement: z.string().nullable(),
        energy_label: z.enum(DPE_LABELS).nullable(),
        final_energy_consumption: z.number().nullable(),
        decent: z.boolean().nullable(),
      }),
    ),
  }),
  tenant_notice: z
    .object({ months: z.number().int(), article: z.string(), reason: z.string() })
    .nullable()
    .describe("the tenant's notice to leave (loi 89-462 art. 15 I, 25-8)"),
  renewals: z.array(isoDate).describe('tacit renewals of the lease up to today'),
  violations: z.array(violationSchema),
  recommendations: z.array(recommendationSchema),
  inputs: z
    .object(
      Object.fromEntries(Object.entries(inputsShape).map(([key, schema]) => [key, schema.nullable()])) as {
        [K in keyof typeof inputsShape]: z.ZodNullable<(typeof inputsShape)[K]>;
      },
    )
    .describe('what was recorded with POST /leases/{id}/compliance/update'),
  documents_reference_date: isoDate.describe(
    'the day the diagnostics and inventory are judged at: today before signature, else the lease start',
  ),
  diagnostics: z
    .object({
      complete: z.boolean(),
      lacking: z.array(z.enum(DIAGNOSTIC_KINDS)).describe('required and missing or expired on that day'),
      states: z.array(diagnosticStateSchema),
    })
    .describe('the technical diagnostics the lease needs (loi 89-462 art. 3-3)'),
  furnished_inventory: z
    .object({
      applicable: z.boolean().describe('a furnished lease'),
      entry_report_id: uuid.nullable().describe('the entry report whose inventory was checked'),
      missing: z
        .array(z.enum(FURNISHED_ITEM_CODES))
        .describe('items of the legal minimum list the entry inventory lacks (all without an entry report)'),
    })
    .describe('the furniture a furnished dwelling must have (décret 2015-981 art. 2)'),
  data_source: z.string().nullable(),
  last_update: timestamp.nullable(),
});
export type LeaseComplianceDto = z.infer<typeof leaseComplianceSchema>;

const leaseParams = z.object({ id: uuid });

export const leaseComplianceContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:id/compliance',
      pathParams: leaseParams,
      responses: { 200: leaseComplianceSchema, 422: problemSchema },
      summary:
        'Read-only compliance check of a lease: rent control, deposit cap, rent evolution decree (zone tendue), DPE F/G rent freeze, energy decency, tenant notice',
      metadata: { permission: 'leases:read' },
    },
    update: {
      method: 'POST',
      path: '/leases/:id/compliance/update',
      pathParams: leaseParams,
      body: leaseComplianceUpdateBody.optional(),
      responses: { 200: leaseComplianceSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Record compliance inputs (previous rent, IRL, decree exception, quarter ...), check, and store the status and reference rents on the lease',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
