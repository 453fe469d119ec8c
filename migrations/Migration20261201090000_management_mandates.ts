import { Migration } from '@mikro-orm/migrations';

// Management mandates (loi 70-9, décret 72-678 art. 64-66): the mandate, the lots it covers (an
// estate or a whole place), and each account's register counter (art. 65: numbers in order, never
// reused, no gap). A register number is unique per account.
const STATUSES = `'DRAFT', 'ACTIVE', 'SUSPENDED', 'TERMINATED'`;
const FEE_BASES = `'RENT', 'CHARGES', 'RENT_AND_CHARGES'`;
const FREQUENCIES = `'MONTHLY', 'QUARTERLY', 'YEARLY'`;
const TABLES = ['management_mandates', 'management_mandate_lots', 'management_mandate_registers'];
const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;

export class Migration20261201090000ManagementMandates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "management_mandates" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "owner_id" uuid not null references "owners" ("id"), "number" int not null, "status" text not null,
      "signed_on" date null, "starts_on" date not null, "duration_months" int not null,
      "tacit_renewal" boolean not null default false, "notice_months" int not null, "powers" jsonb not null,
      "fee_rate_bps" int not null, "vat_rate_bps" int not null, "fee_base" text not null,
      "statement_frequency" text not null, "allows_advances" boolean not null default false,
      "letting_fee_visits_file_lease_per_m2" numeric(12,2) null, "letting_fee_entry_report_per_m2" numeric(12,2) null,
      "terminated_on" date null, "termination_notice_given_on" date null, "termination_reason" text null,
      primary key ("id"),
      constraint "management_mandates_number_unique" unique ("tenant_id", "number"),
      constraint "management_mandates_status_check" check ("status" in (${STATUSES})),
      constraint "management_mandates_fee_base_check" check ("fee_base" in (${FEE_BASES})),
      constraint "management_mandates_statement_frequency_check" check ("statement_frequency" in (${FREQUENCIES})),
      constraint "management_mandates_rates_check" check ("fee_rate_bps" between 0 and 10000 and "vat_rate_bps" between 0 and 10000),
      constraint "management_mandates_durations_check" check ("duration_months" > 0 and "notice_months" >= 0 and "number" > 0)
    );`);
    this.addSql(`create table "management_mandate_lots" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null,
      "mandate_id" uuid not null references "management_mandates" ("id") on delete cascade,
      "estate_id" uuid null references "estates" ("id") on delete cascade,
      "place_id" uuid null references "places" ("id") on delete cascade,
      primary key ("id"),
      constraint "management_mandate_lots_one_check" check (("estate_id" is null) <> ("place_id" is null))
    );`);
    this.addSql(`create table "management_mandate_registers" (
      "id" uuid not null, ${tenant}, "last_number" int not null,
      primary key ("id"),
      constraint "management_mandate_registers_tenant_unique" unique ("tenant_id")
    );`);
    const indexes: [string, string][] = [
      ['management_mandates', '"tenant_id", "created_at"'],
      ['management_mandates', '"tenant_id", "owner_id"'],
      ['management_mandates', '"tenant_id", "status"'],
      ['management_mandates', '"tenant_id", "starts_on"'],
      ['management_mandates', '"owner_id"'],
      ['management_mandate_lots', '"tenant_id", "mandate_id"'],
      ['management_mandate_lots', '"tenant_id", "estate_id"'],
      ['management_mandate_lots', '"tenant_id", "place_id"'],
      ['management_mandate_lots', '"estate_id"'],
      ['management_mandate_lots', '"place_id"'],
    ];
    for (const [table, columns] of indexes)
      this.addSql(
        `create index "${table}_${columns.replace(/"/g, '').replace(/, /g, '_')}_index" on "${table}" (${columns});`,
      );
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
