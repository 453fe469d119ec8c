import { Migration } from '@mikro-orm/migrations';

// Credits bought through the payment provider and outbound event webhooks (docs/decisions.md
// 130-134): the package catalogue (shared, seeded), a tenant's purchases, the log of the provider's
// payment events (one row per provider event id: the receiver's exactly-once), and the
// subscriptions, deliveries and attempts of outbound webhooks.
export class Migration20261123100000CreditPurchasesWebhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "credit_packages" (
      "id" uuid not null, "code" varchar(50) not null, "name" varchar(100) not null,
      "credits" int not null, "price" numeric(12,2) not null, "currency" char(3) not null,
      "active" boolean not null default true, "created_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "credit_packages_code_unique" unique ("code"),
      constraint "credit_packages_credits_check" check ("credits" > 0),
      constraint "credit_packages_price_check" check ("price" > 0)
    );`);
    this.addSql(`insert into "credit_packages" ("id", "code", "name", "credits", "price", "currency") values
      ('6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01', 'starter', '10 credits', 10, 15.00, 'EUR'),
      ('6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d02', 'standard', '50 credits', 50, 60.00, 'EUR'),
      ('6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d03', 'pro', '200 credits', 200, 200.00, 'EUR');`);

    this.addSql(`create table "credit_purchases" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "package_id" uuid not null references "credit_packages" ("id"),
      "credits" int not null, "amount" numeric(12,2) not null, "currency" char(3) not null,
      "status" text not null, "provider" varchar(30) not null, "session_id" varchar(255) not null,
      "checkout_url" text null, "paid_at" timestamptz null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "credit_purchases_status_check" check ("status" in ('PENDING', 'PAID'))
    );`);
    for (const column of ['created_at', 'status'])
      this.addSql(
        `create index "credit_purchases_tenant_${column}_index" on "credit_purchases" ("tenant_id", "${column}");`,
      );

    this.addSql(`create table "payment_events" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "provider" varchar(30) not null, "provider_event_id" varchar(255) not null, "type" varchar(100) not null,
      "purchase_id" uuid null references "credit_purchases" ("id") on delete set null,
      "amount" numeric(12,2) null, "currency" char(3) null, "outcome" text not null,
      "created_at" timestamptz not null,
      primary key ("id"),
      constraint "payment_events_provider_event_unique" unique ("provider", "provider_event_id"),
      constraint "payment_events_outcome_check" check ("outcome" in ('CREDITED', 'ALREADY_CREDITED', 'AMOUNT_MISMATCH', 'UNPAID', 'LOGGED'))
    );`);
    for (const column of ['created_at', 'type', 'purchase_id'])
      this.addSql(
        `create index "payment_events_tenant_${column}_index" on "payment_events" ("tenant_id", "${column}");`,
      );
    this.addSql(
      `create index "credit_entries_tenant_kind_created_index" on "credit_entries" ("tenant_id", "kind", "created_at");`,
    );

    this.addSql(`create table "webhook_subscriptions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "url" varchar(2000) not null, "event_types" jsonb not null, "description" varchar(255) null,
      "secret" varchar(100) not null, "enabled" boolean not null,
      "disabled_at" timestamptz null, "disabled_reason" varchar(255) null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id")
    );`);
    for (const column of ['created_at', 'enabled'])
      this.addSql(
        `create index "webhook_subscriptions_tenant_${column}_index" on "webhook_subscriptions" ("tenant_id", "${column}");`,
      );

    this.addSql(`create table "webhook_deliveries" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "subscription_id" uuid not null references "webhook_subscriptions" ("id") on delete cascade,
      "event_id" uuid not null, "event_type" varchar(100) not null, "payload" jsonb not null,
      "status" text not null, "attempt_count" int not null default 0,
      "next_attempt_at" timestamptz null, "last_status_code" int null, "succeeded_at" timestamptz null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "webhook_deliveries_subscription_event_unique" unique ("subscription_id", "event_id"),
      constraint "webhook_deliveries_status_check" check ("status" in ('PENDING', 'SUCCEEDED', 'FAILED'))
    );`);
    for (const column of ['created_at', 'status', 'event_type'])
      this.addSql(
        `create index "webhook_deliveries_tenant_subscription_${column}_index" on "webhook_deliveries" ("tenant_id", "subscription_id", "${column}");`,
      );
    // The relay's queue: pending deliveries by the time of their next attempt, across tenants.
    this.addSql(
      `create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'PENDING';`,
    );

    this.addSql(`create table "webhook_attempts" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "delivery_id" uuid not null references "webhook_deliveries" ("id") on delete cascade,
      "status_code" int null, "latency_ms" int not null, "error" varchar(500) null, "succeeded" boolean not null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "webhook_attempts_tenant_delivery_created_index" on "webhook_attempts" ("tenant_id", "delivery_id", "created_at");`,
    );
    // The relay's feed: events not yet fanned out to the subscriptions, across tenants.
    this.addSql(
      `create index "outbox_events_pending_index" on "outbox_events" ("created_at") where "delivered_at" is null;`,
    );

    for (const table of [
      'credit_purchases',
      'payment_events',
      'webhook_subscriptions',
      'webhook_deliveries',
      'webhook_attempts',
    ])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "outbox_events_pending_index";`);
    this.addSql(`drop index if exists "credit_entries_tenant_kind_created_index";`);
    for (const table of [
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_subscriptions',
      'payment_events',
      'credit_purchases',
      'credit_packages',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
