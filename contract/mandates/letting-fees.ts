// Letting fees (honoraires de location; loi 89-462 art. 5 I, décret 2014-890): what a lease's tenant and
// landlord pay the agency for the visits, the file and drafting the lease, and for the entry condition
// report. The tenant's part of each is capped per m² of living area, by zone (très tendue: zone A bis;
// tendue: décret 2013-392; elsewhere), by the caps in force on the lease's signature date, and never
// exceeds the landlord's; the exit report is never the tenant's to pay. A fee over a limit is a 422
// naming the rule.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, hundredths, isoDate, money, problemSchema, queryNumber, timestamp, uuid } from '../common.js';
import { LETTING_FEE_ZONES } from '../vocabulary/mandates.js';

const c = initContract();

const area = hundredths(z.number().gt(0).max(10_000));

export const lettingFeesSchema = z.object({
  id: uuid,
  lease_id: uuid,
  mandate_id: uuid.nullable().describe('the ACTIVE mandate managing the estate on the signature date'),
  living_area: z.number().describe('m² of living area the caps were computed on'),
  signed_on: isoDate.describe("the lease's signature date, the day the caps are read on"),
  zone: z.enum(LETTING_FEE_ZONES),
  caps_version: z.string().describe('the version of the caps applied'),
  tenant_visits_file_lease: z.number(),
  landlord_visits_file_lease: z.number(),
  tenant_entry_report: z.number(),
  landlord_entry_report: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const lettingFeeCapsSchema = z.object({
  lease_id: uuid,
  signed_on: isoDate,
  zone: z.enum(LETTING_FEE_ZONES),
  commune: z
    .object({ insee_code: z.string(), name: z.string() })
    .nullable()
    .describe('the zone A bis commune, when the zone is TRES_TENDUE'),
  living_area: z.number().nullable().describe('given, else recorded, else the estate area; null when unknown'),
  version: z.object({
    code: z.string(),
    title: z.string(),
    from: isoDate.nullable(),
    to: isoDate.nullable(),
  }),
  per_m2: z.object({ visits_file_lease: z.number(), entry_report: z.number() }),
  caps: z
    .object({ visits_file_lease: z.number(), entry_report: z.number() })
    .nullable()
    .describe("the tenant's maximum for the living area, euros tax included; null when the area is unknown"),
});

const leaseParams = z.object({ lease_id: uuid });

export const lettingFeesContract = c.router(
  {
    caps: {
      method: 'GET',
      path: '/leases/:lease_id/letting-fees/caps',
      pathParams: leaseParams,
      query: z.object({
        living_area: queryNumber(0.01, 10_000).optional().describe('m²; default the recorded or estate area'),
      }),
      responses: { 200: lettingFeeCapsSchema },
      summary: "The caps of the tenant's letting fees for a lease, on its signature date",
      metadata: { permission: 'leases:read' },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/letting-fees',
      pathParams: leaseParams,
      responses: { 200: lettingFeesSchema },
      summary: 'The letting fees recorded on a lease (404 when none)',
      metadata: { permission: 'leases:read' },
    },
    put: {
      method: 'PUT',
      path: '/leases/:lease_id/letting-fees',
      pathParams: leaseParams,
      body: z
        .object({
          living_area: area.optional().describe('m² of living area; default the estate area'),
          tenant_visits_file_lease: money(100_000),
          landlord_visits_file_lease: money(100_000),
          tenant_entry_report: money(100_000),
          landlord_entry_report: money(100_000),
          tenant_exit_report: money(100_000)
            .optional()
            .describe('only 0: the exit report is never charged to the tenant (422 letting_fee_exit_report)'),
        })
        .strict(),
      responses: { 200: lettingFeesSchema, 201: lettingFeesSchema, 422: problemSchema },
      summary:
        'Record the letting fees of a lease (422 letting_fee_cap_* over a cap, letting_fee_landlord_share_* over the landlord share)',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
