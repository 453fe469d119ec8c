// Owner accounts under management mandates (core/mandates/accounts/, statements/, payouts/): the
// append-only ledger, the expenses paid for owners, the payouts and the statements.
import { defineEntity } from '@mikro-orm/core';
import { STATEMENT_FREQUENCIES } from '../../../contract/vocabulary/mandates.js';
import { OWNER_ENTRY_KINDS } from '../../../contract/vocabulary/owner-accounts.js';
import { OwnerExpense, OwnerLedgerEntry } from '../../../core/mandates/accounts/owner-entry.js';
import { OwnerPayout } from '../../../core/mandates/payouts/payout.js';
import { OwnerStatement, type StatementLine } from '../../../core/mandates/statements/owner-statement.js';
import { createdAt, id, money, p, tenantFilter } from './columns.js';

const owned = () => ({ id: id(), tenant_id: p.uuid().index(), created_at: createdAt() });

export const OwnerLedgerEntryEntity = defineEntity({
  class: OwnerLedgerEntry,
  tableName: 'owner_ledger_entries',
  filters: tenantFilter,
  properties: {
    ...owned(),
    mandate_id: p.uuid(),
    owner_id: p.uuid(),
    estate_id: p.uuid().nullable(),
    lease_id: p.uuid().nullable(),
    kind: p.enum(OWNER_ENTRY_KINDS),
    amount: money(),
    occurred_on: p.date(),
    label: p.string().length(255),
    source_kind: p.string().length(20),
    source_id: p.uuid(),
    corrects_entry_id: p.uuid().nullable(),
  },
});

export const OwnerExpenseEntity = defineEntity({
  class: OwnerExpense,
  tableName: 'owner_expenses',
  filters: tenantFilter,
  properties: {
    ...owned(),
    mandate_id: p.uuid(),
    owner_id: p.uuid(),
    estate_id: p.uuid().nullable(),
    label: p.string().length(255),
    supplier: p.string().length(255).nullable(),
    amount: money(),
    paid_on: p.date(),
    document_id: p.uuid(),
  },
});

export const OwnerPayoutEntity = defineEntity({
  class: OwnerPayout,
  tableName: 'owner_payouts',
  filters: tenantFilter,
  properties: {
    ...owned(),
    mandate_id: p.uuid(),
    owner_id: p.uuid(),
    amount: money(),
    paid_on: p.date(),
    iban: p.string().length(34),
    bic: p.string().length(11).nullable(),
    creditor_name: p.string().length(255),
    reference: p.string().length(140).nullable(),
  },
});

export const OwnerStatementEntity = defineEntity({
  class: OwnerStatement,
  tableName: 'owner_statements',
  filters: tenantFilter,
  properties: {
    ...owned(),
    mandate_id: p.uuid(),
    owner_id: p.uuid(),
    frequency: p.enum(STATEMENT_FREQUENCIES),
    period_start: p.date(),
    period_end: p.date(),
    opening_balance: money(),
    collected: money(),
    fees: money(),
    fees_vat: money(),
    expenses: money(),
    corrections: money(),
    paid_out: money(),
    closing_balance: money(),
    deposits_held: money(),
    lines: p.json<StatementLine[]>(),
    issued_at: p.datetime(),
    template_id: p.uuid().nullable(),
    template_version: p.integer().nullable(),
  },
});

export const ownerAccountEntities = [
  OwnerLedgerEntryEntity,
  OwnerExpenseEntity,
  OwnerPayoutEntity,
  OwnerStatementEntity,
];
