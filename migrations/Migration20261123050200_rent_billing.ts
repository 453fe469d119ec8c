import { Migration } from '@mikro-orm/migrations';

// Rent calls, payments and receipts: the lease's charges by category, the periods of its schedule
// as they are opened, payments and their allocation to periods, and the receipts issued per tenant.
export class Migration20261123050200RentBilling extends Migration {
  override async up(): Promise<void> {
    const owned = `"id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade`;
    this.addSql(`create table "lease_charge_items" (
      ${owned}, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "category" text not null, "monthly_amount" numeric(12,2) not null,
      primary key ("id"),
      constraint "lease_charge_items_category_unique" unique ("lease_id", "category"),
      constraint "lease_charge_items_amount_check" check ("monthly_amount" >= 0)
    );`);
    this.addSql(
      `create index "lease_charge_items_tenant_id_lease_id_index" on "lease_charge_items" ("tenant_id", "lease_id");`,
    );

    this.addSql(`create table "rent_periods" (
      ${owned}, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "period_start" date not null, "period_end" date not null, "due_date" date not null, "prorated" boolean not null default false,
      "rent_amount" numeric(12,2) not null, "charges_amount" numeric(12,2) not null, "charges" jsonb not null default '[]',
      "total_amount" numeric(12,2) not null, "paid_amount" numeric(12,2) not null default 0,
      "status" text not null default 'OPEN', "paid_on" date null,
      primary key ("id"),
      constraint "rent_periods_start_unique" unique ("lease_id", "period_start"),
      constraint "rent_periods_dates_check" check ("period_end" >= "period_start"),
      constraint "rent_periods_amounts_check" check ("rent_amount" >= 0 and "charges_amount" >= 0 and "paid_amount" >= 0 and "paid_amount" <= "total_amount"),
      constraint "rent_periods_status_check" check ("status" in ('OPEN', 'PARTIALLY_PAID', 'PAID'))
    );`);
    for (const column of ['due_date', 'period_start', 'status', 'total_amount', 'created_at'])
      this.addSql(
        `create index "rent_periods_tenant_id_lease_id_${column}_index" on "rent_periods" ("tenant_id", "lease_id", "${column}");`,
      );

    this.addSql(`create table "rent_payments" (
      ${owned}, "created_at" timestamptz not null,
      "amount" numeric(12,2) not null, "paid_on" date not null, "method" text not null, "payer" varchar(255) not null,
      "reference" varchar(255) null, "allocated_amount" numeric(12,2) not null default 0,
      primary key ("id"),
      constraint "rent_payments_amount_check" check ("amount" > 0 and "allocated_amount" >= 0 and "allocated_amount" <= "amount"),
      constraint "rent_payments_method_check" check ("method" in ('VIREMENT_BANCAIRE', 'PRELEVEMENT_AUTOMATIQUE', 'CHEQUE', 'ESPECES', 'CARTE_BANCAIRE', 'MANDAT_CASH', 'AUTRE'))
    );`);
    for (const column of ['paid_on', 'amount', 'method', 'created_at'])
      this.addSql(
        `create index "rent_payments_tenant_id_lease_id_${column}_index" on "rent_payments" ("tenant_id", "lease_id", "${column}");`,
      );

    this.addSql(`create table "payment_allocations" (
      ${owned}, "created_at" timestamptz not null,
      "payment_id" uuid not null references "rent_payments" ("id") on delete cascade,
      "period_id" uuid not null references "rent_periods" ("id") on delete cascade,
      "amount" numeric(12,2) not null,
      primary key ("id"),
      constraint "payment_allocations_amount_check" check ("amount" > 0)
    );`);
    this.addSql(
      `create index "payment_allocations_tenant_id_payment_id_index" on "payment_allocations" ("tenant_id", "payment_id");`,
    );
    this.addSql(
      `create index "payment_allocations_tenant_id_period_id_index" on "payment_allocations" ("tenant_id", "period_id");`,
    );

    this.addSql(`create table "rent_receipts" (
      ${owned}, "created_at" timestamptz not null,
      "period_id" uuid not null references "rent_periods" ("id") on delete cascade,
      "lessee_id" uuid not null references "lessees" ("id") on delete cascade,
      "kind" text not null, "period_start" date not null, "period_end" date not null, "rent_share" numeric(5,2) not null,
      "rent_amount" numeric(12,2) not null, "charges_amount" numeric(12,2) not null, "charges" jsonb not null default '[]',
      "total_amount" numeric(12,2) not null, "paid_amount" numeric(12,2) not null,
      "paid_rent_amount" numeric(12,2) not null, "paid_charges_amount" numeric(12,2) not null,
      "issued_on" date not null, "file_name" varchar(255) not null, "file_size" int not null, "storage_key" varchar(500) not null,
      primary key ("id"),
      constraint "rent_receipts_period_lessee_kind_unique" unique ("period_id", "lessee_id", "kind"),
      constraint "rent_receipts_kind_check" check ("kind" in ('QUITTANCE', 'RECU'))
    );`);
    for (const column of ['period_start', 'period_id', 'lessee_id', 'kind', 'issued_on', 'created_at'])
      this.addSql(
        `create index "rent_receipts_tenant_id_lease_id_${column}_index" on "rent_receipts" ("tenant_id", "lease_id", "${column}");`,
      );

    for (const table of ['lease_charge_items', 'rent_periods', 'rent_payments', 'payment_allocations', 'rent_receipts'])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    for (const table of ['rent_receipts', 'payment_allocations', 'rent_payments', 'rent_periods', 'lease_charge_items'])
      this.addSql(`drop table if exists "${table}";`);
  }
}
