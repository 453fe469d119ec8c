// Condition reports (spec, named areas "condition reports (entry and exit inspections)",
// "inventory", "keys"): an entry and an exit report per lease, room by room, with meters, furniture
// and photos (media ids); the keys handed over with it are key handovers (key-sets.ts); accepted by
// both parties; PDF; exit compared with entry.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { EQUIPMENT_CONDITIONS } from '../vocabulary/equipment.js';
import {
  REPORT_TYPES,
  REPORT_STATUSES,
  ELEMENT_KINDS,
  KEY_TYPES,
  CHANGE_KINDS,
  INVENTORY_ITEM_CODES,
} from '../vocabulary/inspections.js';
import { METER_TYPES } from '../vocabulary/meters.js';
import { LEASE_PARTIES } from '../vocabulary/leasing.js';

const c = initContract();

const spelled = <const R extends readonly [string, ...string[]]>(values: R) =>
  aliasedEnum(values, spellingAliases(values));
const condition = spelled(EQUIPMENT_CONDITIONS);

const meterSchema = z.object({
  meter_type: spelled(METER_TYPES),
  meter_number: nonEmptyText(100).nullable().default(null),
  reading: z.number().min(0).max(1e12),
  unit: nonEmptyText(20).nullable().default(null).describe('kWh, m3 ...'),
});
const inventorySchema = z.object({
  item_code: spelled(INVENTORY_ITEM_CODES),
  label: nonEmptyText(255).nullable().default(null),
  quantity: z.number().int().min(0).max(10_000),
  condition,
  comments: text(1000).nullable().default(null),
});
const itemInput = z.object({
  room_id: uuid.nullable().optional().describe("a room of the lease's estate (422 for another estate's room)"),
  element: nonEmptyText(255).describe('the surface or equipment: Murs, Sol, Plafond, Fenêtre, Chaudière ...'),
  element_kind: spelled(ELEMENT_KINDS).optional().describe('default EQUIPMENT with equipment_id, SURFACE otherwise'),
  equipment_id: uuid.nullable().optional().describe("an equipment of the lease's estate"),
  condition,
  comments: text(2000).nullable().optional(),
  photo_media_ids: z.array(uuid).max(50).optional().describe('photos uploaded with POST /media'),
});

export const reportContentBody = z
  .object({
    inspection_date: isoDate,
    general_comments: text(5000).nullable().optional(),
    items: z.array(itemInput).max(500).optional(),
    meters: z.array(meterSchema).max(50).optional(),
    inventory: z
      .array(inventorySchema)
      .max(500)
      .optional()
      .describe('the furniture of a furnished lease, recorded as inventory items of the report'),
  })
  .strict();
export const createReportBody = reportContentBody.extend({ report_type: spelled(REPORT_TYPES) }).strict();

const itemSchema = z.object({
  id: uuid,
  position: z.number().int(),
  room_id: uuid.nullable(),
  room_label: z.string().nullable(),
  element: z.string(),
  element_kind: z.enum(ELEMENT_KINDS),
  equipment_id: uuid.nullable(),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  comments: z.string().nullable(),
  photo_media_ids: z.array(uuid),
});

export const conditionReportSchema = z.object({
  id: uuid,
  lease_id: uuid,
  report_type: z.enum(REPORT_TYPES),
  inspection_date: isoDate,
  status: z.enum(REPORT_STATUSES).describe('SIGNED once both parties accepted it'),
  general_comments: z.string().nullable(),
  items: z.array(itemSchema),
  meters: z.array(meterSchema.extend({ meter_type: z.enum(METER_TYPES) })),
  keys: z
    .array(
      z.object({
        handover_id: uuid,
        key_set_id: uuid,
        key_type: z.enum(KEY_TYPES),
        label: z.string().nullable(),
        count: z.number().int(),
        missing_count: z.number().int(),
        comments: z.string().nullable(),
      }),
    )
    .describe(
      'the key handovers recorded with this report (POST /estates/{estate_id}/key-sets/{key_set_id}/handovers)',
    ),
  inventory: z.array(
    inventorySchema.extend({
      id: uuid,
      item_code: z.enum(INVENTORY_ITEM_CODES),
      condition: z.enum(EQUIPMENT_CONDITIONS),
    }),
  ),
  tenant_signatory: z.string().nullable(),
  tenant_signed_at: timestamp.nullable(),
  landlord_signatory: z.string().nullable(),
  landlord_signed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ConditionReportDto = z.infer<typeof conditionReportSchema>;

const changeSchema = z.object({
  room: z.string().nullable(),
  element: z.string(),
  entry_condition: z.enum(EQUIPMENT_CONDITIONS).nullable(),
  exit_condition: z.enum(EQUIPMENT_CONDITIONS).nullable(),
  change: z.enum(CHANGE_KINDS).describe('WEAR: one step worse among usable states (normal wear, art. 7 d)'),
});

export const exitComparisonSchema = z.object({
  lease_id: uuid,
  exit_report_id: uuid,
  entry_report_id: uuid.nullable(),
  inspection_date: isoDate,
  signed: z.boolean(),
  keys: z.object({
    returned: z.boolean().describe('the tenant handed keys back and holds no key set of the lease any more'),
    short: z
      .array(
        z.object({
          key_set_id: uuid,
          key_type: z.enum(KEY_TYPES),
          label: z.string().nullable(),
          handed_over: z.number().int(),
          returned: z.number().int(),
        }),
      )
      .describe('sets the tenant still holds (returned 0), or handed back with keys missing'),
  }),
  conforming: z.boolean().nullable().describe('no degradation and no piece missing; null without an entry report'),
  deposit_restitution_months: z
    .union([z.literal(1), z.literal(2)])
    .describe('loi 89-462 art. 22: 1 when conforming, else 2'),
  items: z.array(changeSchema),
  inventory: z.array(changeSchema),
  missing_pieces: z.array(
    z.object({
      item_code: z.string(),
      label: z.string().nullable(),
      entry_quantity: z.number().int(),
      exit_quantity: z.number().int(),
    }),
  ),
});

const leaseParams = z.object({ lease_id: uuid });
const reportParams = z.object({ lease_id: uuid, report_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;

export const conditionReportsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/condition-reports',
      pathParams: leaseParams,
      query: listQuery(['inspection_date', 'created_at']).extend({
        report_type: spelled(REPORT_TYPES).optional(),
        status: spelled(REPORT_STATUSES).optional(),
      }),
      responses: { 200: paginated(conditionReportSchema) },
      summary: 'The condition reports of a lease (filters report_type, status)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/leases/:lease_id/condition-reports',
      pathParams: leaseParams,
      body: createReportBody,
      responses: { 201: conditionReportSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Write the entry or exit report of a lease (one each; 409 for a second one or a lease in the wrong state)',
      metadata: write,
    },
    comparison: {
      method: 'GET',
      path: '/leases/:lease_id/condition-reports/comparison',
      pathParams: leaseParams,
      responses: { 200: exitComparisonSchema },
      summary: 'The exit report against the entry report: per item, degradations, keys back, deposit deadline',
      metadata: read,
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/condition-reports/:report_id',
      pathParams: reportParams,
      responses: { 200: conditionReportSchema },
      summary: 'One condition report with its items, meters, the keys handed over with it and furniture',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/condition-reports/:report_id',
      pathParams: reportParams,
      body: reportContentBody,
      responses: { 200: conditionReportSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Replace the content of a report no party has accepted yet (409 afterwards)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/condition-reports/:report_id',
      pathParams: reportParams,
      body: null,
      responses: { 204: z.undefined(), 409: problemSchema },
      summary: 'Delete a report no party has accepted yet',
      metadata: { permission: 'leases:delete' },
    },
    signOff: {
      method: 'POST',
      path: '/leases/:lease_id/condition-reports/:report_id/sign-off',
      pathParams: reportParams,
      body: z.object({ party: spelled(LEASE_PARTIES), signatory: nonEmptyText(255).describe('who accepts') }).strict(),
      responses: {
        200: conditionReportSchema.extend({
          lease_terminated: z.boolean().describe('a signed exit report with the keys back ended the lease'),
          deposit_handover: z
            .object({
              keys_returned_on: isoDate,
              restitution_deadline: isoDate,
              watch_scheduled: z
                .boolean()
                .describe(
                  'false when workflows are off: once they are on, POST .../deposit/handover again schedules it',
                ),
            })
            .nullable()
            .describe(
              'the key handover this sign-off recorded on the held deposit (a signed exit report with every key back), else null',
            ),
        }),
        409: problemSchema,
        422: problemSchema,
      },
      summary: "Record a party's acceptance; with both, the report is SIGNED and fixed",
      metadata: write,
    },
    pdf: {
      method: 'GET',
      path: '/leases/:lease_id/condition-reports/:report_id/pdf',
      pathParams: reportParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The report as a PDF',
      metadata: read,
    },
  },
  { commonResponses },
);
