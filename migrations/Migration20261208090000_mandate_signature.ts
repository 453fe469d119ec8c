import { Migration } from '@mikro-orm/migrations';

// A management mandate signed through the signature process (docs/decisions.md 211, 300): a
// signature document belongs to a lease (and maybe one of its amendments) or to a mandate, never
// both; a mandate's document has no lease PDF (its PDF is kept with the document's files) and records
// why the mandate could not become ACTIVE once signed. The agency signs as MANDATAIRE.
export class Migration20261208090000MandateSignature extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "signature_documents" alter column "lease_id" drop not null;`);
    this.addSql(`alter table "signature_documents" alter column "pdf_id" drop not null;`);
    this.addSql(
      `alter table "signature_documents" add column "mandate_id" uuid null references "management_mandates" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "signature_documents" add column "activation_refusal" jsonb null;`);
    this.addSql(
      `alter table "signature_documents" add constraint "signature_documents_subject_check" check (("mandate_id" is null and "lease_id" is not null and "pdf_id" is not null) or ("mandate_id" is not null and "lease_id" is null and "amendment_id" is null and "pdf_id" is null));`,
    );
    this.addSql(
      `create index "signature_documents_mandate_index" on "signature_documents" ("tenant_id", "mandate_id", "created_at") where "mandate_id" is not null;`,
    );
    this.addSql(`alter table "signature_requests" drop constraint "signature_requests_signer_type_check";`);
    this.addSql(
      `alter table "signature_requests" add constraint "signature_requests_signer_type_check" check ("signer_type" in ('PROPRIETAIRE', 'LOCATAIRE', 'MANDATAIRE'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "signature_documents" where "mandate_id" is not null;`);
    this.addSql(`alter table "signature_requests" drop constraint "signature_requests_signer_type_check";`);
    this.addSql(
      `alter table "signature_requests" add constraint "signature_requests_signer_type_check" check ("signer_type" in ('PROPRIETAIRE', 'LOCATAIRE'));`,
    );
    this.addSql(`alter table "signature_documents" drop constraint if exists "signature_documents_subject_check";`);
    this.addSql(`drop index if exists "signature_documents_mandate_index";`);
    this.addSql(`alter table "signature_documents" drop column if exists "activation_refusal";`);
    this.addSql(`alter table "signature_documents" drop column if exists "mandate_id";`);
    this.addSql(`alter table "signature_documents" alter column "pdf_id" set not null;`);
    this.addSql(`alter table "signature_documents" alter column "lease_id" set not null;`);
  }
}
