// The Store port over a MikroORM EntityManager, scoped to one tenant (or to none, for the system).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/shared/errors.js';
import type { PageRequest } from '../../core/shared/paging.js';
import type { Criteria, EntityClass, Repository, Store } from '../../core/ports/store.js';

type Entity = object & { tenant_id?: string };

/** Records without a value sort last in either direction. */
function orderBy(sort: PageRequest['sort'] = []) {
  return sort.map((key) => ({ [key.field]: `${key.direction} nulls last` }));
}

function resourceName(cls: EntityClass<unknown>): string {
  return cls.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

class MikroRepository<T extends Entity> implements Repository<T> {
  private readonly options: { filters?: false };
  private readonly ownedByTenant: boolean;

  constructor(
    private readonly em: EntityManager,
    private readonly cls: EntityClass<T>,
    private readonly tenantId: string | null,
  ) {
    this.ownedByTenant = Boolean(em.getMetadata().find(cls as never)?.properties.tenant_id);
    // Without a tenant (admin CLI, system jobs) the tenant filter is off; with one it is always on.
    this.options = tenantId ? {} : { filters: false };
  }

  async get(id: string): Promise<T> {
    const found = await this.find(id);
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found;
  }

  async getLocked(id: string): Promise<T> {
    const found = await this.em.findOne(this.cls as never, { id } as never, {
      ...this.options,
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (!found) throw new NotFoundError(resourceName(this.cls), id);
    return found as T;
  }

  find(id: string): Promise<T | null> {
    return this.findOne({ id });
  }

  findOne(criteria: Criteria): Promise<T | null> {
    return this.em.findOne(this.cls as never, criteria as never, this.options) as Promise<T | null>;
  }

  findAll(criteria: Criteria, sort?: PageRequest['sort']): Promise<T[]> {
    return this.em.find(this.cls as never, criteria as never, {
      ...this.options,
      orderBy: orderBy(sort) as never,
    }) as Promise<T[]>;
  }

  async list(criteria: Criteria, page: PageRequest) {
    const offset = (page.page - 1) * page.perPage;
    // One transaction for the page and its count: the row-level security context is set once. A
    // page that is neither full nor past the end tells the total by itself: no count query then.
    const [items, total] = await this.em.transactional(async (em) => {
      const found = (await em.find(this.cls as never, criteria as never, {
        ...this.options,
        orderBy: orderBy(page.sort) as never,
        limit: page.perPage,
        offset,
      })) as T[];
      const known = found.length > 0 && found.length < page.perPage;
      const count =
        known || (found.length === 0 && offset === 0)
          ? offset + found.length
          : await em.count(this.cls as never, criteria as never, this.options);
      return [found, count] as const;
    });
    return { items, total, page: page.page, perPage: page.perPage };
  }

  count(criteria: Criteria): Promise<number> {
    return this.em.count(this.cls as never, criteria as never, this.options);
  }

  persist(entity: T): void {
    if (this.ownedByTenant && this.tenantId && !entity.tenant_id) entity.tenant_id = this.tenantId;
    this.em.persist(entity);
  }

  remove(entity: T): void {
    this.em.remove(entity);
  }
}

/** The database role tenant-scoped work runs as, so that row-level security applies to it. */
export const TENANT_ROLE = 'rental_app';

export class MikroStore implements Store {
  constructor(
    readonly em: EntityManager,
    readonly tenantId: string | null,
    /** Set for the fork of a transaction: it inherits the tenant parameters, which cannot be set inside it. */
    inherited = false,
  ) {
    if (tenantId && !inherited) {
      em.setFilterParams('tenant', { tenantId });
      em.setSessionContext({ role: TENANT_ROLE, variables: { 'app.tenant_id': tenantId } });
    }
  }

  repo<T extends object>(cls: EntityClass<T>): Repository<T> {
    return new MikroRepository<T>(this.em, cls, this.tenantId);
  }

  transaction<R>(work: (store: Store) => Promise<R>): Promise<R> {
    return this.em.transactional((em) => work(new MikroStore(em as EntityManager, this.tenantId, true)));
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
