// The provider's subscription events (customer.subscription.created/updated/deleted, invoice.paid,
// invoice.payment_failed) set the account's plan and period (issue 39; docs/decisions.md 282):
// each event is logged once per event id in the receiver's payment log, and an event older than
// the state already applied (out of order) is logged STALE and changes nothing.
import type { PaymentEvent, SubscriptionChange } from '../ports/payment-provider.js';
import type { Store } from '../ports/store.js';
import type { Receipt } from '../credits/payment-events.js';
import { PaymentEventRecord } from '../credits/credit-purchase.js';
import { Tenant } from '../tenancy/tenant.js';
import type { SubscriptionStatus } from '../../contract/vocabulary/plans.js';
import type { PlansDeps } from './deps.js';
import { AccountSubscription, Plan } from './plan.js';
import { planLock } from './quota.js';

type Stored = Pick<AccountSubscription, 'provider_subscription_id' | 'current_period_end' | 'last_event_at'>;

/**
 * Whether a change is older than the stored state (pure): a later period always wins; within the
 * same period (or when the change tells none) the later event wins; another subscription of the
 * account wins only when its event is the later one.
 */
export function isStale(stored: Stored | null, change: SubscriptionChange): boolean {
  if (!stored) return false;
  if (stored.provider_subscription_id === change.subscriptionId && change.periodEnd) {
    if (change.periodEnd < stored.current_period_end) return true;
    if (change.periodEnd > stored.current_period_end) return false;
  }
  return change.createdAt < stored.last_event_at;
}

/** The status an event implies when it does not carry one (an invoice). */
export function statusOf(event: Pick<PaymentEvent, 'type'>, change: SubscriptionChange): SubscriptionStatus | null {
  if (change.status) return change.status;
  if (event.type === 'invoice.paid') return 'active';
  if (event.type === 'invoice.payment_failed') return 'past_due';
  return null;
}

async function tenantOf(deps: Pick<PlansDeps, 'stores'>, change: SubscriptionChange): Promise<string | null> {
  const system = deps.stores.system();
  const tenantId =
    change.tenantId ??
    (await system.repo(AccountSubscription).findOne({ provider_subscription_id: change.subscriptionId }))?.tenant_id;
  if (!tenantId || !/^[0-9a-f-]{36}$/i.test(tenantId)) return null;
  return (await system.repo(Tenant).find(tenantId)) ? tenantId : null;
}

/** The new state, or null when the event cannot make one (no plan known for a first event). */
async function applied(
  tx: Store,
  provider: string,
  event: PaymentEvent,
  change: SubscriptionChange,
  stored: AccountSubscription | null,
): Promise<AccountSubscription | null> {
  const same = stored?.provider_subscription_id === change.subscriptionId ? stored : null;
  const planId = change.planId ?? same?.plan_id;
  const status = statusOf(event, change) ?? same?.status;
  const start = change.periodStart ?? same?.current_period_start;
  const end = change.periodEnd ?? same?.current_period_end;
  if (!planId || !status || !start || !end || !(await tx.repo(Plan).find(planId))) return null;
  const next = stored ?? new AccountSubscription();
  Object.assign(next, {
    plan_id: planId,
    status,
    provider,
    provider_subscription_id: change.subscriptionId,
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: change.cancelAtPeriodEnd ?? same?.cancel_at_period_end ?? false,
    last_event_at: change.createdAt,
  });
  if (!stored) tx.repo(AccountSubscription).persist(next);
  return next;
}

export async function receiveSubscriptionEvent(
  deps: Pick<PlansDeps, 'stores' | 'ids' | 'events' | 'payments'>,
  event: PaymentEvent & { subscription: SubscriptionChange },
): Promise<Receipt> {
  const change = event.subscription;
  const tenantId = await tenantOf(deps, change);
  if (!tenantId) return { duplicate: false, outcome: null };
  const provider = deps.payments?.name ?? 'stripe';
  return deps.stores.forTenant(tenantId).transaction(async (tx) => {
    // The plan lock serialises the tenant's events (and its quota checks): a concurrent duplicate
    // waits, then sees the first one's log row.
    await tx.lockName(planLock(tenantId));
    const log = tx.repo(PaymentEventRecord);
    if (await log.findOne({ provider, provider_event_id: event.id })) return { duplicate: true, outcome: null };
    const stored = await tx.repo(AccountSubscription).findOne({});
    const next = isStale(stored, change) ? null : await applied(tx, provider, event, change, stored);
    const outcome = next ? 'SUBSCRIPTION_APPLIED' : 'SUBSCRIPTION_STALE';
    log.persist(
      Object.assign(new PaymentEventRecord(), {
        id: deps.ids.next(),
        provider,
        provider_event_id: event.id,
        type: event.type,
        purchase_id: null,
        amount: null,
        currency: event.currency?.toUpperCase() ?? null,
        outcome,
      }),
    );
    await tx.flush();
    if (next) await published(tx, deps, next, event.id);
    return { duplicate: false, outcome };
  });
}

async function published(tx: Store, deps: Pick<PlansDeps, 'events'>, next: AccountSubscription, eventId: string) {
  const plan = await tx.repo(Plan).get(next.plan_id);
  await deps.events.record(tx, {
    tenantId: next.tenant_id,
    type: 'subscription.updated',
    key: eventId,
    subjectType: 'subscription',
    subjectId: next.id,
    payload: {
      plan: plan.code,
      status: next.status,
      current_period_start: next.current_period_start.toISOString(),
      current_period_end: next.current_period_end.toISOString(),
      cancel_at_period_end: next.cancel_at_period_end,
    },
  });
}
