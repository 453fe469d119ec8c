// Checking a coupon or promotion code before buying (issue 39; docs/decisions.md 284): valid or why
// not, and what it gives on a plan or a credit package. Failed checks count against the account's
// few tries a minute (429 past them).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, uuid } from '../common.js';
import { couponCode } from '../credits/credits.js';
import { COUPON_DISCOUNT_KINDS, COUPON_REFUSALS } from '../vocabulary/plans.js';

const c = initContract();

export const couponCheckSchema = z.object({
  code: z.string().describe('upper case'),
  valid: z.boolean(),
  reason: z.enum(COUPON_REFUSALS).nullable().describe('why the code gives nothing here; null when valid'),
  reason_text: z.string().nullable(),
  kind: z.enum(COUPON_DISCOUNT_KINDS).nullable(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().nullable().describe('euros'),
  price: z.number().describe('euros: the plan or package price'),
  discount: z.number().describe('euros taken off'),
  amount: z.number().describe('euros to pay'),
});

export const couponsContract = c.router(
  {
    check: {
      method: 'POST',
      path: '/coupons/check',
      body: z
        .object({
          code: couponCode,
          plan_id: uuid.optional().describe('the plan to subscribe to'),
          package_id: uuid.optional().describe('the credit package to buy'),
        })
        .strict(),
      responses: { 200: couponCheckSchema },
      summary:
        'Check a coupon code for a plan or a credit package: valid or why not, and what it gives; a few failed checks a minute per account (429 past them)',
      metadata: { permission: 'plans:read', exactlyOneOf: ['plan_id', 'package_id'] },
    },
  },
  { commonResponses },
);
