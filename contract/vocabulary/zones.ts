// The zones vocabulary (spec, Legislative zone): zone types, broadest first, with the other
// spellings accepted on input, and the list's sort fields. Plain data for the contract and core.

/** zone_type values, from the broadest to the narrowest (decision record in docs/decisions.md). */
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

/** The fields a list of legislative zones may be sorted by (`sort`, a field or -field). */
export const ZONE_SORT_FIELDS = ['created_at', 'updated_at', 'name', 'code', 'zone_type', 'effective_date'] as const;

/**
 * The two lists of the annex of décret n° 2013-392 (since décret n° 2023-822): CGI art. 232 I 1°,
 * the communes of a continuous urban area of over 50,000 inhabitants (the zone tendue of loi 89-462
 * art. 15 and 17), and 2°, the tense tourist communes (the vacancy tax only).
 */
export const ZONE_TENDUE_CATEGORIES = ['URBAN_AREA', 'TOURIST'] as const;
export type ZoneTendueCategory = (typeof ZONE_TENDUE_CATEGORIES)[number];

/** Whether an address lies in a commune of the list in force: UNKNOWN when no list or no address tells. */
export const ZONE_TENDUE_STATUSES = ['LISTED', 'NOT_LISTED', 'UNKNOWN'] as const;
export type ZoneTendueStatus = (typeof ZONE_TENDUE_STATUSES)[number];
