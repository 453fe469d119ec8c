import { type ListInput, createRecord, pageRequest, patchRecord, requireReference } from '../shared/crud.js';
import { NotFoundError, assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Quota } from '../ports/quota.js';
import { type Store } from '../ports/store.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { ESTATE_REQUIRED_FIELDS, ESTATE_WRITABLE_FIELDS, Estate } from './estate.js';
import { Owner } from './owner.js';
import { Place } from './place.js';
import { EstateType } from './reference.js';

export type EstateFields = Pick<Estate, (typeof ESTATE_WRITABLE_FIELDS)[number]>;
export interface EstateListInput extends ListInput {
  place_id?: string;
  area_min?: number;
  area_max?: number;
  floor?: number;
  number_of_room?: number;
  rental_status?: Estate['rental_status'];
}

async function checkReferences(store: Store, fields: Patch<EstateFields>): Promise<void> {
  if (fields.estate_type_id) await requireReference(store, EstateType, fields.estate_type_id, 'estate_type_id');
  if (fields.owner_id) await requireReference(store, Owner, fields.owner_id, 'owner_id');
  if (fields.previous_owner_id) await requireReference(store, Owner, fields.previous_owner_id, 'previous_owner_id');
}

/** Spec, Estate rule 3: null removes a value, except on the fields an estate cannot lack. */
function assertRequiredKept(patch: Patch<EstateFields>): void {
  assertNoFieldErrors(
    ESTATE_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
      path: field,
      message: `${field} is required and cannot be removed`,
      code: 'required',
    })),
  );
}

export function estateUseCases(store: Store) {
  const estates = store.repo(Estate);

  /** An estate addressed through a place must belong to that place. */
  async function getInPlace(placeId: string, estateId: string): Promise<Estate> {
    await store.repo(Place).get(placeId);
    const estate = await estates.get(estateId);
    if (estate.place_id !== placeId) throw new NotFoundError('estate', estateId);
    return estate;
  }

  async function update(estate: Estate, patch: Patch<EstateFields> & { place_id?: string }) {
    assertRequiredKept(patch);
    await checkReferences(store, patch);
    // Spec, Estate rule 4: a new place must exist in the caller's tenant, else 404.
    if (patch.place_id !== undefined)
      estate.place_id = (await requireReference(store, Place, patch.place_id, 'place_id')).id;
    patchRecord(estate, patch, ESTATE_WRITABLE_FIELDS);
    await store.flush();
    return estate;
  }

  const list = (input: EstateListInput) =>
    estates.list(
      {
        ...definedCriteria({
          place_id: input.place_id,
          floor: input.floor,
          number_of_room: input.number_of_room,
          rental_status: input.rental_status,
        }),
        ...rangeCriteria('area', input.area_min, input.area_max),
      },
      pageRequest(input),
    );

  return {
    list,
    async listInPlace(placeId: string, input: EstateListInput) {
      await store.repo(Place).get(placeId);
      return list({ ...input, place_id: placeId });
    },
    get: (id: string) => estates.view(id),
    getInPlace,
    /** A lot more: checked against the plan's limit in the same transaction (docs/decisions.md 283). */
    create: (placeId: string, fields: Partial<EstateFields>, quota: Quota) =>
      store.transaction(async (tx) => {
        await tx.repo(Place).get(placeId);
        await checkReferences(tx, fields);
        const estate = createRecord(tx.repo(Estate), Estate, { ...fields, place_id: placeId });
        await quota.assertWithinLimit(tx, estate.tenant_id, 'lots');
        return estate;
      }),
    update: async (id: string, patch: Patch<EstateFields> & { place_id?: string }) =>
      update(await estates.get(id), patch),
    updateInPlace: async (placeId: string, estateId: string, patch: Patch<EstateFields> & { place_id?: string }) =>
      update(await getInPlace(placeId, estateId), patch),
    async remove(id: string) {
      estates.remove(await estates.get(id));
      await store.flush();
    },
  };
}
