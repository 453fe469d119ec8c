// The amendment history (spec, Amendment history entry): written by the system in the transaction
// of each change, read through the API, never written by it.
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import type { Clock } from '../ports/clock.js';
import { type Amendment, AmendmentHistoryEntry, type JsonValues } from './amendment.js';
import type { HistoryChangeType } from '../../contract/vocabulary/amendments.js';
import { amendmentOf, childOf } from './access.js';

export interface Change {
  change_type: HistoryChangeType;
  previous_values: JsonValues | null;
  new_values: JsonValues | null;
  change_reason?: string | null;
}

/** Schedules one history entry; the caller's flush or transaction writes it with the change. */
export function recordChange(
  store: Store,
  clock: Clock,
  amendment: Amendment,
  performedBy: string,
  change: Change,
): void {
  store.repo(AmendmentHistoryEntry).persist(
    Object.assign(new AmendmentHistoryEntry(), {
      amendment_id: amendment.id,
      change_type: change.change_type,
      change_date: clock.now(),
      performed_by: performedBy,
      previous_values: change.previous_values,
      new_values: change.new_values,
      change_reason: change.change_reason ?? null,
    }),
  );
}

/** The fields of `patch` whose value differs from `record`, before and after. */
export function changedValues<T extends object>(
  record: T,
  patch: Partial<T>,
): { previous_values: JsonValues; new_values: JsonValues } | null {
  const previous: JsonValues = {};
  const next: JsonValues = {};
  for (const [key, value] of Object.entries(patch)) {
    const before = (record as Record<string, unknown>)[key];
    if (value === undefined || JSON.stringify(before) === JSON.stringify(value)) continue;
    previous[key] = before ?? null;
    next[key] = value;
  }
  return Object.keys(next).length > 0 ? { previous_values: previous, new_values: next } : null;
}

export interface HistoryListInput extends ListInput {
  change_type?: HistoryChangeType;
}

export function amendmentHistoryUseCases(store: Store) {
  return {
    async list(leaseId: string, amendmentId: string, input: HistoryListInput) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return store
        .repo(AmendmentHistoryEntry)
        .list(
          { amendment_id: amendment.id, ...definedCriteria({ change_type: input.change_type }) },
          pageRequest(input, [{ field: 'change_date', direction: 'asc' }]),
        );
    },
    async get(leaseId: string, amendmentId: string, entryId: string) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return childOf(store, AmendmentHistoryEntry, amendment, entryId, 'amendment history entry');
    },
  };
}
