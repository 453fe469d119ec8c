// The inspections vocabulary: enumerations shared by the contract and core (docs/architecture.md).

export const REPORT_TYPES = ['ENTRY', 'EXIT'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_STATUSES = ['DRAFT', 'SIGNED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ELEMENT_KINDS = ['SURFACE', 'EQUIPMENT'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Spec, Meters: the meter types. */

export const KEY_TYPES = [
  'ENTRANCE_DOOR',
  'BUILDING_DOOR',
  'MAILBOX',
  'GARAGE',
  'CELLAR',
  'BADGE',
  'REMOTE_CONTROL',
  'OTHER',
] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/** Who holds a key set: the landlord, the managing agency, the tenant of a lease, a contractor. */
export const KEY_HOLDERS = ['LANDLORD', 'AGENCY', 'TENANT', 'CONTRACTOR'] as const;
export type KeyHolder = (typeof KEY_HOLDERS)[number];

export const CHANGE_KINDS = ['UNCHANGED', 'IMPROVED', 'WEAR', 'DEGRADATION', 'NOT_INSPECTED', 'NEW'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Décret n° 2015-981 art. 2: the furniture a furnished dwelling must have, in the décret's order. */
export const FURNISHED_ITEM_CODES = [
  'BEDDING',
  'LIGHT_BLOCKING',
  'HOB',
  'OVEN_OR_MICROWAVE',
  'FRIDGE_FREEZER',
  'TABLEWARE',
  'KITCHEN_UTENSILS',
  'TABLE_AND_SEATS',
  'STORAGE_SHELVES',
  'LIGHTING',
  'CLEANING_EQUIPMENT',
] as const;
export type FurnishedItemCode = (typeof FURNISHED_ITEM_CODES)[number];

/** An item of an inventory of furniture (loi 89-462 art. 25-5): one of the décret's list, or OTHER. */
export const INVENTORY_ITEM_CODES = [...FURNISHED_ITEM_CODES, 'OTHER'] as const;
export type InventoryItemCode = (typeof INVENTORY_ITEM_CODES)[number];
