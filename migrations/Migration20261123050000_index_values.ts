import { Migration } from '@mikro-orm/migrations';

// The index table shared by every tenant (no tenant_id, no row-level security): quarterly INSEE
// values of the IRL (main series and, from 2022-Q3, the overseas and Corsica series), ILC, ILAT and
// ICC. Seeded with the values we could source (docs/legal.md, "Index table", lists each source);
// later quarters come from `npm run admin -- indices set` or `indices import`.

const IRL_MAIN = 'INSEE, Informations rapides, indice de référence des loyers (série 001515333)';
const IRL_JORF =
  "INSEE; Journal officiel, avis relatif à l'IRL, à l'IRL des collectivités de l'article 73 de la Constitution et à l'IRL de la collectivité de Corse";
const ICC = 'INSEE, Informations rapides, indice du coût de la construction';
const ILC = 'INSEE, Informations rapides, indice des loyers commerciaux';
const ILAT = 'INSEE, indice des loyers des activités tertiaires (série 001617113)';

// [series, quarter, value, published_on | null, source]
const SEED: [string, string, string, string | null, string][] = [
  ['IRL', '2020-Q4', '130.52', '2021-01-15', IRL_MAIN],
  ['IRL', '2021-Q1', '130.69', '2021-04-15', IRL_MAIN],
  ['IRL', '2021-Q2', '131.12', '2021-07-13', IRL_MAIN],
  ['IRL', '2021-Q3', '131.67', '2021-10-15', IRL_MAIN],
  ['IRL', '2021-Q4', '132.62', '2022-01-14', IRL_MAIN],
  ['IRL', '2022-Q1', '133.93', '2022-04-15', IRL_MAIN],
  ['IRL', '2022-Q2', '135.84', '2022-07-13', IRL_MAIN],
  ['IRL', '2022-Q3', '136.27', '2022-10-14', IRL_JORF],
  ['IRL', '2022-Q4', '137.26', '2023-01-13', IRL_JORF],
  ['IRL', '2023-Q1', '138.61', '2023-04-14', IRL_JORF],
  ['IRL', '2023-Q2', '140.59', '2023-07-13', IRL_JORF],
  ['IRL', '2023-Q3', '141.03', '2023-10-13', IRL_JORF],
  ['IRL', '2023-Q4', '142.06', '2024-01-16', IRL_JORF],
  ['IRL', '2024-Q1', '143.46', '2024-04-12', IRL_JORF],
  ['IRL', '2024-Q2', '145.17', null, IRL_JORF],
  ['IRL', '2024-Q3', '144.51', '2024-10-15', IRL_JORF],
  ['IRL', '2024-Q4', '144.64', '2025-01-15', IRL_JORF],
  ['IRL', '2025-Q1', '145.47', null, IRL_JORF],
  ['IRL', '2025-Q2', '146.68', null, IRL_JORF],
  ['IRL', '2025-Q3', '145.77', '2025-10-15', IRL_JORF],
  ['IRL_OVERSEAS', '2022-Q3', '134.96', '2022-10-14', IRL_JORF],
  ['IRL_OVERSEAS', '2022-Q4', '135.93', '2023-01-13', IRL_JORF],
  ['IRL_OVERSEAS', '2023-Q1', '137.27', '2023-04-14', IRL_JORF],
  ['IRL_OVERSEAS', '2023-Q2', '139.23', '2023-07-13', IRL_JORF],
  ['IRL_OVERSEAS', '2023-Q3', '138.33', '2023-10-13', IRL_JORF],
  ['IRL_OVERSEAS', '2023-Q4', '139.32', '2024-01-16', IRL_JORF],
  ['IRL_OVERSEAS', '2024-Q1', '140.70', '2024-04-12', IRL_JORF],
  ['IRL_OVERSEAS', '2024-Q2', '143.77', null, IRL_JORF],
  ['IRL_OVERSEAS', '2024-Q3', '141.74', '2024-10-15', IRL_JORF],
  ['IRL_OVERSEAS', '2025-Q1', '142.67', null, IRL_JORF],
  ['IRL_OVERSEAS', '2025-Q3', '142.97', '2025-10-15', IRL_JORF],
  ['IRL_CORSICA', '2022-Q3', '134.30', '2022-10-14', IRL_JORF],
  ['IRL_CORSICA', '2022-Q4', '135.27', '2023-01-13', IRL_JORF],
  ['IRL_CORSICA', '2023-Q1', '136.60', '2023-04-14', IRL_JORF],
  ['IRL_CORSICA', '2023-Q2', '138.55', '2023-07-13', IRL_JORF],
  ['IRL_CORSICA', '2023-Q3', '136.98', '2023-10-13', IRL_JORF],
  ['IRL_CORSICA', '2023-Q4', '137.97', '2024-01-16', IRL_JORF],
  ['IRL_CORSICA', '2024-Q1', '139.33', '2024-04-12', IRL_JORF],
  ['IRL_CORSICA', '2024-Q2', '143.07', null, IRL_JORF],
  ['IRL_CORSICA', '2024-Q3', '140.36', '2024-10-15', IRL_JORF],
  ['IRL_CORSICA', '2024-Q4', '140.48', '2025-01-15', IRL_JORF],
  ['IRL_CORSICA', '2025-Q1', '141.28', null, IRL_JORF],
  ['IRL_CORSICA', '2025-Q3', '141.58', '2025-10-15', IRL_JORF],
  ['ICC', '2023-Q1', '2077', null, ICC],
  ['ICC', '2023-Q2', '2123', null, ICC],
  ['ICC', '2023-Q3', '2106', null, ICC],
  ['ICC', '2023-Q4', '2162', null, ICC],
  ['ICC', '2024-Q1', '2227', null, ICC],
  ['ICC', '2024-Q2', '2205', null, ICC],
  ['ILC', '2023-Q1', '128.68', '2023-06-23', ILC],
  ['ILC', '2024-Q1', '134.58', null, ILC],
  ['ILC', '2024-Q2', '136.72', null, ILC],
  ['ILAT', '2020-Q2', '114.33', null, ILAT],
  ['ILAT', '2020-Q3', '114.23', null, ILAT],
  ['ILAT', '2020-Q4', '114.06', null, ILAT],
  ['ILAT', '2021-Q2', '116.46', null, ILAT],
  ['ILAT', '2021-Q3', '117.61', null, ILAT],
  ['ILAT', '2021-Q4', '118.97', null, ILAT],
  ['ILAT', '2022-Q4', '126.66', null, ILAT],
  ['ILAT', '2023-Q1', '128.59', null, ILAT],
  ['ILAT', '2024-Q1', '135.13', null, ILAT],
];

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

export class Migration20261123050000IndexValues extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "index_values" (
      "id" uuid not null default gen_random_uuid(),
      "series" text not null, "quarter" varchar(7) not null, "value" numeric(10,2) not null,
      "published_on" date null, "source" varchar(500) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("id"),
      constraint "index_values_series_quarter_unique" unique ("series", "quarter"),
      constraint "index_values_series_check" check ("series" in ('IRL', 'IRL_OVERSEAS', 'IRL_CORSICA', 'ILC', 'ILAT', 'ICC')),
      constraint "index_values_quarter_check" check ("quarter" ~ '^[0-9]{4}-Q[1-4]$'),
      constraint "index_values_value_check" check ("value" > 0)
    );`);
    this.addSql(`create index "index_values_quarter_index" on "index_values" ("quarter");`);
    this.addSql(
      `insert into "index_values" ("series", "quarter", "value", "published_on", "source") values ${SEED.map(
        ([series, quarter, value, published, source]) =>
          `(${literal(series)}, ${literal(quarter)}, ${value}, ${literal(published)}, ${literal(source)})`,
      ).join(', ')};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "index_values";`);
  }
}
