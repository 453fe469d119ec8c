// The account's document templates and their published versions (core/templates/template.ts).
import { defineEntity } from '@mikro-orm/core';
import { TEMPLATE_LOCALES, TEMPLATE_STATUSES, TEMPLATE_TYPES } from '../../../contract/vocabulary/templates.js';
import { DocumentTemplate, TemplateVersion } from '../../../core/templates/template.js';
import { tenantFilter, tenantOwned } from './columns.js';

const p = defineEntity.properties;

export const DocumentTemplateEntity = defineEntity({
  class: DocumentTemplate,
  tableName: 'document_templates',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    type: p.enum(TEMPLATE_TYPES),
    locale: p.enum(TEMPLATE_LOCALES),
    name: p.string().length(200),
    status: p.enum(TEMPLATE_STATUSES),
    is_default: p.boolean(),
    source_template_id: p.uuid().nullable(),
    draft_body: p.text(),
    published_version: p.integer().nullable(),
  },
});

export const TemplateVersionEntity = defineEntity({
  class: TemplateVersion,
  tableName: 'document_template_versions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    template_id: p.uuid(),
    number: p.integer(),
    body: p.text(),
    published_at: p.datetime(),
  },
});

export const templateEntities = [DocumentTemplateEntity, TemplateVersionEntity];
