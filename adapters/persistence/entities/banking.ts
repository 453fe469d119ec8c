import { defineEntity } from '@mikro-orm/core';
import {
  BANK_ENTRY_STATUSES,
  MATCH_METHODS,
  QUEUE_REASONS,
  STATEMENT_FORMATS,
} from '../../../contract/vocabulary/banking.js';
import {
  BankEntry,
  BankStatementImport,
  LeasePaymentReference,
  type MatchCandidate,
} from '../../../core/banking/bank-records.js';
import { money, p, tenantFilter, tenantOwned } from './columns.js';

export const BankStatementImportEntity = defineEntity({
  class: BankStatementImport,
  tableName: 'bank_statement_imports',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    format: p.enum(STATEMENT_FORMATS),
    file_name: p.string(),
    statement_id: p.string().nullable(),
    account_iban: p.string().length(34).nullable(),
    credit_count: p.integer(),
    debit_count: p.integer(),
    imported_count: p.integer(),
    duplicate_count: p.integer(),
    matched_count: p.integer(),
    queued_count: p.integer(),
  },
});

export const BankEntryEntity = defineEntity({
  class: BankEntry,
  tableName: 'bank_entries',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    import_id: p.uuid(),
    entry_key: p.string(),
    booked_on: p.date(),
    value_date: p.date().nullable(),
    amount: money(),
    currency: p.string().length(3),
    payer_name: p.text().nullable(),
    payer_iban: p.string().length(34).nullable(),
    remittance: p.text().nullable(),
    status: p.enum(BANK_ENTRY_STATUSES),
    queue_reason: p.enum(QUEUE_REASONS).nullable(),
    match_method: p.enum(MATCH_METHODS).nullable(),
    confidence: p.decimal('number').precision(4).scale(3).nullable(),
    candidates: p.json<MatchCandidate[]>(),
    lease_id: p.uuid().nullable(),
    payment_id: p.uuid().nullable(),
    note: p.text().nullable(),
  },
});

export const LeasePaymentReferenceEntity = defineEntity({
  class: LeasePaymentReference,
  tableName: 'lease_payment_references',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    reference: p.string().length(35),
  },
});

export const bankingEntities = [BankStatementImportEntity, BankEntryEntity, LeasePaymentReferenceEntity];
