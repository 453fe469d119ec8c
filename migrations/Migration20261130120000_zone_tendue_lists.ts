import { Migration } from '@mikro-orm/migrations';
import { dataFile, quote } from './data-file.js';

// The zone tendue list becomes dated data, shipped with the service (docs/legal.md, "Zone tendue"):
// each version of the annex of décret n° 2013-392 with the days it is in force, its communes in the
// category the annex gives them (CGI art. 232 I 1°, continuous urban areas; 2°, tense tourist
// communes). The three versions are read from migrations/data/zone-tendue-communes.csv, one zoning
// column each. The single undated list an operator may have imported before is dropped: the
// shipped versions cover it, with their dates.
const DATA_FILE = 'zone-tendue-communes.csv';

/** The versions, each read from its column of the data file. */
export const SHIPPED_LISTS = [
  {
    code: 'DECRET_2013_392',
    title: 'Décret n° 2013-392 du 10 mai 2013, annexe (modifiée par le décret n° 2015-1284 du 13 octobre 2015)',
    in_force_from: '2013-05-12',
    in_force_to: '2023-08-26',
    column: 'zonage_2013',
  },
  {
    code: 'DECRET_2023_822',
    title: 'Décret n° 2013-392, annexe remplacée par le décret n° 2023-822 du 25 août 2023 (JO du 26 août 2023)',
    in_force_from: '2023-08-27',
    in_force_to: '2025-12-23',
    column: 'zonage_2023',
  },
  {
    code: 'DECRET_2025_1267',
    title:
      'Décret n° 2013-392, annexe modifiée par le décret n° 2025-1267 du 22 décembre 2025 (JO du 23 décembre 2025)',
    in_force_from: '2025-12-24',
    in_force_to: null,
    column: 'zonage_2025',
  },
] as const;

const SOURCE =
  'migrations/data/zone-tendue-communes.csv, shipped with the service (docs/legal.md, "Zone tendue": its sources and checksum)';

/** One insert per list and batch of communes: the rows whose column lists them. */
function communeInserts(text: string): string[] {
  const [header, ...lines] = text.trim().split('\n');
  const columns = header.split(';');
  const rows = lines.map((line) => Object.fromEntries(line.split(';').map((cell, i) => [columns[i], cell])));
  const inserts: string[] = [];
  for (const list of SHIPPED_LISTS) {
    const values = rows
      .filter((row) => row[list.column] !== '')
      .map((row) => {
        const code: string = row.insee_code;
        const department = code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);
        const postal = JSON.stringify(row.postal_codes ? row.postal_codes.split(' ') : []);
        return `((select "id" from "zone_tendue_lists" where "code" = ${quote(list.code)}), ${quote(code)}, ${quote(row.name)}, ${quote(department)}, ${quote(postal)}::jsonb, ${quote(row[list.column])})`;
      });
    for (let i = 0; i < values.length; i += 500)
      inserts.push(
        `insert into "zone_tendue_communes" ("list_id", "insee_code", "name", "department", "postal_codes", "category") values ${values.slice(i, i + 500).join(',\n')};`,
      );
  }
  return inserts;
}

export class Migration20261130120000ZoneTendueLists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "zone_tendue_lists" (
      "id" uuid not null default gen_random_uuid(), "code" varchar(60) not null, "title" text not null,
      "in_force_from" date not null, "in_force_to" date null, "source" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "zone_tendue_lists_code_unique" unique ("code"),
      constraint "zone_tendue_lists_dates_check" check ("in_force_to" is null or "in_force_to" >= "in_force_from"));`);
    this.addSql(`delete from "zone_tendue_communes";`);
    this.addSql(`drop index "zone_tendue_communes_insee_code_unique";`);
    this.addSql(`drop index "zone_tendue_communes_department_index";`);
    this.addSql(`alter table "zone_tendue_communes" drop column "source",
      add column "list_id" uuid not null references "zone_tendue_lists" ("id") on delete cascade,
      add column "category" text not null default 'URBAN_AREA',
      add constraint "zone_tendue_communes_category_check" check ("category" in ('URBAN_AREA', 'TOURIST'));`);
    this.addSql(
      `create unique index "zone_tendue_communes_list_id_insee_code_unique" on "zone_tendue_communes" ("list_id", "insee_code");`,
    );
    this.addSql(
      `create index "zone_tendue_communes_list_id_department_index" on "zone_tendue_communes" ("list_id", "department");`,
    );
    for (const list of SHIPPED_LISTS) {
      this.addSql(`insert into "zone_tendue_lists" ("code", "title", "in_force_from", "in_force_to", "source") values
        (${quote(list.code)}, ${quote(list.title)}, '${list.in_force_from}', ${list.in_force_to ? `'${list.in_force_to}'` : 'null'}, ${quote(SOURCE)});`);
    }
    for (const insert of communeInserts(dataFile(DATA_FILE))) this.addSql(insert);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "zone_tendue_communes";`);
    this.addSql(`drop index "zone_tendue_communes_list_id_insee_code_unique";`);
    this.addSql(`drop index "zone_tendue_communes_list_id_department_index";`);
    this.addSql(`alter table "zone_tendue_communes" drop column "list_id", drop column "category",
      add column "source" text not null default '';`);
    this.addSql(
      `create unique index "zone_tendue_communes_insee_code_unique" on "zone_tendue_communes" ("insee_code");`,
    );
    this.addSql(`create index "zone_tendue_communes_department_index" on "zone_tendue_communes" ("department");`);
    this.addSql(`drop table "zone_tendue_lists";`);
  }
}
