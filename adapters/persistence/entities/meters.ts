import { defineEntity } from '@mikro-orm/core';
import { METER_BILLING_TYPES, METER_TYPES, METER_UNITS, READING_METHODS } from '../../../contract/vocabulary/meters.js';
import { Meter, MeterReading } from '../../../core/meters/meter.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

/** Register values and consumptions: three decimals (core/meters/consumption.ts works in thousandths). */
const register = () => p.decimal('number').precision(15).scale(3);

export const MeterEntity = defineEntity({
  class: Meter,
  tableName: 'meters',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid().nullable(),
    estate_id: p.uuid().nullable(),
    parent_meter_id: p.uuid().nullable(),
    type: p.enum(METER_TYPES),
    billing_type: p.enum(METER_BILLING_TYPES),
    serial_number: p.string().length(100),
    label: p.string().nullable(),
    unit: p.enum(METER_UNITS),
    max_value: p.integer().nullable(),
    installed_on: p.date().nullable(),
    replaces_meter_id: p.uuid().nullable(),
    replaced_by_meter_id: p.uuid().nullable(),
    replaced_on: p.date().nullable(),
    notes: p.text().nullable(),
  },
});

export const MeterReadingEntity = defineEntity({
  class: MeterReading,
  tableName: 'meter_readings',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    meter_id: p.uuid(),
    reading_date: p.date(),
    value: register(),
    method: p.enum(READING_METHODS),
    consumption: register().nullable(),
    days: p.integer().nullable(),
    rollover: p.boolean(),
    expected_consumption: register().nullable(),
    deviation_percent: p.decimal('number').precision(12).scale(2).nullable(),
    is_anomaly: p.boolean(),
    lease_id: p.uuid().nullable(),
    notes: p.text().nullable(),
    photo_file_name: p.string().nullable(),
    photo_content_type: p.string().length(100).nullable(),
    photo_file_size: p.integer().nullable(),
    photo_sha256: p.string().length(64).nullable(),
    photo_storage_key: p.string().nullable(),
  },
});
