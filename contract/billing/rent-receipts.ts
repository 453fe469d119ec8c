import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { chargeAmountSchema } from './charge-items.js';

const c = initContract();

export const RECEIPT_KINDS = ['QUITTANCE', 'RECU'] as const;

export const receiptSchema = z.object({
  id: uuid,
  lease_id: uuid,
  period_id: uuid,
  lessee_id: uuid,
  kind: z
    .enum(RECEIPT_KINDS)
    .describe('QUITTANCE (quittance de loyer) for a period paid in full, RECU (reçu) for a partial payment'),
  period_start: z.string(),
  period_end: z.string(),
  rent_share: z.number().describe("the tenant's share, percent"),
  rent_amount: z.number(),
  charges_amount: z.number(),
  charges: z.array(chargeAmountSchema),
  total_amount: z.number(),
  paid_amount: z.number(),
  paid_rent_amount: z.number(),
  paid_charges_amount: z.number(),
  issued_on: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  download_url: z.string(),
  created_at: timestamp,
});

const params = z.object({ lease_id: uuid });
const receiptParams = z.object({ lease_id: uuid, receipt_id: uuid });

export const rentReceiptsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/receipts',
      pathParams: params,
      query: listQuery(['period_start', 'issued_on', 'kind', 'created_at']).extend({
        period_id: uuid.optional(),
        lessee_id: uuid.optional(),
        kind: z.enum(RECEIPT_KINDS).optional(),
      }),
      responses: { 200: paginated(receiptSchema) },
      summary: 'Receipts issued on a lease (latest period first)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/receipts/:receipt_id',
      pathParams: receiptParams,
      responses: { 200: receiptSchema },
      summary: 'One receipt',
      metadata: { permission: 'leases:read' },
    },
    create: {
      method: 'POST',
      path: '/leases/:lease_id/receipts',
      pathParams: params,
      body: z.object({ period_id: uuid, lessee_id: uuid }).strict(),
      responses: { 201: receiptSchema, 409: problemSchema, 422: problemSchema },
      summary:
        "Issue a tenant's receipt for a period with that tenant's rent share, its PDF generated at once (a quittance when paid in full, a reçu when partly; the same kind twice: 409; not a paying tenant or nothing paid: 422)",
      metadata: { permission: 'leases:write' },
    },
    download: {
      method: 'GET',
      path: '/leases/:lease_id/receipts/:receipt_id/download',
      pathParams: receiptParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The receipt PDF',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
