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

export const CHANGE_KINDS = ['UNCHANGED', 'IMPROVED', 'WEAR', 'DEGRADATION', 'NOT_INSPECTED', 'NEW'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
