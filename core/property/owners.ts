import { type ListInput, createRecord, pageRequest, patchRecord } from '../shared/crud.js';
import { NotFoundError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import { type Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { Estate } from './estate.js';
import type { OwnerCategory } from '../../contract/vocabulary/property.js';
import { Owner, assertOwnerIdentity } from './owner.js';
import { Place } from './place.js';

export type OwnerFields = Omit<Owner, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;
export interface OwnerListInput extends ListInput {
  search?: string;
  owner_category?: OwnerCategory;
}

const OWNER_FIELDS = [
  'owner_category',
  'title',
  'last_name',
  'first_name',
  'legal_name',
  'registration_number',
  'rcs_city',
  'country',
  'address_complement',
  'street_number',
  'street_name',
  'locality',
  'postal_code',
  'city',
  'postal_box',
  'mobile_phone',
  'landline_phone',
  'email',
  'auth_user_id',
  'iban',
  'bic',
] as const satisfies readonly (keyof OwnerFields)[];

const OWNER_SEARCH_FIELDS = ['last_name', 'first_name', 'legal_name', 'email', 'city'];

export function ownerUseCases(store: Store) {
  const owners = store.repo(Owner);
  return {
    list: (input: OwnerListInput) =>
      owners.list(
        {
          ...definedCriteria({ owner_category: input.owner_category }),
          ...searchCriteria(input.search, OWNER_SEARCH_FIELDS),
        },
        pageRequest(input),
      ),
    get: (id: string) => owners.view(id),
    async create(fields: Partial<OwnerFields>) {
      const owner = createRecord(owners, Owner, fields, assertOwnerIdentity);
      await store.flush();
      return owner;
    },
    async update(id: string, patch: Patch<OwnerFields>) {
      const owner = patchRecord(await owners.get(id), patch, OWNER_FIELDS, assertOwnerIdentity);
      await store.flush();
      return owner;
    },
    async ownerOfPlace(placeId: string) {
      const place = await store.repo(Place).get(placeId);
      if (!place.owner_id) throw new NotFoundError('owner of place', placeId);
      return owners.get(place.owner_id);
    },
    /** The estate's own owner, else the owner of its building. */
    async ownerOfEstate(estateId: string) {
      const estate = await store.repo(Estate).get(estateId);
      const ownerId = estate.owner_id ?? (await store.repo(Place).get(estate.place_id)).owner_id;
      if (!ownerId) throw new NotFoundError('owner of estate', estateId);
      return owners.get(ownerId);
    },
  };
}
