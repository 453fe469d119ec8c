// Public tool: the yearly revision of a rent by an index (loi 89-462 art. 17-1 for the IRL), from
// the shared index table. No key (spec, Authentication 5); nothing is read of any tenant.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDate, money, postalCode, problemSchema, publicToolResponses, type BodyCases } from '../common.js';
import { INDEX_SERIES } from '../vocabulary/indexation.js';

const c = initContract();

const quarter = z.string().regex(/^\d{4}-Q[1-4]$/, 'expected a quarter YYYY-Qn, e.g. 2025-Q3');

export const publicRentRevisionBody = z
  .object({
    index_series: z
      .enum(INDEX_SERIES)
      .describe(
        'IRL for a dwelling (its overseas or Corsica series by postal_code), ILC, ILAT or ICC for business leases',
      ),
    postal_code: postalCode
      .optional()
      .describe("with the IRL: the dwelling's postal code, which picks the overseas or Corsica series"),
    current_rent: money(1_000_000, 0.01).describe('rent excluding charges, EUR'),
    quarter: quarter
      .optional()
      .describe('the quarter of the new index; the old one is the same quarter a year earlier'),
    revision_date: isoDate
      .optional()
      .describe(
        'instead of quarter: the revision date; the new index is the last one of reference_quarter published then',
      ),
    reference_quarter: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .describe('with revision_date: the quarter the lease names; default the last one published on that date'),
  })
  .strict()
  .refine((body) => (body.quarter === undefined) !== (body.revision_date === undefined), {
    message: 'give either quarter or revision_date',
    path: ['quarter'],
  })
  .refine((body) => body.reference_quarter === undefined || body.revision_date !== undefined, {
    message: 'reference_quarter goes with revision_date',
    path: ['reference_quarter'],
  })
  .refine((body) => body.postal_code === undefined || body.index_series === 'IRL', {
    message: 'postal_code picks the series of the IRL only',
    path: ['postal_code'],
  });

const indexUsed = z.object({
  series: z.enum(INDEX_SERIES),
  quarter: z.string(),
  value: z.number(),
  published_on: z.string().nullable(),
});

export const publicRentRevisionSchema = z.object({
  index_series: z.enum(INDEX_SERIES),
  revision_date: z.string().nullable(),
  claim_deadline: z.string().nullable().describe('with revision_date: a revision claimed later is forfeited'),
  new_index: indexUsed,
  old_index: indexUsed,
  current_rent: z.number(),
  new_rent: z.number().describe('current rent × new index / old index, truncated to the cent'),
  variation_percent: z.number().describe('the index variation, percent, two decimals'),
  legal_reference: z.string(),
});

export const publicRentRevisionContract = c.router(
  {
    compute: {
      method: 'POST',
      path: '/public/tools/rent-revision',
      body: publicRentRevisionBody,
      responses: { 200: publicRentRevisionSchema, 422: problemSchema },
      summary:
        'Public: the rent revised by one year of an index, with the two index values used (422: an index not in the table, named)',
      metadata: {
        public: true,
        exactlyOneOf: ['quarter', 'revision_date'],
        bodyCases: { index_series: [{ values: ['IRL'] }, { forbids: ['postal_code'] }] } satisfies BodyCases,
      },
    },
  },
  { commonResponses: publicToolResponses },
);
