import { Migration } from '@mikro-orm/migrations';

// The rent reminder escalation steps taken on unpaid periods (workflows/rent-reminders), one per
// period and step.
export class Migration20261123050300RentReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rent_reminders" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "period_id" uuid not null references "rent_periods" ("id") on delete cascade,
      "step" text not null, "sent_on" date not null, "amount_due" numeric(12,2) not null, "recommendation" text null,
      primary key ("id"),
      constraint "rent_reminders_period_step_unique" unique ("period_id", "step"),
      constraint "rent_reminders_step_check" check ("step" in ('FRIENDLY_REMINDER', 'FORMAL_NOTICE', 'GUARANTOR_AND_LANDLORD_FLAG')),
      constraint "rent_reminders_amount_check" check ("amount_due" >= 0)
    );`);
    for (const column of ['sent_on', 'step', 'period_id', 'created_at'])
      this.addSql(
        `create index "rent_reminders_tenant_id_lease_id_${column}_index" on "rent_reminders" ("tenant_id", "lease_id", "${column}");`,
      );
    this.addSql(`select enable_tenant_rls('rent_reminders');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rent_reminders";`);
  }
}
