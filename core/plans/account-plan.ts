// The plan an account is in now, its subscription and its period (docs/decisions.md 281).
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import { type Period, periodAt, subscriptionStands } from './period.js';
import { AccountSubscription, FREE_PLAN_CODE, Plan } from './plan.js';

export interface AccountPlan {
  plan: Plan;
  subscription: AccountSubscription | null;
  period: Period;
}

/** Read through a tenant's store: the subscription row is the tenant's own. */
export async function accountPlan(store: Store, now: Date): Promise<AccountPlan> {
  const subscription = await store.repo(AccountSubscription).findOne({});
  const stands = subscription !== null && subscriptionStands(subscription.status);
  const plan = stands
    ? await store.repo(Plan).get(subscription.plan_id)
    : await store.repo(Plan).findOne({ code: FREE_PLAN_CODE });
  if (!plan) throw new NotFoundError('plan', FREE_PLAN_CODE);
  return { plan, subscription, period: periodAt(subscription, now) };
}
