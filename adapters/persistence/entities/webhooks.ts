// Outbound webhooks: subscriptions, deliveries, attempts (core/webhooks/webhook-subscription.ts).
import { defineEntity } from '@mikro-orm/core';
import { DELIVERY_STATUSES } from '../../../contract/vocabulary/webhooks.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from '../../../core/webhooks/webhook-subscription.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

export const WebhookSubscriptionEntity = defineEntity({
  class: WebhookSubscription,
  tableName: 'webhook_subscriptions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    url: p.string().length(2000),
    event_types: p.json<string[]>(),
    description: p.string().length(255).nullable(),
    sealed_secret: p.text(),
    enabled: p.boolean(),
    disabled_at: p.datetime().nullable(),
    disabled_reason: p.string().length(255).nullable(),
  },
});

export const WebhookDeliveryEntity = defineEntity({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    subscription_id: p.uuid(),
    event_id: p.uuid(),
    event_type: p.string().length(100),
    payload: p.json<Record<string, unknown>>(),
    status: p.enum(DELIVERY_STATUSES),
    attempt_count: p.integer(),
    next_attempt_at: p.datetime().nullable(),
    last_status_code: p.integer().nullable(),
    succeeded_at: p.datetime().nullable(),
  },
});

export const WebhookAttemptEntity = defineEntity({
  class: WebhookAttempt,
  tableName: 'webhook_attempts',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    delivery_id: p.uuid(),
    status_code: p.integer().nullable(),
    latency_ms: p.integer(),
    error: p.string().length(500).nullable(),
    succeeded: p.boolean(),
    created_at: createdAt(),
  },
});

export const webhookEntities = [WebhookSubscriptionEntity, WebhookDeliveryEntity, WebhookAttemptEntity];
