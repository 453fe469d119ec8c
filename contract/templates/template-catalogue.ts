// The system catalogue of templates (docs/decisions.md 250): one per type, shared by every account,
// read-only; and what each type offers a template: its variables, from the schema that checks them.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { TEMPLATE_TYPES, TEMPLATE_VARIABLE_TYPES } from '../vocabulary/templates.js';
import { commonResponses, uuid } from '../common.js';

const c = initContract();

export const systemTemplateSchema = z.object({
  id: uuid,
  type: z.enum(TEMPLATE_TYPES),
  locale: z.literal('fr-FR'),
  name: z.string(),
  version: z.literal(1),
  body: z.string(),
  mentions: z.array(z.string()).describe('the mentions the law requires of this document, which the text carries'),
});

export const templateVariableSchema = z.object({
  name: z.string().describe('dotted path as written in a template'),
  type: z.enum(TEMPLATE_VARIABLE_TYPES),
  description: z.string(),
  example: z.unknown().describe('the value a preview without a lease shows'),
  items: z
    .array(z.object({ name: z.string(), description: z.string() }))
    .optional()
    .describe("a list's item fields"),
});

const typeParam = z.object({ type: z.enum(TEMPLATE_TYPES) });

export const templateCatalogueContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/template-catalogue',
      responses: { 200: z.object({ data: z.array(systemTemplateSchema) }) },
      summary: 'The system templates, one per type (copy one with POST /templates to edit it)',
      metadata: { permission: 'leases:read' },
    },
    get: {
      method: 'GET',
      path: '/template-catalogue/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: systemTemplateSchema },
      summary: 'One system template',
      metadata: { permission: 'leases:read' },
    },
    variables: {
      method: 'GET',
      path: '/template-types/:type/variables',
      pathParams: typeParam,
      responses: { 200: z.object({ type: z.enum(TEMPLATE_TYPES), data: z.array(templateVariableSchema) }) },
      summary: 'The variables a template of the type may name, with their type, example and description',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
