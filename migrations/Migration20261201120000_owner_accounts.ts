import { Migration } from '@mikro-orm/migrations';

// Owner accounts under management mandates (issue 35): the append-only ledger (one entry per source
// and kind, never updated: a trigger refuses UPDATE), the expenses paid for owners with their
// document, the payouts, the statements (one per mandate and period); the owner's IBAN and BIC; the
// owner claims and the owner key (api_keys.kind 'owner', bound to its owner).
const KINDS = `'RENT', 'CHARGES', 'FEE', 'FEE_VAT', 'EXPENSE', 'PAYOUT', 'CORRECTION'`;
const TABLES = ['owner_ledger_entries', 'owner_expenses', 'owner_payouts', 'owner_statements', 'owner_claims'];
const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;
const mandate = `"mandate_id" uuid not null references "management_mandates" ("id") on delete cascade`;
const owner = `"owner_id" uuid not null references "owners" ("id") on delete cascade`;

export class Migration20261201120000OwnerAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "owners" add column "iban" varchar(34) null, add column "bic" varchar(11) null;`);
    this.addSql(`create table "owner_ledger_entries" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${mandate}, ${owner},
      "estate_id" uuid null references "estates" ("id") on delete set null,
      "lease_id" uuid null references "leases" ("id") on delete set null,
      "kind" text not null, "amount" numeric(12,2) not null, "occurred_on" date not null, "label" varchar(255) not null,
      "source_kind" varchar(20) not null, "source_id" uuid not null, "corrects_entry_id" uuid null references "owner_ledger_entries" ("id"),
      primary key ("id"),
      constraint "owner_ledger_entries_kind_check" check ("kind" in (${KINDS})),
      constraint "owner_ledger_entries_source_unique" unique ("tenant_id", "source_kind", "source_id", "kind")
    );`);
    this.addSql(`create or replace function owner_ledger_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'owner ledger entries are never edited: record a correction'; end $$;`);
    this.addSql(`create trigger "owner_ledger_entries_no_update" before update on "owner_ledger_entries"
      for each row execute function owner_ledger_entries_append_only();`);
    this.addSql(`create table "owner_expenses" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${mandate}, ${owner},
      "estate_id" uuid null references "estates" ("id") on delete set null,
      "label" varchar(255) not null, "supplier" varchar(255) null, "amount" numeric(12,2) not null, "paid_on" date not null,
      "document_id" uuid not null references "media" ("id"),
      primary key ("id")
    );`);
    this.addSql(`create table "owner_payouts" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${mandate}, ${owner},
      "amount" numeric(12,2) not null, "paid_on" date not null, "iban" varchar(34) not null, "bic" varchar(11) null,
      "creditor_name" varchar(255) not null, "reference" varchar(140) null,
      primary key ("id"),
      constraint "owner_payouts_amount_check" check ("amount" > 0)
    );`);
    this.addSql(`create table "owner_statements" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${mandate}, ${owner},
      "frequency" text not null, "period_start" date not null, "period_end" date not null,
      "opening_balance" numeric(12,2) not null, "collected" numeric(12,2) not null, "fees" numeric(12,2) not null,
      "fees_vat" numeric(12,2) not null, "expenses" numeric(12,2) not null, "corrections" numeric(12,2) not null,
      "paid_out" numeric(12,2) not null, "closing_balance" numeric(12,2) not null, "deposits_held" numeric(12,2) not null,
      "lines" jsonb not null, "issued_at" timestamptz not null,
      primary key ("id"),
      constraint "owner_statements_period_unique" unique ("tenant_id", "mandate_id", "period_start")
    );`);
    this.addSql(`create table "owner_claims" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, "updated_at" timestamptz not null, ${owner},
      "token_hash" varchar(64) not null, "status" text not null, "expires_at" timestamptz not null,
      "otp_hash" varchar(128) null, "otp_channel" text null, "otp_expires_at" timestamptz null,
      "otp_sent_count" int not null default 0, "otp_last_sent_at" timestamptz null, "otp_failed_attempts" int not null default 0,
      "claimed_at" timestamptz null, "api_key_id" uuid null references "api_keys" ("id") on delete set null,
      "revoked_at" timestamptz null,
      primary key ("id"),
      constraint "owner_claims_token_hash_unique" unique ("token_hash"),
      constraint "owner_claims_status_check" check ("status" in ('PENDING', 'CLAIMED', 'REVOKED'))
    );`);
    this.addSql(`alter table "api_keys" add column "owner_id" uuid null references "owners" ("id") on delete cascade;`);
    this.addSql(`alter table "api_keys" drop constraint "api_keys_kind_check";`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_kind_check" check ("kind" in ('api', 'worker', 'lessee', 'owner'));`,
    );
    const indexes: [string, string][] = [
      ['owner_ledger_entries', '"tenant_id", "mandate_id", "occurred_on"'],
      ['owner_ledger_entries', '"tenant_id", "owner_id", "occurred_on"'],
      ['owner_ledger_entries', '"mandate_id"'],
      ['owner_expenses', '"tenant_id", "mandate_id", "paid_on"'],
      ['owner_expenses', '"document_id"'],
      ['owner_payouts', '"tenant_id", "mandate_id", "paid_on"'],
      ['owner_payouts', '"tenant_id", "owner_id", "paid_on"'],
      ['owner_statements', '"tenant_id", "owner_id", "period_start"'],
      ['owner_claims', '"tenant_id", "owner_id"'],
      ['api_keys', '"owner_id"'],
    ];
    for (const [table, columns] of indexes)
      this.addSql(
        `create index "${table}_${columns.replace(/"/g, '').replace(/, /g, '_')}_index" on "${table}" (${columns});`,
      );
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys" drop constraint "api_keys_kind_check";`);
    this.addSql(`delete from "api_keys" where "kind" = 'owner';`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_kind_check" check ("kind" in ('api', 'worker', 'lessee'));`,
    );
    this.addSql(`alter table "api_keys" drop column if exists "owner_id";`);
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`drop function if exists owner_ledger_entries_append_only();`);
    this.addSql(`alter table "owners" drop column if exists "iban", drop column if exists "bic";`);
  }
}
