// The account's document templates (docs/decisions.md 250-255): copied from the system catalogue
// or written anew, edited as a draft, published as frozen versions, archived. Bodies are Liquid
// over HTML, checked on save against the variables of their type.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { TEMPLATE_LOCALES, TEMPLATE_STATUSES, TEMPLATE_TYPES } from '../vocabulary/templates.js';
import {
  commonResponses,
  deleted,
  listQuery,
  noBody,
  nonEmptyText,
  paginated,
  problemSchema,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

/** The largest body accepted: the template language's parse budget (adapters/pdf/liquid-engine.ts). */
export const TEMPLATE_BODY_MAX = 200_000;

export const templateBody = z
  .string()
  .min(1)
  .max(TEMPLATE_BODY_MAX)
  .describe(
    'Liquid over HTML: `{{ lease.rent }}`, `{% for l in lessees %}…{% endfor %}`, `{% image "<media id>" %}` for an account image (PNG or JPEG media, inlined). Unknown variables, filters and the include/render/layout tags are refused (422 with line and column)',
  );

export const templateVersionSchema = z.object({
  number: z.number().int(),
  body: z.string(),
  published_at: timestamp,
});

export const documentTemplateSchema = z.object({
  id: uuid,
  type: z.enum(TEMPLATE_TYPES),
  locale: z.enum(TEMPLATE_LOCALES),
  name: z.string(),
  status: z.enum(TEMPLATE_STATUSES),
  is_default: z.boolean().describe("the account's template of its type used when none is named"),
  source_template_id: uuid.nullable().describe('the template it was copied from'),
  draft_body: z.string().describe('the text being edited; publish freezes it as the next version'),
  published_version: z.number().int().nullable().describe('the last published version; null before the first'),
  versions: z.array(templateVersionSchema).describe('the published versions, oldest first'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const templateListItemSchema = documentTemplateSchema.omit({ versions: true, draft_body: true });

const params = z.object({ id: uuid });
const answers = { 200: documentTemplateSchema, 409: problemSchema, 422: problemSchema };

export const templatesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/templates',
      query: listQuery(['created_at', 'name', 'type', 'status']).extend({
        type: z.enum(TEMPLATE_TYPES).optional(),
        status: z.enum(TEMPLATE_STATUSES).optional(),
      }),
      responses: { 200: paginated(templateListItemSchema) },
      summary: "The account's document templates (the system catalogue is at /template-catalogue)",
      metadata: { permission: 'leases:read', list: true },
    },
    create: {
      method: 'POST',
      path: '/templates',
      body: z
        .object({
          name: nonEmptyText(200),
          source_template_id: uuid
            .optional()
            .describe('copy this template: one of the system catalogue or of the account (its draft)'),
          type: z.enum(TEMPLATE_TYPES).optional().describe('required without source_template_id'),
          body: templateBody.optional().describe('required without source_template_id; replaces the copied text'),
        })
        .strict(),
      responses: { 201: documentTemplateSchema, 404: problemSchema, 422: problemSchema },
      summary: 'Copy a template (system or own) to edit it, or write one anew: a DRAFT',
      metadata: { permission: 'leases:write' },
    },
    get: {
      method: 'GET',
      path: '/templates/:id',
      pathParams: params,
      responses: { 200: documentTemplateSchema },
      summary: 'A template with its draft and published versions',
      metadata: { permission: 'leases:read' },
    },
    update: {
      method: 'PATCH',
      path: '/templates/:id',
      pathParams: params,
      body: z
        .object({ name: nonEmptyText(200), body: templateBody, is_default: z.boolean() })
        .partial()
        .strict(),
      responses: answers,
      summary: "Edit the draft, rename, or make it its type's default (published templates only); 409 once archived",
      metadata: { permission: 'leases:write' },
    },
    publish: {
      method: 'POST',
      path: '/templates/:id/publish',
      pathParams: params,
      body: noBody,
      responses: answers,
      summary: 'Freeze the draft as the next version: PDFs name the version they were printed from',
      metadata: { permission: 'leases:write' },
    },
    archive: {
      method: 'POST',
      path: '/templates/:id/archive',
      pathParams: params,
      body: noBody,
      responses: answers,
      summary: 'Put the template away: its versions stay for the PDFs printed from them',
      metadata: { permission: 'leases:write' },
    },
    removeVersion: {
      method: 'DELETE',
      path: '/templates/:id/versions/:number',
      pathParams: z.object({ id: uuid, number: z.coerce.number().int().min(1).max(1_000_000) }),
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a published version no PDF was printed from (409 otherwise: archive the template)',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
