// The annexes vocabulary: enumerations shared by the contract and core (docs/architecture.md).

export const ANNEX_SOURCE_CATEGORIES = ['STATIC_FILE', 'GENERATED', 'USER_UPLOAD'] as const;
export type AnnexSourceCategory = (typeof ANNEX_SOURCE_CATEGORIES)[number];

export const ANNEX_CODES = [
  'NOTICE_INFORMATION',
  'RENT_CONTROL_MENTIONS',
  'ENTRY_CONDITION_REPORT',
  'FURNITURE_INVENTORY',
  'DPE',
  'LEAD',
  'ASBESTOS',
  'ELECTRICITY',
  'GAS',
  'RISKS',
  'NOISE',
  'COOWNERSHIP_RULES',
  'OTHER',
] as const;
export type AnnexCode = (typeof ANNEX_CODES)[number];
