import { Migration } from '@mikro-orm/migrations';
import { A_BIS_COLUMNS, aBisCommuneValues } from './zone-a-bis-rows.js';

// Zone A bis whole (docs/legal.md, "Management mandates and letting fees"): the 76 communes of annexe
// I of the arrêté du 1er août 2014 and the 48 the revision in force from 5 July 2024 added, from the
// ministry's commune table of the ABC zoning (migrations/data/zone-a-bis-communes-2024.csv); the
// communes already listed keep their rows.
const FILE = 'zone-a-bis-communes-2024.csv';
/** The rows the first list shipped (Migration20261201100000_letting_fees), which `down` keeps. */
const FIRST = `('75056', '92012', '93048', '93066')`;

export class Migration20261227000000ZoneABisCommunes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "zone_a_bis_communes" ${A_BIS_COLUMNS} values ${aBisCommuneValues(FILE).join(',\n')}
       on conflict ("version", "insee_code") do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `delete from "zone_a_bis_communes" where not ("version" = 'ARRETE_2014_08_01' and "insee_code" in ${FIRST});`,
    );
  }
}
