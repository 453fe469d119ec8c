// The Store port over a MikroORM EntityManager, scoped to one tenant (or to none, for the system).
// Reads that answer a request (list pages, `view`) take the shared read path (read.ts: plain
// records, no identity map); records meant to change come through the EntityManager, tracked.
// Everything runs inside the tenant's session (session.ts), applied per connection checkout.
import { type Dictionary, LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/shared/errors.js';
import type { PageRequest } from '../../core/shared/paging.js';
import type { Criteria, EntityClass, Repository, Store, Stores, View } from '../../core/ports/store.js';
import { findOrder } from './query.js';
import { type ReadContext, readAll, readOne, readPage } from './read.js';
import { withTenantSession } from './session.js';
import { mikroCriteria } from './mikro-criteria.js';

type Entity = object & { tenant_id?: string };

function resourceName(cls: EntityClass<unknown>): string {
  return cls.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

class MikroRepository<T extends Entity> implements Repository<T> {
  private readonly options: { filters?: false };
  private readonly ownedByTenant: boolean;
  private readonly read: ReadContext;

  constructor(
    private readonly store: MikroStore,
    private readonly cls: EntityClass<T>,
  ) {
    const { tenantId } = store;
    const meta = store.reader.getMetadata().find(cls as never)!;
    this.ownedByTenant = Boolean(meta.properties.tenant_id);
    // Without a tenant (admin CLI, system jobs) the tenant filter is off; with one it is always on.
    this.options = tenantId ? {} : { filters: false };
    this.read = {
      get em() {
        return store.reader;
      },
      filterParams: store.filterParams,
      meta,
      tenantId,
    };
  }

  private get em(): EntityManager {
    return this.store.em;
  }

  private get tenantId(): string | null {
    return this.store.tenantId;
  }

  private session<R>(work: () => Promise<R>): Promise<R> {
    return withTenantSession(this.tenantId, work);
  }

  async get(id: string): Promise<T> {
    const found = await this.find(id);
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found;
  }

  async view(id: string): Promise<View<T>> {
    const found = await this.session(() => readOne<View<T>>(this.read, { id }));
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found;
  }

  async getLocked(id: string): Promise<T> {
    const found = await this.session(() =>
      this.em.findOne(this.cls as never, { id } as never, {
        ...this.options,
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      }),
    );
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found as T;
  }

  async getAllLocked(ids: string[]): Promise<T[]> {
    if (!this.em.isInTransaction()) throw new Error('getAllLocked needs a transaction (Store.transaction)');
    if (ids.length === 0) return [];
    // ORDER BY below FOR UPDATE: PostgreSQL locks the rows as they come out of the sort.
    return (await this.session(() =>
      this.em.find(this.cls as never, { id: { $in: [...new Set(ids)] } } as never, {
        ...this.options,
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        orderBy: { id: 'asc' } as never,
      }),
    )) as T[];
  }

  find(id: string): Promise<T | null> {
    return this.findOne({ id });
  }

  findOne(criteria: Criteria): Promise<T | null> {
    return this.session(
      () => this.em.findOne(this.cls as never, mikroCriteria(criteria) as never, this.options) as Promise<T | null>,
    );
  }

  findAll(criteria: Criteria, sort?: PageRequest['sort']): Promise<T[]> {
    return this.session(
      () =>
        this.em.find(this.cls as never, mikroCriteria(criteria) as never, {
          ...this.options,
          orderBy: findOrder(this.read.meta, sort) as never,
        }) as Promise<T[]>,
    );
  }

  viewAll(criteria: Criteria, sort: PageRequest['sort'] = [], limit?: number): Promise<View<T>[]> {
    return this.session(() => readAll<View<T>>(this.read, criteria, sort, limit));
  }

  list(criteria: Criteria, page: PageRequest) {
    return this.session(() => readPage<View<T>>(this.read, criteria, page));
  }

  count(criteria: Criteria): Promise<number> {
    return this.session(() => this.em.count(this.cls as never, mikroCriteria(criteria) as never, this.options));
  }

  async sum(field: string, criteria: Criteria): Promise<number> {
    if (!this.read.meta.properties[field as never]) throw new Error(`${resourceName(this.cls)} has no field ${field}`);
    // The field name comes from the mapping (checked above), never from a caller.
    const scoped = mikroCriteria(
      this.ownedByTenant && this.tenantId ? { ...criteria, tenant_id: this.tenantId } : criteria,
    );
    const rows = (await this.session(() =>
      this.em
        .createQueryBuilder(this.cls as never)
        .select(raw(`coalesce(sum("${field}"), 0) as "total"`))
        .where(scoped as never)
        .execute('all', false),
    )) as { total: string | number }[];
    return Number(rows[0]?.total ?? 0);
  }

  persist(entity: T): void {
    if (this.ownedByTenant && this.tenantId && !entity.tenant_id) entity.tenant_id = this.tenantId;
    this.em.persist(entity);
  }

  remove(entity: T): void {
    this.em.remove(entity);
  }
}

export class MikroStore implements Store {
  /** The parameters of the tenant's filter: set on the EntityManager, read by the read path (sql.ts). */
  readonly filterParams: Readonly<Record<string, Dictionary>>;
  readonly #root: EntityManager | undefined;
  #em: EntityManager | undefined;

  /**
   * `em`, or the EntityManager to fork at the first write or tracked read (`forkOf`, a fork that
   * follows no context, so that no other work's transaction is joined): a request that only reads
   * through the read path never needs a fork of its own (docs/decisions.md 339).
   */
  constructor(
    em: EntityManager | { forkOf: EntityManager },
    readonly tenantId: string | null,
    /** Set for the fork of a transaction: it inherits the tenant filter parameters. */
    private readonly inherited = false,
  ) {
    this.filterParams = tenantId ? { tenant: { tenantId } } : {};
    if ('forkOf' in em) this.#root = em.forkOf;
    else this.#em = this.#scoped(em);
  }

  #scoped(em: EntityManager): EntityManager {
    if (!this.inherited)
      for (const [name, params] of Object.entries(this.filterParams)) em.setFilterParams(name, params);
    return em;
  }

  /** The store's own EntityManager (identity map, unit of work, transaction), forked when first asked for. */
  get em(): EntityManager {
    this.#em ??= this.#scoped(this.#root!.fork());
    return this.#em;
  }

  /** The EntityManager the read path runs on: the store's own once it has one, else the one it forks from. */
  get reader(): EntityManager {
    return this.#em ?? this.#root!;
  }

  repo<T extends object>(cls: EntityClass<T>): Repository<T> {
    return new MikroRepository<T>(this, cls);
  }

  transaction<R>(work: (store: Store) => Promise<R>): Promise<R> {
    return withTenantSession(this.tenantId, () =>
      this.em.transactional((em) => work(new MikroStore(em as EntityManager, this.tenantId, true))),
    );
  }

  flush(): Promise<void> {
    return withTenantSession(this.tenantId, () => this.em.flush());
  }

  async lockName(name: string): Promise<void> {
    if (!this.em.isInTransaction()) throw new Error('lockName needs a transaction (Store.transaction)');
    // A transaction-scoped advisory lock on a 64-bit hash of the name: released at commit or rollback.
    await this.em
      .getConnection()
      .execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [name], 'all', this.em.getTransactionContext());
  }
}

/** Stores over one ORM: unscoped for the system, scoped for a tenant; each forks its own EntityManager at first use. */
export function mikroStores(orm: { em: EntityManager }): Stores {
  const root = orm.em.fork();
  return {
    system: () => new MikroStore({ forkOf: root }, null),
    forTenant: (tenantId) => new MikroStore({ forkOf: root }, tenantId),
  };
}
