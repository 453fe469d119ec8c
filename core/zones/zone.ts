// Legislative zones (spec, Legislative zone): the territories French rental law applies to,
// forming a hierarchy through parent_zone_id. The official zones (tenant_id null) are seeded by
// migration, shared by every tenant and read-only to them; a tenant's own zones are visible to it only.
import { ZONE_TYPES, type ZoneType } from '../../contract/vocabulary/zones.js';
import { type FieldError } from '../shared/errors.js';
import { compareDates } from '../shared/dates.js';

export class LegislativeZone {
  id!: string;
  /** Null for the official zones every tenant shares. */
  tenant_id: string | null = null;
  zone_type!: ZoneType;
  country_code!: string;
  code!: string;
  name!: string;
  name_local: string | null = null;
  description: string | null = null;
  description_local: string | null = null;
  is_active = true;
  effective_date: string | null = null;
  end_date: string | null = null;
  parent_zone_id: string | null = null;
  /** Under an arrêté of reference rents (loi ELAN art. 140); official zones only. */
  is_rent_controlled = false;
  /** In a "zone tendue" (décret 2013-392 annex, rent evolution decree 2017-1198); official zones only. */
  is_zone_tendue = false;
  /** Date the rent-control arrêté first applied in this territory. */
  rent_control_start_date: string | null = null;
  /**
   * Last day a lease may be signed under rent control: the end of the experiment of loi ELAN
   * art. 140 (eight years, loi 2022-217 art. 85) or of a later extension; null: no end recorded.
   */
  rent_control_end_date: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Fields update accepts (spec, Legislative zone); any other field is a 400. */
export const ZONE_UPDATABLE_FIELDS = [
  'name',
  'name_local',
  'description',
  'description_local',
  'is_active',
  'effective_date',
  'end_date',
  'parent_zone_id',
] as const satisfies readonly (keyof LegislativeZone)[];
export type ZoneUpdatableField = (typeof ZONE_UPDATABLE_FIELDS)[number];

/** Fields create takes (spec: all but id, created_at, updated_at): the updatable ones and the zone's identity. */
export const ZONE_CREATE_FIELDS = [
  'zone_type',
  'country_code',
  'code',
  ...ZONE_UPDATABLE_FIELDS,
] as const satisfies readonly (keyof LegislativeZone)[];

export function isOfficial(zone: Pick<LegislativeZone, 'tenant_id'>): boolean {
  return zone.tenant_id === null;
}

/** Rank of a zone type: a parent is always of a strictly broader type than its child. */
export function zoneTypeRank(type: ZoneType): number {
  return ZONE_TYPES.indexOf(type);
}

/** Fields an update names that the spec does not allow (400). */
export function forbiddenUpdateFields(keys: readonly string[]): FieldError[] {
  return keys
    .filter((key) => !(ZONE_UPDATABLE_FIELDS as readonly string[]).includes(key))
    .map((key) => ({
      path: key,
      message: `${key} cannot be changed; updatable fields: ${ZONE_UPDATABLE_FIELDS.join(', ')}`,
      code: 'not_updatable',
    }));
}

/** effective_date, when both are given, is not after end_date (400). */
export function zoneDateErrors(zone: Pick<LegislativeZone, 'effective_date' | 'end_date'>): FieldError[] {
  if (zone.effective_date === null || zone.end_date === null || compareDates(zone.effective_date, zone.end_date) <= 0)
    return [];
  return [
    {
      path: 'end_date',
      message: `end_date ${zone.end_date} is before effective_date ${zone.effective_date}`,
      code: 'date_order',
    },
  ];
}

/**
 * Would making `parentId` the parent of `zoneId` close a loop? Walks up from the new parent with
 * the given lookup (id -> its parent id, undefined when unknown); true when it meets the zone itself
 * or an existing loop.
 */
export function wouldCreateCycle(
  zoneId: string | null,
  parentId: string,
  parentOf: (id: string) => string | null | undefined,
): boolean {
  const seen = new Set<string>();
  let current: string | null | undefined = parentId;
  while (current) {
    if (current === zoneId || seen.has(current)) return true;
    seen.add(current);
    current = parentOf(current);
  }
  return false;
}

/** The ancestors of a zone ordered from its parent up to the root; stops at an unknown id or a loop. */
export function ancestorChain<Z extends Pick<LegislativeZone, 'id' | 'parent_zone_id'>>(
  zone: Z,
  byId: (id: string) => Z | undefined,
): Z[] {
  const chain: Z[] = [];
  const seen = new Set<string>([zone.id]);
  let parentId = zone.parent_zone_id;
  while (parentId && !seen.has(parentId)) {
    const parent = byId(parentId);
    if (!parent) break;
    chain.push(parent);
    seen.add(parentId);
    parentId = parent.parent_zone_id;
  }
  return chain;
}

/**
 * Business rules of a parent link (422): the parent is of a strictly broader zone_type (a QUARTER
 * under a DISTRICT or a CITY, never the reverse) and of the same country.
 */
export function parentLinkErrors(
  child: Pick<LegislativeZone, 'zone_type' | 'country_code'>,
  parent: Pick<LegislativeZone, 'id' | 'zone_type' | 'country_code'>,
): FieldError[] {
  const errors: FieldError[] = [];
  if (zoneTypeRank(parent.zone_type) >= zoneTypeRank(child.zone_type)) {
    errors.push({
      path: 'parent_zone_id',
      message: `A ${child.zone_type} zone cannot sit under a ${parent.zone_type} zone; the parent must be broader (${ZONE_TYPES.join(' > ')})`,
      code: 'parent_type',
    });
  }
  if (parent.country_code !== child.country_code) {
    errors.push({
      path: 'parent_zone_id',
      message: `The parent zone is in ${parent.country_code}, not ${child.country_code}`,
      code: 'parent_country',
    });
  }
  return errors;
}
