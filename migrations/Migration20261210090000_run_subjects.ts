import { Migration } from '@mikro-orm/migrations';

// Batch runs of owner statements and syndicate fund calls (docs/decisions.md 310-311): an item and a
// failure name their subject (a lease, a mandate or a syndicate, as the run's kind says), so the
// lease column becomes `subject_id` without its foreign key to the leases. The rows written so far
// name leases and stay as they are; the items' unique key (tenant, kind, variant, subject, period)
// is the same constraint on the renamed column. The two kinds join the kind checks.
const KINDS = `'RENT_NOTICES', 'RECEIPTS', 'REMINDERS', 'OWNER_STATEMENTS', 'SYNDIC_FUND_CALLS'`;
const LEASE_KINDS = `'RENT_NOTICES', 'RECEIPTS', 'REMINDERS'`;
const TABLES = ['batch_run_items', 'batch_run_failures'];

export class Migration20261210090000RunSubjects extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" drop constraint "${table}_lease_id_fkey";`);
      this.addSql(`alter table "${table}" rename column "lease_id" to "subject_id";`);
    }
    this.kindChecks(KINDS);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "batch_runs" where "kind" not in (${LEASE_KINDS});`);
    this.kindChecks(LEASE_KINDS);
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" rename column "subject_id" to "lease_id";`);
      this.addSql(`delete from "${table}" t where not exists (select 1 from "leases" l where l."id" = t."lease_id");`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_lease_id_fkey" foreign key ("lease_id") references "leases" ("id") on delete cascade;`,
      );
    }
  }

  private kindChecks(kinds: string) {
    for (const table of ['batch_runs', 'batch_run_items']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_kind_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_kind_check" check ("kind" in (${kinds}));`);
    }
  }
}
