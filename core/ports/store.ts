// Persistence port. Criteria use a small operator vocabulary ($eq, $ne, $in, $gte, $lte,
// $gt, $lt, $ilike, $or, $and) that the persistence adapter understands as is.
import type { Page, PageRequest } from '../shared/paging.js';

export type Criteria = Record<string, unknown>;

export type EntityClass<T> = abstract new (...args: never[]) => T;

export interface Repository<T> {
  /** The record with this id in the caller's tenant; NotFoundError otherwise. */
  get(id: string): Promise<T>;
  find(id: string): Promise<T | null>;
  /**
   * Like get, and locks the row until the current transaction ends (SELECT ... FOR UPDATE), so that
   * concurrent transactions deriving state from it (an estate's rental_status) run one after another.
   * Only inside Store.transaction.
   */
  getLocked(id: string): Promise<T>;
  findOne(criteria: Criteria): Promise<T | null>;
  findAll(criteria: Criteria, sort?: PageRequest['sort']): Promise<T[]>;
  list(criteria: Criteria, page: PageRequest): Promise<Page<T>>;
  count(criteria: Criteria): Promise<number>;
  /** Schedules the record for insert or update; written by Store.flush / transaction end. */
  persist(entity: T): void;
  remove(entity: T): void;
}

export interface Store {
  repo<T extends object>(cls: EntityClass<T>): Repository<T>;
  /** Runs the work in one database transaction and flushes what it persisted. */
  transaction<R>(work: (store: Store) => Promise<R>): Promise<R>;
  flush(): Promise<void>;
}
