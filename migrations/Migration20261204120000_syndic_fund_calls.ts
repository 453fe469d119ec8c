import { Migration } from '@mikro-orm/migrations';

// Fund calls and co-owner accounts (issue 38 §3, décret 2005-240): the year's provision schedule when
// the assembly set one, the calls and their notices (one per co-owner and lot), the co-owners'
// accounts in class 45 with entries never changed (a trigger refuses an update), their payments and
// allocations, the recovery steps, and the settlement of approved accounts. A charge expense may now
// belong to one estate: a syndic's recoverable share of a lot (core/charges/regularisations).
const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;
const stamps = `"created_at" timestamptz not null, "updated_at" timestamptz not null`;
const syndicate = `"syndicate_id" uuid not null references "syndicates" ("id") on delete cascade`;
const account = `"account_id" uuid not null references "syndic_co_owner_accounts" ("id") on delete cascade`;
const KINDS = `'BUDGET_PROVISION', 'WORKS_FUND', 'WORKS'`;
const TABLES = [
  'syndic_provision_schedules',
  'syndic_fund_calls',
  'syndic_co_owner_accounts',
  'syndic_co_owner_recoveries',
  'syndic_fund_call_notices',
  'syndic_co_owner_payments',
  'syndic_payment_allocations',
  'syndic_co_owner_entries',
  'syndic_accounts_settlements',
];

function calls(m: Migration) {
  m.addSql(`create table "syndic_provision_schedules" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "fiscal_year" int not null, "instalments" jsonb not null,
    primary key ("id"), constraint "syndic_provision_schedules_unique" unique ("syndicate_id", "fiscal_year"));`);
  m.addSql(`create table "syndic_fund_calls" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "kind" text not null, "fiscal_year" int not null, "instalment" int not null, "instalments_count" int not null,
    "due_date" date not null, "label" varchar(255) not null, "status" text not null default 'OPEN',
    "total_cents" bigint not null, "works_reference" varchar(100) null, "works_lines" jsonb null,
    "works_schedule" jsonb null, "closed_on" date null,
    primary key ("id"),
    constraint "syndic_fund_calls_kind_check" check ("kind" in (${KINDS})),
    constraint "syndic_fund_calls_status_check" check ("status" in ('OPEN', 'CLOSED')),
    constraint "syndic_fund_calls_works_check" check (("kind" = 'WORKS') = ("works_reference" is not null)));`);
  m.addSql(`create unique index "syndic_fund_calls_series_unique" on "syndic_fund_calls"
    ("syndicate_id", "kind", "fiscal_year", coalesce("works_reference", ''), "instalment");`);
  m.addSql(`create table "syndic_co_owner_accounts" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "owner_id" uuid null references "owners" ("id") on delete restrict,
    "contact_id" uuid null references "contacts" ("id") on delete restrict,
    "number" varchar(20) not null, "name" varchar(255) not null,
    primary key ("id"),
    constraint "syndic_co_owner_accounts_number_unique" unique ("syndicate_id", "number"),
    constraint "syndic_co_owner_accounts_owner_unique" unique ("syndicate_id", "owner_id"),
    constraint "syndic_co_owner_accounts_contact_unique" unique ("syndicate_id", "contact_id"),
    constraint "syndic_co_owner_accounts_one_check" check (("owner_id" is null) <> ("contact_id" is null)));`);
  m.addSql(`create table "syndic_co_owner_recoveries" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate}, ${account},
    "step" text not null, "taken_on" date not null, "notice_ids" jsonb not null, "amount_claimed_cents" bigint not null,
    "nature" text not null, "first_presented_on" date null, "interest_posted_cents" bigint not null default 0,
    "answered_on" date null,
    primary key ("id"),
    constraint "syndic_co_owner_recoveries_step_check" check ("step" in ('REMINDER', 'FORMAL_NOTICE', 'ACCELERATION')));`);
  m.addSql(`create table "syndic_fund_call_notices" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "fund_call_id" uuid null references "syndic_fund_calls" ("id") on delete cascade,
    "recovery_id" uuid null references "syndic_co_owner_recoveries" ("id") on delete cascade,
    "kind" text not null, "fiscal_year" int not null,
    "lot_id" uuid not null references "syndic_lots" ("id") on delete restrict, ${account},
    "due_date" date not null, "amount_cents" bigint not null, "paid_cents" bigint not null default 0,
    "lines" jsonb not null, "balance_brought_forward_cents" bigint not null,
    "storage_key" varchar(255) null, "file_name" varchar(255) null,
    primary key ("id"),
    constraint "syndic_fund_call_notices_lot_unique" unique ("fund_call_id", "lot_id"),
    constraint "syndic_fund_call_notices_origin_check" check (("fund_call_id" is null) <> ("recovery_id" is null)),
    constraint "syndic_fund_call_notices_paid_check" check ("paid_cents" between 0 and "amount_cents"));`);
}

function accounts(m: Migration) {
  m.addSql(`create table "syndic_co_owner_payments" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate}, ${account},
    "paid_on" date not null, "amount_cents" bigint not null, "method" text not null, "reference" varchar(100) null,
    "fund_call_id" uuid null references "syndic_fund_calls" ("id") on delete restrict,
    "unallocated_cents" bigint not null,
    primary key ("id"),
    constraint "syndic_co_owner_payments_amount_check" check ("amount_cents" > 0 and "unallocated_cents" between 0 and "amount_cents"));`);
  m.addSql(`create table "syndic_payment_allocations" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate},
    "payment_id" uuid not null references "syndic_co_owner_payments" ("id") on delete cascade,
    "notice_id" uuid not null references "syndic_fund_call_notices" ("id") on delete cascade,
    "cents" bigint not null, primary key ("id"), constraint "syndic_payment_allocations_cents_check" check ("cents" > 0));`);
  m.addSql(`create table "syndic_co_owner_entries" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate}, ${account},
    "entry_date" date not null, "kind" text not null, "ledger" varchar(6) not null, "label" varchar(500) not null,
    "amount_cents" bigint not null,
    "fund_call_id" uuid null references "syndic_fund_calls" ("id") on delete cascade,
    "notice_id" uuid null references "syndic_fund_call_notices" ("id") on delete cascade,
    "payment_id" uuid null references "syndic_co_owner_payments" ("id") on delete cascade,
    "recovery_id" uuid null references "syndic_co_owner_recoveries" ("id") on delete cascade,
    primary key ("id"),
    constraint "syndic_co_owner_entries_kind_check" check ("kind" in ('CALL', 'PAYMENT', 'REGULARISATION', 'INTEREST', 'ACCELERATION')));`);
  m.addSql(`create function "syndic_entries_are_final"() returns trigger language plpgsql as $$
    begin raise exception 'a co-owner account entry is never changed (décret 2005-240)'; end $$;`);
  m.addSql(`create trigger "syndic_co_owner_entries_final" before update on "syndic_co_owner_entries"
    for each row execute function "syndic_entries_are_final"();`);
  m.addSql(`create table "syndic_accounts_settlements" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate},
    "fiscal_year" int not null, "accounts_id" uuid not null references "syndic_accounts" ("id") on delete cascade,
    "settled_on" date not null, "regularisations" jsonb not null, "charge_expenses" jsonb not null,
    "deposit_settlements" jsonb not null,
    primary key ("id"), constraint "syndic_accounts_settlements_unique" unique ("syndicate_id", "fiscal_year"));`);
  m.addSql(`alter table "charge_expenses" add column "estate_id" uuid null references "estates" ("id") on delete cascade,
    add column "syndic_expense_id" uuid null references "syndic_expenses" ("id") on delete set null;`);
}

const INDEXES: [string, string][] = [
  ['syndic_fund_calls', '"tenant_id", "syndicate_id", "due_date"'],
  ['syndic_co_owner_accounts', '"tenant_id", "syndicate_id", "number"'],
  ['syndic_co_owner_accounts', '"owner_id"'],
  ['syndic_co_owner_accounts', '"contact_id"'],
  ['syndic_fund_call_notices', '"tenant_id", "fund_call_id", "created_at"'],
  ['syndic_fund_call_notices', '"tenant_id", "account_id", "due_date"'],
  ['syndic_fund_call_notices', '"tenant_id", "syndicate_id", "kind", "fiscal_year"'],
  ['syndic_fund_call_notices', '"lot_id"'],
  ['syndic_fund_call_notices', '"recovery_id"'],
  ['syndic_co_owner_payments', '"tenant_id", "account_id", "paid_on"'],
  ['syndic_co_owner_payments', '"fund_call_id"'],
  ['syndic_payment_allocations', '"tenant_id", "payment_id"'],
  ['syndic_payment_allocations', '"notice_id"'],
  ['syndic_co_owner_entries', '"tenant_id", "account_id", "entry_date"'],
  ['syndic_co_owner_entries', '"fund_call_id"'],
  ['syndic_co_owner_entries', '"notice_id"'],
  ['syndic_co_owner_entries', '"payment_id"'],
  ['syndic_co_owner_entries', '"recovery_id"'],
  ['syndic_co_owner_recoveries', '"tenant_id", "account_id", "taken_on"'],
  ['syndic_accounts_settlements', '"accounts_id"'],
  ['charge_expenses', '"estate_id"'],
  ['charge_expenses', '"syndic_expense_id"'],
];

export class Migration20261204120000SyndicFundCalls extends Migration {
  override async up(): Promise<void> {
    calls(this);
    accounts(this);
    for (const [table, columns] of INDEXES)
      this.addSql(
        `create index "${table}_${columns.replace(/"/g, '').replace(/, /g, '_')}_index" on "${table}" (${columns});`,
      );
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "charge_expenses" drop column "syndic_expense_id", drop column "estate_id";`);
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`drop function if exists "syndic_entries_are_final"();`);
  }
}
