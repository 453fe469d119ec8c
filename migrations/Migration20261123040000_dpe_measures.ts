import { Migration } from '@mikro-orm/migrations';

// The measures a DPE's label scale depends on (arrêté du 31 mars 2021, annexe 5, as amended by the
// arrêté du 25 mars 2024): the reference surface, the altitude and climate zone, and the final
// energy the decency threshold of 2023-2024 is read on (décret 2002-120 art. 3). docs/legal.md.
export class Migration20261123040000DpeMeasures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "energy_diagnoses"
      add column "reference_surface" double precision null,
      add column "altitude" int null,
      add column "climate_zone" text null,
      add column "final_energy_consumption" double precision null,
      add constraint "energy_diagnoses_added_measures_check" check ("reference_surface" > 0 and "final_energy_consumption" >= 0 and "altitude" between -10 and 4810),
      add constraint "energy_diagnoses_climate_zone_check" check ("climate_zone" in ('H1a', 'H1b', 'H1c', 'H2a', 'H2b', 'H2c', 'H2d', 'H3'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "energy_diagnoses"
      drop constraint "energy_diagnoses_climate_zone_check", drop constraint "energy_diagnoses_added_measures_check",
      drop column "final_energy_consumption", drop column "climate_zone", drop column "altitude", drop column "reference_surface";`);
  }
}
