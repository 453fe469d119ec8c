import { Migration } from '@mikro-orm/migrations';

// Three rules of the zones made data (docs/legal.md):
// - rent control is an experiment of eight years from loi ELAN (art. 140 I, as amended by loi
//   2022-217 art. 85): every rent-controlled territory gets the end date of the experiment, which
//   `npm run admin -- rent-control extend` moves when a law extends it;
// - the five construction periods of the arrêtés that have five are kept in the reference rents;
// - the communes of the zone tendue list (décret 2013-392 annex, as replaced by décret 2023-822)
//   are imported by `npm run import:zone-tendue` with their source.
const RENT_CONTROL_EXPERIMENT_END = '2026-11-23';

export class Migration20261123040200ZoneRules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "legislative_zones" add column "rent_control_end_date" date null,
      add constraint "legislative_zones_rent_control_dates_check" check ("rent_control_end_date" is null or "rent_control_start_date" is null or "rent_control_start_date" <= "rent_control_end_date");`);
    this.addSql(
      `update "legislative_zones" set "rent_control_end_date" = '${RENT_CONTROL_EXPERIMENT_END}' where "tenant_id" is null and "is_rent_controlled";`,
    );
    this.addSql(`alter table "reference_rents" drop constraint "reference_rents_construction_period_check",
      add constraint "reference_rents_construction_period_check" check ("construction_period" in ('before_1946', '1946-1970', '1971-1990', '1991-2005', 'after_2005', 'after_1990'));`);
    this.addSql(`create table "zone_tendue_communes" (
      "id" uuid not null default gen_random_uuid(),
      "insee_code" varchar(5) not null, "name" varchar(255) not null, "department" varchar(3) not null,
      "postal_codes" jsonb not null default '[]', "source" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "zone_tendue_communes_insee_code_check" check ("insee_code" ~ '^[0-9][0-9AB][0-9]{3}$'));`);
    this.addSql(
      `create unique index "zone_tendue_communes_insee_code_unique" on "zone_tendue_communes" ("insee_code");`,
    );
    this.addSql(`create index "zone_tendue_communes_department_index" on "zone_tendue_communes" ("department");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "zone_tendue_communes";`);
    this.addSql(`alter table "reference_rents" drop constraint "reference_rents_construction_period_check",
      add constraint "reference_rents_construction_period_check" check ("construction_period" in ('before_1946', '1946-1970', '1971-1990', 'after_1990'));`);
    this.addSql(`alter table "legislative_zones" drop constraint "legislative_zones_rent_control_dates_check",
      drop column "rent_control_end_date";`);
  }
}
