import { defineEntity } from '@mikro-orm/core';
import {
  DEPOSIT_STATUSES,
  DepositPenaltyAccrual,
  DepositRetention,
  RETENTION_CATEGORIES,
  SecurityDeposit,
} from '../../../core/billing/deposit.js';
import { BillingSettings } from '../../../core/billing/settings.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const BillingSettingsEntity = defineEntity({
  class: BillingSettings,
  tableName: 'billing_settings',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    rent_grace_days: p.smallint(),
    rent_formal_notice_days: p.smallint(),
    rent_escalation_days: p.smallint(),
    deposit_reminder_days: p.smallint(),
  },
});

export const SecurityDepositEntity = defineEntity({
  class: SecurityDeposit,
  tableName: 'security_deposits',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().unique(),
    amount: money(),
    received_amount: money().nullable(),
    received_on: p.date().nullable(),
    status: p.enum(DEPOSIT_STATUSES),
    keys_returned_on: p.date().nullable(),
    exit_matches_entry: p.boolean().nullable(),
    forwarding_address: p.text().nullable(),
    restitution_deadline: p.date().nullable(),
    returned_amount: money().nullable(),
    returned_on: p.date().nullable(),
  },
});

export const DepositRetentionEntity = defineEntity({
  class: DepositRetention,
  tableName: 'deposit_retentions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    deposit_id: p.uuid(),
    lease_id: p.uuid(),
    category: p.enum(RETENTION_CATEGORIES),
    amount: money(),
    justification: p.text(),
    accounts_approved_on: p.date().nullable(),
    settled_amount: money().nullable(),
    settled_on: p.date().nullable(),
  },
});

export const DepositPenaltyAccrualEntity = defineEntity({
  class: DepositPenaltyAccrual,
  tableName: 'deposit_penalty_accruals',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid().index(),
    created_at: createdAt(),
    deposit_id: p.uuid(),
    period_number: p.integer(),
    period_start: p.date(),
    amount: money(),
  },
});

export const billingEntities = [
  BillingSettingsEntity,
  SecurityDepositEntity,
  DepositRetentionEntity,
  DepositPenaltyAccrualEntity,
];
