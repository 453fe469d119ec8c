import { Migration } from '@mikro-orm/migrations';

// Security deposits (loi 89-462 art. 22): one per lease, its retentions and the late-penalty
// periods recorded by the restitution watch; and the tenant account's billing settings (reminder
// delays). Rules live in core/billing; the constraints here are the last line.
export class Migration20261123050100SecurityDeposits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "billing_settings" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "rent_grace_days" smallint not null default 5, "rent_formal_notice_days" smallint not null default 15,
      "rent_escalation_days" smallint not null default 30, "deposit_reminder_days" smallint not null default 7,
      primary key ("id"),
      constraint "billing_settings_tenant_id_unique" unique ("tenant_id"),
      constraint "billing_settings_days_check" check ("rent_grace_days" between 0 and 365 and "rent_formal_notice_days" between 1 and 365
        and "rent_escalation_days" between 1 and 365 and "deposit_reminder_days" between 0 and 60),
      constraint "billing_settings_order_check" check ("rent_grace_days" < "rent_formal_notice_days" and "rent_formal_notice_days" < "rent_escalation_days")
    );`);

    this.addSql(`create table "security_deposits" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "amount" numeric(12,2) not null, "received_amount" numeric(12,2) null, "received_on" date null,
      "status" text not null default 'HELD', "keys_returned_on" date null, "exit_matches_entry" boolean null,
      "forwarding_address" text null, "restitution_deadline" date null,
      "returned_amount" numeric(12,2) null, "returned_on" date null,
      primary key ("id"),
      constraint "security_deposits_lease_id_unique" unique ("lease_id"),
      constraint "security_deposits_status_check" check ("status" in ('HELD', 'AWAITING_RESTITUTION', 'RESTITUTED')),
      constraint "security_deposits_amounts_check" check ("amount" >= 0 and coalesce("received_amount", 0) >= 0 and coalesce("returned_amount", 0) >= 0)
    );`);
    this.addSql(`create index "security_deposits_tenant_id_index" on "security_deposits" ("tenant_id");`);

    this.addSql(`create table "deposit_retentions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "deposit_id" uuid not null references "security_deposits" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "category" text not null, "amount" numeric(12,2) not null, "justification" text not null,
      "accounts_approved_on" date null, "settled_amount" numeric(12,2) null, "settled_on" date null,
      primary key ("id"),
      constraint "deposit_retentions_category_check" check ("category" in ('REPAIRS', 'UNPAID_RENT', 'UNPAID_CHARGES', 'CHARGES_PROVISION', 'OTHER_DUE')),
      constraint "deposit_retentions_amount_check" check ("amount" > 0 and coalesce("settled_amount", 0) >= 0)
    );`);
    this.addSql(
      `create index "deposit_retentions_tenant_id_deposit_id_index" on "deposit_retentions" ("tenant_id", "deposit_id");`,
    );

    this.addSql(`create table "deposit_penalty_accruals" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null,
      "deposit_id" uuid not null references "security_deposits" ("id") on delete cascade,
      "period_number" int not null, "period_start" date not null, "amount" numeric(12,2) not null,
      primary key ("id"),
      constraint "deposit_penalty_accruals_period_unique" unique ("deposit_id", "period_number"),
      constraint "deposit_penalty_accruals_period_check" check ("period_number" >= 1 and "amount" >= 0)
    );`);
    this.addSql(
      `create index "deposit_penalty_accruals_tenant_id_deposit_id_index" on "deposit_penalty_accruals" ("tenant_id", "deposit_id");`,
    );

    for (const table of ['billing_settings', 'security_deposits', 'deposit_retentions', 'deposit_penalty_accruals'])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "deposit_penalty_accruals";`);
    this.addSql(`drop table if exists "deposit_retentions";`);
    this.addSql(`drop table if exists "security_deposits";`);
    this.addSql(`drop table if exists "billing_settings";`);
  }
}
