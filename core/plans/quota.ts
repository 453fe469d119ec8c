// The plan limits enforced inside the writes that consume them (issue 39; docs/decisions.md 283):
// one lock per tenant serialises every check, the count includes what the transaction wrote, and
// a refusal (402 naming the limit and the plan) rolls the write back. Reads are never checked.
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Clock } from '../ports/clock.js';
import type { Quota } from '../ports/quota.js';
import type { Store } from '../ports/store.js';
import { PaymentRequiredError } from '../shared/errors.js';
import type { PlanLimit } from '../../contract/vocabulary/plans.js';
import { accountPlan } from './account-plan.js';
import { countUse } from './usage.js';

/** The tenant's plan lock: the quota checks and the subscription events take it. */
export const planLock = (tenantId: string) => `plans:${tenantId}`;

/** Over the limit once the write is counted (pure): a null maximum is no limit. */
export function isOverLimit(used: number, max: number | null): boolean {
  return max !== null && used > max;
}

export function planQuota(deps: { clock: Clock; events: EventOutbox }): Quota {
  return {
    async assertWithinLimit(tx: Store, tenantId: string, limit: PlanLimit): Promise<void> {
      await tx.flush();
      await tx.lockName(planLock(tenantId));
      const now = deps.clock.now();
      const { plan, period } = await accountPlan(tx, now);
      const max = plan.limits[limit] ?? null;
      const used = await countUse(tx, limit, { tenantId, period, now });
      if (isOverLimit(used, max))
        throw new PaymentRequiredError(
          `The ${plan.name} plan allows ${max} for ${limit}, and this would make ${used}: subscribe to a larger plan (POST /api/subscription/checkout)`,
          [{ path: limit, message: `limit ${limit} of plan ${plan.code} reached`, code: 'plan_limit' }],
          { limit, plan: plan.code, max, used: used - 1 },
        );
      // The write that takes the last unit tells the webhooks, once per limit, plan and period.
      if (max !== null && used === max)
        await deps.events.record(tx, {
          tenantId,
          type: 'usage.limit_reached',
          key: `${limit}:${plan.code}:${period.start.toISOString()}`,
          subjectType: 'plan',
          subjectId: plan.id,
          payload: { limit, plan: plan.code, max, period_start: period.start.toISOString() },
        });
    },
  };
}
