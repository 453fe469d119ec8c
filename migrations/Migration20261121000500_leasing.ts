import { Migration } from '@mikro-orm/migrations';

// Leasing: lease types (seeded), leases with their rent history, lessees, lease-lessee
// terms and lease documents. Rules live in core; the constraints here are the last line.
export class Migration20261121000500Leasing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_types" (
      "id" uuid not null default gen_random_uuid(), "code" text not null, "name" varchar(255) not null, "description" text not null,
      "category" text not null, "furnished" boolean not null,
      "default_duration_months" int not null, "min_duration_months" int not null, "max_duration_months" int null,
      "allowed_durations_months" jsonb not null default '[]', "deposit_cap_months" int null, "legal_reference" varchar(255) not null,
      primary key ("id"),
      constraint "lease_types_code_unique" unique ("code"),
      constraint "lease_types_code_check" check ("code" in ('HabitationVide', 'HabitationMeublee', 'MobiliteEtudiante', 'Commercial', 'Professionnel')),
      constraint "lease_types_category_check" check ("category" in ('residential', 'commercial', 'professional')),
      constraint "lease_types_durations_check" check ("min_duration_months" >= 1 and ("max_duration_months" is null or "max_duration_months" >= "min_duration_months")),
      constraint "lease_types_deposit_cap_check" check ("deposit_cap_months" is null or "deposit_cap_months" >= 0)
    );`);

    this.addSql(`create table "leases" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "estate_id" uuid not null references "estates" ("id"),
      "lease_type_id" uuid not null references "lease_types" ("id"),
      "reference_number" varchar(100) null, "start_date" date not null, "end_date" date not null,
      "rent_amount" numeric(12,2) not null, "rent_frequency" text not null default 'MONTHLY', "deposit_amount" numeric(12,2) null,
      "revision_index_type" text not null default 'IRL', "next_revision_date" date null, "inventory_type" varchar(100) null,
      "usage_type" text not null default 'RESIDENTIAL_ONLY', "payment_day" smallint null, "payment_terms" text not null default 'TERME_A_ECHOIR',
      "payment_method" text null, "charge_settlement_mode" text not null default 'PROVISION', "charges_amount" numeric(12,2) null,
      "is_subject_to_rent_evolution_decree" boolean not null default false, "is_subject_to_reference_rent_cap" boolean not null default false,
      "reference_rent_per_m2" numeric(12,2) null, "reference_rent_increased_per_m2" numeric(12,2) null, "base_rent_amount" numeric(12,2) null,
      "special_conditions" text null, "status" text not null default 'DRAFT', "rent_regulation_compliance_status" varchar(50) null,
      primary key ("id"),
      constraint "leases_dates_check" check ("end_date" > "start_date"),
      constraint "leases_rent_check" check ("rent_amount" > 0),
      constraint "leases_amounts_check" check (coalesce("deposit_amount", 0) >= 0 and coalesce("charges_amount", 0) >= 0 and coalesce("base_rent_amount", 0) >= 0),
      constraint "leases_payment_day_check" check ("payment_day" between 1 and 31),
      constraint "leases_status_check" check ("status" in ('DRAFT', 'PENDING_SIGNATURE', 'ACTIVE', 'NOTICE', 'FINALISATION', 'TERMINATED', 'EXPIRED')),
      constraint "leases_rent_frequency_check" check ("rent_frequency" in ('MONTHLY', 'QUARTERLY', 'ANNUALLY')),
      constraint "leases_revision_index_type_check" check ("revision_index_type" in ('IRL', 'ICC', 'ILAT', 'ILC', 'NONE')),
      constraint "leases_usage_type_check" check ("usage_type" in ('RESIDENTIAL_ONLY', 'MIXED_PROFESSIONAL')),
      constraint "leases_payment_terms_check" check ("payment_terms" in ('TERME_A_ECHOIR', 'TERME_ECHU')),
      constraint "leases_payment_method_check" check ("payment_method" in ('VIREMENT_BANCAIRE', 'PRELEVEMENT_AUTOMATIQUE', 'CHEQUE', 'ESPECES', 'CARTE_BANCAIRE', 'MANDAT_CASH', 'AUTRE')),
      constraint "leases_charge_settlement_mode_check" check ("charge_settlement_mode" in ('PROVISION', 'PERIODIC', 'FLAT_RATE'))
    );`);
    this.addSql(`create index "leases_tenant_id_index" on "leases" ("tenant_id");`);
    this.addSql(`create index "leases_estate_id_index" on "leases" ("estate_id");`);
    this.addSql(`create index "leases_tenant_id_status_index" on "leases" ("tenant_id", "status");`);
    this.addSql(`create index "leases_tenant_id_start_date_index" on "leases" ("tenant_id", "start_date");`);
    this.addSql(
      `create unique index "leases_tenant_id_reference_number_unique" on "leases" ("tenant_id", "reference_number") where "reference_number" is not null;`,
    );

    this.addSql(`create table "lease_rent_revisions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "old_rent_amount" numeric(12,2) not null, "new_rent_amount" numeric(12,2) not null, "effective_date" date not null,
      "reason" text null, "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "lease_rent_revisions_tenant_id_index" on "lease_rent_revisions" ("tenant_id");`);
    this.addSql(`create index "lease_rent_revisions_lease_id_index" on "lease_rent_revisions" ("lease_id");`);

    this.addSql(`create table "lessees" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "category" text not null default 'individual', "title" varchar(20) null, "first_name" varchar(255) null, "last_name" varchar(255) not null,
      "birth_date" date null, "birth_place" varchar(255) null, "email" varchar(255) null, "mobile_phone" varchar(20) null,
      "address_street" varchar(255) null, "address_postal_code" varchar(20) null, "address_city" varchar(255) null, "address_country" varchar(50) null,
      "profession" varchar(255) null, "employer_name" varchar(255) null, "employer_phone" varchar(20) null, "monthly_income" numeric(12,2) null,
      "bank_name" varchar(255) null, "iban" varchar(34) null, "bic" varchar(11) null,
      primary key ("id"),
      constraint "lessees_category_check" check ("category" in ('individual', 'company', 'guarantor'))
    );`);
    this.addSql(`create index "lessees_tenant_id_index" on "lessees" ("tenant_id");`);
    this.addSql(`create index "lessees_tenant_id_last_name_index" on "lessees" ("tenant_id", "last_name");`);

    this.addSql(`create table "lease_lessees" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "lessee_id" uuid not null references "lessees" ("id") on delete cascade,
      "role" text not null, "start_date" date not null, "end_date" date null, "rent_share" numeric(5,2) null,
      primary key ("id"),
      constraint "lease_lessees_role_check" check ("role" in ('PrimaryTenant', 'CoTenant', 'Guarantor')),
      constraint "lease_lessees_dates_check" check ("end_date" is null or "end_date" >= "start_date"),
      constraint "lease_lessees_rent_share_check" check ("rent_share" between 0 and 100 and ("role" <> 'Guarantor' or "rent_share" is null))
    );`);
    this.addSql(`create index "lease_lessees_tenant_id_index" on "lease_lessees" ("tenant_id");`);
    this.addSql(`create index "lease_lessees_lease_id_index" on "lease_lessees" ("lease_id");`);
    this.addSql(`create index "lease_lessees_lessee_id_index" on "lease_lessees" ("lessee_id");`);

    this.addSql(`create table "lease_documents" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "document_type" varchar(100) not null, "description" text null, "file_name" varchar(255) not null,
      "content_type" varchar(100) not null, "file_size" int not null, "sha256" varchar(64) not null, "storage_key" varchar(255) not null,
      primary key ("id"),
      constraint "lease_documents_storage_key_unique" unique ("storage_key"),
      constraint "lease_documents_content_type_check" check ("content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
      constraint "lease_documents_file_size_check" check ("file_size" between 1 and 20971520)
    );`);
    this.addSql(`create index "lease_documents_tenant_id_index" on "lease_documents" ("tenant_id");`);
    this.addSql(`create index "lease_documents_lease_id_index" on "lease_documents" ("lease_id");`);

    // The legal frameworks (core/leasing/lease-type.ts keeps the same catalogue and cites each source).
    this
      .addSql(`insert into "lease_types" ("code", "name", "description", "category", "furnished", "default_duration_months", "min_duration_months", "max_duration_months", "allowed_durations_months", "deposit_cap_months", "legal_reference") values
      ('HabitationVide', 'Bail d''habitation vide', 'Unfurnished main residence: 3-year term, tacitly renewed; deposit at most 1 month of rent excluding charges.', 'residential', false, 36, 36, null, '[]', 1, 'Loi n° 89-462 du 6 juillet 1989, art. 10 et 22'),
      ('HabitationMeublee', 'Bail d''habitation meublée', 'Furnished main residence: 1-year term (9 months for a student, not renewed); deposit at most 2 months of rent excluding charges.', 'residential', true, 12, 12, null, '[9]', 2, 'Loi n° 89-462 du 6 juillet 1989, art. 25-6 et 25-7'),
      ('MobiliteEtudiante', 'Bail mobilité (étudiant)', 'Bail mobilité for students, trainees and people on temporary assignment: furnished, 1 to 10 months, not renewable; no deposit may be required.', 'residential', true, 10, 1, 10, '[]', 0, 'Loi n° 2018-1021 du 23 novembre 2018 (ELAN), art. 107; loi n° 89-462, art. 25-12 à 25-18'),
      ('Commercial', 'Bail commercial 3/6/9', 'Commercial lease: at least 9 years, the tenant may give notice at the end of each 3-year period; deposit freely agreed.', 'commercial', false, 108, 108, null, '[]', null, 'Code de commerce, art. L145-4'),
      ('Professionnel', 'Bail professionnel', 'Professional lease (liberal professions): at least 6 years, tacitly renewed; deposit freely agreed.', 'professional', false, 72, 72, null, '[]', null, 'Loi n° 86-1290 du 23 décembre 1986, art. 57 A');`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'lease_documents',
      'lease_lessees',
      'lessees',
      'lease_rent_revisions',
      'leases',
      'lease_types',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
