import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, uuid } from '../common.js';
import { LEASE_TYPE_CATEGORIES, LEASE_TYPE_CODES } from '../vocabulary/leasing.js';

const c = initContract();

export const leaseTypeSchema = z.object({
  id: uuid,
  code: z.string().describe(LEASE_TYPE_CODES.join(', ')),
  name: z.string(),
  description: z.string(),
  category: z.enum(LEASE_TYPE_CATEGORIES),
  furnished: z.boolean(),
  default_duration_months: z.number().int().describe('term given to a lease created without end_date'),
  min_duration_months: z.number().int(),
  max_duration_months: z.number().int().nullable().describe('null: no legal maximum'),
  allowed_durations_months: z
    .array(z.number().int())
    .describe('terms allowed besides the min..max range (9: student furnished lease)'),
  deposit_cap_months: z
    .number()
    .nullable()
    .describe('months of rent excluding charges; 0: no deposit allowed; null: no legal cap'),
  legal_reference: z.string(),
});
export type LeaseTypeDto = z.infer<typeof leaseTypeSchema>;

export const leaseTypesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/lease-types',
      responses: { 200: z.array(leaseTypeSchema) },
      summary: 'The legal frameworks a lease is signed under, with their durations and deposit caps',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
