import { Migration } from '@mikro-orm/migrations';

// The account's plan, usage, coupons and managed keys (issue 39; docs/decisions.md 280-287): the
// plans on offer (shared, seeded: FREE by default, PRO, BUSINESS, and UNLIMITED that only the
// platform assigns), each account's subscription (one row, set by the provider's events), the
// subscription checkouts, the coupons (shared), a coupon's discount on a credit purchase, the
// payment log's subscription outcomes, and the managed keys' columns. A key's last use alone is no
// change the API processes must hear of: the key change trigger leaves it out.
export class Migration20261205090000Plans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "plans" (
      "id" uuid not null, "code" varchar(30) not null, "name" varchar(100) not null,
      "price" numeric(12,2) not null, "currency" char(3) not null, "limits" jsonb not null,
      "active" boolean not null default true, "created_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "plans_code_unique" unique ("code"),
      constraint "plans_price_check" check ("price" >= 0)
    );`);
    this.addSql(`insert into "plans" ("id", "code", "name", "price", "currency", "limits", "active") values
      ('7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e01', 'FREE', 'Free', 0, 'EUR',
        '{"lots": 3, "active_leases": 3, "users": 3, "signatures_per_month": 3, "documents_per_month": 20, "webhook_subscriptions": 2}', true),
      ('7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e02', 'PRO', 'Pro', 29.00, 'EUR',
        '{"lots": 50, "active_leases": 50, "users": 10, "signatures_per_month": 50, "documents_per_month": 500, "webhook_subscriptions": 10}', true),
      ('7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e03', 'BUSINESS', 'Business', 99.00, 'EUR',
        '{"lots": 500, "active_leases": 500, "users": 50, "signatures_per_month": 500, "documents_per_month": 5000, "webhook_subscriptions": 50}', true),
      ('7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e04', 'UNLIMITED', 'Unlimited (assigned by the platform)', 0, 'EUR',
        '{"lots": null, "active_leases": null, "users": null, "signatures_per_month": null, "documents_per_month": null, "webhook_subscriptions": null}', false);`);

    this.addSql(`create table "account_subscriptions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "plan_id" uuid not null references "plans" ("id"), "status" text not null,
      "provider" varchar(30) not null, "provider_subscription_id" varchar(255) not null,
      "current_period_start" timestamptz not null, "current_period_end" timestamptz not null,
      "cancel_at_period_end" boolean not null default false, "last_event_at" timestamptz not null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "account_subscriptions_tenant_unique" unique ("tenant_id"),
      constraint "account_subscriptions_status_check" check ("status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'))
    );`);
    this.addSql(
      `create index "account_subscriptions_provider_subscription_index" on "account_subscriptions" ("provider_subscription_id");`,
    );

    this.addSql(`create table "plan_checkouts" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "plan_id" uuid not null references "plans" ("id"),
      "amount" numeric(12,2) not null, "discount" numeric(12,2) not null default 0,
      "coupon_code" varchar(40) null, "currency" char(3) not null,
      "provider" varchar(30) not null, "session_id" varchar(255) not null, "checkout_url" text null,
      "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "plan_checkouts_tenant_created_at_index" on "plan_checkouts" ("tenant_id", "created_at");`,
    );
    this.addSql(`create index "plan_checkouts_coupon_code_index" on "plan_checkouts" ("coupon_code");`);

    this.addSql(`create table "coupons" (
      "id" uuid not null, "code" varchar(40) not null, "name" varchar(100) not null, "kind" text not null,
      "percent_off" int null, "amount_off" numeric(12,2) null, "currency" char(3) not null default 'EUR',
      "valid_from" timestamptz null, "valid_until" timestamptz null, "max_uses" int null,
      "first_purchase_only" boolean not null default false,
      "plan_codes" text[] not null default '{}', "package_codes" text[] not null default '{}',
      "created_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "coupons_code_unique" unique ("code"),
      constraint "coupons_code_upper_check" check ("code" = upper("code")),
      constraint "coupons_kind_check" check ("kind" in ('percent', 'amount')),
      constraint "coupons_value_check" check (("kind" = 'percent' and "percent_off" between 1 and 99 and "amount_off" is null)
        or ("kind" = 'amount' and "amount_off" > 0 and "percent_off" is null))
    );`);

    this.addSql(`alter table "credit_purchases" add column "discount" numeric(12,2) not null default 0,
      add column "coupon_code" varchar(40) null;`);
    this.addSql(`create index "credit_purchases_coupon_code_index" on "credit_purchases" ("coupon_code");`);
    this.addSql(`alter table "payment_events" drop constraint "payment_events_outcome_check",
      add constraint "payment_events_outcome_check" check ("outcome" in ('CREDITED', 'ALREADY_CREDITED', 'AMOUNT_MISMATCH', 'UNPAID', 'LOGGED', 'SUBSCRIPTION_APPLIED', 'SUBSCRIPTION_STALE'));`);

    this.addSql(`alter table "api_keys" add column "name" varchar(100) null, add column "key_last4" varchar(4) null,
      add column "expires_at" timestamptz null, add column "allowed_ips" text[] not null default '{}',
      add column "last_used_at" timestamptz null, add column "replaced_by_key_id" uuid null;`);
    // The account's key list (its sorts: created_at, name), tenant first (decision 78).
    for (const column of ['created_at', 'name'])
      this.addSql(
        `create index "api_keys_tenant_kind_${column}_index" on "api_keys" ("tenant_id", "kind", "${column}");`,
      );
    this.addSql(`create or replace function "notify_api_key_change"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and (to_jsonb(old) - 'last_used_at') = (to_jsonb(new) - 'last_used_at') then
          return null;
        end if;
        perform pg_notify('api_key_changes', old.id::text);
        return null;
      end $$;`);

    for (const table of ['account_subscriptions', 'plan_checkouts'])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "notify_api_key_change"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('api_key_changes', old.id::text);
        return null;
      end $$;`);
    this.addSql(`drop index if exists "api_keys_tenant_kind_created_at_index";`);
    this.addSql(`drop index if exists "api_keys_tenant_kind_name_index";`);
    this.addSql(`alter table "api_keys" drop column "name", drop column "key_last4", drop column "expires_at",
      drop column "allowed_ips", drop column "last_used_at", drop column "replaced_by_key_id";`);
    this.addSql(`alter table "payment_events" drop constraint "payment_events_outcome_check",
      add constraint "payment_events_outcome_check" check ("outcome" in ('CREDITED', 'ALREADY_CREDITED', 'AMOUNT_MISMATCH', 'UNPAID', 'LOGGED'));`);
    this.addSql(`alter table "credit_purchases" drop column "discount", drop column "coupon_code";`);
    this.addSql(`drop table if exists "coupons";`);
    this.addSql(`drop table if exists "plan_checkouts";`);
    this.addSql(`drop table if exists "account_subscriptions";`);
    this.addSql(`drop table if exists "plans";`);
  }
}
