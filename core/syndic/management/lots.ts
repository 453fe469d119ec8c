// The lots of a syndicate and their co-owners: an owner or a contact of this account (one of them),
// who may hold several lots; a lot may be one of the account's estates.
import type { Store } from '../../ports/store.js';
import { Contact } from '../../contacts/contact.js';
import { Estate } from '../../property/estate.js';
import { Owner } from '../../property/owner.js';
import { type ListInput, createRecord, pageRequest, patchRecord, requireReference } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import type { Patch } from '../../shared/patch.js';
import { recordOf, syndicateOf } from './scope.js';
import { LotShare, SyndicLot } from './syndicate.js';

export type LotFields = Pick<
  SyndicLot,
  'number' | 'estate_id' | 'co_owner_owner_id' | 'co_owner_contact_id' | 'description'
>;
export interface LotListInput extends ListInput {
  estate_id?: string;
  co_owner_owner_id?: string;
  co_owner_contact_id?: string;
}
const FIELDS = ['number', 'estate_id', 'co_owner_owner_id', 'co_owner_contact_id', 'description'] as const;

async function checkReferences(store: Store, fields: Patch<LotFields>) {
  if (fields.estate_id) await requireReference(store, Estate, fields.estate_id, 'estate_id');
  if (fields.co_owner_owner_id) await requireReference(store, Owner, fields.co_owner_owner_id, 'co_owner_owner_id');
  if (fields.co_owner_contact_id)
    await requireReference(store, Contact, fields.co_owner_contact_id, 'co_owner_contact_id');
}

function oneCoOwner(lot: SyndicLot) {
  if (lot.co_owner_owner_id && lot.co_owner_contact_id)
    throw new BusinessRuleError('A lot has one co-owner: an owner or a contact, not both', [
      { path: 'co_owner_contact_id', message: 'give co_owner_owner_id or co_owner_contact_id', code: 'one_co_owner' },
    ]);
}

async function uniqueNumber(store: Store, syndicateId: string, number: string | null | undefined, id?: string) {
  if (!number) return;
  const same = await store.repo(SyndicLot).findOne({ syndicate_id: syndicateId, number });
  if (same && same.id !== id) throw new ConflictError(`Syndicate ${syndicateId} already has a lot number ${number}`);
}

export function lotUseCases(store: Store) {
  const lots = store.repo(SyndicLot);
  return {
    async list(syndicateId: string, input: LotListInput) {
      await syndicateOf(store, syndicateId);
      const { estate_id, co_owner_owner_id, co_owner_contact_id } = input;
      const criteria = definedCriteria({
        syndicate_id: syndicateId,
        estate_id,
        co_owner_owner_id,
        co_owner_contact_id,
      });
      return lots.list(criteria, pageRequest(input));
    },
    get: (syndicateId: string, id: string) => recordOf(store, SyndicLot, 'lot', syndicateId, id),
    async create(syndicateId: string, fields: Partial<LotFields> & { number: string }) {
      await syndicateOf(store, syndicateId);
      await checkReferences(store, fields);
      await uniqueNumber(store, syndicateId, fields.number);
      const lot = createRecord(lots, SyndicLot, { ...fields, syndicate_id: syndicateId }, oneCoOwner);
      await store.flush();
      return lot;
    },
    async update(syndicateId: string, id: string, patch: Patch<LotFields>) {
      const lot = await recordOf(store, SyndicLot, 'lot', syndicateId, id);
      await checkReferences(store, patch);
      await uniqueNumber(store, syndicateId, patch.number, id);
      patchRecord(lot, patch, FIELDS, oneCoOwner);
      await store.flush();
      return lot;
    },
    async remove(syndicateId: string, id: string) {
      const lot = await recordOf(store, SyndicLot, 'lot', syndicateId, id);
      if ((await store.repo(LotShare).count({ lot_id: id })) > 0)
        throw new ConflictError(`Lot ${lot.number} has shares in charge keys: set those keys' shares without it first`);
      lots.remove(lot);
      await store.flush();
    },
  };
}
