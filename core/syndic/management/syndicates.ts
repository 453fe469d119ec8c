// Syndicates of co-owners: one per place, with the register number (CCH L711-1) and fiscal year.
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest, patchRecord, requireReference } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { ConflictError } from '../../shared/errors.js';
import type { Patch } from '../../shared/patch.js';
import { Place } from '../../property/place.js';
import { Assembly } from '../assemblies/assembly.js';
import { ChargeKey, SyndicLot, Syndicate } from './syndicate.js';

export type SyndicateFields = Pick<
  Syndicate,
  'place_id' | 'registry_number' | 'name' | 'fiscal_year_start_month' | 'building_completed_on'
>;
const UPDATABLE = ['registry_number', 'name', 'fiscal_year_start_month', 'building_completed_on'] as const;

export function syndicateUseCases(store: Store) {
  const syndicates = store.repo(Syndicate);
  return {
    list: (input: ListInput & { place_id?: string }) =>
      syndicates.list(definedCriteria({ place_id: input.place_id }), pageRequest(input)),
    get: (id: string) => syndicates.view(id),
    async create(fields: Partial<SyndicateFields> & { place_id: string }) {
      await requireReference(store, Place, fields.place_id, 'place_id');
      if (await syndicates.findOne({ place_id: fields.place_id }))
        throw new ConflictError(`Place ${fields.place_id} already has its syndicate`);
      const syndicate = createRecord(syndicates, Syndicate, fields);
      await store.flush();
      return syndicate;
    },
    async update(id: string, patch: Patch<Omit<SyndicateFields, 'place_id'>>) {
      const syndicate = await syndicates.get(id);
      patchRecord(syndicate, patch, UPDATABLE);
      await store.flush();
      return syndicate;
    },
    /** A syndicate that still holds lots, keys or assemblies cannot go: delete them first. */
    async remove(id: string) {
      const syndicate = await syndicates.get(id);
      const held = [
        await store.repo(SyndicLot).count({ syndicate_id: id }),
        await store.repo(ChargeKey).count({ syndicate_id: id }),
        await store.repo(Assembly).count({ syndicate_id: id }),
      ];
      if (held.some((n) => n > 0))
        throw new ConflictError(`Syndicate ${id} still has lots, charge keys or assemblies; delete them first`);
      syndicates.remove(syndicate);
      await store.flush();
    },
  };
}
