// Port: a Store scoped to a tenant named by the caller, for work that runs outside a request
// (workflow activities): the HTTP layer scopes its store from the API key instead.
import type { Store } from './store.js';

export interface TenantStores {
  /** A store whose every read and write is confined to this tenant (tenant filter and row-level security). */
  forTenant(tenantId: string): Store;
}
