import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, money, problemSchema, timestamp, uuid } from '../common.js';
import { CHARGE_CATEGORIES } from '../vocabulary/billing.js';

const c = initContract();

export const chargeAmountSchema = z.object({ category: z.enum(CHARGE_CATEGORIES), amount: z.number() });

export const chargeItemSchema = z.object({
  id: uuid,
  lease_id: uuid,
  category: z.enum(CHARGE_CATEGORIES),
  monthly_amount: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

const params = z.object({ lease_id: uuid });

export const leaseChargeItemsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/charge-items',
      pathParams: params,
      responses: { 200: z.array(chargeItemSchema) },
      summary: "The lease's monthly charges by category (none: one GENERAL provision of charges_amount)",
      metadata: { permission: 'leases:read' },
    },
    replace: {
      method: 'PUT',
      path: '/leases/:lease_id/charge-items',
      pathParams: params,
      body: z
        .object({
          items: z
            .array(z.object({ category: z.enum(CHARGE_CATEGORIES), monthly_amount: money() }).strict())
            .max(CHARGE_CATEGORIES.length),
        })
        .strict(),
      responses: { 200: z.array(chargeItemSchema), 409: problemSchema, 422: problemSchema },
      summary:
        'Replace the breakdown of the monthly charges; the items must total the lease charges_amount (422); used by the periods opened afterwards',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
