// Writes of a tenant's own legislative zones: create, update (the spec's whitelist), deactivate and
// reactivate. The official zones are read-only to tenants (403).
import { createRecord } from '../shared/crud.js';
import { ConflictError, ForbiddenError, ValidationError, assertNoFieldErrors } from '../shared/errors.js';
import { equalsIgnoreCase } from '../shared/filter.js';
import { type Patch, applyPatch } from '../shared/patch.js';
import { Country } from '../property/reference.js';
import type { Store } from '../ports/store.js';
import { checkParent } from './zone-hierarchy.js';
import {
  LegislativeZone,
  ZONE_UPDATABLE_FIELDS,
  type ZoneUpdatableField,
  forbiddenUpdateFields,
  isOfficial,
  zoneDateErrors,
} from './zone.js';

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

async function checkCountry(store: Store, code: string) {
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

export function zoneWrites(store: Store) {
  const zones = store.repo(LegislativeZone);

  async function writable(id: string): Promise<LegislativeZone> {
    const zone = await zones.get(id);
    if (isOfficial(zone))
      throw new ForbiddenError(`Zone ${zone.code} is an official zone shared by every tenant; it is read-only`);
    return zone;
  }

  async function setActive(id: string, active: boolean) {
    const zone = await writable(id);
    if (zone.is_active === active)
      throw new ConflictError(`Zone ${zone.code} is already ${active ? 'active' : 'inactive'}`);
    zone.is_active = active;
    await store.flush();
    return zone;
  }

  return {
    async create(fields: ZoneCreateFields) {
      const candidate = Object.assign(new LegislativeZone(), fields, {
        country_code: fields.country_code.toUpperCase(),
      });
      assertNoFieldErrors(zoneDateErrors(candidate));
      await checkCountry(store, candidate.country_code);
      if (await zones.findOne(equalsIgnoreCase('code', candidate.code))) {
        throw new ConflictError(`A zone with code ${candidate.code} already exists`, [
          { path: 'code', message: 'code is taken', code: 'duplicate' },
        ]);
      }
      if (candidate.parent_zone_id) await checkParent(store, { ...candidate, id: null }, candidate.parent_zone_id);
      const zone = createRecord(zones, LegislativeZone, {
        ...fields,
        country_code: candidate.country_code,
        // rent-control flags belong to the official seed
        is_rent_controlled: false,
        is_zone_tendue: false,
        rent_control_start_date: null,
        rent_control_end_date: null,
      });
      await store.flush();
      return zone;
    },

    async update(id: string, patch: ZonePatch) {
      assertNoFieldErrors(forbiddenUpdateFields(Object.keys(patch)));
      const zone = await writable(id);
      if (patch.parent_zone_id) await checkParent(store, zone, patch.parent_zone_id);
      const next = applyPatch(Object.assign(new LegislativeZone(), zone), patch, ZONE_UPDATABLE_FIELDS);
      assertNoFieldErrors(zoneDateErrors(next));
      applyPatch(zone, patch, ZONE_UPDATABLE_FIELDS);
      await store.flush();
      return zone;
    },

    deactivate: (id: string) => setActive(id, false),
    reactivate: (id: string) => setActive(id, true),
  };
}
