import { Migration } from '@mikro-orm/migrations';

// Contacts and their links to places, estates and leases; energy diagnoses (DPE); equipment and
// its condition history. Rules live in core; the constraints here are the last line.
export class Migration20261121000400ContactsDiagnosticsEquipment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contacts" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "type_contact" text not null default 'Individual', "category" text null,
      "first_name" varchar(100) null, "last_name" varchar(100) null, "company_name" varchar(255) null,
      "email" varchar(255) null, "mobile_phone" varchar(20) not null, "landline_phone" varchar(20) null,
      "address" varchar(255) not null, "postal_code" varchar(20) null, "city" varchar(100) null, "country" varchar(100) null,
      "iban" varchar(34) null, "swift" varchar(11) null, "color_code" varchar(7) null, "notes" text null,
      "professional_activity" varchar(255) null, "professional_card_number" varchar(100) null,
      "professional_card_issuing_location" varchar(255) null, "professional_card_issuing_date" date null,
      "professional_card_expiry_date" date null, "professional_registration_number" varchar(100) null,
      "professional_guarantor_id" uuid null references "contacts" ("id") on delete set null,
      "professional_insurance_company" varchar(255) null, "professional_insurance_policy" varchar(100) null,
      "professional_status" text null,
      primary key ("id"),
      constraint "contacts_type_contact_check" check ("type_contact" in ('Individual', 'Company')),
      constraint "contacts_category_check" check ("category" in ('Tenant', 'Owner', 'Property Manager', 'Contractor', 'Legal Advisor', 'Insurance Agent', 'Maintenance')),
      constraint "contacts_professional_status_check" check ("professional_status" in ('Active', 'Inactive', 'Suspended', 'Retired')),
      constraint "contacts_color_code_check" check ("color_code" ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
      constraint "contacts_email_lower_check" check ("email" = lower("email"))
    );`);
    this.addSql(`create index "contacts_tenant_id_index" on "contacts" ("tenant_id");`);
    // Spec, Contact: e-mail addresses are unique (per tenant; stored lower case).
    this.addSql(
      `create unique index "contacts_tenant_id_email_unique" on "contacts" ("tenant_id", "email") where "email" is not null;`,
    );
    this.addSql(`create index "contacts_tenant_id_created_at_index" on "contacts" ("tenant_id", "created_at");`);

    // A link has no foreign key on entity_id (it may name a place, an estate or a lease);
    // links to a deleted record are skipped when read.
    this.addSql(`create table "contact_links" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "contact_id" uuid not null references "contacts" ("id") on delete cascade,
      "entity_type" text not null, "entity_id" uuid not null, "role" text not null,
      primary key ("id"),
      constraint "contact_links_entity_type_check" check ("entity_type" in ('place', 'estate', 'lease')),
      constraint "contact_links_role_check" check ("role" in ('Tenant', 'Owner', 'Property Manager', 'Contractor', 'Legal Advisor', 'Insurance Agent', 'Maintenance', 'Syndic', 'Notary', 'Guarantor', 'Emergency Contact')),
      constraint "contact_links_unique" unique ("contact_id", "entity_type", "entity_id", "role")
    );`);
    this.addSql(`create index "contact_links_tenant_id_index" on "contact_links" ("tenant_id");`);
    this.addSql(`create index "contact_links_contact_id_index" on "contact_links" ("contact_id");`);
    this.addSql(`create index "contact_links_entity_id_index" on "contact_links" ("entity_id");`);

    this.addSql(`create table "energy_diagnoses" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "place_id" uuid null references "places" ("id") on delete cascade,
      "estate_id" uuid null references "estates" ("id") on delete cascade,
      "reference_number" varchar(100) not null, "diagnosis_date" date not null, "valid_until" date not null,
      "energy_label" text not null, "ges_label" text not null, "construction_year" int not null,
      "energy_consumption" double precision null, "ges_emission" double precision null, "heated_area" double precision null,
      "notes" varchar(1000) null, "media_id" uuid null,
      primary key ("id"),
      constraint "energy_diagnoses_one_owner_check" check (("place_id" is null) <> ("estate_id" is null)),
      constraint "energy_diagnoses_validity_check" check ("valid_until" > "diagnosis_date" and "valid_until" <= "diagnosis_date" + interval '10 years'),
      constraint "energy_diagnoses_energy_label_check" check ("energy_label" in ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
      constraint "energy_diagnoses_ges_label_check" check ("ges_label" in ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
      constraint "energy_diagnoses_construction_year_check" check ("construction_year" >= 1800),
      constraint "energy_diagnoses_measures_check" check ("energy_consumption" >= 0 and "ges_emission" >= 0 and "heated_area" > 0)
    );`);
    this.addSql(`create index "energy_diagnoses_tenant_id_index" on "energy_diagnoses" ("tenant_id");`);
    this.addSql(`create index "energy_diagnoses_place_id_index" on "energy_diagnoses" ("place_id");`);
    this.addSql(`create index "energy_diagnoses_estate_id_index" on "energy_diagnoses" ("estate_id");`);

    this.addSql(`create table "equipment" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "name" varchar(255) not null, "category" text not null default 'OTHER',
      "brand" varchar(100) null, "model" varchar(100) null, "serial_number" varchar(100) null,
      "installation_date" date null, "warranty_end" date null,
      "condition" text null, "condition_notes" text null,
      "place_id" uuid null references "places" ("id") on delete cascade,
      "estate_id" uuid null references "estates" ("id") on delete cascade,
      "room_id" uuid null references "rooms" ("id") on delete set null,
      primary key ("id"),
      constraint "equipment_category_check" check ("category" in ('FIXTURE', 'HVAC', 'PLUMBING', 'ELECTRICAL', 'SAFETY', 'APPLIANCE', 'OTHER')),
      constraint "equipment_condition_check" check ("condition" in ('EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'DAMAGED', 'NEEDS_REPAIR', 'BROKEN', 'MISSING')),
      constraint "equipment_warranty_check" check ("warranty_end" >= "installation_date")
    );`);
    this.addSql(`create index "equipment_tenant_id_index" on "equipment" ("tenant_id");`);
    this.addSql(`create index "equipment_place_id_index" on "equipment" ("place_id");`);
    this.addSql(`create index "equipment_estate_id_index" on "equipment" ("estate_id");`);
    this.addSql(`create index "equipment_room_id_index" on "equipment" ("room_id");`);

    // Snapshots: the location columns keep what was true then, so they carry no foreign keys.
    this.addSql(`create table "equipment_condition_history" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "equipment_id" uuid not null references "equipment" ("id") on delete cascade,
      "condition" text null, "condition_notes" text null,
      "place_id" uuid null, "estate_id" uuid null, "room_id" uuid null,
      "source" text not null, "recorded_at" timestamptz not null,
      primary key ("id"),
      constraint "equipment_condition_history_condition_check" check ("condition" in ('EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'DAMAGED', 'NEEDS_REPAIR', 'BROKEN', 'MISSING')),
      constraint "equipment_condition_history_source_check" check ("source" in ('create', 'update', 'link'))
    );`);
    this.addSql(
      `create index "equipment_condition_history_tenant_id_index" on "equipment_condition_history" ("tenant_id");`,
    );
    this.addSql(
      `create index "equipment_condition_history_equipment_id_index" on "equipment_condition_history" ("equipment_id", "recorded_at");`,
    );
  }

  override async down(): Promise<void> {
    for (const table of ['equipment_condition_history', 'equipment', 'energy_diagnoses', 'contact_links', 'contacts']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
