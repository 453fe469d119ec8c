// Generated lease PDFs (spec, "Generated lease PDF record") and the cache of PDF renders.
import { defineEntity } from '@mikro-orm/core';
import { LeasePdf, PDF_TEMPLATE_TYPES } from '../../../core/leasing/pdf/lease-pdf.js';
import { PdfCacheCounters, PdfCacheEntry } from '../../../core/leasing/pdf/pdf-cache.js';
import { p, tenantFilter, tenantOwned, updatedAt } from './columns.js';

export const LeasePdfEntity = defineEntity({
  class: LeasePdf,
  tableName: 'lease_pdfs',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    amendment_id: p.uuid().nullable(),
    template_id: p.uuid(),
    template_type: p.enum(PDF_TEMPLATE_TYPES),
    template_version: p.integer(),
    storage_key: p.string().length(255).unique(),
    file_size: p.integer(),
    pages: p.integer(),
    sha256: p.string().length(64),
    data_sha256: p.string().length(64).nullable(),
    custom_variables: p.json<Record<string, unknown>>().nullable(),
  },
});

export const PdfCacheEntryEntity = defineEntity({
  class: PdfCacheEntry,
  tableName: 'pdf_cache_entries',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    cache_key: p.string().length(200),
    template_type: p.enum(PDF_TEMPLATE_TYPES),
    template_version: p.integer(),
    storage_key: p.string().length(255).unique(),
    file_size: p.integer(),
    pages: p.integer(),
    sha256: p.string().length(64),
    hits: p.integer(),
    last_hit_at: p.datetime().nullable(),
  },
});

/** One row per tenant (id = tenant id), made by a trigger on tenants (migrations/Migration20261123010100_pdf_cache.ts). */
export const PdfCacheCountersEntity = defineEntity({
  class: PdfCacheCounters,
  tableName: 'pdf_cache_counters',
  filters: tenantFilter,
  properties: {
    id: p.uuid().primary(),
    tenant_id: p.uuid(),
    hits: p.bigint('number'),
    misses: p.bigint('number'),
    entries: p.bigint('number'),
    bytes: p.bigint('number'),
    since: p.datetime(),
    created_at: p.datetime(),
    updated_at: updatedAt(),
  },
});

export const leasePdfEntities = [LeasePdfEntity, PdfCacheEntryEntity, PdfCacheCountersEntity];
