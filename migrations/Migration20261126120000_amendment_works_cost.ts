import { Migration } from '@mikro-orm/migrations';

// The cost of the works an amended rent increase pays for: in zone tendue the increase is at most
// 15 % of it a year (docs/legal.md, amendments).
export class Migration20261126120000AmendmentWorksCost extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "amendment_rent_details" add column "works_cost" numeric(12,2) null
      constraint "amendment_rent_details_works_cost_check" check ("works_cost" > 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "amendment_rent_details" drop column "works_cost";`);
  }
}
