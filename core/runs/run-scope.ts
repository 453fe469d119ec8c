// The leases of a run's scope (docs/decisions.md 232): those in the statuses its kind works on, of
// the places named, among the leases named (each narrows; none named: the whole account), read by
// id in pages (keyset: after the last lease done).
import { Lease } from '../leasing/lease.js';
import { Estate } from '../property/estate.js';
import type { Criteria, Store, View } from '../ports/store.js';
import type { BatchRun } from './batch-run.js';
import { RUN_ITEM_HANDLERS } from './kinds/index.js';

export async function scopeCriteria(store: Store, run: BatchRun): Promise<Criteria> {
  const criteria: Criteria = { status: { $in: [...RUN_ITEM_HANDLERS[run.kind].leaseStatuses] } };
  if (run.lease_ids.length > 0) criteria.id = { $in: run.lease_ids };
  if (run.place_ids.length > 0) {
    const estates = await store.repo(Estate).findAll({ place_id: { $in: run.place_ids } });
    criteria.estate_id = { $in: estates.map((e) => e.id) };
  }
  return criteria;
}

/** The next page of the scope's leases after `cursor` (a lease id), by id. */
export async function scopePage(store: Store, run: BatchRun, cursor: string | null): Promise<View<Lease>[]> {
  const criteria = await scopeCriteria(store, run);
  const after = cursor ? { $and: [criteria, { id: { $gt: cursor } }] } : criteria;
  const page = await store
    .repo(Lease)
    .list(after, { page: 1, perPage: run.page_size, sort: [{ field: 'id', direction: 'asc' }] });
  return page.items;
}
