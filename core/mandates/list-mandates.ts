// GET /mandates: a page of the account's mandates (filters owner_id, status, estate_id), each with its lots.
import type { MandateStatus } from '../../contract/vocabulary/mandates.js';
import type { Criteria, Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { definedCriteria } from '../shared/criteria.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { ManagementMandate, MandateLot } from './mandate.js';

export interface MandateListInput extends ListInput {
  owner_id?: string;
  status?: MandateStatus;
  estate_id?: string;
}

/** The mandates covering an estate: directly, or through its place; none when the estate is unknown. */
async function coveringEstate(store: Store, estateId: string): Promise<Criteria> {
  const estate = await store.repo(Estate).find(estateId);
  if (!estate) return { id: { $in: [] } };
  const lots = await store.repo(MandateLot).findAll({ $or: [{ estate_id: estateId }, { place_id: estate.place_id }] });
  return { id: { $in: [...new Set(lots.map((lot) => lot.mandate_id))] } };
}

export async function listMandates(store: Store, input: MandateListInput) {
  const criteria: Criteria = {
    ...definedCriteria({ owner_id: input.owner_id, status: input.status }),
    ...(input.estate_id ? await coveringEstate(store, input.estate_id) : {}),
  };
  const page = await store.repo(ManagementMandate).list(criteria, pageRequest(input));
  const ids = page.items.map((mandate) => mandate.id);
  const lots = ids.length > 0 ? await store.repo(MandateLot).findAll({ mandate_id: { $in: ids } }) : [];
  const items = page.items.map((mandate) => ({
    mandate,
    lots: lots.filter((lot) => lot.mandate_id === mandate.id),
  }));
  return { ...page, items };
}
