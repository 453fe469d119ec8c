// Tenants on a lease (spec, Lease-lessee association), assembled: reads here, each change in
// change-lease-tenants.ts, the rules in lease-tenant-checks.ts. Paths address a term by the
// lessee id: the lessee's open term on the lease, else its latest one. The types the parts share
// are in types.ts.
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { addTenant, endTenancy, removeTenant, updateTenant } from './change-lease-tenants.js';
import { Lease } from '../lease.js';
import { currentTerm, termsOf, views } from './lease-tenant-views.js';
import type { NewTenantTerm, TenantTermPatch, TenantTermView } from './types.js';

export function leaseTenantUseCases(store: Store, deps: { clock: Clock }) {
  const today = () => toDateOnly(deps.clock.now());
  return {
    async list(leaseId: string, options: { activeOnly?: boolean } = {}): Promise<TenantTermView[]> {
      await store.repo(Lease).get(leaseId);
      const all = await views(store, await termsOf(store, leaseId), today());
      return options.activeOnly ? all.filter((view) => view.is_active) : all;
    },
    async get(leaseId: string, lesseeId: string): Promise<TenantTermView> {
      await store.repo(Lease).get(leaseId);
      const terms = await termsOf(store, leaseId);
      const term = currentTerm(terms, lesseeId, today());
      return (await views(store, terms, today())).find((view) => view.term.id === term.id)!;
    },
    add: (leaseId: string, input: NewTenantTerm) => addTenant(store, today(), leaseId, input),
    update: (leaseId: string, lesseeId: string, patch: TenantTermPatch) =>
      updateTenant(store, today(), leaseId, lesseeId, patch),
    remove: (leaseId: string, lesseeId: string) => removeTenant(store, today(), leaseId, lesseeId),
    end: (leaseId: string, lesseeId: string, input: { end_date?: string }) =>
      endTenancy(store, today(), leaseId, lesseeId, input),
  };
}
