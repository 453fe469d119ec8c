// The meters vocabulary: enumerations shared by the contract and core (docs/architecture.md).

/** Spec, Meters: how a reading was taken. */
export const READING_METHODS = ['MANUAL', 'AUTOMATIC', 'PHOTO', 'ESTIMATED'] as const;
export type ReadingMethod = (typeof READING_METHODS)[number];

/** Spec, Meters: what a meter measures. */
export const METER_TYPES = ['ELECTRICITY', 'GAS', 'WATER_HOT', 'WATER_COLD', 'HEATING', 'COOLING'] as const;
export type MeterType = (typeof METER_TYPES)[number];

/** Spec, Meters: who is billed for what the meter measures. */
export const METER_BILLING_TYPES = ['INDIVIDUAL', 'COLLECTIVE', 'SHARED', 'INCLUDED'] as const;
export type MeterBillingType = (typeof METER_BILLING_TYPES)[number];

/** Units a register counts in; `units` for heat cost allocators, which count without a physical unit. */
export const METER_UNITS = ['kWh', 'MWh', 'm3', 'L', 'units'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];
