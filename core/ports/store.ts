// Persistence port. Criteria use a small operator vocabulary that the persistence adapter
// understands as is: per field a value (equality), null (IS NULL), or $eq, $ne, $in, $nin, $gt, $gte,
// $lt, $lte, $ilike, $contains (a case-insensitive substring, the term literal); around them $and,
// $or, $not. They read as SQL does: a comparison with a missing
// value is unknown, so `{ floor: { $ne: 2 } }` leaves out rows without a floor. Sorting puts missing
// values last either way. test/integration/store-contract.test.ts holds both implementations to it
// (adapters/persistence/store.ts and the in-memory test/support/memory-store.ts).
import type { Page, PageRequest } from '../shared/paging.js';

export type Criteria = Record<string, unknown>;

export type EntityClass<T> = abstract new (...args: never[]) => T;

/**
 * A record as the read path gives it for an answer (list, view): a plain object whose timestamps
 * are already ISO 8601 strings, as they go on the wire (docs/decisions.md 76).
 */
export type View<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export interface Repository<T> {
  /** The record with this id in the caller's tenant, to change; NotFoundError otherwise. */
  get(id: string): Promise<T>;
  /**
   * Like get, read-only: a plain record the store does not track (cheaper), for an answer that
   * changes nothing. Changing it and flushing writes nothing.
   */
  view(id: string): Promise<View<T>>;
  find(id: string): Promise<T | null>;
  /**
   * Like get, and locks the row until the current transaction ends (SELECT ... FOR UPDATE), so that
   * concurrent transactions deriving state from it (an estate's rental_status) run one after another.
   * Only inside Store.transaction.
   */
  getLocked(id: string): Promise<T>;
  /**
   * Like getLocked for many ids at once (one statement): the records found, each row locked until
   * the current transaction ends, in the order of their ids (so that two callers never wait on each
   * other in a circle); ids not found are left out. Only inside Store.transaction.
   */
  getAllLocked(ids: string[]): Promise<T[]>;
  findOne(criteria: Criteria): Promise<T | null>;
  findAll(criteria: Criteria, sort?: PageRequest['sort']): Promise<T[]>;
  /**
   * Like findAll, read-only (untracked, as view): every matching record, for work that reads many
   * records it does not change (a bank import's leases); cheaper, and no flush walks them. With a
   * limit, the first `limit` of them in that order: a queue's next items, with no total to count.
   */
  viewAll(criteria: Criteria, sort?: PageRequest['sort'], limit?: number): Promise<View<T>[]>;
  /**
   * A page of read-only records (untracked, as view): by page number, or after the cursor of
   * PageRequest.after; its total is counted up to a cap and estimated past it (Page.totalIsEstimate).
   */
  list(criteria: Criteria, page: PageRequest): Promise<Page<View<T>>>;
  count(criteria: Criteria): Promise<number>;
  /** The sum of a numeric field over the matching records (0 when none match). */
  sum(field: string, criteria: Criteria): Promise<number>;
  /** Schedules the record for insert or update; written by Store.flush / transaction end. */
  persist(entity: T): void;
  remove(entity: T): void;
}

export interface Store {
  repo<T extends object>(cls: EntityClass<T>): Repository<T>;
  /** Runs the work in one database transaction and flushes what it persisted. */
  transaction<R>(work: (store: Store) => Promise<R>): Promise<R>;
  flush(): Promise<void>;
  /**
   * Holds a lock on a name until the current transaction ends, so that work on the same name (a
   * tenant's credit balance) runs one transaction at a time. Only inside Store.transaction.
   */
  lockName(name: string): Promise<void>;
}

/**
 * A Store scoped to a tenant named by the caller, for work that runs outside a request (workflow
 * activities): the HTTP layer scopes its store from the API key instead.
 */
export interface TenantStores {
  /** A store whose every read and write is confined to this tenant (tenant filter and row-level security). */
  forTenant(tenantId: string): Store;
}

/** Stores for work that starts before the tenant is known (a guest link names its tenant). */
export interface Stores extends TenantStores {
  /** Unscoped: every tenant's rows (a guest token lookup, an admin command). */
  system(): Store;
}
