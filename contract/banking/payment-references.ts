// The payment reference of a lease (docs/decisions.md 241): what its tenants write on their transfers.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, uuid } from '../common.js';

const c = initContract();

export const paymentReferenceSchema = z.object({
  lease_id: uuid,
  reference: z.string().describe('ISO 11649 creditor reference: RF, two check digits, 8 characters'),
  printed: z.string().describe('the same in groups of four, for a notice or a letter'),
});

export const paymentReferencesContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:lease_id/payment-reference',
      pathParams: z.object({ lease_id: uuid }),
      responses: { 200: paymentReferenceSchema },
      summary: 'The payment reference of a lease (given on first read), to write on transfers',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
