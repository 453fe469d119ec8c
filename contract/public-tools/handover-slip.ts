// Public tool: a slip (bordereau) of the keys and documents handed over between landlord and tenant
// (at entry, at exit, or otherwise), from the data posted. Streamed as application/pdf (spec,
// "Public tools"); nothing stored, nothing of any tenant read.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDate, nonEmptyText, problemSchema, publicToolResponses, text } from '../common.js';
import { HANDOVER_OCCASIONS } from '../vocabulary/billing.js';
import { publicParty } from './receipt.js';

const c = initContract();

export const publicHandoverSlipBody = z
  .object({
    occasion: z.enum(HANDOVER_OCCASIONS),
    handed_over_on: isoDate,
    handed_over_by: publicParty.describe('who hands the keys and documents over'),
    received_by: publicParty.describe('who receives them'),
    property: z
      .object({
        address: nonEmptyText(300),
        description: text(200).optional(),
      })
      .strict(),
    keys: z
      .array(
        z
          .object({
            label: nonEmptyText(100).describe('e.g. "Clé porte palière", "Badge parking"'),
            count: z.number().int().min(1).max(50),
          })
          .strict(),
      )
      .max(30)
      .default([]),
    documents: z
      .array(
        z
          .object({
            title: nonEmptyText(200).describe(
              'e.g. "État des lieux d\'entrée", "Diagnostic de performance énergétique"',
            ),
            copies: z.number().int().min(1).max(20).default(1),
          })
          .strict(),
      )
      .max(30)
      .default([]),
    notes: text(1000).optional(),
  })
  .strict()
  .refine((body) => body.keys.length + body.documents.length > 0, {
    message: 'list at least one key or one document',
    path: ['keys'],
  });

export const publicHandoverSlipContract = c.router(
  {
    generate: {
      method: 'POST',
      path: '/public/tools/bordereau',
      body: publicHandoverSlipBody,
      responses: {
        200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }),
        503: problemSchema,
      },
      summary: 'Public: a slip (bordereau) of the keys and documents handed over, as a PDF',
      metadata: { public: true, atLeastOneOf: ['keys', 'documents'] },
    },
  },
  { commonResponses: publicToolResponses },
);
