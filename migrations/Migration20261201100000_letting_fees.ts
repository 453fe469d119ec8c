import { Migration } from '@mikro-orm/migrations';
import { dataFile, quote } from './data-file.js';

// Letting fees (loi 89-462 art. 5 I, décret 2014-890): the fees recorded on a lease, one row per lease;
// and zone A bis of the ABC zoning (arrêté du 1er août 2014, annexe I, as amended), the "zone très
// tendue" of the caps, as shared dated data read from migrations/data/zone-a-bis-communes.csv: the
// communes verified so far (docs/legal.md, "Management mandates and letting fees"), each with the days
// its listing is in force.
const DATA_FILE = 'zone-a-bis-communes.csv';

export const A_BIS_VERSIONS: Record<string, { from: string; to: string | null }> = {
  ARRETE_2014_08_01: { from: '2014-08-01', to: null },
};

function communeValues(text: string): string[] {
  const [, ...lines] = text.trim().split('\n');
  return lines.map((line) => {
    const [code, name, postalCodes, version] = line.split(';');
    const { from, to } = A_BIS_VERSIONS[version];
    const department = code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
    const postal = JSON.stringify(postalCodes ? postalCodes.split(' ') : []);
    return `(gen_random_uuid(), ${quote(code)}, ${quote(name)}, ${quote(department)}, ${quote(postal)}::jsonb, ${quote(version)}, '${from}', ${to ? `'${to}'` : 'null'})`;
  });
}

export class Migration20261201100000LettingFees extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_letting_fees" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "mandate_id" uuid null references "management_mandates" ("id") on delete set null,
      "living_area" numeric(8,2) not null, "signed_on" date not null, "zone" text not null,
      "caps_version" varchar(255) not null,
      "tenant_visits_file_lease" numeric(12,2) not null, "landlord_visits_file_lease" numeric(12,2) not null,
      "tenant_entry_report" numeric(12,2) not null, "landlord_entry_report" numeric(12,2) not null,
      primary key ("id"),
      constraint "lease_letting_fees_lease_unique" unique ("lease_id"),
      constraint "lease_letting_fees_zone_check" check ("zone" in ('TRES_TENDUE', 'TENDUE', 'OTHER')),
      constraint "lease_letting_fees_amounts_check" check ("living_area" > 0 and "tenant_visits_file_lease" >= 0
        and "landlord_visits_file_lease" >= 0 and "tenant_entry_report" >= 0 and "landlord_entry_report" >= 0)
    );`);
    this.addSql(
      `create index "lease_letting_fees_tenant_id_lease_id_index" on "lease_letting_fees" ("tenant_id", "lease_id");`,
    );
    this.addSql(`create index "lease_letting_fees_mandate_id_index" on "lease_letting_fees" ("mandate_id");`);
    this.addSql(`select enable_tenant_rls('lease_letting_fees');`);
    this.addSql(`create table "zone_a_bis_communes" (
      "id" uuid not null default gen_random_uuid(), "insee_code" varchar(5) not null, "name" varchar(255) not null,
      "department" varchar(3) not null, "postal_codes" jsonb not null default '[]', "version" varchar(60) not null,
      "in_force_from" date not null, "in_force_to" date null,
      primary key ("id"),
      constraint "zone_a_bis_communes_version_insee_unique" unique ("version", "insee_code"),
      constraint "zone_a_bis_communes_dates_check" check ("in_force_to" is null or "in_force_to" >= "in_force_from")
    );`);
    this.addSql(
      `create index "zone_a_bis_communes_department_index" on "zone_a_bis_communes" ("department", "in_force_from");`,
    );
    this.addSql(
      `insert into "zone_a_bis_communes" ("id", "insee_code", "name", "department", "postal_codes", "version", "in_force_from", "in_force_to") values ${communeValues(dataFile(DATA_FILE)).join(',\n')};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "zone_a_bis_communes" cascade;`);
    this.addSql(`drop table if exists "lease_letting_fees" cascade;`);
  }
}
