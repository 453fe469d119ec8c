// Loading an amendment through its lease: an unknown or foreign lease or amendment is a 404, and
// an amendment of another lease too (spec, Amendments; docs/decisions.md, record 5).
import { Lease } from '../leasing/lease.js';
import type { EntityClass, Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import { Amendment } from './amendment.js';

export async function amendmentOf(
  store: Store,
  leaseId: string,
  amendmentId: string,
  options: { lock?: boolean } = {},
): Promise<{ lease: Lease; amendment: Amendment }> {
  const lease = await store.repo(Lease).get(leaseId);
  const repo = store.repo(Amendment);
  const amendment = options.lock ? await repo.getLocked(amendmentId).catch(() => null) : await repo.find(amendmentId);
  if (!amendment || amendment.lease_id !== leaseId) throw new NotFoundError('amendment', amendmentId);
  return { lease, amendment };
}

/** A record under an amendment (detail, document, validation, history entry, notification). */
export async function childOf<T extends { amendment_id: string }>(
  store: Store,
  cls: EntityClass<T>,
  amendment: Amendment,
  id: string,
  what: string,
): Promise<T> {
  const found = await store.repo(cls).find(id);
  if (!found || found.amendment_id !== amendment.id) throw new NotFoundError(what, id);
  return found;
}
