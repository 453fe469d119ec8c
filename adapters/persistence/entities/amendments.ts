// Lease amendments (core/amendments).
import { defineEntity } from '@mikro-orm/core';
import {
  Amendment,
  AmendmentDocument,
  AmendmentDurationDetail,
  AmendmentHistoryEntry,
  AmendmentNotification,
  AmendmentRentDetail,
  AmendmentValidation,
  type JsonValues,
} from '../../../core/amendments/amendment.js';
import {
  AMENDMENT_STATUSES,
  AMENDMENT_TYPES,
  HISTORY_CHANGE_TYPES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  RECIPIENT_TYPES,
  RENT_INCREASE_BASES,
  VALIDATION_DECISIONS,
} from '../../../contract/vocabulary/amendments.js';
import { id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const AmendmentEntity = defineEntity({
  class: Amendment,
  tableName: 'lease_amendments',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    amendment_number: p.integer(),
    type: p.enum(AMENDMENT_TYPES),
    title: p.string().length(200),
    description: p.text().nullable(),
    effective_date: p.date(),
    status: p.enum(AMENDMENT_STATUSES),
    reason: p.text().nullable(),
    created_by: p.uuid(),
    expires_at: p.datetime().nullable(),
    activated_at: p.datetime().nullable(),
  },
});

export const AmendmentRentDetailEntity = defineEntity({
  class: AmendmentRentDetail,
  tableName: 'amendment_rent_details',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    amendment_id: p.uuid(),
    old_rent_amount: money(),
    new_rent_amount: money(),
    old_charges_amount: money().nullable(),
    new_charges_amount: money().nullable(),
    effective_date: p.date(),
    increase_basis: p.enum(RENT_INCREASE_BASES).nullable(),
    works_description: p.text().nullable(),
    works_cost: money().nullable(),
  },
});

export const AmendmentDurationDetailEntity = defineEntity({
  class: AmendmentDurationDetail,
  tableName: 'amendment_duration_details',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    amendment_id: p.uuid(),
    old_end_date: p.date(),
    new_end_date: p.date(),
    extension_months: p.integer(),
  },
});

export const AmendmentDocumentEntity = defineEntity({
  class: AmendmentDocument,
  tableName: 'amendment_documents',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    amendment_id: p.uuid(),
    lease_id: p.uuid(),
    document_type: p.string().length(100),
    description: p.text().nullable(),
    file_name: p.string().length(255),
    content_type: p.string().length(100),
    file_size: p.integer(),
    sha256: p.string().length(64),
    storage_key: p.string().length(500),
  },
});

export const AmendmentValidationEntity = defineEntity({
  class: AmendmentValidation,
  tableName: 'amendment_validations',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    amendment_id: p.uuid(),
    validator_name: p.string().length(200),
    validator_email: p.string().length(255).nullable(),
    decision: p.enum(VALIDATION_DECISIONS),
    comment: p.text().nullable(),
  },
});

export const AmendmentHistoryEntryEntity = defineEntity({
  class: AmendmentHistoryEntry,
  tableName: 'amendment_history',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    amendment_id: p.uuid(),
    change_type: p.enum(HISTORY_CHANGE_TYPES),
    change_date: p.datetime(),
    performed_by: p.uuid(),
    previous_values: p.json<JsonValues>().nullable(),
    new_values: p.json<JsonValues>().nullable(),
    change_reason: p.text().nullable(),
  },
});

export const AmendmentNotificationEntity = defineEntity({
  class: AmendmentNotification,
  tableName: 'amendment_notifications',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    amendment_id: p.uuid(),
    lease_id: p.uuid(),
    recipient_id: p.uuid(),
    recipient_type: p.enum(RECIPIENT_TYPES),
    notification_type: p.enum(NOTIFICATION_TYPES),
    status: p.enum(NOTIFICATION_STATUSES),
    title: p.string().length(300),
    content: p.text(),
    sent_date: p.datetime().nullable(),
    read_date: p.datetime().nullable(),
    actioned_date: p.datetime().nullable(),
    expires_at: p.datetime().nullable(),
  },
});

export const amendmentEntities = [
  AmendmentEntity,
  AmendmentRentDetailEntity,
  AmendmentDurationDetailEntity,
  AmendmentDocumentEntity,
  AmendmentValidationEntity,
  AmendmentHistoryEntryEntity,
  AmendmentNotificationEntity,
];
