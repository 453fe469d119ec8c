// The list/get/create/update pieces every resource shares.
import { NotFoundError } from './errors.js';
import { type PageRequest, type SortKey, decodeCursor, parseSort } from './paging.js';
import { type Patch, applyPatch } from './patch.js';
import type { EntityClass, Repository, Store, View } from '../ports/store.js';

export interface ListInput {
  page: number;
  per_page: number;
  sort?: string;
  /** Keyset: where the page starts (a next_cursor given by a previous page); page is then ignored. */
  cursor?: string;
}

export const DEFAULT_SORT: SortKey[] = [{ field: 'created_at', direction: 'desc' }];

/** `unique`: the key that breaks ties last (`id`, or the natural key of a table without one). */
export function pageRequest(input: ListInput, fallback: SortKey[] = DEFAULT_SORT, unique = 'id'): PageRequest {
  // A unique last key keeps the order stable across pages when the sort field has ties.
  const sort: SortKey[] = [...parseSort(input.sort, fallback), { field: unique, direction: 'asc' }];
  if (!input.cursor) return { page: input.page, perPage: input.per_page, sort };
  const after = decodeCursor(input.cursor, sort);
  return { page: after.page, perPage: input.per_page, sort, after };
}

/** Builds a new record from the caller's fields, checks it, and schedules it for insert. */
export function createRecord<T extends object>(
  repo: Repository<T>,
  cls: new () => T,
  fields: NoInfer<Partial<T>>,
  check?: (record: T) => void,
): T {
  const record = Object.assign(new cls(), definedFields(fields));
  check?.(record);
  repo.persist(record);
  return record;
}

/** Applies absent/null/value update semantics, then checks the result. */
export function patchRecord<T extends object>(
  record: T,
  patch: Patch<T>,
  allowed: readonly (keyof T)[],
  check?: (record: T) => void,
): T {
  applyPatch(record, patch, allowed);
  check?.(record);
  return record;
}

function missingReference(field: string, id: string): NotFoundError {
  const error = new NotFoundError(field.replace(/_id$/, ''), id);
  error.errors.push({ path: field, message: `${id} does not exist`, code: 'not_found' });
  return error;
}

/** Loads a record a field refers to; a missing or foreign one is a 404 naming the field. */
export async function requireReference<T extends object>(
  store: Store,
  cls: EntityClass<T>,
  id: string,
  field: string,
): Promise<T> {
  const found = await store.repo(cls).find(id);
  if (!found) throw missingReference(field, id);
  return found;
}

/** Like requireReference, read-only (Repository.view): for a record the write only reads. */
export async function requireReferenceView<T extends object>(
  store: Store,
  cls: EntityClass<T>,
  id: string,
  field: string,
): Promise<View<T>> {
  try {
    return await store.repo(cls).view(id);
  } catch (error) {
    throw error instanceof NotFoundError ? missingReference(field, id) : error;
  }
}

/** The fields that are given: an absent (undefined) field leaves the record's default. */
export function definedFields<T extends object>(fields: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
