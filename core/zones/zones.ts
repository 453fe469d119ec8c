// Use cases of legislative zones: list/search with the spec's filters, create, update (whitelist),
// hierarchy (children, parent, ancestors), deactivate/reactivate. The official zones are visible to
// every tenant and read-only (403); a tenant's own zones are invisible to others (404).
import { type ListInput, createRecord, pageRequest, requireReference } from '../shared/crud.js';
import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  assertNoFieldErrors,
} from '../shared/errors.js';
import { equalsIgnoreCase } from '../shared/filter.js';
import type { SortKey } from '../shared/paging.js';
import { type Patch, applyPatch } from '../shared/patch.js';
import { type Criteria, type Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { Country } from '../property/reference.js';
import {
  LegislativeZone,
  ZONE_UPDATABLE_FIELDS,
  type ZoneType,
  type ZoneUpdatableField,
  ancestorChain,
  forbiddenUpdateFields,
  isOfficial,
  parentLinkErrors,
  wouldCreateCycle,
  zoneDateErrors,
} from './zone.js';

export interface ZoneFilters {
  zone_type?: ZoneType;
  country_code?: string;
  code?: string;
  name?: string;
  is_active?: boolean;
  effective_date?: string;
  parent_zone_id?: string;
}
export type ZoneListInput = ListInput & ZoneFilters;

export type ZoneCreateFields = Pick<LegislativeZone, 'zone_type' | 'country_code' | 'code' | 'name'> &
  Partial<
    Pick<
      LegislativeZone,
      | 'name_local'
      | 'description'
      | 'description_local'
      | 'is_active'
      | 'effective_date'
      | 'end_date'
      | 'parent_zone_id'
    >
  >;
export type ZonePatch = Patch<Pick<LegislativeZone, ZoneUpdatableField>>;

const ZONE_SORT: SortKey[] = [{ field: 'code', direction: 'asc' }];
/** A parent chain longer than this is corrupt data, not a hierarchy. */
const MAX_DEPTH = 50;

/** The spec's list filters as Criteria; `effective_date` selects the zones in force on that date. */
export function zoneCriteria(filters: ZoneFilters): Criteria {
  const parts: Criteria[] = [
    definedCriteria({
      zone_type: filters.zone_type,
      country_code: filters.country_code?.toUpperCase(),
      is_active: filters.is_active,
      parent_zone_id: filters.parent_zone_id,
    }),
    equalsIgnoreCase('code', filters.code),
    searchCriteria(filters.name, ['name', 'name_local']),
  ];
  if (filters.effective_date) {
    parts.push(
      { $or: [{ effective_date: null }, { effective_date: { $lte: filters.effective_date } }] },
      { $or: [{ end_date: null }, { end_date: { $gte: filters.effective_date } }] },
    );
  }
  const nonEmpty = parts.filter((part) => Object.keys(part).length > 0);
  return nonEmpty.length === 0 ? {} : { $and: nonEmpty };
}

function readOnly(zone: LegislativeZone): never {
  throw new ForbiddenError(`Zone ${zone.code} is an official zone shared by every tenant; it is read-only`);
}

export function zoneUseCases(store: Store) {
  const zones = store.repo(LegislativeZone);

  /** id -> parent id of the chain above `startId`, loaded one level at a time. */
  async function chainAbove(startId: string): Promise<Map<string, LegislativeZone>> {
    const loaded = new Map<string, LegislativeZone>();
    let id: string | null = startId;
    while (id && !loaded.has(id) && loaded.size < MAX_DEPTH) {
      const zone: LegislativeZone | null = await zones.find(id);
      if (!zone) break;
      loaded.set(zone.id, zone);
      id = zone.parent_zone_id;
    }
    return loaded;
  }

  /** 404 when the parent is unknown or another tenant's, 422 when the link breaks a hierarchy rule or closes a loop. */
  async function checkParent(
    zone: Pick<LegislativeZone, 'zone_type' | 'country_code'> & { id: string | null },
    parentId: string,
  ) {
    const parent = await requireReference(store, LegislativeZone, parentId, 'parent_zone_id');
    const chain = await chainAbove(parent.id);
    if (wouldCreateCycle(zone.id, parent.id, (id) => (chain.has(id) ? chain.get(id)!.parent_zone_id : undefined))) {
      throw new BusinessRuleError('The parent zone would make the hierarchy a cycle', [
        {
          path: 'parent_zone_id',
          message: `zone ${parent.code} is the zone itself or one of its descendants`,
          code: 'cycle',
        },
      ]);
    }
    const errors = parentLinkErrors(zone, parent);
    if (errors.length > 0) throw new BusinessRuleError('The parent zone does not fit the hierarchy', errors);
  }

  async function checkCountry(code: string) {
    const country = await store.repo(Country).findOne({ code: code.toUpperCase() });
    if (!country) {
      throw new ValidationError('Unknown country', [
        {
          path: 'country_code',
          message: `${code} is not a country of the catalogue (GET /countries)`,
          code: 'unknown_country',
        },
      ]);
    }
  }

  async function writable(id: string): Promise<LegislativeZone> {
    const zone = await zones.get(id);
    if (isOfficial(zone)) readOnly(zone);
    return zone;
  }

  const list = (input: ZoneListInput, extra: Criteria = {}) => {
    const criteria = zoneCriteria(input);
    return zones.list(
      Object.keys(extra).length === 0 ? criteria : { $and: [criteria, extra] },
      pageRequest(input, ZONE_SORT),
    );
  };

  return {
    list: (input: ZoneListInput) => list(input),
    get: (id: string) => zones.view(id),

    async create(fields: ZoneCreateFields) {
      const candidate = Object.assign(new LegislativeZone(), fields, {
        country_code: fields.country_code.toUpperCase(),
      });
      assertNoFieldErrors(zoneDateErrors(candidate));
      await checkCountry(candidate.country_code);
      if (await zones.findOne(equalsIgnoreCase('code', candidate.code))) {
        throw new ConflictError(`A zone with code ${candidate.code} already exists`, [
          { path: 'code', message: 'code is taken', code: 'duplicate' },
        ]);
      }
      if (candidate.parent_zone_id) await checkParent({ ...candidate, id: null }, candidate.parent_zone_id);
      const zone = createRecord(zones, LegislativeZone, {
        ...fields,
        country_code: candidate.country_code,
        // rent-control flags belong to the official seed
        is_rent_controlled: false,
        is_zone_tendue: false,
        rent_control_start_date: null,
      });
      await store.flush();
      return zone;
    },

    async update(id: string, patch: ZonePatch) {
      assertNoFieldErrors(forbiddenUpdateFields(Object.keys(patch)));
      const zone = await writable(id);
      if (patch.parent_zone_id) await checkParent(zone, patch.parent_zone_id);
      const next = applyPatch(Object.assign(new LegislativeZone(), zone), patch, ZONE_UPDATABLE_FIELDS);
      assertNoFieldErrors(zoneDateErrors(next));
      applyPatch(zone, patch, ZONE_UPDATABLE_FIELDS);
      await store.flush();
      return zone;
    },

    async children(id: string, input: ZoneListInput) {
      await zones.get(id);
      return list({ ...input, parent_zone_id: id });
    },

    async parent(id: string) {
      const zone = await zones.get(id);
      if (!zone.parent_zone_id) throw new NotFoundError(`parent of zone ${zone.code}`);
      return zones.get(zone.parent_zone_id);
    },

    /** From the parent up to the root. */
    async ancestors(id: string) {
      const zone = await zones.get(id);
      const chain = zone.parent_zone_id ? await chainAbove(zone.parent_zone_id) : new Map<string, LegislativeZone>();
      return ancestorChain(zone, (zoneId) => chain.get(zoneId));
    },

    async deactivate(id: string) {
      const zone = await writable(id);
      if (!zone.is_active) throw new ConflictError(`Zone ${zone.code} is already inactive`);
      zone.is_active = false;
      await store.flush();
      return zone;
    },

    async reactivate(id: string) {
      const zone = await writable(id);
      if (zone.is_active) throw new ConflictError(`Zone ${zone.code} is already active`);
      zone.is_active = true;
      await store.flush();
      return zone;
    },

    async byCountry(countryCode: string, input: ZoneListInput) {
      const country = await store.repo(Country).findOne({ code: countryCode.toUpperCase() });
      if (!country) throw new NotFoundError('country', countryCode);
      return list({ ...input, country_code: country.code });
    },
  };
}
