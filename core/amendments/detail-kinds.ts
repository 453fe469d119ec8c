// What rent details and duration details share: at most one of each per amendment, of the kind
// its type carries, written while the amendment is a DRAFT and recorded in the history.
import type { Lease } from '../leasing/lease.js';
import type { EntityClass, Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { ConflictError } from '../shared/errors.js';
import type { Amendment, AmendmentDurationDetail, AmendmentRentDetail } from './amendment.js';
import { amendmentOf, childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { changedValues, recordChange } from './history.js';
import { assertRules, detailKindErrors } from './rules.js';
import { assertDraft } from './status-machine.js';

type Detail = AmendmentRentDetail | AmendmentDurationDetail;

/** The pieces both kinds share: the draft amendment of the right type, one record, list and get. */
export function detailKind<T extends Detail>(cls: EntityClass<T>, kind: 'rent' | 'duration', what: string) {
  return {
    async writable(
      store: Store,
      leaseId: string,
      amendmentId: string,
    ): Promise<{ lease: Lease; amendment: Amendment }> {
      const found = await amendmentOf(store, leaseId, amendmentId, { lock: true });
      assertDraft(found.amendment.status, `given ${what}`);
      assertRules(detailKindErrors(found.amendment.type, kind));
      return found;
    },
    async existing(store: Store, amendment: Amendment): Promise<T | null> {
      return store.repo(cls).findOne({ amendment_id: amendment.id });
    },
    async list(store: Store, leaseId: string, amendmentId: string, input: ListInput) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return store.repo(cls).list({ amendment_id: amendment.id }, pageRequest(input));
    },
    async get(store: Store, leaseId: string, amendmentId: string, id: string): Promise<T> {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return childOf(store, cls, amendment, id, what);
    },
    duplicate(existing: Detail): ConflictError {
      return new ConflictError(`The amendment has its ${what} already (${existing.id}); update them`, [], {
        existing_id: existing.id,
      });
    },
  };
}

/** Creates the record, or replaces its values, and writes the history entry; one function for both kinds. */
export async function saveDetail<T extends Detail>(
  store: Store,
  deps: AmendmentDeps,
  actor: AmendmentActor,
  target: { amendment: Amendment; record: T; create: boolean; key: string },
  values: Partial<T>,
): Promise<T> {
  const changes = changedValues(target.record, values);
  Object.assign(target.record, values);
  if (target.create) store.repo<T>(target.record.constructor as EntityClass<T>).persist(target.record);
  if (changes) {
    recordChange(store, deps.clock, target.amendment, actor.keyId, {
      change_type: 'CONTENT_MODIFICATION',
      previous_values: target.create ? null : { [target.key]: changes.previous_values },
      new_values: { [target.key]: changes.new_values },
    });
  }
  return target.record;
}
