// An in-memory Store (core/ports/store.ts), so that use cases can be unit-tested without PostgreSQL.
// It answers the criteria vocabulary as the PostgreSQL adapter does (test/integration/store-contract
// runs the same cases against both): NULL in three-valued logic (a comparison with NULL is unknown,
// `$not` of unknown is unknown), `$ilike` with `%`, `_` and `\` escapes, `$contains` literal, sorting with nulls last in
// either direction, pages with their total, tenant scoping (rows of another tenant are never seen,
// rows without a tenant are shared), queries on what is stored (a pending change waits for flush), and
// transactions that work on a copy of the tables, committed when the work returns and dropped when it
// throws. One transaction at a time: row locks (getLocked) are accepted inside a transaction only.
import { randomUUID } from 'node:crypto';
import type { Criteria, EntityClass, Repository, Store, View } from '../../core/ports/store.js';
import { NotFoundError } from '../../core/shared/errors.js';
import { type Page, type PageRequest, sortSignature } from '../../core/shared/paging.js';

type Row = Record<string, unknown>;
type Entity = object & { id?: string; tenant_id?: string | null; created_at?: Date; updated_at?: Date };
type Tables = Map<EntityClass<object>, Map<string, Row>>;
type Truth = boolean | null;

/** The resource name of a NotFoundError, as the PostgreSQL adapter gives it (LeaseLessee: "lease lessee"). */
const resourceName = (cls: EntityClass<unknown>) => cls.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A deep copy of plain data: records, lists, dates (structuredClone would give dates of another realm under jest). */
function clone<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(clone) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clone(inner)])) as T;
  return value;
}

const copyTables = (tables: Tables): Tables =>
  new Map([...tables].map(([cls, rows]) => [cls, new Map([...rows].map(([id, row]) => [id, clone(row)]))]));

// --- criteria, as PostgreSQL evaluates them ----------------------------------------------------

const and = (values: Truth[]): Truth => (values.includes(false) ? false : values.includes(null) ? null : true);
const or = (values: Truth[]): Truth => (values.includes(true) ? true : values.includes(null) ? null : false);
const not = (value: Truth): Truth => (value === null ? null : !value);
const isNull = (value: unknown) => value === null || value === undefined;

function comparable(value: unknown): number | string {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return Number(value);
  return value as number | string;
}

/** -1, 0 or 1; a Date compared with a string reads the string as an instant. */
function compare(a: unknown, b: unknown): number {
  const [x, y] =
    a instanceof Date && typeof b === 'string'
      ? [a.getTime(), Date.parse(b)]
      : b instanceof Date && typeof a === 'string'
        ? [Date.parse(a), b.getTime()]
        : [comparable(a), comparable(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const equals = (actual: unknown, operand: unknown): Truth => (isNull(actual) ? null : compare(actual, operand) === 0);

function inList(actual: unknown, list: readonly unknown[]): Truth {
  if (list.length === 0) return false;
  return or(list.map((operand) => equals(actual, operand)));
}

/** ILIKE: `%` any run, `_` one character, `\` makes the next character literal; case-insensitive. */
function ilike(actual: unknown, pattern: string): Truth {
  if (isNull(actual)) return null;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (c === '%') source += '.*';
    else if (c === '_') source += '.';
    else source += escapeRegExp(c);
  }
  return new RegExp(`^${source}$`, 'isu').test(String(actual));
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function ordered(actual: unknown, operand: unknown, test: (order: number) => boolean): Truth {
  return isNull(actual) || isNull(operand) ? null : test(compare(actual, operand));
}

function operator(name: string, actual: unknown, operand: unknown): Truth {
  switch (name) {
    case '$eq':
      return operand === null ? isNull(actual) : equals(actual, operand);
    case '$ne':
      return operand === null ? !isNull(actual) : not(equals(actual, operand));
    case '$in':
      return inList(actual, operand as unknown[]);
    case '$nin':
      return not(inList(actual, operand as unknown[]));
    case '$gt':
      return ordered(actual, operand, (order) => order > 0);
    case '$gte':
      return ordered(actual, operand, (order) => order >= 0);
    case '$lt':
      return ordered(actual, operand, (order) => order < 0);
    case '$lte':
      return ordered(actual, operand, (order) => order <= 0);
    case '$ilike':
      return ilike(actual, operand as string);
    case '$contains':
      return isNull(actual) ? null : String(actual).toLowerCase().includes(String(operand).toLowerCase());
    default:
      throw new Error(`memory store: unsupported operator ${name}`);
  }
}

const isOperators = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key.startsWith('$'));

/** One field's condition: a value (equality), null (IS NULL), a list (IN) or operators. */
function condition(actual: unknown, expected: unknown): Truth {
  if (expected === undefined) throw new Error('memory store: undefined in criteria (drop it: definedCriteria)');
  if (expected === null) return isNull(actual);
  if (Array.isArray(expected)) return inList(actual, expected);
  if (isOperators(expected))
    return and(Object.entries(expected).map(([name, operand]) => operator(name, actual, operand)));
  return equals(actual, expected);
}

function evaluate(row: Row, criteria: Criteria): Truth {
  return and(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and') return and((value as Criteria[]).map((part) => evaluate(row, part)));
      if (key === '$or') return or((value as Criteria[]).map((part) => evaluate(row, part)));
      if (key === '$not') return not(evaluate(row, value as Criteria));
      if (key.startsWith('$')) throw new Error(`memory store: unsupported operator ${key}`);
      return condition(row[key], value);
    }),
  );
}

/** The order of two records' sort values; a missing value sorts last in either direction, as the adapter's `nulls last`. */
function compareValues(x: unknown[], y: unknown[], sort: PageRequest['sort'] = []): number {
  for (const [i, { direction }] of sort.entries()) {
    if (isNull(x[i]) && isNull(y[i])) continue;
    if (isNull(x[i])) return 1;
    if (isNull(y[i])) return -1;
    const order = compare(x[i], y[i]) * (direction === 'desc' ? -1 : 1);
    if (order !== 0) return order;
  }
  return 0;
}

const sortValues = (row: Row, sort: PageRequest['sort'] = []) => sort.map(({ field }) => row[field]);

function sortRows(rows: Row[], sort: PageRequest['sort'] = []): Row[] {
  return [...rows].sort((a, b) => compareValues(sortValues(a, sort), sortValues(b, sort), sort));
}

/** A record as the read path answers it (View): a plain copy, timestamps as ISO strings, untracked. */
function viewOf<T>(row: Row): View<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : clone(value)]),
  ) as View<T>;
}

// --- the database and its stores ---------------------------------------------------------------

/** The tables every store of a test shares; each store sees them through its tenant. */
export class MemoryDatabase {
  readonly tables: Tables = new Map();

  constructor(readonly clock: { now(): Date } = { now: () => new Date() }) {}

  /** A store scoped to one tenant, or to none (the system: every row). */
  store(tenantId: string | null = null): MemoryStore {
    return new MemoryStore(this, this.tables, tenantId, false);
  }

  /** Records put in as they are, as a migration or another tenant's work would (fixtures, reference data). */
  insert<T extends object>(cls: EntityClass<T>, ...records: T[]): T[] {
    const table = tableOf(this.tables, cls);
    for (const record of records as Entity[]) {
      record.id ??= randomUUID();
      table.set(record.id, clone({ ...record }));
    }
    return records;
  }

  /** The stored rows of a class, as plain objects (for assertions on what was committed). */
  rows<T extends object>(cls: EntityClass<T>): T[] {
    return [...tableOf(this.tables, cls).values()].map((row) => clone(row) as T);
  }
}

function tableOf(tables: Tables, cls: EntityClass<object>): Map<string, Row> {
  let table = tables.get(cls);
  if (!table) tables.set(cls, (table = new Map()));
  return table;
}

export class MemoryStore implements Store {
  /** The identity map: one instance per row, as long as this store lives. */
  private readonly managed = new Map<EntityClass<object>, Map<string, Entity>>();
  private readonly created = new Set<Entity>();
  private readonly removed = new Set<Entity>();

  constructor(
    private readonly db: MemoryDatabase,
    private readonly tables: Tables,
    readonly tenantId: string | null,
    readonly inTransaction: boolean,
  ) {}

  repo<T extends object>(cls: EntityClass<T>): Repository<T> {
    return new MemoryRepository<T>(this, cls as EntityClass<object>);
  }

  async transaction<R>(work: (store: Store) => Promise<R>): Promise<R> {
    const scratch = copyTables(this.tables);
    const tx = new MemoryStore(this.db, scratch, this.tenantId, true);
    const result = await work(tx);
    await tx.flush();
    this.tables.clear();
    for (const [cls, rows] of scratch) this.tables.set(cls, rows);
    this.refreshManaged();
    return result;
  }

  /** A transaction-scoped lock as PostgreSQL's advisory lock; one process, so holding it is checking the transaction. */
  async lockName(_name: string): Promise<void> {
    if (!this.inTransaction) throw new Error('memory store: lockName needs a transaction (Store.transaction)');
  }

  async flush(): Promise<void> {
    const now = this.db.clock.now();
    for (const entity of this.removed) {
      const cls = entity.constructor as EntityClass<object>;
      tableOf(this.tables, cls).delete(entity.id!);
      this.managed.get(cls)?.delete(entity.id!);
    }
    this.removed.clear();
    for (const entity of this.created) {
      entity.id ??= randomUUID();
      // The adapter's onCreate defaults (adapters/persistence/entities/columns.ts).
      entity.created_at ??= now;
      entity.updated_at ??= now;
      this.manage(entity.constructor as EntityClass<object>, entity);
    }
    this.created.clear();
    for (const [cls, entities] of this.managed) {
      const table = tableOf(this.tables, cls);
      for (const entity of entities.values()) this.write(table, entity, now);
    }
  }

  /** Writes a managed record when it changed, its updated_at moved on as the adapter's onUpdate does. */
  private write(table: Map<string, Row>, entity: Entity, now: Date): void {
    const stored = table.get(entity.id!);
    const { updated_at: _before, ...previous } = stored ?? {};
    const { updated_at: _after, ...current } = entity as Row;
    if (stored && JSON.stringify(previous) === JSON.stringify(current)) return;
    if (stored) entity.updated_at = now;
    table.set(entity.id!, clone({ ...entity }));
  }

  /** After a commit: the records this store holds take the committed values, removed ones are forgotten. */
  private refreshManaged(): void {
    for (const [cls, entities] of this.managed) {
      const table = tableOf(this.tables, cls);
      for (const [id, entity] of entities) {
        const row = table.get(id);
        if (row) Object.assign(entity, clone(row));
        else entities.delete(id);
      }
    }
  }

  private manage(cls: EntityClass<object>, entity: Entity): void {
    let entities = this.managed.get(cls);
    if (!entities) this.managed.set(cls, (entities = new Map()));
    entities.set(entity.id!, entity);
  }

  /** The stored rows of a class this store's tenant may see (pending changes are not flushed by a query). */
  visibleRows(cls: EntityClass<object>): Row[] {
    return [...tableOf(this.tables, cls).values()].filter(
      (row) => this.tenantId === null || typeof row.tenant_id !== 'string' || row.tenant_id === this.tenantId,
    );
  }

  /** The managed instance of a row: the same object for the same row, for as long as this store lives. */
  entityOf<T extends object>(cls: EntityClass<object>, row: Row): T {
    const known = this.managed.get(cls)?.get(row.id as string);
    if (known) return known as T;
    const entity = Object.assign(Object.create(cls.prototype) as Entity, clone(row));
    this.manage(cls, entity);
    return entity as T;
  }

  schedulePersist(entity: Entity): void {
    if (this.tenantId && !entity.tenant_id) entity.tenant_id = this.tenantId;
    this.removed.delete(entity);
    if (entity.id && this.managed.get(entity.constructor as EntityClass<object>)?.get(entity.id) === entity) return;
    this.created.add(entity);
  }

  scheduleRemove(entity: Entity): void {
    if (this.created.delete(entity)) return;
    this.removed.add(entity);
  }
}

class MemoryRepository<T extends object> implements Repository<T> {
  constructor(
    private readonly store: MemoryStore,
    private readonly cls: EntityClass<object>,
  ) {}

  async get(id: string): Promise<T> {
    const found = await this.find(id);
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found;
  }

  find(id: string): Promise<T | null> {
    return this.findOne({ id });
  }

  async getLocked(id: string): Promise<T> {
    if (!this.store.inTransaction) throw new Error('memory store: getLocked needs a transaction (Store.transaction)');
    return this.get(id);
  }

  async getAllLocked(ids: string[]): Promise<T[]> {
    if (!this.store.inTransaction)
      throw new Error('memory store: getAllLocked needs a transaction (Store.transaction)');
    return this.findAll({ id: { $in: [...new Set(ids)] } }, [{ field: 'id', direction: 'asc' }]);
  }

  async findOne(criteria: Criteria): Promise<T | null> {
    return (await this.findAll(criteria))[0] ?? null;
  }

  async findAll(criteria: Criteria, sort?: PageRequest['sort']): Promise<T[]> {
    return sortRows(this.visible(criteria), sort).map((row) => this.store.entityOf<T>(this.cls, row));
  }

  async viewAll(criteria: Criteria, sort?: PageRequest['sort'], limit?: number): Promise<View<T>[]> {
    return sortRows(this.visible(criteria), sort)
      .slice(0, limit)
      .map((row) => viewOf<T>(row));
  }

  async view(id: string): Promise<View<T>> {
    const row = this.visible({ id })[0];
    if (!row) throw new NotFoundError(resourceName(this.cls), id);
    return viewOf<T>(row);
  }

  /**
   * A page of views, as the read path gives it: by offset, or after the cursor's position (the
   * records that sort after its values); the total is always counted here, never estimated.
   */
  async list(criteria: Criteria, page: PageRequest): Promise<Page<View<T>>> {
    const all = sortRows(this.visible(criteria), page.sort);
    const after = page.after;
    const rest = after
      ? all.filter((row) => compareValues(sortValues(row, page.sort), after.values, page.sort) > 0)
      : all.slice((page.page - 1) * page.perPage);
    const rows = rest.slice(0, page.perPage);
    const hasNext = rest.length > page.perPage;
    const last = rows.at(-1);
    return {
      items: rows.map((row) => viewOf<T>(row)),
      total: all.length,
      page: page.page,
      perPage: page.perPage,
      totalIsEstimate: false,
      hasNext,
      next:
        hasNext && last
          ? { page: page.page + 1, sort: sortSignature(page.sort), values: sortValues(last, page.sort) }
          : null,
    };
  }

  private visible(criteria: Criteria): Row[] {
    return this.store.visibleRows(this.cls).filter((row) => evaluate(row, criteria) === true);
  }

  async count(criteria: Criteria): Promise<number> {
    return (await this.findAll(criteria)).length;
  }

  async sum(field: string, criteria: Criteria): Promise<number> {
    const rows = this.visible(criteria);
    // PostgreSQL's sum skips NULLs and coalesce(..., 0) answers 0 for no rows (adapters/persistence/store.ts).
    return rows.reduce((total, row) => total + (row[field] == null ? 0 : Number(row[field])), 0);
  }

  persist(entity: T): void {
    this.store.schedulePersist(entity as Entity);
  }

  remove(entity: T): void {
    this.store.scheduleRemove(entity as Entity);
  }
}
