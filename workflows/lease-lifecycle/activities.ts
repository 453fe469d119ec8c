// Activities of the lease-lifecycle process: adapters from the workflow to the core use cases,
// built from ports (createActivities(deps)). Each re-reads the lease, so a retry changes nothing twice.
import { type LifecycleStep } from '../../contract/vocabulary/lifecycle.js';
import { applyLifecycleStep, planLeaseLifecycle } from '../../core/lifecycle/lease-lifecycle.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { Clock } from '../../core/ports/clock.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { TenantStores } from '../../core/ports/store.js';
import type { Workflows } from '../../core/ports/workflows.js';

export interface LeaseLifecycleActivityDeps {
  /** Stores in the lease's tenant (row-level security and the tenant filter apply). */
  stores: TenantStores;
  clock: Clock;
  /** The moves go through the status use case, which tells the engine (this process included). */
  workflows: Workflows;
  events: EventOutbox;
}

export interface LeaseRef {
  tenantId: string;
  leaseId: string;
}

export interface PlannedLifecycleStep {
  status: LeaseStatus | null;
  step: LifecycleStep;
  dueDate: string | null;
  /** 00:00 UTC of the due date, for the workflow's timer. */
  dueAtMs: number | null;
}

export function createActivities(deps: LeaseLifecycleActivityDeps) {
  return {
    /** What comes next for the lease, and when. */
    async planLeaseLifecycle(ref: LeaseRef): Promise<PlannedLifecycleStep> {
      const plan = await planLeaseLifecycle(deps.stores.forTenant(ref.tenantId), ref.leaseId);
      return {
        status: plan.status,
        step: plan.step,
        dueDate: plan.due_date,
        dueAtMs: plan.due_date ? Date.parse(`${plan.due_date}T00:00:00Z`) : null,
      };
    },

    /** The move of its day, when it is still due (`asOf`: the workflow's day). */
    async applyLeaseLifecycleStep(input: LeaseRef & { step: LifecycleStep; asOf: string }) {
      return applyLifecycleStep(deps.stores.forTenant(input.tenantId), deps, input.leaseId, input.step, input.asOf);
    },
  };
}

export type LeaseLifecycleActivities = ReturnType<typeof createActivities>;
