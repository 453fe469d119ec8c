// The zones vocabulary (spec, Legislative zone): zone types, broadest first, with the other
// spellings accepted on input. Plain data for the contract and core.

export const ZONE_TYPES = ['COUNTRY', 'REGION', 'DEPARTMENT', 'AGGLOMERATION', 'CITY', 'DISTRICT', 'QUARTER'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const ZONE_TYPE_SPELLINGS = {
  COUNTRY: ['Country'],
  REGION: ['Region'],
  DEPARTMENT: ['Department'],
  AGGLOMERATION: ['Agglomeration'],
  CITY: ['City'],
  DISTRICT: ['District'],
  QUARTER: ['Quarter'],
} as const satisfies Record<ZoneType, readonly string[]>;
