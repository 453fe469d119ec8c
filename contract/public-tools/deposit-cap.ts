// Public tool: the most a landlord may ask as a security deposit (loi 89-462 art. 22, 25-6 and
// 25-13), and whether a deposit is within it. No key; nothing stored.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { money, publicToolResponses } from '../common.js';
import { violationSchema } from '../zones/legislative-zones.js';
import { LEASE_TYPE_CODES } from '../vocabulary/leasing.js';
import { PAYMENT_TERMS, RENT_FREQUENCIES } from '../vocabulary/leasing.js';

const c = initContract();

const euros = () => money(1_000_000);

export const publicDepositCapBody = z
  .object({
    lease_type: z.enum(LEASE_TYPE_CODES),
    monthly_rent: money(1_000_000, 0.01).describe('rent excluding charges per month, EUR'),
    deposit_amount: euros().optional().describe('the deposit asked, to check against the cap'),
    rent_frequency: z.enum(RENT_FREQUENCIES).optional().describe('how often the rent is paid; default MONTHLY'),
    payment_terms: z
      .enum(PAYMENT_TERMS)
      .optional()
      .describe(
        'TERME_A_ECHOIR (in advance) or TERME_ECHU; rent paid in advance for over two months allows no deposit',
      ),
  })
  .strict();

export const publicDepositCapSchema = z.object({
  lease_type: z.enum(LEASE_TYPE_CODES),
  has_legal_cap: z.boolean().describe('false for commercial and professional leases: the parties agree the deposit'),
  cap_months: z.number().int().nullable(),
  max_deposit: z.number().nullable(),
  deposit_amount: z.number().nullable(),
  is_compliant: z.boolean().nullable().describe('null when no deposit_amount was sent'),
  violations: z.array(violationSchema),
  legal_reference: z.string(),
});

export const publicDepositCapContract = c.router(
  {
    compute: {
      method: 'POST',
      path: '/public/tools/deposit-cap',
      body: publicDepositCapBody,
      responses: { 200: publicDepositCapSchema },
      summary:
        'Public: the deposit cap of a lease type (1 month unfurnished, 2 furnished, none for a bail mobilité) and the check of a deposit',
      metadata: { public: true },
    },
  },
  { commonResponses: publicToolResponses },
);
