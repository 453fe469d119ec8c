import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { RECEIPT_KINDS } from '../vocabulary/billing.js';
import { chargeAmountSchema } from './charge-items.js';

const c = initContract();

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
      description:
        "The receipt gives the tenant's portion of the period: its rent share of the rent, the charges and what was paid (loi 89-462 art. 21: a quittance only for a period paid in full, a reçu otherwise). 422, by `code` in `errors`: a lessee who held no paying share of the rent on the period's first day, a guarantor for one (`not_a_tenant`); a period nothing was paid for (`nothing_paid`). A payment issues the receipts of the periods it goes to by itself (POST /leases/{id}/payments); this issues one it did not, e.g. for a period paid before. The tenant receives it by e-mail, its PDF attached, and `receipt.issued` is published.",
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
