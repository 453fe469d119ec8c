import { Migration } from '@mikro-orm/migrations';

// Runs of the receipts a bank import's payments owe (docs/decisions.md 320): PAYMENT_RECEIPTS joins
// the kind checks of the runs and their items.
const KINDS = `'RENT_NOTICES', 'RECEIPTS', 'REMINDERS', 'OWNER_STATEMENTS', 'SYNDIC_FUND_CALLS', 'PAYMENT_RECEIPTS'`;
const KINDS_BEFORE = `'RENT_NOTICES', 'RECEIPTS', 'REMINDERS', 'OWNER_STATEMENTS', 'SYNDIC_FUND_CALLS'`;

export class Migration20261215090000PaymentReceiptsRuns extends Migration {
  override async up(): Promise<void> {
    this.kindChecks(KINDS);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "batch_runs" where "kind" = 'PAYMENT_RECEIPTS';`);
    this.addSql(`delete from "batch_run_items" where "kind" = 'PAYMENT_RECEIPTS';`);
    this.kindChecks(KINDS_BEFORE);
  }

  private kindChecks(kinds: string) {
    for (const table of ['batch_runs', 'batch_run_items']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_kind_check";`);
      this.addSql(`alter table "${table}" add constraint "${table}_kind_check" check ("kind" in (${kinds}));`);
    }
  }
}
