// The TenantStores port over the ORM: a fresh entity manager per unit of work, scoped to the tenant.
import type { TenantStores } from '../../core/ports/tenant-stores.js';
import type { Orm } from './orm.js';
import { MikroStore } from './store.js';

export class OrmTenantStores implements TenantStores {
  constructor(private readonly orm: Orm) {}

  forTenant(tenantId: string): MikroStore {
    return new MikroStore(this.orm.em.fork(), tenantId);
  }
}
