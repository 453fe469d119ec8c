import { Migration } from '@mikro-orm/migrations';

// Lease annexes: the global catalogue of system annexes (shared, seeded here; core/annexes/annex-catalogue.ts
// keeps the same list and a test keeps both equal) and the annexes of each lease, one per code except OTHER.
export class Migration20261123080300LeaseAnnexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "annex_catalogue" (
      "code" text not null, "name" varchar(255) not null, "description" text not null,
      "source_category" text not null, "legal_reference" varchar(255) null,
      primary key ("code"),
      constraint "annex_catalogue_source_category_check" check ("source_category" in ('STATIC_FILE', 'GENERATED', 'USER_UPLOAD'))
    );`);
    this
      .addSql(`insert into "annex_catalogue" ("code", "name", "description", "source_category", "legal_reference") values
      ('NOTICE_INFORMATION', 'Notice d''information relative aux droits et obligations des locataires et des bailleurs', 'Annexed to every lease of a main residence, empty or furnished; a text of the service, rendered once as a PDF.', 'STATIC_FILE', 'Loi n° 89-462, art. 3; arrêté du 29 mai 2015 modifié par l’arrêté du 16 février 2023'),
      ('RENT_CONTROL_MENTIONS', 'Mentions relatives au loyer (encadrement et évolution des loyers)', 'Generated from the lease: reference rents, base rent and complément, previous rent, in rent-controlled and tense zones.', 'GENERATED', 'Loi n° 89-462, art. 3, 17 et 17-2; décret n° 2017-1198'),
      ('ENTRY_CONDITION_REPORT', 'État des lieux d''entrée', 'Generated from the signed entry condition report.', 'GENERATED', 'Loi n° 89-462, art. 3-2'),
      ('FURNITURE_INVENTORY', 'Inventaire et état détaillé du mobilier', 'Generated from the furniture of the signed entry condition report of a furnished lease.', 'GENERATED', 'Loi n° 89-462, art. 25-5; décret n° 2015-981'),
      ('DPE', 'Diagnostic de performance énergétique (DPE)', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Code de la construction et de l’habitation, art. L126-29'),
      ('LEAD', 'Constat de risque d''exposition au plomb (CREP)', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Code de la santé publique, art. L1334-7'),
      ('ASBESTOS', 'Dossier amiante - parties privatives', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Code de la santé publique, art. R1334-29-4'),
      ('ELECTRICITY', 'État de l''installation intérieure d''électricité', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Loi n° 89-462, art. 3-3'),
      ('GAS', 'État de l''installation intérieure de gaz', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Loi n° 89-462, art. 3-3'),
      ('RISKS', 'État des risques', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Code de l''environnement, art. L125-5'),
      ('NOISE', 'Diagnostic bruit', 'Part of the technical diagnostics file: the diagnostician''s report, uploaded as a PDF (media) on the estate diagnostic.', 'USER_UPLOAD', 'Code de l''urbanisme, art. L112-11'),
      ('COOWNERSHIP_RULES', 'Extrait du règlement de copropriété', 'The extracts on the use of the building and the lot’s share of charges, uploaded as a PDF on the estate diagnostic.', 'USER_UPLOAD', 'Loi n° 89-462, art. 3'),
      ('OTHER', 'Autre annexe', 'Any other document the parties annex (an uploaded PDF or image).', 'USER_UPLOAD', null);`);

    this.addSql(`create table "lease_annexes" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "code" text not null references "annex_catalogue" ("code"),
      "source_category" text not null, "title" varchar(255) not null,
      "media_id" uuid null references "media" ("id"),
      "source_id" uuid null, "source_version" varchar(64) null, "valid_until" date null,
      primary key ("id"),
      constraint "lease_annexes_source_category_check" check ("source_category" in ('STATIC_FILE', 'GENERATED', 'USER_UPLOAD'))
    );`);
    this.addSql(
      `create unique index "lease_annexes_one_per_code_unique" on "lease_annexes" ("lease_id", "code") where "code" <> 'OTHER';`,
    );
    for (const column of ['created_at', 'code', 'valid_until', 'source_category']) {
      this.addSql(
        `create index "lease_annexes_tenant_id_lease_id_${column}_index" on "lease_annexes" ("tenant_id", "lease_id", "${column}");`,
      );
    }
    this.addSql(`create index "lease_annexes_media_id_index" on "lease_annexes" ("media_id");`);
    this.addSql(`select enable_tenant_rls('lease_annexes');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lease_annexes" cascade;`);
    this.addSql(`drop table if exists "annex_catalogue" cascade;`);
  }
}
