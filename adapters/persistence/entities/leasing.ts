// Leases, lease types, lessees and their terms, lease documents, generated lease PDFs and the
// cache of PDF renders.
import { defineEntity } from '@mikro-orm/core';
import {
  CHARGE_SETTLEMENT_MODES,
  LEASE_STATUSES,
  LESSEE_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_TERMS,
  RENT_FREQUENCIES,
  REVISION_INDEX_TYPES,
  TENANT_ROLES,
  USAGE_TYPES,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_CODES,
  PDF_TEMPLATE_TYPES,
} from '../../../contract/vocabulary/leasing.js';
import { Lease, LeaseDocument, LeaseLessee, LeaseRentRevision } from '../../../core/leasing/lease.js';
import { LeaseType } from '../../../core/leasing/lease-type.js';
import { Lessee } from '../../../core/leasing/lessees/lessee.js';
import { LeasePdf } from '../../../core/leasing/pdf/lease-pdf.js';
import { PdfCacheCounters, PdfCacheEntry } from '../../../core/leasing/pdf/pdf-cache.js';
import { createdAt, id, money, p, storedFileColumns, tenantFilter, tenantOwned, updatedAt } from './columns.js';

/** Shared by every tenant: the legal frameworks, seeded by the leasing migration. */
export const LeaseTypeEntity = defineEntity({
  class: LeaseType,
  tableName: 'lease_types',
  properties: {
    id: id(),
    code: p.enum(LEASE_TYPE_CODES).unique(),
    name: p.string(),
    description: p.text(),
    category: p.enum(LEASE_TYPE_CATEGORIES),
    furnished: p.boolean(),
    default_duration_months: p.integer(),
    min_duration_months: p.integer(),
    max_duration_months: p.integer().nullable(),
    allowed_durations_months: p.json<number[]>(),
    deposit_cap_months: p.integer().nullable(),
    legal_reference: p.string(),
  },
});

export const LeaseEntity = defineEntity({
  class: Lease,
  tableName: 'leases',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    estate_id: p.uuid().index(),
    lease_type_id: p.uuid(),
    reference_number: p.string().length(100).nullable(),
    start_date: p.date(),
    end_date: p.date(),
    rent_amount: money(),
    rent_frequency: p.enum(RENT_FREQUENCIES),
    deposit_amount: money().nullable(),
    revision_index_type: p.enum(REVISION_INDEX_TYPES),
    next_revision_date: p.date().nullable(),
    inventory_type: p.string().length(100).nullable(),
    usage_type: p.enum(USAGE_TYPES),
    payment_day: p.smallint().nullable(),
    payment_terms: p.enum(PAYMENT_TERMS),
    payment_method: p.enum(PAYMENT_METHODS).nullable(),
    charge_settlement_mode: p.enum(CHARGE_SETTLEMENT_MODES),
    charges_amount: money().nullable(),
    is_subject_to_rent_evolution_decree: p.boolean(),
    is_subject_to_reference_rent_cap: p.boolean(),
    reference_rent_per_m2: money().nullable(),
    reference_rent_increased_per_m2: money().nullable(),
    base_rent_amount: money().nullable(),
    special_conditions: p.text().nullable(),
    status: p.enum(LEASE_STATUSES),
    rent_regulation_compliance_status: p.string().length(50).nullable(),
  },
});

export const LeaseRentRevisionEntity = defineEntity({
  class: LeaseRentRevision,
  tableName: 'lease_rent_revisions',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid().index(),
    lease_id: p.uuid().index(),
    old_rent_amount: money(),
    new_rent_amount: money(),
    effective_date: p.date(),
    reason: p.text().nullable(),
    created_at: createdAt(),
  },
});

export const LesseeEntity = defineEntity({
  class: Lessee,
  tableName: 'lessees',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    category: p.enum(LESSEE_CATEGORIES),
    title: p.string().length(20).nullable(),
    first_name: p.string().nullable(),
    last_name: p.string(),
    birth_date: p.date().nullable(),
    birth_place: p.string().nullable(),
    email: p.string().nullable(),
    mobile_phone: p.string().length(20).nullable(),
    address_street: p.string().nullable(),
    address_postal_code: p.string().length(20).nullable(),
    address_city: p.string().nullable(),
    address_country: p.string().length(50).nullable(),
    profession: p.string().nullable(),
    employer_name: p.string().nullable(),
    employer_phone: p.string().length(20).nullable(),
    monthly_income: money().nullable(),
    bank_name: p.string().nullable(),
    iban: p.string().length(34).nullable(),
    bic: p.string().length(11).nullable(),
  },
});

export const LeaseLesseeEntity = defineEntity({
  class: LeaseLessee,
  tableName: 'lease_lessees',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().index(),
    lessee_id: p.uuid().index(),
    role: p.enum(TENANT_ROLES),
    start_date: p.date(),
    end_date: p.date().nullable(),
    rent_share: p.decimal('number').precision(5).scale(2).nullable(),
  },
});

export const LeaseDocumentEntity = defineEntity({
  class: LeaseDocument,
  tableName: 'lease_documents',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().index(),
    document_type: p.string().length(100),
    ...storedFileColumns(),
  },
});

export const leasingEntities = [
  LeaseTypeEntity,
  LeaseEntity,
  LeaseRentRevisionEntity,
  LesseeEntity,
  LeaseLesseeEntity,
  LeaseDocumentEntity,
];

/** Properties of a rendered PDF (a lease's, a cached one): its template, its FileStore key, its size and SHA-256. */
const renderedPdfColumns = () => ({
  template_type: p.enum(PDF_TEMPLATE_TYPES),
  template_version: p.integer(),
  storage_key: p.string().length(255).unique(),
  file_size: p.integer(),
  pages: p.integer(),
  sha256: p.string().length(64),
});

export const LeasePdfEntity = defineEntity({
  class: LeasePdf,
  tableName: 'lease_pdfs',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    amendment_id: p.uuid().nullable(),
    template_id: p.uuid(),
    ...renderedPdfColumns(),
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
    ...renderedPdfColumns(),
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
