// The yearly summary an owner needs for the revenus fonciers return (issue 35): rents received,
// charges, fees and expenses, by lot, over every mandate of the owner, in one read.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, queryInt, uuid } from '../common.js';

const c = initContract();

const figures = {
  rents: z.number().describe('rents collected, euros'),
  charges: z.number().describe('charges collected'),
  fees: z.number().describe('management fees, excluding tax'),
  fees_vat: z.number().describe('VAT on the fees'),
  expenses: z.number().describe('works and invoices paid for the owner'),
};

export const taxSummarySchema = z.object({
  owner_id: uuid,
  year: z.number().int(),
  lots: z.array(z.object({ estate_id: uuid, estate_name: z.string(), ...figures })),
  totals: z.object(figures),
});

export const ownerTaxSummaryContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/owners/:owner_id/tax-summary',
      pathParams: z.object({ owner_id: uuid }),
      query: z.object({
        year: queryInt(2000, 2100).optional().describe('the calendar year; the last one ended by default'),
      }),
      responses: { 200: taxSummarySchema },
      summary: "The owner's yearly summary for the revenus fonciers return, by lot (every mandate of the owner)",
      metadata: { permission: 'properties:read' },
    },
  },
  { commonResponses },
);
