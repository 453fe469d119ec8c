import { Migration } from '@mikro-orm/migrations';

// Recoverable charges (spec, Charges; loi 89-462 art. 23; décret 87-713): building services, the
// charge configuration per building and category, actual expenses, provisions per lease, freeze
// periods, regularisations with their lines and tenants, and the audit log, which the application
// role may read and append to but never change. Rules live in core; the constraints here are the
// last line. Row-level security as every tenant table.

/** The décret 87-713 category codes (core/charges/categories.ts). */
const CATEGORIES =
  "'ELEVATOR_ELECTRICITY', 'ELEVATOR_MAINTENANCE', 'COLD_WATER', 'HOT_WATER', 'HEATING_ENERGY', 'HEATING_MAINTENANCE', 'INDIVIDUAL_INSTALLATIONS_FUEL', 'INDIVIDUAL_INSTALLATIONS_MAINTENANCE', 'COMMON_AREAS_SUPPLIES', 'COMMON_AREAS_MAINTENANCE', 'COMMON_AREAS_CLEANING', 'OUTSIDE_SPACES_SUPPLIES', 'OUTSIDE_SPACES_MAINTENANCE', 'HYGIENE_SUPPLIES', 'HYGIENE_MAINTENANCE', 'WASTE_REMOVAL', 'VENTILATION_ENERGY', 'EQUIPMENT_MAINTENANCE', 'TENANT_TELEPHONE', 'HOUSEHOLD_WASTE_TAX', 'SWEEPING_TAX', 'CARETAKER'";
const KEYS = "'TANTIEMES', 'SURFACE', 'METER_CONSUMPTION', 'EQUAL_SHARES'";
const OWNED = `"id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null`;
const TABLES = [
  'building_services',
  'charge_configurations',
  'charge_expenses',
  'charge_provisions',
  'charge_freeze_periods',
  'charge_regularisations',
  'charge_regularisation_lines',
  'charge_regularisation_tenants',
  'charge_audit_log',
];

export class Migration20261123070100Charges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "building_services" (${OWNED},
      "place_id" uuid not null references "places" ("id") on delete cascade,
      "name" varchar(255) not null, "category" text not null, "provider" varchar(255) null,
      "contract_reference" varchar(100) null, "start_date" date null, "end_date" date null,
      "annual_cost" numeric(12,2) null, "notes" text null,
      primary key ("id"),
      constraint "building_services_category_check" check ("category" in (${CATEGORIES})),
      constraint "building_services_dates_check" check ("end_date" >= "start_date"),
      constraint "building_services_cost_check" check ("annual_cost" >= 0)
    );`);
    this.addSql(
      `create index "building_services_place_name_index" on "building_services" ("tenant_id", "place_id", "name");`,
    );
    this.addSql(
      `create index "building_services_place_category_index" on "building_services" ("tenant_id", "place_id", "category");`,
    );

    this.addSql(`create table "charge_configurations" (${OWNED},
      "place_id" uuid not null references "places" ("id") on delete cascade,
      "category" text not null, "distribution_key" text not null,
      "meter_id" uuid null references "meters" ("id"),
      "tantiemes" jsonb not null default '[]', "caretaker_tasks" jsonb not null default '[]',
      "recoverable_percent" numeric(5,2) not null default 100, "notes" text null,
      primary key ("id"),
      constraint "charge_configurations_place_category_unique" unique ("tenant_id", "place_id", "category"),
      constraint "charge_configurations_category_check" check ("category" in (${CATEGORIES})),
      constraint "charge_configurations_key_check" check ("distribution_key" in (${KEYS})),
      constraint "charge_configurations_meter_check" check (("distribution_key" = 'METER_CONSUMPTION') = ("meter_id" is not null)),
      constraint "charge_configurations_percent_check" check ("recoverable_percent" between 0 and 100)
    );`);
    this.addSql(`create index "charge_configurations_meter_index" on "charge_configurations" ("meter_id");`);

    this.addSql(`create table "charge_expenses" (${OWNED},
      "place_id" uuid not null references "places" ("id") on delete cascade,
      "category" text not null, "label" varchar(255) not null, "amount" numeric(12,2) not null,
      "period_start" date not null, "period_end" date not null, "invoice_date" date null,
      "supplier" varchar(255) null, "invoice_reference" varchar(100) null,
      "building_service_id" uuid null references "building_services" ("id") on delete set null, "notes" text null,
      primary key ("id"),
      constraint "charge_expenses_category_check" check ("category" in (${CATEGORIES})),
      constraint "charge_expenses_amount_check" check ("amount" >= 0),
      constraint "charge_expenses_period_check" check ("period_end" >= "period_start")
    );`);
    // Listed per building by period and category; read by period overlap when a lease is regularised.
    for (const column of ['period_start', 'period_end', 'category', 'amount', 'created_at']) {
      this.addSql(
        `create index "charge_expenses_place_${column}_index" on "charge_expenses" ("tenant_id", "place_id", "${column}");`,
      );
    }
    this.addSql(`create index "charge_expenses_service_index" on "charge_expenses" ("building_service_id");`);

    this.addSql(`create table "charge_provisions" (${OWNED},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "category" text not null, "monthly_amount" numeric(12,2) not null,
      "effective_from" date not null, "effective_to" date null,
      primary key ("id"),
      constraint "charge_provisions_category_check" check ("category" in (${CATEGORIES})),
      constraint "charge_provisions_amount_check" check ("monthly_amount" >= 0),
      constraint "charge_provisions_dates_check" check ("effective_to" >= "effective_from")
    );`);
    this.addSql(
      `create index "charge_provisions_lease_category_index" on "charge_provisions" ("tenant_id", "lease_id", "category", "effective_from");`,
    );
    this.addSql(
      `create index "charge_provisions_lease_from_index" on "charge_provisions" ("tenant_id", "lease_id", "effective_from");`,
    );

    this.addSql(`create table "charge_freeze_periods" (${OWNED},
      "place_id" uuid null references "places" ("id") on delete cascade,
      "start_date" date not null, "end_date" date not null, "reason" text not null, "legal_reference" varchar(255) null,
      primary key ("id"),
      constraint "charge_freeze_periods_dates_check" check ("end_date" >= "start_date")
    );`);
    for (const column of ['start_date', 'end_date', 'place_id']) {
      this.addSql(
        `create index "charge_freeze_periods_${column}_index" on "charge_freeze_periods" ("tenant_id", "${column}");`,
      );
    }

    this.addSql(`create table "charge_regularisations" (${OWNED},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "place_id" uuid not null references "places" ("id") on delete cascade,
      "estate_id" uuid not null references "estates" ("id") on delete cascade,
      "period_start" date not null, "period_end" date not null,
      "occupancy_start" date not null, "occupancy_end" date not null, "occupancy_days" int not null,
      "status" text not null default 'DRAFT',
      "total_charges" numeric(12,2) not null, "total_provisions" numeric(12,2) not null, "balance" numeric(12,2) not null,
      "sent_on" date null, "payable_from" date null, "documents_available_until" date null,
      "is_late" boolean not null default false, "instalments_requested_on" date null, "settled_on" date null,
      primary key ("id"),
      constraint "charge_regularisations_status_check" check ("status" in ('DRAFT', 'SENT', 'SETTLED')),
      constraint "charge_regularisations_period_check" check ("period_end" >= "period_start"),
      constraint "charge_regularisations_sent_check" check (("status" = 'DRAFT') = ("sent_on" is null)),
      constraint "charge_regularisations_settled_check" check (("status" = 'SETTLED') = ("settled_on" is not null))
    );`);
    this.addSql(
      `create index "charge_regularisations_lease_period_index" on "charge_regularisations" ("tenant_id", "lease_id", "period_start");`,
    );
    this.addSql(
      `create index "charge_regularisations_lease_status_index" on "charge_regularisations" ("tenant_id", "lease_id", "status");`,
    );
    this.addSql(
      `create index "charge_regularisations_place_status_index" on "charge_regularisations" ("tenant_id", "place_id", "status", "period_start");`,
    );

    this.addSql(`create table "charge_regularisation_lines" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "regularisation_id" uuid not null references "charge_regularisations" ("id") on delete cascade,
      "category" text not null, "distribution_key" text not null,
      "building_total" numeric(12,2) not null, "share" numeric(12,2) not null,
      "provisions" numeric(12,2) not null, "balance" numeric(12,2) not null, "basis" text not null,
      primary key ("id"),
      constraint "charge_regularisation_lines_category_check" check ("category" in (${CATEGORIES})),
      constraint "charge_regularisation_lines_key_check" check ("distribution_key" in (${KEYS})),
      constraint "charge_regularisation_lines_unique" unique ("regularisation_id", "category")
    );`);
    this.addSql(`create table "charge_regularisation_tenants" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "regularisation_id" uuid not null references "charge_regularisations" ("id") on delete cascade,
      "lessee_id" uuid not null references "lessees" ("id") on delete cascade,
      "role" text not null, "days" int not null, "amount" numeric(12,2) not null,
      primary key ("id"),
      constraint "charge_regularisation_tenants_role_check" check ("role" in ('PrimaryTenant', 'CoTenant', 'Guarantor'))
    );`);
    this.addSql(
      `create index "charge_regularisation_tenants_index" on "charge_regularisation_tenants" ("tenant_id", "regularisation_id");`,
    );
    this.addSql(
      `create index "charge_regularisation_tenants_lessee_index" on "charge_regularisation_tenants" ("lessee_id");`,
    );

    this.addSql(`create table "charge_audit_log" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "entity_type" text not null, "entity_id" uuid not null, "action" text not null,
      "place_id" uuid null, "lease_id" uuid null,
      "actor_key_id" uuid not null, "actor_role" varchar(50) not null, "changed_at" timestamptz not null,
      "before" jsonb null, "after" jsonb null,
      primary key ("id"),
      constraint "charge_audit_log_entity_check" check ("entity_type" in ('building_service', 'charge_configuration', 'charge_expense', 'charge_provision', 'charge_freeze_period', 'charge_regularisation')),
      constraint "charge_audit_log_action_check" check ("action" in ('CREATE', 'UPDATE', 'DELETE', 'SEND', 'SETTLE', 'INSTALMENTS'))
    );`);
    // Read newest first, filtered by entity, building, lease, action or key.
    for (const columns of [
      ['changed_at'],
      ['entity_type', 'changed_at'],
      ['entity_id', 'changed_at'],
      ['place_id', 'changed_at'],
      ['lease_id', 'changed_at'],
      ['action', 'changed_at'],
      ['actor_key_id', 'changed_at'],
    ]) {
      this.addSql(
        `create index "charge_audit_log_${columns.join('_')}_index" on "charge_audit_log" ("tenant_id", ${columns.map((c) => `"${c}"`).join(', ')});`,
      );
    }
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
    // The log is written once and read: the application role may not change or remove an entry.
    this.addSql(`revoke update, delete on "charge_audit_log" from rental_app;`);
  }

  override async down(): Promise<void> {
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
