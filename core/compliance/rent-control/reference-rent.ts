// Reference rents of a rent-controlled territory (loi ELAN art. 140, décret 2015-650): per year,
// quartier administratif, main-room bucket, construction period and furnished flag, in EUR per m2
// of living area. Shared by every tenant; written only by the import command.
import type { ConstructionPeriod } from '../../../contract/vocabulary/compliance.js';
import type { RoomBucket } from './room-count.js';

export class ReferenceRent {
  id!: string;
  territory_zone_id!: string;
  quarter_zone_id!: string;
  year!: number;
  /** Geographic sector of the arrêté (Paris id_zone); null when the source has none. */
  sector: number | null = null;
  room_bucket!: RoomBucket;
  construction_period!: ConstructionPeriod;
  is_furnished!: boolean;
  /** EUR per m2 (numeric in PostgreSQL). */
  reference_rent!: number;
  reference_rent_increased!: number;
  reference_rent_decreased!: number;
  data_source!: string;
  created_at!: Date;
  updated_at!: Date;
}

export const POSTAL_COVERAGES = ['FULL', 'PARTIAL'] as const;
export type PostalCoverage = (typeof POSTAL_COVERAGES)[number];

/**
 * A postal code of a commune inside a rent-controlled territory. FULL: every address of the
 * postal code in that commune is inside; PARTIAL: the code also serves places outside (another
 * commune, or the part of a commune the arrêté leaves out), so the quarter must be given.
 */
export class ZonePostalCode {
  id!: string;
  postal_code!: string;
  commune!: string;
  zone_id!: string;
  coverage!: PostalCoverage;
}
