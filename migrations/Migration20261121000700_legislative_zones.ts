import { Migration } from '@mikro-orm/migrations';

// Legislative zones, the postal codes of the rent-controlled territories and their reference
// rents. Seeds France's territories under rent control (encadrement des loyers, loi
// ELAN art. 140) with the date it first applied and the zone tendue flag; the reference rents
// themselves come from the import command (docs/reference-rents.md). Also the compliance inputs a
// tenant records for a lease (it runs after the leasing migration).

type ZoneSeed = [
  code: string,
  type: string,
  name: string,
  parent: string | null,
  rentControlled: boolean,
  tendue: boolean,
  since: string | null,
  description: string | null,
];

const ORDINAL = (n: number) => (n === 1 ? '1er' : `${n}e`);

const ZONES: ZoneSeed[] = [
  ['FR', 'COUNTRY', 'France', null, false, false, null, null],
  ['FR-IDF', 'REGION', 'Île-de-France', 'FR', false, false, null, null],
  ['FR-HDF', 'REGION', 'Hauts-de-France', 'FR', false, false, null, null],
  ['FR-ARA', 'REGION', 'Auvergne-Rhône-Alpes', 'FR', false, false, null, null],
  ['FR-OCC', 'REGION', 'Occitanie', 'FR', false, false, null, null],
  ['FR-NAQ', 'REGION', 'Nouvelle-Aquitaine', 'FR', false, false, null, null],
  ['FR-75', 'DEPARTMENT', 'Paris', 'FR-IDF', false, false, null, null],
  ['FR-93', 'DEPARTMENT', 'Seine-Saint-Denis', 'FR-IDF', false, false, null, null],
  ['FR-59', 'DEPARTMENT', 'Nord', 'FR-HDF', false, false, null, null],
  ['FR-69', 'DEPARTMENT', 'Rhône', 'FR-ARA', false, false, null, 'Département du Rhône and Métropole de Lyon'],
  ['FR-38', 'DEPARTMENT', 'Isère', 'FR-ARA', false, false, null, null],
  ['FR-34', 'DEPARTMENT', 'Hérault', 'FR-OCC', false, false, null, null],
  ['FR-33', 'DEPARTMENT', 'Gironde', 'FR-NAQ', false, false, null, null],
  ['FR-64', 'DEPARTMENT', 'Pyrénées-Atlantiques', 'FR-NAQ', false, false, null, null],
  [
    'FR-PARIS',
    'CITY',
    'Paris',
    'FR-75',
    true,
    true,
    '2019-07-01',
    'Reference rents per quartier administratif, arrêté of the préfet de la région Île-de-France renewed every 1 July',
  ],
  ...Array.from({ length: 20 }, (_, i): ZoneSeed => [
    `FR-PARIS-${String(i + 1).padStart(2, '0')}`,
    'DISTRICT',
    `Paris ${ORDINAL(i + 1)} arrondissement`,
    'FR-PARIS',
    true,
    true,
    '2019-07-01',
    null,
  ]),
  [
    'FR-PLAINE-COMMUNE',
    'AGGLOMERATION',
    'Plaine Commune',
    'FR-93',
    true,
    true,
    '2021-06-01',
    "Aubervilliers, Épinay-sur-Seine, L'Île-Saint-Denis, La Courneuve, Pierrefitte-sur-Seine, Saint-Denis, Saint-Ouen-sur-Seine, Stains, Villetaneuse",
  ],
  [
    'FR-EST-ENSEMBLE',
    'AGGLOMERATION',
    'Est Ensemble',
    'FR-93',
    true,
    true,
    '2021-12-01',
    'Bagnolet, Bobigny, Bondy, Les Lilas, Montreuil, Noisy-le-Sec, Pantin, Le Pré-Saint-Gervais, Romainville',
  ],
  [
    'FR-LILLE',
    'CITY',
    'Lille',
    'FR-59',
    true,
    true,
    '2020-03-01',
    'Lille with its associated communes Hellemmes and Lomme',
  ],
  ['FR-LYON-VILLEURBANNE', 'AGGLOMERATION', 'Lyon and Villeurbanne', 'FR-69', true, true, '2021-11-01', null],
  ['FR-LYON', 'CITY', 'Lyon', 'FR-LYON-VILLEURBANNE', true, true, '2021-11-01', null],
  ['FR-VILLEURBANNE', 'CITY', 'Villeurbanne', 'FR-LYON-VILLEURBANNE', true, true, '2021-11-01', null],
  ['FR-MONTPELLIER', 'CITY', 'Montpellier', 'FR-34', true, true, '2022-07-01', null],
  ['FR-BORDEAUX', 'CITY', 'Bordeaux', 'FR-33', true, true, '2022-07-15', null],
  [
    'FR-PAYS-BASQUE',
    'AGGLOMERATION',
    'Pays Basque',
    'FR-64',
    true,
    true,
    '2024-11-25',
    "24 communes of the Communauté d'agglomération Pays Basque: Ahetze, Anglet, Arbonne, Arcangues, Ascain, Bassussarry, Bayonne, Biarritz, Bidart, Biriatou, Boucau, Ciboure, Guéthary, Hendaye, Jatxou, Lahonce, Larressore, Mouguerre, Saint-Jean-de-Luz, Saint-Pierre-d'Irube, Urcuit, Urrugne, Ustaritz, Villefranque",
  ],
  [
    'FR-GRENOBLE',
    'AGGLOMERATION',
    'Grenoble-Alpes Métropole',
    'FR-38',
    true,
    true,
    '2025-01-20',
    "21 communes, 13 in full (Bresson, Claix, Domène, Eybens, Le Fontanil-Cornillon, Gières, Meylan, Murianette, Poisat, La Tronche, Seyssins, Varces-Allières-et-Risset, Venon) and 8 in part (Échirolles, Fontaine, Grenoble, Le Pont-de-Claix, Saint-Égrève, Saint-Martin-d'Hères, Sassenage, Seyssinet-Pariset)",
  ],
];

type PostalSeed = [postalCode: string, commune: string, zone: string, coverage: 'FULL' | 'PARTIAL'];

const POSTAL_CODES: PostalSeed[] = [
  ...Array.from({ length: 20 }, (_, i): PostalSeed => [
    `750${String(i + 1).padStart(2, '0')}`,
    'Paris',
    `FR-PARIS-${String(i + 1).padStart(2, '0')}`,
    'FULL',
  ]),
  ['75116', 'Paris', 'FR-PARIS-16', 'FULL'],
  ['93300', 'Aubervilliers', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93800', 'Épinay-sur-Seine', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93450', "L'Île-Saint-Denis", 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93120', 'La Courneuve', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93380', 'Pierrefitte-sur-Seine', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93200', 'Saint-Denis', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93210', 'Saint-Denis', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93400', 'Saint-Ouen-sur-Seine', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93240', 'Stains', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93430', 'Villetaneuse', 'FR-PLAINE-COMMUNE', 'FULL'],
  ['93170', 'Bagnolet', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93000', 'Bobigny', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93140', 'Bondy', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93260', 'Les Lilas', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93100', 'Montreuil', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93130', 'Noisy-le-Sec', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93500', 'Pantin', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93310', 'Le Pré-Saint-Gervais', 'FR-EST-ENSEMBLE', 'FULL'],
  ['93230', 'Romainville', 'FR-EST-ENSEMBLE', 'FULL'],
  ['59000', 'Lille', 'FR-LILLE', 'FULL'],
  ['59800', 'Lille', 'FR-LILLE', 'FULL'],
  ['59160', 'Lille (Lomme)', 'FR-LILLE', 'PARTIAL'],
  ['59260', 'Lille (Hellemmes)', 'FR-LILLE', 'PARTIAL'],
  ...Array.from({ length: 9 }, (_, i): PostalSeed => [`6900${i + 1}`, 'Lyon', 'FR-LYON', 'FULL']),
  ['69100', 'Villeurbanne', 'FR-VILLEURBANNE', 'FULL'],
  ...['34000', '34070', '34080', '34090'].map((code): PostalSeed => [code, 'Montpellier', 'FR-MONTPELLIER', 'FULL']),
  ...['33000', '33100', '33200', '33300', '33800'].map((code): PostalSeed => [code, 'Bordeaux', 'FR-BORDEAUX', 'FULL']),
  ['64100', 'Bayonne', 'FR-PAYS-BASQUE', 'FULL'],
  ['64600', 'Anglet', 'FR-PAYS-BASQUE', 'FULL'],
  ['64200', 'Biarritz', 'FR-PAYS-BASQUE', 'FULL'],
  ['64200', 'Arcangues', 'FR-PAYS-BASQUE', 'FULL'],
  ['64200', 'Bassussarry', 'FR-PAYS-BASQUE', 'FULL'],
  ['64210', 'Ahetze', 'FR-PAYS-BASQUE', 'FULL'],
  ['64210', 'Arbonne', 'FR-PAYS-BASQUE', 'FULL'],
  ['64210', 'Bidart', 'FR-PAYS-BASQUE', 'FULL'],
  ['64210', 'Guéthary', 'FR-PAYS-BASQUE', 'FULL'],
  ['64500', 'Saint-Jean-de-Luz', 'FR-PAYS-BASQUE', 'FULL'],
  ['64500', 'Ciboure', 'FR-PAYS-BASQUE', 'FULL'],
  ['64700', 'Hendaye', 'FR-PAYS-BASQUE', 'FULL'],
  ['64700', 'Biriatou', 'FR-PAYS-BASQUE', 'FULL'],
  ['64122', 'Urrugne', 'FR-PAYS-BASQUE', 'FULL'],
  ['64340', 'Boucau', 'FR-PAYS-BASQUE', 'FULL'],
  ['64310', 'Ascain', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64480', 'Jatxou', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64480', 'Larressore', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64480', 'Ustaritz', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64990', 'Lahonce', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64990', 'Mouguerre', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64990', "Saint-Pierre-d'Irube", 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64990', 'Urcuit', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['64990', 'Villefranque', 'FR-PAYS-BASQUE', 'PARTIAL'],
  ['38000', 'Grenoble', 'FR-GRENOBLE', 'PARTIAL'],
  ['38100', 'Grenoble', 'FR-GRENOBLE', 'PARTIAL'],
  ['38700', 'La Tronche', 'FR-GRENOBLE', 'PARTIAL'],
  ['38240', 'Meylan', 'FR-GRENOBLE', 'FULL'],
  ['38420', 'Domène', 'FR-GRENOBLE', 'PARTIAL'],
  ['38420', 'Murianette', 'FR-GRENOBLE', 'PARTIAL'],
  ['38610', 'Gières', 'FR-GRENOBLE', 'FULL'],
  ['38610', 'Venon', 'FR-GRENOBLE', 'FULL'],
  ['38180', 'Seyssins', 'FR-GRENOBLE', 'FULL'],
  ['38320', 'Eybens', 'FR-GRENOBLE', 'PARTIAL'],
  ['38320', 'Poisat', 'FR-GRENOBLE', 'PARTIAL'],
  ['38320', 'Bresson', 'FR-GRENOBLE', 'PARTIAL'],
  ['38640', 'Claix', 'FR-GRENOBLE', 'FULL'],
  ['38760', 'Varces-Allières-et-Risset', 'FR-GRENOBLE', 'PARTIAL'],
  ['38120', 'Le Fontanil-Cornillon', 'FR-GRENOBLE', 'PARTIAL'],
  ['38120', 'Saint-Égrève', 'FR-GRENOBLE', 'PARTIAL'],
  ['38360', 'Sassenage', 'FR-GRENOBLE', 'PARTIAL'],
  ['38600', 'Fontaine', 'FR-GRENOBLE', 'PARTIAL'],
  ['38400', "Saint-Martin-d'Hères", 'FR-GRENOBLE', 'PARTIAL'],
  ['38170', 'Seyssinet-Pariset', 'FR-GRENOBLE', 'PARTIAL'],
  ['38130', 'Échirolles', 'FR-GRENOBLE', 'PARTIAL'],
  ['38800', 'Le Pont-de-Claix', 'FR-GRENOBLE', 'PARTIAL'],
];

const sql = (value: string | null | boolean) =>
  value === null ? 'null' : typeof value === 'boolean' ? String(value) : `'${value.replace(/'/g, "''")}'`;
const officialZone = (code: string) =>
  `(select "id" from "legislative_zones" where "tenant_id" is null and "code" = ${sql(code)})`;

export class Migration20261121000700LegislativeZones extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "legislative_zones" (
      "id" uuid not null default gen_random_uuid(),
      "tenant_id" uuid null references "tenants" ("id") on delete cascade,
      "zone_type" text not null, "country_code" varchar(2) not null, "code" varchar(50) not null,
      "name" varchar(255) not null, "name_local" varchar(255) null, "description" text null, "description_local" text null,
      "is_active" boolean not null default true, "effective_date" date null, "end_date" date null,
      "parent_zone_id" uuid null references "legislative_zones" ("id") on delete restrict,
      "is_rent_controlled" boolean not null default false, "is_zone_tendue" boolean not null default false,
      "rent_control_start_date" date null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "legislative_zones_zone_type_check" check ("zone_type" in ('COUNTRY', 'REGION', 'DEPARTMENT', 'AGGLOMERATION', 'CITY', 'DISTRICT', 'QUARTER')),
      constraint "legislative_zones_dates_check" check ("end_date" is null or "effective_date" is null or "effective_date" <= "end_date"),
      constraint "legislative_zones_not_own_parent_check" check ("parent_zone_id" is null or "parent_zone_id" <> "id"));`);
    this.addSql(`create index "legislative_zones_tenant_id_index" on "legislative_zones" ("tenant_id");`);
    this.addSql(`create index "legislative_zones_parent_zone_id_index" on "legislative_zones" ("parent_zone_id");`);
    // A code is unique among the official zones and within each tenant's zones, whatever its case.
    this.addSql(
      `create unique index "legislative_zones_scope_code_unique" on "legislative_zones" (coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid), upper("code"));`,
    );

    this.addSql(`create table "zone_postal_codes" (
      "id" uuid not null default gen_random_uuid(), "postal_code" varchar(5) not null, "commune" varchar(255) not null,
      "zone_id" uuid not null references "legislative_zones" ("id") on delete cascade, "coverage" text not null,
      primary key ("id"),
      constraint "zone_postal_codes_coverage_check" check ("coverage" in ('FULL', 'PARTIAL')));`);
    this.addSql(
      `create unique index "zone_postal_codes_postal_code_commune_unique" on "zone_postal_codes" ("postal_code", "commune");`,
    );
    this.addSql(`create index "zone_postal_codes_postal_code_index" on "zone_postal_codes" ("postal_code");`);

    this.addSql(`create table "reference_rents" (
      "id" uuid not null default gen_random_uuid(),
      "territory_zone_id" uuid not null references "legislative_zones" ("id") on delete cascade,
      "quarter_zone_id" uuid not null references "legislative_zones" ("id") on delete cascade,
      "year" int not null, "sector" int null, "room_bucket" int not null, "construction_period" text not null,
      "is_furnished" boolean not null,
      "reference_rent" numeric(12,2) not null, "reference_rent_increased" numeric(12,2) not null, "reference_rent_decreased" numeric(12,2) not null,
      "data_source" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "reference_rents_room_bucket_check" check ("room_bucket" between 1 and 4),
      constraint "reference_rents_construction_period_check" check ("construction_period" in ('before_1946', '1946-1970', '1971-1990', 'after_1990')),
      constraint "reference_rents_order_check" check (0 < "reference_rent_decreased" and "reference_rent_decreased" <= "reference_rent" and "reference_rent" <= "reference_rent_increased"));`);
    this.addSql(
      `create unique index "reference_rents_category_unique" on "reference_rents" ("quarter_zone_id", "year", "room_bucket", "construction_period", "is_furnished");`,
    );
    this.addSql(`create index "reference_rents_territory_zone_id_index" on "reference_rents" ("territory_zone_id");`);

    // What a tenant records for the compliance check of a lease (previous rent, IRL, decree exception ...).
    this.addSql(`create table "lease_compliance_inputs" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "quarter" varchar(100) null, "previous_rent" numeric(12,2) null, "previous_rent_last_revision_date" date null,
      "irl_base_index" numeric(12,2) null, "irl_latest_index" numeric(12,2) null, "decree_exception" text null,
      "works_cost" numeric(12,2) null, "neighbourhood_rent" numeric(12,2) null,
      "complement_exclusions" jsonb not null default '[]', "rent_supplement_justification" text null,
      primary key ("id"),
      constraint "lease_compliance_inputs_decree_exception_check" check ("decree_exception" in ('FIRST_LETTING', 'VACANT_OVER_18_MONTHS', 'IMPROVEMENT_WORKS', 'UNDERVALUED_RENT')),
      constraint "lease_compliance_inputs_amounts_check" check (coalesce("previous_rent", 0) >= 0 and coalesce("works_cost", 0) >= 0 and coalesce("neighbourhood_rent", 0) >= 0 and coalesce("irl_base_index", 1) > 0 and coalesce("irl_latest_index", 1) > 0));`);
    this.addSql(
      `create unique index "lease_compliance_inputs_lease_id_unique" on "lease_compliance_inputs" ("lease_id");`,
    );
    this.addSql(`create index "lease_compliance_inputs_tenant_id_index" on "lease_compliance_inputs" ("tenant_id");`);

    for (const [code, type, name, parent, rentControlled, tendue, since, description] of ZONES) {
      this
        .addSql(`insert into "legislative_zones" ("tenant_id", "zone_type", "country_code", "code", "name", "name_local", "description", "is_active", "effective_date", "parent_zone_id", "is_rent_controlled", "is_zone_tendue", "rent_control_start_date")
        values (null, ${sql(type)}, 'FR', ${sql(code)}, ${sql(name)}, ${sql(name)}, ${sql(description)}, true, ${since ? `${sql(since)}::date` : 'null'}, ${parent ? officialZone(parent) : 'null'}, ${sql(rentControlled)}, ${sql(tendue)}, ${since ? `${sql(since)}::date` : 'null'});`);
    }
    for (const [postalCode, commune, zone, coverage] of POSTAL_CODES) {
      this.addSql(
        `insert into "zone_postal_codes" ("postal_code", "commune", "zone_id", "coverage") values (${sql(postalCode)}, ${sql(commune)}, ${officialZone(zone)}, ${sql(coverage)});`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lease_compliance_inputs";`);
    this.addSql(`drop table if exists "reference_rents";`);
    this.addSql(`drop table if exists "zone_postal_codes";`);
    this.addSql(`drop table if exists "legislative_zones";`);
  }
}
