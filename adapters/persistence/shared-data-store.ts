// The store of the public routes (docs/decisions.md 126): scoped to a tenant id no tenant has, so
// that it reads the data every tenant shares (rows without tenant_id: official zones, reference
// rents, the index table) and no tenant's row, by the tenant filter and, behind it, by row-level
// security. The unscoped store of the admin CLI would read every tenant's rows: never for a caller
// without a key.
import type { Store } from '../../core/ports/store.js';
import type { Orm } from './orm.js';
import { MikroStore } from './store.js';

/** The nil UUID: tenants get random (version 4) ids, so none is this one. */
export const NO_TENANT = '00000000-0000-0000-0000-000000000000';

export function sharedDataStore(orm: Orm): Store {
  return new MikroStore(orm.em.fork(), NO_TENANT);
}
