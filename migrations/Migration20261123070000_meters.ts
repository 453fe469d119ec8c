import { Migration } from '@mikro-orm/migrations';

// Meters and their readings (spec, Meters). A meter is on a place or on an estate (one of the two),
// may be a sub-meter of another and may replace another; readings append, one per meter and day,
// with the consumption computed in core. Rules live in core; the constraints here are the last line.
// Row-level security as every tenant table (Migration20261121235900_row_level_security.ts).
export class Migration20261123070000Meters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "meters" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "place_id" uuid null references "places" ("id") on delete cascade,
      "estate_id" uuid null references "estates" ("id") on delete cascade,
      "parent_meter_id" uuid null references "meters" ("id") on delete set null,
      "type" text not null, "billing_type" text not null default 'INDIVIDUAL',
      "serial_number" varchar(100) not null, "label" varchar(255) null, "unit" text not null,
      "max_value" int null, "installed_on" date null,
      "replaces_meter_id" uuid null references "meters" ("id") on delete set null,
      "replaced_by_meter_id" uuid null references "meters" ("id") on delete set null,
      "replaced_on" date null, "notes" text null,
      primary key ("id"),
      constraint "meters_location_check" check (num_nonnulls("place_id", "estate_id") = 1),
      constraint "meters_type_check" check ("type" in ('ELECTRICITY', 'GAS', 'WATER_HOT', 'WATER_COLD', 'HEATING', 'COOLING')),
      constraint "meters_billing_type_check" check ("billing_type" in ('INDIVIDUAL', 'COLLECTIVE', 'SHARED', 'INCLUDED')),
      constraint "meters_unit_check" check ("unit" in ('kWh', 'MWh', 'm3', 'L', 'units')),
      constraint "meters_max_value_check" check ("max_value" > 0),
      constraint "meters_parent_check" check ("parent_meter_id" <> "id"),
      constraint "meters_replacement_check" check (("replaced_by_meter_id" is null) = ("replaced_on" is null))
    );`);
    this.addSql(`create unique index "meters_tenant_serial_unique" on "meters" ("tenant_id", "serial_number");`);
    for (const column of [
      'created_at',
      'place_id',
      'estate_id',
      'parent_meter_id',
      'type',
      'billing_type',
      'installed_on',
      'replaced_by_meter_id',
    ]) {
      this.addSql(`create index "meters_tenant_${column}_index" on "meters" ("tenant_id", "${column}");`);
    }

    this.addSql(`create table "meter_readings" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "meter_id" uuid not null references "meters" ("id") on delete cascade,
      "reading_date" date not null, "value" numeric(15,3) not null, "method" text not null,
      "consumption" numeric(15,3) null, "days" int null, "rollover" boolean not null default false,
      "expected_consumption" numeric(15,3) null, "deviation_percent" numeric(12,2) null,
      "is_anomaly" boolean not null default false,
      "lease_id" uuid null references "leases" ("id") on delete set null, "notes" text null,
      "photo_file_name" varchar(255) null, "photo_content_type" varchar(100) null, "photo_file_size" int null,
      "photo_sha256" varchar(64) null, "photo_storage_key" varchar(255) null,
      primary key ("id"),
      constraint "meter_readings_meter_date_unique" unique ("meter_id", "reading_date"),
      constraint "meter_readings_method_check" check ("method" in ('MANUAL', 'AUTOMATIC', 'PHOTO', 'ESTIMATED')),
      constraint "meter_readings_values_check" check ("value" >= 0 and coalesce("consumption", 0) >= 0 and coalesce("days", 1) > 0),
      constraint "meter_readings_photo_check" check (("method" = 'PHOTO') = ("photo_storage_key" is not null))
    );`);
    // Readings are listed per meter, by date (filters: method, anomaly, date range) and per lease.
    this.addSql(
      `create index "meter_readings_tenant_meter_date_index" on "meter_readings" ("tenant_id", "meter_id", "reading_date");`,
    );
    this.addSql(`create index "meter_readings_tenant_lease_index" on "meter_readings" ("tenant_id", "lease_id");`);
    this.addSql(`select enable_tenant_rls('meters');`);
    this.addSql(`select enable_tenant_rls('meter_readings');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "meter_readings" cascade;`);
    this.addSql(`drop table if exists "meters" cascade;`);
  }
}
