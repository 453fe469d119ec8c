import { type ListInput, createRecord, pageRequest, patchRecord, requireReference } from '../shared/crud.js';
import { ConflictError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import { type Store } from '../ports/store.js';
import { definedCriteria } from '../shared/criteria.js';
import { Estate } from './estate.js';
import { Owner } from './owner.js';
import { Place } from './place.js';
import { Country, PlaceType } from './reference.js';

export type PlaceFields = Omit<Place, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;
export interface PlaceListInput extends ListInput {
  owner_id?: string;
  postal_code?: string;
  city?: string;
  place_category?: string;
}

const PLACE_FIELDS = [
  'name',
  'type_id',
  'country_id',
  'owner_id',
  'address_line1',
  'postal_code',
  'city',
  'latitude',
  'longitude',
  'number_of_floor',
  'place_category',
  'legal_regime',
  'digicode',
  'construction_date',
] as const satisfies readonly (keyof PlaceFields)[];

async function checkReferences(store: Store, fields: Patch<PlaceFields>): Promise<void> {
  if (fields.owner_id) await requireReference(store, Owner, fields.owner_id, 'owner_id');
  if (fields.type_id) await requireReference(store, PlaceType, fields.type_id, 'type_id');
  if (fields.country_id) await requireReference(store, Country, fields.country_id, 'country_id');
}

export function placeUseCases(store: Store) {
  const places = store.repo(Place);
  return {
    list: (input: PlaceListInput) =>
      places.list(
        definedCriteria({
          owner_id: input.owner_id,
          postal_code: input.postal_code,
          city: input.city,
          place_category: input.place_category,
        }),
        pageRequest(input),
      ),
    get: (id: string) => places.view(id),
    async create(fields: Partial<PlaceFields>) {
      await checkReferences(store, fields);
      const place = createRecord(places, Place, fields);
      await store.flush();
      return place;
    },
    async update(id: string, patch: Patch<PlaceFields>) {
      const place = await places.get(id);
      await checkReferences(store, patch);
      patchRecord(place, patch, PLACE_FIELDS);
      await store.flush();
      return place;
    },
    /** A building that still holds estates cannot go: delete or move them first. */
    async remove(id: string) {
      const place = await places.get(id);
      const estates = await store.repo(Estate).count({ place_id: id });
      if (estates > 0) throw new ConflictError(`Place ${id} still has ${estates} estate(s); delete or move them first`);
      places.remove(place);
      await store.flush();
    },
  };
}
