import { Migration } from '@mikro-orm/migrations';

// Bank statements matched to leases (docs/decisions.md 240-244): the imports, their credits (each
// imported once per tenant: the unique key), and the payment reference of each lease (unique per
// tenant, one per lease). Payment references are given by the service when first read or needed by
// an import (core/banking/payment-references.ts): the ISO 11649 check digits are computed in code.
// Row-level security like every tenant table.
export class Migration20261202120000BankStatements extends Migration {
  override async up(): Promise<void> {
    const owned = `"id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null`;
    this.addSql(`create table "bank_statement_imports" (
      ${owned},
      "format" text not null, "file_name" varchar(255) not null, "statement_id" varchar(255) null,
      "account_iban" varchar(34) null,
      "credit_count" int not null, "debit_count" int not null, "imported_count" int not null,
      "duplicate_count" int not null, "matched_count" int not null, "queued_count" int not null,
      primary key ("id"),
      constraint "bank_statement_imports_format_check" check ("format" in ('CAMT053', 'CSV'))
    );`);
    this.addSql(
      `create index "bank_statement_imports_tenant_id_created_at_index" on "bank_statement_imports" ("tenant_id", "created_at");`,
    );
    this.addSql(`create table "bank_entries" (
      ${owned},
      "import_id" uuid not null references "bank_statement_imports" ("id") on delete cascade,
      "entry_key" varchar(255) not null, "booked_on" date not null, "value_date" date null,
      "amount" numeric(12,2) not null, "currency" varchar(3) not null,
      "payer_name" text null, "payer_iban" varchar(34) null, "remittance" text null,
      "status" text not null, "queue_reason" text null, "match_method" text null,
      "confidence" numeric(4,3) null, "candidates" jsonb not null default '[]',
      "lease_id" uuid null references "leases" ("id") on delete set null,
      "payment_id" uuid null references "rent_payments" ("id") on delete set null,
      "note" text null,
      primary key ("id"),
      constraint "bank_entries_tenant_id_entry_key_unique" unique ("tenant_id", "entry_key"),
      constraint "bank_entries_amount_check" check ("amount" > 0),
      constraint "bank_entries_status_check" check ("status" in ('MATCHED', 'QUEUED', 'ASSIGNED', 'DISMISSED')),
      constraint "bank_entries_queue_reason_check" check ("queue_reason" in ('NO_CANDIDATE', 'AMBIGUOUS', 'LOW_CONFIDENCE', 'PAYMENT_REFUSED')),
      constraint "bank_entries_match_method_check" check ("match_method" in ('REFERENCE', 'AMOUNT_AND_NAME', 'MANUAL')),
      constraint "bank_entries_confidence_check" check ("confidence" between 0 and 1)
    );`);
    for (const column of ['booked_on', 'amount', 'status', 'created_at', 'import_id', 'lease_id'])
      this.addSql(
        `create index "bank_entries_tenant_id_${column}_index" on "bank_entries" ("tenant_id", "${column}");`,
      );
    this.addSql(`create table "lease_payment_references" (
      ${owned},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "reference" varchar(35) not null,
      primary key ("id"),
      constraint "lease_payment_references_lease_unique" unique ("tenant_id", "lease_id"),
      constraint "lease_payment_references_reference_unique" unique ("tenant_id", "reference")
    );`);
    for (const table of ['bank_statement_imports', 'bank_entries', 'lease_payment_references'])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bank_entries" cascade;`);
    this.addSql(`drop table if exists "bank_statement_imports" cascade;`);
    this.addSql(`drop table if exists "lease_payment_references" cascade;`);
  }
}
