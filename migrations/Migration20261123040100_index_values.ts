import { Migration } from '@mikro-orm/migrations';

// The quarterly rent-revision indices of INSEE (core/indexation/index-value.ts), shared by every
// tenant, seeded with the IRL values published from the first quarter of 2019 to the third
// quarter of 2025 (mainland series; the overseas and Corsica series of 2025-Q3). Later values and
// the ILC, ILAT and ICC come from `npm run import:indices` (docs/legal.md, "Indices").

const IRL_SOURCE =
  'INSEE, Indice de référence des loyers (IRL), base 100 au 4e trimestre 1998, série 001515333; Informations rapides n° 254 du 15 octobre 2025';
const IRL_SPLIT_SOURCE =
  "INSEE, Informations rapides n° 254 du 15 octobre 2025: IRL des collectivités régies par l'article 73 de la Constitution et de la collectivité de Corse";

/** [quarter, value, published_on when known] */
const IRL: [string, number, string | null][] = [
  ['2019-Q1', 129.38, null],
  ['2019-Q2', 129.72, null],
  ['2019-Q3', 129.99, null],
  ['2019-Q4', 130.26, null],
  ['2020-Q1', 130.57, null],
  ['2020-Q2', 130.57, null],
  ['2020-Q3', 130.59, null],
  ['2020-Q4', 130.52, '2021-01-15'],
  ['2021-Q1', 130.69, null],
  ['2021-Q2', 131.12, '2021-07-13'],
  ['2021-Q3', 131.67, null],
  ['2021-Q4', 132.62, null],
  ['2022-Q1', 133.93, null],
  ['2022-Q2', 135.84, null],
  ['2022-Q3', 136.27, null],
  ['2022-Q4', 137.26, null],
  ['2023-Q1', 138.61, null],
  ['2023-Q2', 140.59, null],
  ['2023-Q3', 141.03, null],
  ['2023-Q4', 142.06, null],
  ['2024-Q1', 143.46, null],
  ['2024-Q2', 145.17, null],
  ['2024-Q3', 144.51, null],
  ['2024-Q4', 144.64, null],
  ['2025-Q1', 145.47, null],
  ['2025-Q2', 146.68, null],
  ['2025-Q3', 145.77, '2025-10-15'],
];

const sql = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

export class Migration20261123040100IndexValues extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "index_values" (
      "id" uuid not null default gen_random_uuid(),
      "series" text not null, "quarter" varchar(7) not null, "value" numeric(12,2) not null,
      "published_on" date null, "source" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "index_values_series_check" check ("series" in ('IRL', 'IRL_OVERSEAS', 'IRL_CORSICA', 'ILC', 'ILAT', 'ICC')),
      constraint "index_values_quarter_check" check ("quarter" ~ '^[0-9]{4}-Q[1-4]$'),
      constraint "index_values_value_check" check ("value" > 0));`);
    this.addSql(`create unique index "index_values_series_quarter_unique" on "index_values" ("series", "quarter");`);
    const rows = [
      ...IRL.map(([quarter, value, published]) => ['IRL', quarter, value, published, IRL_SOURCE] as const),
      ['IRL_OVERSEAS', '2025-Q3', 142.97, '2025-10-15', IRL_SPLIT_SOURCE] as const,
      ['IRL_CORSICA', '2025-Q3', 141.58, '2025-10-15', IRL_SPLIT_SOURCE] as const,
    ];
    for (const [series, quarter, value, published, source] of rows) {
      this.addSql(
        `insert into "index_values" ("series", "quarter", "value", "published_on", "source") values (${sql(series)}, ${sql(quarter)}, ${value}, ${published ? `${sql(published)}::date` : 'null'}, ${sql(source)});`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "index_values";`);
  }
}
