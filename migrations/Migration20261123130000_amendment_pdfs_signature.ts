import { Migration } from '@mikro-orm/migrations';

// Amendment PDFs and their signature (docs/decisions.md 147, 148): a generated PDF and a signature
// document may belong to an amendment of their lease, and a PDF keeps the hash of the data it was
// built from (an amendment is signed only on a PDF of what it states now). Both tables keep their
// row-level security.
// The list of an amendment's PDFs is indexed as the lease's (docs/decisions.md 78): tenant, the
// amendment, each sort field and `id`.
const SORTS = ['created_at', 'file_size', 'pages', 'template_type'];
const index = (field: string) => `lease_pdfs_amendment_${field}_index`;

export class Migration20261123130000AmendmentPdfsSignature extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "lease_pdfs" add column "amendment_id" uuid null references "lease_amendments" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "lease_pdfs" add column "data_sha256" varchar(64) null;`);
    for (const field of SORTS)
      this.addSql(
        `create index "${index(field)}" on "lease_pdfs" ("tenant_id", "amendment_id", "${field}", "id") where "amendment_id" is not null;`,
      );
    this.addSql(
      `alter table "signature_documents" add column "amendment_id" uuid null references "lease_amendments" ("id");`,
    );
    this.addSql(
      `create index "signature_documents_amendment_index" on "signature_documents" ("tenant_id", "amendment_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "signature_documents_amendment_index";`);
    this.addSql(`alter table "signature_documents" drop column if exists "amendment_id";`);
    for (const field of SORTS) this.addSql(`drop index if exists "${index(field)}";`);
    this.addSql(`alter table "lease_pdfs" drop column if exists "data_sha256";`);
    this.addSql(`alter table "lease_pdfs" drop column if exists "amendment_id";`);
  }
}
