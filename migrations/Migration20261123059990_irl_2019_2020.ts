import { Migration } from '@mikro-orm/migrations';

// The mainland IRL of 2019 and 2020 (INSEE série 001515333), the years before the index table's
// own seed: the relet cap of décret 2017-1198 reads one year's variation at a lease's signature,
// so leases signed from 2020 need them (docs/legal.md, "Indices"). Values already present stay.

const SOURCE = 'INSEE, Indice de référence des loyers (IRL), base 100 au 4e trimestre 1998, série 001515333';

const IRL: [string, string][] = [
  ['2019-Q1', '129.38'],
  ['2019-Q2', '129.72'],
  ['2019-Q3', '129.99'],
  ['2019-Q4', '130.26'],
  ['2020-Q1', '130.57'],
  ['2020-Q2', '130.57'],
  ['2020-Q3', '130.59'],
];

export class Migration20261123059990Irl20192020 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "index_values" ("series", "quarter", "value", "source") values ${IRL.map(
        ([quarter, value]) => `('IRL', '${quarter}', ${value}, '${SOURCE}')`,
      ).join(', ')} on conflict ("series", "quarter") do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "index_values" where "series" = 'IRL' and "quarter" < '2020-Q4';`);
  }
}
