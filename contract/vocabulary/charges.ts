// The charges vocabulary: enumerations shared by the contract and core (docs/architecture.md).

export const AUDITED_ENTITIES = [
  'building_service',
  'charge_configuration',
  'charge_expense',
  'charge_provision',
  'charge_freeze_period',
  'charge_regularisation',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'SEND', 'SETTLE', 'INSTALMENTS'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The category codes, a plain list any area may import (rent receipts itemise charges by these). */
export const CHARGE_CATEGORY_CODES = [
  'ELEVATOR_ELECTRICITY',
  'ELEVATOR_MAINTENANCE',
  'COLD_WATER',
  'HOT_WATER',
  'HEATING_ENERGY',
  'HEATING_MAINTENANCE',
  'INDIVIDUAL_INSTALLATIONS_FUEL',
  'INDIVIDUAL_INSTALLATIONS_MAINTENANCE',
  'COMMON_AREAS_SUPPLIES',
  'COMMON_AREAS_MAINTENANCE',
  'COMMON_AREAS_CLEANING',
  'OUTSIDE_SPACES_SUPPLIES',
  'OUTSIDE_SPACES_MAINTENANCE',
  'HYGIENE_SUPPLIES',
  'HYGIENE_MAINTENANCE',
  'WASTE_REMOVAL',
  'VENTILATION_ENERGY',
  'EQUIPMENT_MAINTENANCE',
  'TENANT_TELEPHONE',
  'HOUSEHOLD_WASTE_TAX',
  'SWEEPING_TAX',
  'CARETAKER',
] as const;
export type ChargeCategoryCode = (typeof CHARGE_CATEGORY_CODES)[number];

/** How an expense is shared among the lots of a building. */
export const DISTRIBUTION_KEYS = ['TANTIEMES', 'SURFACE', 'METER_CONSUMPTION', 'EQUAL_SHARES'] as const;
export type DistributionKey = (typeof DISTRIBUTION_KEYS)[number];

/** The two tasks of décret 87-713 art. 2 c): cleaning of the common areas, removal of waste. */
export const CARETAKER_TASKS = ['COMMON_AREAS_CLEANING', 'WASTE_REMOVAL'] as const;
export type CaretakerTask = (typeof CARETAKER_TASKS)[number];

export const DECREE_CHAPTERS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;
export type DecreeChapter = (typeof DECREE_CHAPTERS)[number];

/** DRAFT (computed, may be deleted and computed again), SENT (the statement went out), SETTLED. */
export const REGULARISATION_STATUSES = ['DRAFT', 'SENT', 'SETTLED'] as const;
export type RegularisationStatus = (typeof REGULARISATION_STATUSES)[number];
