// The subjects of a run's scope (docs/decisions.md 232, 310): those its kind's handler names (leases,
// mandates or syndicates) in the scope's places and leases, read by id in pages (keyset: after the
// last subject done).
import type { Store, View } from '../ports/store.js';
import type { BatchRun } from './batch-run.js';
import { RUN_ITEM_HANDLERS } from './kinds/index.js';

/** How many subjects the run's scope holds. */
export async function scopeCount(store: Store, run: BatchRun): Promise<number> {
  const { subjects } = RUN_ITEM_HANDLERS[run.kind];
  return store.repo(subjects.entity).count(await subjects.criteria(store, run));
}

/** The next page of the scope's subjects after `cursor` (a subject's id), by id. */
export async function scopePage(store: Store, run: BatchRun, cursor: string | null): Promise<View<{ id: string }>[]> {
  const { subjects } = RUN_ITEM_HANDLERS[run.kind];
  const criteria = await subjects.criteria(store, run);
  const after = cursor ? { $and: [criteria, { id: { $gt: cursor } }] } : criteria;
  return store.repo(subjects.entity).viewAll(after, [{ field: 'id', direction: 'asc' }], run.page_size);
}
