// What the service reads of Stripe's subscription and invoice events (docs/decisions.md 282): the
// subscription, our tenant and plan from its metadata (an invoice carries them in its subscription
// details), its status and current period (on the subscription, or on its first item since Stripe's
// 2025 API versions; an invoice's line period), and when Stripe created the event.
import type { SubscriptionChange } from '../../core/ports/payment-provider.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../contract/vocabulary/plans.js';

type Json = Record<string, unknown>;

const SUBSCRIPTION_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
];
const INVOICE_TYPES = ['invoice.paid', 'invoice.payment_failed'];

const record = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const seconds = (value: unknown): Date | null => (typeof value === 'number' ? new Date(value * 1000) : null);
const first = (list: unknown): Json => record((record(list).data as unknown[] | undefined)?.[0]);

function statusOf(value: unknown): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value) ? (value as SubscriptionStatus) : null;
}

function fromSubscription(object: Json, createdAt: Date): SubscriptionChange | null {
  const id = text(object.id);
  if (!id) return null;
  const metadata = record(object.metadata);
  const item = first(object.items);
  return {
    subscriptionId: id,
    tenantId: text(metadata.tenant_id),
    planId: text(metadata.plan_id),
    status: statusOf(object.status),
    periodStart: seconds(object.current_period_start ?? item.current_period_start),
    periodEnd: seconds(object.current_period_end ?? item.current_period_end),
    cancelAtPeriodEnd: typeof object.cancel_at_period_end === 'boolean' ? object.cancel_at_period_end : null,
    createdAt,
  };
}

function fromInvoice(object: Json, createdAt: Date): SubscriptionChange | null {
  const details = record(object.subscription_details ?? record(object.parent).subscription_details);
  const id = text(object.subscription) ?? text(details.subscription);
  if (!id) return null;
  const metadata = record(details.metadata);
  const period = record(first(object.lines).period);
  return {
    subscriptionId: id,
    tenantId: text(metadata.tenant_id),
    planId: text(metadata.plan_id),
    status: null,
    periodStart: seconds(period.start),
    periodEnd: seconds(period.end),
    cancelAtPeriodEnd: null,
    createdAt,
  };
}

/** The subscription an event changes, or null for any other event. */
export function subscriptionChangeOf(type: string, object: Json, created: number): SubscriptionChange | null {
  const createdAt = new Date(created * 1000);
  if (SUBSCRIPTION_TYPES.includes(type)) return fromSubscription(object, createdAt);
  if (INVOICE_TYPES.includes(type)) return fromInvoice(object, createdAt);
  return null;
}
