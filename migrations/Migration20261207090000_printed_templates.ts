import { Migration } from '@mikro-orm/migrations';

// The template a document was printed from (docs/decisions.md 295-296): receipts, fund-call notices
// (stored PDFs), owner statements, condition reports and rent due notices (printed on request,
// pinned at their first print) name the account template and the published version they were printed from; null for the
// built-in document. A version a record names cannot be deleted (core/templates/templates.ts).
const PRINTED: [string, string][] = [
  ['rent_receipts', ''],
  ['owner_statements', ''],
  ['syndic_fund_call_notices', ''],
  ['condition_reports', ''],
  ['rent_periods', 'notice_'],
];

export class Migration20261207090000PrintedTemplates extends Migration {
  override async up(): Promise<void> {
    for (const [table, prefix] of PRINTED) {
      this.addSql(
        `alter table "${table}" add column "${prefix}template_id" uuid null, add column "${prefix}template_version" int null;`,
      );
      // The versions in use, found when one is deleted: tenant first (docs/decisions.md 78).
      this.addSql(
        `create index "${table}_${prefix}template_index" on "${table}" ("tenant_id", "${prefix}template_id", "${prefix}template_version") where "${prefix}template_id" is not null;`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table, prefix] of PRINTED)
      this.addSql(
        `alter table "${table}" drop column "${prefix}template_id", drop column "${prefix}template_version";`,
      );
  }
}
