// Generated lease PDFs (spec, "Generated lease PDF record").
import { defineEntity } from '@mikro-orm/core';
import { LeasePdf, PDF_TEMPLATE_TYPES } from '../../../core/leasing/lease-pdf.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const LeasePdfEntity = defineEntity({
  class: LeasePdf,
  tableName: 'lease_pdfs',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    template_id: p.uuid(),
    template_type: p.enum(PDF_TEMPLATE_TYPES),
    template_version: p.integer(),
    storage_key: p.string().length(255).unique(),
    file_size: p.integer(),
    pages: p.integer(),
    sha256: p.string().length(64),
    custom_variables: p.json<Record<string, unknown>>().nullable(),
  },
});

export const leasePdfEntities = [LeasePdfEntity];
