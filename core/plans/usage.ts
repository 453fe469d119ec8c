// An account's use of each limit, counted from what the service records, never from a counter
// that could drift (issue 39; docs/decisions.md 283): lots, active leases, live caller keys and
// webhook subscriptions now; signature processes and generated PDFs of the current period.
import type { Store } from '../ports/store.js';
import { PLAN_LIMITS, type PlanLimit } from '../../contract/vocabulary/plans.js';
import { Lease } from '../leasing/lease.js';
import { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import { Estate } from '../property/estate.js';
import { SignatureDocument } from '../signature/signature-document.js';
import { ApiKey } from '../tenancy/tenant.js';
import { WebhookSubscription } from '../webhooks/webhook-subscription.js';
import { type AccountPlan, accountPlan } from './account-plan.js';
import type { Period } from './period.js';

type Counter = (store: Store, context: { tenantId: string; period: Period; now: Date }) => Promise<number>;

const inPeriod = (period: Period) => ({ created_at: { $gte: period.start, $lt: period.end } });

const COUNTERS: Record<PlanLimit, Counter> = {
  lots: (store) => store.repo(Estate).count({}),
  active_leases: (store) => store.repo(Lease).count({ status: { $in: ['ACTIVE', 'NOTICE'] } }),
  // Keys carry no tenant filter (they are looked up before the tenant is known): named here. A key
  // rotated away, on its grace, is not one more user.
  users: (store, { tenantId, now }) =>
    store.repo(ApiKey).count({
      tenant_id: tenantId,
      kind: 'api',
      revoked_at: null,
      replaced_by_key_id: null,
      $or: [{ expires_at: null }, { expires_at: { $gt: now } }],
    }),
  webhook_subscriptions: (store) => store.repo(WebhookSubscription).count({}),
  signatures_per_month: (store, { period }) => store.repo(SignatureDocument).count(inPeriod(period)),
  documents_per_month: (store, { period }) => store.repo(LeasePdf).count(inPeriod(period)),
};

export function countUse(store: Store, limit: PlanLimit, context: { tenantId: string; period: Period; now: Date }) {
  return COUNTERS[limit](store, context);
}

export interface LimitUse {
  limit: PlanLimit;
  max: number | null;
  used: number;
  remaining: number | null;
}

/** GET /usage: the plan, its period, and for each limit its maximum and its use. */
export async function usageReport(store: Store, tenantId: string, now: Date) {
  const account: AccountPlan = await accountPlan(store, now);
  const context = { tenantId, period: account.period, now };
  const limits: LimitUse[] = [];
  for (const limit of PLAN_LIMITS) {
    const used = await countUse(store, limit, context);
    const max = account.plan.limits[limit] ?? null;
    limits.push({ limit, max, used, remaining: max === null ? null : Math.max(0, max - used) });
  }
  return {
    plan: { id: account.plan.id, code: account.plan.code, name: account.plan.name },
    subscription_status: account.subscription?.status ?? null,
    period_start: account.period.start,
    period_end: account.period.end,
    limits,
  };
}
