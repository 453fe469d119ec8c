// The equipment vocabulary (spec, Equipment): categories of fixed installations, the eight
// condition statuses (best first), and what recorded a condition. The contract also accepts the
// case variants of each value (contract/common.ts, spellingAliases). Plain data for the contract and core.

export const EQUIPMENT_CATEGORIES = [
  'FIXTURE',
  'HVAC',
  'PLUMBING',
  'ELECTRICAL',
  'SAFETY',
  'APPLIANCE',
  'OTHER',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const EQUIPMENT_CONDITIONS = [
  'EXCELLENT',
  'GOOD',
  'FAIR',
  'POOR',
  'DAMAGED',
  'NEEDS_REPAIR',
  'BROKEN',
  'MISSING',
] as const;
export type EquipmentCondition = (typeof EQUIPMENT_CONDITIONS)[number];

/** The operation that recorded a condition in an equipment's history. */
export const CONDITION_SOURCES = ['create', 'update', 'link'] as const;
export type ConditionSource = (typeof CONDITION_SOURCES)[number];
