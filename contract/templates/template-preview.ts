// A preview of a template (docs/decisions.md 254): rendered with the examples of its type or with a
// lease, as HTML or PDF; nothing is stored.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { TEMPLATE_TYPES } from '../vocabulary/templates.js';
import { commonResponses, problemSchema, uuid } from '../common.js';
import { templateBody } from './templates.js';

const c = initContract();

/** Values of a template's variables, by dotted name: texts, numbers, booleans, or lists of items. */
export const templateValues = z
  .record(
    z.union([
      z.string().max(5_000),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.record(z.string().max(2_000))).max(500),
    ]),
  )
  .describe('values of the type’s variables by dotted name (`receipt.period_start`); another name is a 422');

export const templatePreviewBody = z
  .object({
    template_id: uuid.optional().describe('a system template or one of the account'),
    version: z.number().int().min(1).optional().describe('a published version (the last one when absent)'),
    draft: z.boolean().optional().describe("render the account template's draft"),
    type: z
      .enum(TEMPLATE_TYPES)
      .optional()
      .describe(
        'with body: the type it is checked against; with template_id: the type expected (422 when the template is of another)',
      ),
    body: templateBody.optional().describe('a text not saved, instead of template_id'),
    lease_id: uuid.optional().describe("render with this lease's facts rather than the type's examples"),
    values: templateValues.optional(),
  })
  .strict();

const description =
  'Give `template_id` (with `version` or `draft`), or `type` and `body`. 422 names the syntax error, unknown variable or broken budget (time, memory, output size) and where; 404 for a template or lease of another account.';

export const templatePreviewContract = c.router(
  {
    html: {
      method: 'POST',
      path: '/template-preview',
      body: templatePreviewBody,
      responses: {
        200: z.object({
          type: z.enum(TEMPLATE_TYPES),
          template_id: z.string().nullable(),
          version: z.number().int().describe('0 for a draft or a body not saved'),
          html: z.string().describe('the HTML the template gives, as printed (sanitised)'),
        }),
        404: problemSchema,
        422: problemSchema,
      },
      summary: 'Render a template with example data or a lease, as HTML; stores nothing',
      description,
      metadata: { permission: 'leases:read', exactlyOneOf: ['template_id', 'body'] },
    },
    pdf: {
      method: 'POST',
      path: '/template-preview/pdf',
      body: templatePreviewBody,
      responses: {
        200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }),
        404: problemSchema,
        422: problemSchema,
      },
      summary: 'Render a template with example data or a lease, as PDF (Gotenberg, else embedded); stores nothing',
      description,
      metadata: { permission: 'leases:read', exactlyOneOf: ['template_id', 'body'] },
    },
  },
  { commonResponses },
);
