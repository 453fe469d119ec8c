import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, deleted, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { CHARGE_CATEGORY_CODES, DISTRIBUTION_KEYS } from '../vocabulary/charges.js';
import { REGULARISATION_STATUSES } from '../vocabulary/charges.js';

const c = initContract();

const lineSchema = z.object({
  category: z.enum(CHARGE_CATEGORY_CODES),
  distribution_key: z.enum(DISTRIBUTION_KEYS),
  building_total: z.number().describe('the building’s recoverable expenses of the category over the period, euros'),
  share: z.number().describe('the lease’s share'),
  provisions: z.number().describe('provisions called over the occupancy'),
  balance: z.number().describe('share - provisions'),
  basis: z.string().describe('how the share was computed (mode de répartition)'),
});

export const chargeRegularisationSchema = z.object({
  id: uuid,
  lease_id: uuid,
  place_id: uuid,
  estate_id: uuid,
  period_start: isoDate,
  period_end: isoDate,
  occupancy_start: isoDate,
  occupancy_end: isoDate,
  occupancy_days: z.number().int(),
  status: z.enum(REGULARISATION_STATUSES),
  total_charges: z.number(),
  total_provisions: z.number(),
  balance: z.number().describe('owed by the tenants when positive, to them when negative'),
  lines: z.array(lineSchema).describe('by nature of charges (loi 89-462 art. 23)'),
  tenants: z
    .array(
      z.object({
        lessee_id: uuid,
        first_name: z.string().nullable(),
        last_name: z.string(),
        role: z.string(),
        days: z.number().int(),
        amount: z.number().describe('this tenant’s part of the balance, by days and rent share'),
      }),
    )
    .describe('the balance per paying tenant of the lease'),
  sent_on: isoDate.nullable(),
  payable_from: isoDate.nullable().describe('a month after sending (art. 23): settling is possible from then'),
  documents_available_until: isoDate.nullable().describe('six months after sending (art. 23)'),
  is_late: z.boolean().describe('sent after the end of the year following the period: payable in twelfths on request'),
  instalments_requested_on: isoDate.nullable(),
  instalments: z.array(z.object({ due_date: isoDate, amount: z.number() })).describe('twelve, once requested'),
  limitation_date: isoDate.describe('three years after the period (art. 7-1): a claim sent later is refused'),
  settled_on: isoDate.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ChargeRegularisationDto = z.infer<typeof chargeRegularisationSchema>;

export const createRegularisationBody = z
  .object({ period_start: isoDate, period_end: isoDate.describe('at most 366 days after period_start (422)') })
  .strict();
const dated = (field: string, what: string) =>
  z
    .object({ [field]: isoDate.optional().describe(`${what}; default today, never in the future`) })
    .strict()
    .optional();

const leaseParams = z.object({ lease_id: uuid });
const params = z.object({ lease_id: uuid, regularisation_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const refused = { 409: problemSchema, 422: problemSchema } as const;
const base = '/leases/:lease_id/charge-regularisations';

export const chargeRegularisationsContract = c.router(
  {
    list: {
      method: 'GET',
      path: base,
      pathParams: leaseParams,
      query: listQuery(['period_start', 'created_at']).extend({ status: z.enum(REGULARISATION_STATUSES).optional() }),
      responses: { 200: paginated(chargeRegularisationSchema) },
      summary: 'The charge regularisations of a lease',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: base,
      pathParams: leaseParams,
      body: createRegularisationBody,
      responses: { 201: chargeRegularisationSchema, ...refused },
      summary:
        'Compute the lease’s regularisation of a period as a DRAFT, from the building’s expenses, keys and occupancy (409: a period overlaps)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: `${base}/:regularisation_id`,
      pathParams: params,
      responses: { 200: chargeRegularisationSchema },
      summary: 'Get a regularisation with its lines and tenants',
      metadata: read,
    },
    remove: {
      method: 'DELETE',
      path: `${base}/:regularisation_id`,
      pathParams: params,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a DRAFT regularisation (409 once sent)',
      metadata: { permission: 'leases:delete' },
    },
    send: {
      method: 'POST',
      path: `${base}/:regularisation_id/send`,
      pathParams: params,
      body: dated('sent_on', 'the day the statement was sent'),
      responses: { 200: chargeRegularisationSchema, ...refused },
      summary:
        'Send the statement: each tenant gets it by e-mail, by category with its PDF; payable a month later, documents kept six months; 422 when the claim is time-barred (art. 7-1)',
      description:
        'Loi 89-462 art. 23: each tenant of the regularisation receives an e-mail with the statement by category of the décret n° 87-713 (its share, the provisions, the balance), the tenant’s part, the day the regularisation is payable from and the day the supporting documents stay available until, the statement’s PDF attached; `charges.regularisation_sent` is published. Sent once: a SENT regularisation is a 409.',
      metadata: write,
    },
    settle: {
      method: 'POST',
      path: `${base}/:regularisation_id/settle`,
      pathParams: params,
      body: dated('settled_on', 'the day the balance was paid or refunded'),
      responses: { 200: chargeRegularisationSchema, ...refused },
      summary: 'Settle a sent regularisation; 422 earlier than a month after the statement (art. 23)',
      metadata: write,
    },
    instalments: {
      method: 'POST',
      path: `${base}/:regularisation_id/instalments`,
      pathParams: params,
      body: dated('requested_on', 'the day the tenants asked'),
      responses: { 200: chargeRegularisationSchema, ...refused },
      summary:
        'The tenants ask to pay a late regularisation in twelve monthly parts (art. 23); 422 when not late or nothing owed',
      metadata: write,
    },
    statement: {
      method: 'GET',
      path: `${base}/:regularisation_id/statement`,
      pathParams: params,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The statement (décompte par nature de charges) as a PDF',
      metadata: read,
    },
  },
  { commonResponses },
);
