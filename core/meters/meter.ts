import {
  type ReadingMethod,
  type MeterType,
  type MeterBillingType,
  type MeterUnit,
} from '../../contract/vocabulary/meters.js';
// Meters and their readings (spec, "Rules stated for those areas": Meters).

/** The unit a new meter counts in when none is given. */
export const DEFAULT_UNIT: Readonly<Record<MeterType, MeterUnit>> = {
  ELECTRICITY: 'kWh',
  GAS: 'm3',
  WATER_HOT: 'm3',
  WATER_COLD: 'm3',
  HEATING: 'kWh',
  COOLING: 'kWh',
};

/**
 * A meter sits on a place (a building's collective meter) or on one of its estates, never both.
 * A sub-meter names its parent; a replaced meter names the meter that replaced it (and the new one
 * the meter it replaces), so the chain of a metering point is kept (docs/decisions.md).
 */
export class Meter {
  id!: string;
  tenant_id!: string;
  place_id: string | null = null;
  estate_id: string | null = null;
  parent_meter_id: string | null = null;
  type!: MeterType;
  billing_type: MeterBillingType = 'INDIVIDUAL';
  serial_number!: string;
  label: string | null = null;
  unit!: MeterUnit;
  /** The largest value the register shows; the next unit shows 0 again (rollover). Null: no rollover. */
  max_value: number | null = null;
  installed_on: string | null = null;
  replaces_meter_id: string | null = null;
  replaced_by_meter_id: string | null = null;
  replaced_on: string | null = null;
  notes: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const METER_WRITABLE_FIELDS = [
  'parent_meter_id',
  'billing_type',
  'serial_number',
  'label',
  'unit',
  'max_value',
  'installed_on',
  'notes',
] as const satisfies readonly (keyof Meter)[];
export type MeterFields = Pick<Meter, (typeof METER_WRITABLE_FIELDS)[number]>;

/** A photo of the register, stored through the FileStore port. */
export interface ReadingPhoto {
  photo_file_name: string | null;
  photo_content_type: string | null;
  photo_file_size: number | null;
  photo_sha256: string | null;
  photo_storage_key: string | null;
}

/**
 * One reading. The consumption since the previous reading, the rollover, the expected consumption
 * from the meter's average and the anomaly flag are computed once, when the reading is recorded
 * (core/meters/consumption.ts).
 */
export class MeterReading implements ReadingPhoto {
  id!: string;
  tenant_id!: string;
  meter_id!: string;
  reading_date!: string;
  value!: number;
  method!: ReadingMethod;
  consumption: number | null = null;
  days: number | null = null;
  rollover = false;
  expected_consumption: number | null = null;
  deviation_percent: number | null = null;
  is_anomaly = false;
  lease_id: string | null = null;
  notes: string | null = null;
  photo_file_name: string | null = null;
  photo_content_type: string | null = null;
  photo_file_size: number | null = null;
  photo_sha256: string | null = null;
  photo_storage_key: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}
