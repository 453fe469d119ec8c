import { defineEntity } from '@mikro-orm/core';
import {
  CHARGE_CATEGORIES,
  DEPOSIT_STATUSES,
  ESCALATION_STEPS,
  PERIOD_STATUSES,
  RECEIPT_KINDS,
  RETENTION_CATEGORIES,
} from '../../../contract/vocabulary/billing.js';
import { PAYMENT_METHODS } from '../../../contract/vocabulary/leasing.js';
import { DepositPenaltyAccrual, DepositRetention, SecurityDeposit } from '../../../core/billing/deposits/deposit.js';
import {
  type ChargeAmount,
  LeaseChargeItem,
  PaymentAllocation,
  RentPayment,
  RentPeriod,
  RentReceipt,
} from '../../../core/billing/rent/rent.js';
import { RentReminder } from '../../../core/billing/reminders/rent-reminder.js';
import { BillingSettings } from '../../../core/billing/settings.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

/** Rows written once and never updated: an id, the tenant and the creation time. */
const appendOnly = () => ({ id: id(), tenant_id: p.uuid().index(), created_at: createdAt() });

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
    key_handover_id: p.uuid().nullable(),
  },
});

export const DepositPenaltyAccrualEntity = defineEntity({
  class: DepositPenaltyAccrual,
  tableName: 'deposit_penalty_accruals',
  filters: tenantFilter,
  properties: {
    ...appendOnly(),
    deposit_id: p.uuid(),
    period_number: p.integer(),
    period_start: p.date(),
    amount: money(),
  },
});

export const LeaseChargeItemEntity = defineEntity({
  class: LeaseChargeItem,
  tableName: 'lease_charge_items',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    category: p.enum(CHARGE_CATEGORIES),
    monthly_amount: money(),
  },
});

export const RentPeriodEntity = defineEntity({
  class: RentPeriod,
  tableName: 'rent_periods',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    period_start: p.date(),
    period_end: p.date(),
    due_date: p.date(),
    prorated: p.boolean(),
    rent_amount: money(),
    charges_amount: money(),
    charges: p.json<ChargeAmount[]>(),
    total_amount: money(),
    paid_amount: money(),
    status: p.enum(PERIOD_STATUSES),
    paid_on: p.date().nullable(),
    receipts_due: p.boolean(),
    notice_template_id: p.uuid().nullable(),
    notice_template_version: p.integer().nullable(),
  },
});

export const RentPaymentEntity = defineEntity({
  class: RentPayment,
  tableName: 'rent_payments',
  filters: tenantFilter,
  properties: {
    ...appendOnly(),
    lease_id: p.uuid(),
    amount: money(),
    paid_on: p.date(),
    method: p.enum(PAYMENT_METHODS),
    payer: p.string(),
    reference: p.string().nullable(),
    allocated_amount: money(),
  },
});

export const PaymentAllocationEntity = defineEntity({
  class: PaymentAllocation,
  tableName: 'payment_allocations',
  filters: tenantFilter,
  properties: {
    ...appendOnly(),
    lease_id: p.uuid(),
    payment_id: p.uuid(),
    period_id: p.uuid(),
    amount: money(),
  },
});

export const RentReceiptEntity = defineEntity({
  class: RentReceipt,
  tableName: 'rent_receipts',
  filters: tenantFilter,
  properties: {
    ...appendOnly(),
    lease_id: p.uuid(),
    period_id: p.uuid(),
    lessee_id: p.uuid(),
    kind: p.enum(RECEIPT_KINDS),
    period_start: p.date(),
    period_end: p.date(),
    rent_share: p.decimal('number').precision(5).scale(2),
    rent_amount: money(),
    charges_amount: money(),
    charges: p.json<ChargeAmount[]>(),
    total_amount: money(),
    paid_amount: money(),
    paid_rent_amount: money(),
    paid_charges_amount: money(),
    issued_on: p.date(),
    file_name: p.string(),
    file_size: p.integer(),
    storage_key: p.string().length(500),
    template_id: p.uuid().nullable(),
    template_version: p.integer().nullable(),
  },
});

export const RentReminderEntity = defineEntity({
  class: RentReminder,
  tableName: 'rent_reminders',
  filters: tenantFilter,
  properties: {
    ...appendOnly(),
    lease_id: p.uuid(),
    period_id: p.uuid(),
    step: p.enum(ESCALATION_STEPS),
    sent_on: p.date(),
    amount_due: money(),
    recommendation: p.text().nullable(),
  },
});

export const billingEntities = [
  BillingSettingsEntity,
  SecurityDepositEntity,
  DepositRetentionEntity,
  DepositPenaltyAccrualEntity,
  LeaseChargeItemEntity,
  RentPeriodEntity,
  RentPaymentEntity,
  PaymentAllocationEntity,
  RentReceiptEntity,
  RentReminderEntity,
];
