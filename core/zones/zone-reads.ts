// Reads of legislative zones: list/search with the spec's filters, get, hierarchy (children,
// parent, ancestors) and the zones of a country. The official zones are visible to every tenant.
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { NotFoundError } from '../shared/errors.js';
import { equalsIgnoreCase } from '../shared/filter.js';
import type { SortKey } from '../shared/paging.js';
import { Country } from '../property/reference.js';
import type { Criteria, Store } from '../ports/store.js';
import { chainAbove } from './zone-hierarchy.js';
import type { ZoneType } from '../../contract/vocabulary/zones.js';
import { LegislativeZone, ancestorChain } from './zone.js';

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

const ZONE_SORT: SortKey[] = [{ field: 'code', direction: 'asc' }];

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

export function zoneReads(store: Store) {
  const zones = store.repo(LegislativeZone);
  const list = (input: ZoneListInput) => zones.list(zoneCriteria(input), pageRequest(input, ZONE_SORT));
  return {
    list,
    get: (id: string) => zones.view(id),

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
      const chain = zone.parent_zone_id
        ? await chainAbove(store, zone.parent_zone_id)
        : new Map<string, LegislativeZone>();
      return ancestorChain(zone, (zoneId) => chain.get(zoneId));
    },

    async byCountry(countryCode: string, input: ZoneListInput) {
      const country = await store.repo(Country).findOne({ code: countryCode.toUpperCase() });
      if (!country) throw new NotFoundError('country', countryCode);
      return list({ ...input, country_code: country.code });
    },
  };
}
