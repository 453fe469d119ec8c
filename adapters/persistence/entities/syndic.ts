// The copropriété mappings (issue 38): syndicates, lots, charge keys and shares, assemblies and
// resolutions, budgets and accounts. Amounts are integer cents (bigint columns read as numbers).
import { defineEntity } from '@mikro-orm/core';
import { CHARGE_CATEGORY_CODES } from '../../../contract/vocabulary/charges.js';
import {
  BUDGET_STATUSES,
  CHARGE_KEY_KINDS,
  DECIDING_VOTES,
  MAJORITIES,
  RESOLUTION_RESULTS,
  SYNDIC_ACCOUNTS_STATUSES,
} from '../../../contract/vocabulary/syndic.js';
import { Assembly, Resolution, type SecondVote } from '../../../core/syndic/assemblies/assembly.js';
import { SyndicAccounts, SyndicExpense } from '../../../core/syndic/management/accounts.js';
import { Budget, BudgetLine } from '../../../core/syndic/management/budget.js';
import { ChargeKey, LotShare, SyndicLot, Syndicate } from '../../../core/syndic/management/syndicate.js';
import { PAYMENT_METHODS } from '../../../contract/vocabulary/leasing.js';
import {
  CO_OWNER_ENTRY_KINDS,
  FUND_CALL_KINDS,
  FUND_CALL_STATUSES,
  RECOVERY_STEPS,
} from '../../../contract/vocabulary/syndic.js';
import {
  AccountsSettlement,
  CoOwnerAccount,
  CoOwnerEntry,
  CoOwnerPayment,
  CoOwnerPaymentAllocation,
  CoOwnerRecovery,
} from '../../../core/syndic/co-owner-accounts/account.js';
import {
  FundCall,
  FundCallNotice,
  type NoticeLine,
  ProvisionSchedule,
  type WorksLine,
} from '../../../core/syndic/fund-calls/fund-call.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

const cents = () => p.bigint('number');

export const SyndicateEntity = defineEntity({
  class: Syndicate,
  tableName: 'syndicates',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid(),
    registry_number: p.string().nullable(),
    name: p.string(),
    fiscal_year_start_month: p.smallint(),
    building_completed_on: p.date().nullable(),
  },
});

export const SyndicLotEntity = defineEntity({
  class: SyndicLot,
  tableName: 'syndic_lots',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    number: p.string(),
    estate_id: p.uuid().nullable(),
    co_owner_owner_id: p.uuid().nullable(),
    co_owner_contact_id: p.uuid().nullable(),
    description: p.text().nullable(),
  },
});

export const ChargeKeyEntity = defineEntity({
  class: ChargeKey,
  tableName: 'syndic_charge_keys',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    code: p.string(),
    name: p.string(),
    kind: p.enum(CHARGE_KEY_KINDS),
    stated_total: p.integer(),
  },
});

export const LotShareEntity = defineEntity({
  class: LotShare,
  tableName: 'syndic_lot_shares',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    charge_key_id: p.uuid(),
    lot_id: p.uuid(),
    shares: p.integer(),
    created_at: createdAt(),
  },
});

export const AssemblyEntity = defineEntity({
  class: Assembly,
  tableName: 'syndic_assemblies',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    held_on: p.date(),
    convened_on: p.date(),
    urgent: p.boolean(),
    short_notice: p.boolean(),
    location: p.string().nullable(),
    notes: p.text().nullable(),
  },
});

export const ResolutionEntity = defineEntity({
  class: Resolution,
  tableName: 'syndic_resolutions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    assembly_id: p.uuid(),
    charge_key_id: p.uuid(),
    position: p.integer(),
    subject: p.text(),
    majority: p.enum(MAJORITIES),
    votes_total: p.integer(),
    votes_for: p.integer(),
    votes_against: p.integer(),
    votes_abstaining: p.integer(),
    votes_absent: p.integer(),
    members_total: p.integer().nullable(),
    members_present: p.integer().nullable(),
    members_for: p.integer().nullable(),
    second_vote: p.json<SecondVote>().nullable(),
    result: p.enum(RESOLUTION_RESULTS),
    deciding_vote: p.enum(DECIDING_VOTES),
  },
});

export const BudgetEntity = defineEntity({
  class: Budget,
  tableName: 'syndic_budgets',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    fiscal_year: p.integer(),
    status: p.enum(BUDGET_STATUSES),
    works_fund_cents: cents(),
    works_plan_cents: cents().nullable(),
    works_fund_opt_out_resolution_id: p.uuid().nullable(),
    assembly_id: p.uuid().nullable(),
    voted_on: p.date().nullable(),
  },
});

export const BudgetLineEntity = defineEntity({
  class: BudgetLine,
  tableName: 'syndic_budget_lines',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    budget_id: p.uuid(),
    fiscal_year: p.integer(),
    charge_key_id: p.uuid(),
    heading: p.string(),
    amount_cents: cents(),
    created_at: createdAt(),
  },
});

export const SyndicAccountsEntity = defineEntity({
  class: SyndicAccounts,
  tableName: 'syndic_accounts',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    fiscal_year: p.integer(),
    status: p.enum(SYNDIC_ACCOUNTS_STATUSES),
    assembly_id: p.uuid().nullable(),
    approved_on: p.date().nullable(),
  },
});

export const SyndicExpenseEntity = defineEntity({
  class: SyndicExpense,
  tableName: 'syndic_expenses',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    accounts_id: p.uuid(),
    fiscal_year: p.integer(),
    charge_key_id: p.uuid(),
    heading: p.string(),
    amount_cents: cents(),
    charge_category: p.enum(CHARGE_CATEGORY_CODES).nullable(),
    recoverable_cents: cents(),
    created_at: createdAt(),
  },
});

export const syndicEntities = [
  SyndicateEntity,
  SyndicLotEntity,
  ChargeKeyEntity,
  LotShareEntity,
  AssemblyEntity,
  ResolutionEntity,
  BudgetEntity,
  BudgetLineEntity,
  SyndicAccountsEntity,
  SyndicExpenseEntity,
];

// Fund calls and co-owner accounts (issue 38 §3; core/syndic/fund-calls, core/syndic/co-owner-accounts).

export const ProvisionScheduleEntity = defineEntity({
  class: ProvisionSchedule,
  tableName: 'syndic_provision_schedules',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    fiscal_year: p.integer(),
    instalments: p.json<{ due_date: string; weight: number }[]>(),
  },
});

export const FundCallEntity = defineEntity({
  class: FundCall,
  tableName: 'syndic_fund_calls',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    kind: p.enum(FUND_CALL_KINDS),
    fiscal_year: p.integer(),
    instalment: p.integer(),
    instalments_count: p.integer(),
    due_date: p.date(),
    label: p.string(),
    status: p.enum(FUND_CALL_STATUSES),
    total_cents: cents(),
    works_reference: p.string().length(100).nullable(),
    works_lines: p.json<WorksLine[]>().nullable(),
    works_schedule: p.json<{ due_date: string; weight: number }[]>().nullable(),
    closed_on: p.date().nullable(),
  },
});

export const FundCallNoticeEntity = defineEntity({
  class: FundCallNotice,
  tableName: 'syndic_fund_call_notices',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    fund_call_id: p.uuid().nullable(),
    recovery_id: p.uuid().nullable(),
    kind: p.enum(FUND_CALL_KINDS),
    fiscal_year: p.integer(),
    lot_id: p.uuid(),
    account_id: p.uuid(),
    due_date: p.date(),
    amount_cents: cents(),
    paid_cents: cents(),
    lines: p.json<NoticeLine[]>(),
    balance_brought_forward_cents: cents(),
    storage_key: p.string().nullable(),
    file_name: p.string().nullable(),
    template_id: p.uuid().nullable(),
    template_version: p.integer().nullable(),
  },
});

export const CoOwnerAccountEntity = defineEntity({
  class: CoOwnerAccount,
  tableName: 'syndic_co_owner_accounts',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    owner_id: p.uuid().nullable(),
    contact_id: p.uuid().nullable(),
    number: p.string().length(20),
    name: p.string(),
  },
});

export const CoOwnerEntryEntity = defineEntity({
  class: CoOwnerEntry,
  tableName: 'syndic_co_owner_entries',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    account_id: p.uuid(),
    entry_date: p.date(),
    kind: p.enum(CO_OWNER_ENTRY_KINDS),
    ledger: p.string().length(6),
    label: p.string().length(500),
    amount_cents: cents(),
    fund_call_id: p.uuid().nullable(),
    notice_id: p.uuid().nullable(),
    payment_id: p.uuid().nullable(),
    recovery_id: p.uuid().nullable(),
    created_at: createdAt(),
  },
});

export const CoOwnerPaymentEntity = defineEntity({
  class: CoOwnerPayment,
  tableName: 'syndic_co_owner_payments',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    account_id: p.uuid(),
    paid_on: p.date(),
    amount_cents: cents(),
    method: p.enum(PAYMENT_METHODS),
    reference: p.string().length(100).nullable(),
    fund_call_id: p.uuid().nullable(),
    unallocated_cents: cents(),
    created_at: createdAt(),
  },
});

export const CoOwnerPaymentAllocationEntity = defineEntity({
  class: CoOwnerPaymentAllocation,
  tableName: 'syndic_payment_allocations',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    payment_id: p.uuid(),
    notice_id: p.uuid(),
    cents: cents(),
    created_at: createdAt(),
  },
});

export const CoOwnerRecoveryEntity = defineEntity({
  class: CoOwnerRecovery,
  tableName: 'syndic_co_owner_recoveries',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    syndicate_id: p.uuid(),
    account_id: p.uuid(),
    step: p.enum(RECOVERY_STEPS),
    taken_on: p.date(),
    notice_ids: p.json<string[]>(),
    amount_claimed_cents: cents(),
    nature: p.text(),
    first_presented_on: p.date().nullable(),
    interest_posted_cents: cents(),
    answered_on: p.date().nullable(),
  },
});

export const AccountsSettlementEntity = defineEntity({
  class: AccountsSettlement,
  tableName: 'syndic_accounts_settlements',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    syndicate_id: p.uuid(),
    fiscal_year: p.integer(),
    accounts_id: p.uuid(),
    settled_on: p.date(),
    regularisations: p.json<AccountsSettlement['regularisations']>(),
    charge_expenses: p.json<AccountsSettlement['charge_expenses']>(),
    deposit_settlements: p.json<AccountsSettlement['deposit_settlements']>(),
    created_at: createdAt(),
  },
});

export const syndicFundCallEntities = [
  ProvisionScheduleEntity,
  FundCallEntity,
  FundCallNoticeEntity,
  CoOwnerAccountEntity,
  CoOwnerEntryEntity,
  CoOwnerPaymentEntity,
  CoOwnerPaymentAllocationEntity,
  CoOwnerRecoveryEntity,
  AccountsSettlementEntity,
];
