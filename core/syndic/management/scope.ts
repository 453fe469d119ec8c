// A syndicate's records are read through their syndicate: one of another syndicate (or of another
// tenant) is not found.
import type { EntityClass, Store } from '../../ports/store.js';
import { NotFoundError } from '../../shared/errors.js';
import { Syndicate } from './syndicate.js';

/** The syndicate, or a 404 (another tenant's is not found either). */
export function syndicateOf(store: Store, syndicateId: string): Promise<Syndicate> {
  return store.repo(Syndicate).get(syndicateId);
}

/** A record of the syndicate, or a 404 naming it. */
export async function recordOf<T extends { syndicate_id: string }>(
  store: Store,
  cls: EntityClass<T>,
  name: string,
  syndicateId: string,
  id: string,
): Promise<T> {
  const record = await store.repo(cls).findOne({ id, syndicate_id: syndicateId });
  if (!record) throw new NotFoundError(name, id);
  return record;
}
