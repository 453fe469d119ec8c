import { defineEntity } from '@mikro-orm/core';
import { LeaseNotice, LeaseNoticeDocument, LeaseRenewal } from '../../../core/lifecycle/lease-notice.js';
import { LeaseTermination, LeaseTerminationDocument } from '../../../core/lifecycle/lease-termination.js';
import { NOTICE_STATUSES, BENEFICIARY_RELATIONSHIPS, DELIVERY_MODES } from '../../../contract/vocabulary/lifecycle.js';
import { LEASE_PARTIES, LEASE_STATUSES } from '../../../contract/vocabulary/leasing.js';
import { NOTICE_REASONS, TERMINATION_GROUNDS } from '../../../contract/vocabulary/lifecycle.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const LeaseNoticeEntity = defineEntity({
  class: LeaseNotice,
  tableName: 'lease_notices',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    given_by: p.enum(LEASE_PARTIES),
    reason: p.enum(NOTICE_REASONS),
    received_date: p.date(),
    delivery_mode: p.enum(DELIVERY_MODES),
    notice_months: p.smallint(),
    end_date: p.date(),
    status: p.enum(NOTICE_STATUSES),
    reduced_notice: p.boolean(),
    zone_tendue: p.boolean(),
    legal_reference: p.string(),
    motive_details: p.text().nullable(),
    beneficiary_name: p.string().nullable(),
    beneficiary_relationship: p.enum(BENEFICIARY_RELATIONSHIPS).nullable(),
    sale_price: money().nullable(),
    withdrawn_at: p.datetime().nullable(),
  },
});

export const LeaseNoticeDocumentEntity = defineEntity({
  class: LeaseNoticeDocument,
  tableName: 'lease_notice_documents',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    notice_id: p.uuid(),
    media_id: p.uuid(),
    created_at: createdAt(),
  },
});

export const LeaseRenewalEntity = defineEntity({
  class: LeaseRenewal,
  tableName: 'lease_renewals',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    lease_id: p.uuid(),
    previous_end_date: p.date(),
    new_end_date: p.date(),
    months: p.smallint(),
    legal_reference: p.string(),
    created_at: createdAt(),
  },
});

export const LeaseTerminationEntity = defineEntity({
  class: LeaseTermination,
  tableName: 'lease_terminations',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    lease_id: p.uuid().unique(),
    ground: p.enum(TERMINATION_GROUNDS),
    legal_reference: p.string(),
    effective_date: p.date(),
    act_date: p.date().nullable(),
    lessee_id: p.uuid().nullable(),
    notice_id: p.uuid().nullable(),
    details: p.text().nullable(),
    previous_status: p.enum(LEASE_STATUSES),
    previous_end_date: p.date(),
    last_period_id: p.uuid().nullable(),
    cancelled_periods: p.smallint(),
    deposit_handed_over: p.boolean(),
    created_at: createdAt(),
  },
});

export const LeaseTerminationDocumentEntity = defineEntity({
  class: LeaseTerminationDocument,
  tableName: 'lease_termination_documents',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    termination_id: p.uuid(),
    media_id: p.uuid(),
    created_at: createdAt(),
  },
});

export const lifecycleEntities = [
  LeaseNoticeEntity,
  LeaseNoticeDocumentEntity,
  LeaseRenewalEntity,
  LeaseTerminationEntity,
  LeaseTerminationDocumentEntity,
];
