import { Migration } from '@mikro-orm/migrations';

// Copropriété (issue 38): syndicates attached to places, their lots and co-owners, charge keys and the
// lots' shares (loi 65-557 art. 10), budgets prévisionnels by key and heading (art. 14-1) with the
// works fund (art. 14-2-1), general assemblies and their resolutions (art. 24 to 26-1), and the yearly
// accounts with their actual expenses. Amounts are integer cents (bigint); tantièmes are integers.
const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;
const stamps = `"created_at" timestamptz not null, "updated_at" timestamptz not null`;
const syndicate = `"syndicate_id" uuid not null references "syndicates" ("id") on delete cascade`;
const MAJORITIES = `'ART_24', 'ART_25', 'ART_26', 'UNANIMITY'`;
const TABLES = [
  'syndicates',
  'syndic_lots',
  'syndic_charge_keys',
  'syndic_lot_shares',
  'syndic_assemblies',
  'syndic_resolutions',
  'syndic_budgets',
  'syndic_budget_lines',
  'syndic_accounts',
  'syndic_expenses',
];

function structure(m: Migration) {
  m.addSql(`create table "syndicates" ("id" uuid not null, ${tenant}, ${stamps},
    "place_id" uuid not null references "places" ("id") on delete restrict,
    "registry_number" varchar(20) null, "name" varchar(255) not null,
    "fiscal_year_start_month" smallint not null default 1, "building_completed_on" date null,
    primary key ("id"), constraint "syndicates_place_unique" unique ("place_id"),
    constraint "syndicates_fiscal_month_check" check ("fiscal_year_start_month" between 1 and 12));`);
  m.addSql(`create table "syndic_lots" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "number" varchar(30) not null, "estate_id" uuid null references "estates" ("id") on delete set null,
    "co_owner_owner_id" uuid null references "owners" ("id") on delete set null,
    "co_owner_contact_id" uuid null references "contacts" ("id") on delete set null,
    "description" text null,
    primary key ("id"),
    constraint "syndic_lots_number_unique" unique ("syndicate_id", "number"),
    constraint "syndic_lots_one_co_owner_check" check ("co_owner_owner_id" is null or "co_owner_contact_id" is null));`);
  m.addSql(`create table "syndic_charge_keys" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "code" varchar(30) not null, "name" varchar(255) not null, "kind" text not null, "stated_total" int not null,
    primary key ("id"),
    constraint "syndic_charge_keys_code_unique" unique ("syndicate_id", "code"),
    constraint "syndic_charge_keys_kind_check" check ("kind" in ('GENERAL', 'SPECIAL')),
    constraint "syndic_charge_keys_total_check" check ("stated_total" > 0));`);
  m.addSql(`create table "syndic_lot_shares" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate},
    "charge_key_id" uuid not null references "syndic_charge_keys" ("id") on delete cascade,
    "lot_id" uuid not null references "syndic_lots" ("id") on delete restrict,
    "shares" int not null,
    primary key ("id"),
    constraint "syndic_lot_shares_unique" unique ("charge_key_id", "lot_id"),
    constraint "syndic_lot_shares_shares_check" check ("shares" > 0));`);
}

function assemblies(m: Migration) {
  m.addSql(`create table "syndic_assemblies" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "held_on" date not null, "convened_on" date not null, "urgent" boolean not null default false,
    "short_notice" boolean not null default false, "location" varchar(255) null, "notes" text null,
    primary key ("id"));`);
  m.addSql(`create table "syndic_resolutions" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "assembly_id" uuid not null references "syndic_assemblies" ("id") on delete cascade,
    "charge_key_id" uuid not null references "syndic_charge_keys" ("id") on delete restrict,
    "position" int not null, "subject" text not null, "majority" text not null,
    "votes_total" int not null, "votes_for" int not null, "votes_against" int not null,
    "votes_abstaining" int not null, "votes_absent" int not null,
    "members_total" int null, "members_present" int null, "members_for" int null,
    "second_vote" jsonb null, "result" text not null, "deciding_vote" text not null,
    primary key ("id"),
    constraint "syndic_resolutions_position_unique" unique ("assembly_id", "position"),
    constraint "syndic_resolutions_majority_check" check ("majority" in (${MAJORITIES})),
    constraint "syndic_resolutions_result_check" check ("result" in ('ADOPTED', 'REJECTED')),
    constraint "syndic_resolutions_deciding_check" check ("deciding_vote" in ('FIRST', 'SECOND_ART_25_1', 'SECOND_ART_26_1')));`);
}

function budgetsAndAccounts(m: Migration) {
  m.addSql(`create table "syndic_budgets" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "fiscal_year" int not null, "status" text not null, "works_fund_cents" bigint not null default 0,
    "works_plan_cents" bigint null,
    "works_fund_opt_out_resolution_id" uuid null references "syndic_resolutions" ("id") on delete restrict,
    "assembly_id" uuid null references "syndic_assemblies" ("id") on delete restrict, "voted_on" date null,
    primary key ("id"),
    constraint "syndic_budgets_year_unique" unique ("syndicate_id", "fiscal_year"),
    constraint "syndic_budgets_status_check" check ("status" in ('DRAFT', 'VOTED')));`);
  m.addSql(`create table "syndic_budget_lines" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate},
    "budget_id" uuid not null references "syndic_budgets" ("id") on delete cascade, "fiscal_year" int not null,
    "charge_key_id" uuid not null references "syndic_charge_keys" ("id") on delete restrict,
    "heading" varchar(255) not null, "amount_cents" bigint not null,
    primary key ("id"),
    constraint "syndic_budget_lines_unique" unique ("budget_id", "charge_key_id", "heading"),
    constraint "syndic_budget_lines_amount_check" check ("amount_cents" >= 0));`);
  m.addSql(`create table "syndic_accounts" ("id" uuid not null, ${tenant}, ${stamps}, ${syndicate},
    "fiscal_year" int not null, "status" text not null,
    "assembly_id" uuid null references "syndic_assemblies" ("id") on delete restrict, "approved_on" date null,
    primary key ("id"),
    constraint "syndic_accounts_year_unique" unique ("syndicate_id", "fiscal_year"),
    constraint "syndic_accounts_status_check" check ("status" in ('DRAFT', 'APPROVED')));`);
  m.addSql(`create table "syndic_expenses" ("id" uuid not null, ${tenant}, "created_at" timestamptz not null, ${syndicate},
    "accounts_id" uuid not null references "syndic_accounts" ("id") on delete cascade, "fiscal_year" int not null,
    "charge_key_id" uuid not null references "syndic_charge_keys" ("id") on delete restrict,
    "heading" varchar(255) not null, "amount_cents" bigint not null,
    "charge_category" text null, "recoverable_cents" bigint not null default 0,
    primary key ("id"),
    constraint "syndic_expenses_unique" unique ("accounts_id", "charge_key_id", "heading"),
    constraint "syndic_expenses_amount_check" check ("amount_cents" >= 0 and "recoverable_cents" between 0 and "amount_cents"));`);
}

const INDEXES: [string, string][] = [
  ['syndicates', '"tenant_id", "created_at"'],
  ['syndic_lots', '"tenant_id", "syndicate_id", "created_at"'],
  ['syndic_lots', '"tenant_id", "estate_id"'],
  ['syndic_lots', '"co_owner_owner_id"'],
  ['syndic_lots', '"co_owner_contact_id"'],
  ['syndic_charge_keys', '"tenant_id", "syndicate_id", "created_at"'],
  ['syndic_lot_shares', '"tenant_id", "charge_key_id"'],
  ['syndic_lot_shares', '"lot_id"'],
  ['syndic_assemblies', '"tenant_id", "syndicate_id", "held_on"'],
  ['syndic_resolutions', '"tenant_id", "assembly_id", "position"'],
  ['syndic_resolutions', '"charge_key_id"'],
  ['syndic_budgets', '"tenant_id", "syndicate_id", "fiscal_year"'],
  ['syndic_budget_lines', '"tenant_id", "budget_id"'],
  ['syndic_budget_lines', '"charge_key_id"'],
  ['syndic_accounts', '"tenant_id", "syndicate_id", "fiscal_year"'],
  ['syndic_expenses', '"tenant_id", "accounts_id"'],
  ['syndic_expenses', '"charge_key_id"'],
];

export class Migration20261204090000Syndic extends Migration {
  override async up(): Promise<void> {
    structure(this);
    assemblies(this);
    budgetsAndAccounts(this);
    for (const [table, columns] of INDEXES)
      this.addSql(
        `create index "${table}_${columns.replace(/"/g, '').replace(/, /g, '_')}_index" on "${table}" (${columns});`,
      );
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
