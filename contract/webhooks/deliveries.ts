// The deliveries of a webhook subscription (docs/decisions.md 132): each event sent, its status and
// every attempt with the receiver's status code and latency; a manual redelivery.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, problemSchema, text, timestamp, uuid } from '../common.js';
import { DELIVERY_STATUSES } from '../vocabulary/webhooks.js';

const c = initContract();

export const webhookDeliverySchema = z.object({
  id: uuid,
  subscription_id: uuid,
  event_id: uuid.describe('the webhook-id header of every attempt: the same on retries, for dedup'),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempt_count: z.number().int().describe('attempts since the delivery was (re)queued'),
  next_attempt_at: timestamp.nullable(),
  last_status_code: z.number().int().nullable(),
  succeeded_at: timestamp.nullable(),
  created_at: timestamp,
});

export const webhookAttemptSchema = z.object({
  id: uuid,
  status_code: z.number().int().nullable().describe('null when no HTTP answer came'),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
  created_at: timestamp,
});

const params = z.object({ id: uuid, delivery_id: uuid });

export const webhookDeliveriesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/webhook-subscriptions/:id/deliveries',
      pathParams: z.object({ id: uuid }),
      query: listQuery(['created_at', 'status', 'event_type']).extend({
        status: z.enum(DELIVERY_STATUSES).optional(),
        event_type: text(100).optional(),
      }),
      responses: { 200: paginated(webhookDeliverySchema) },
      summary: 'The deliveries of a subscription (latest first)',
      metadata: { permission: 'webhooks:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/webhook-subscriptions/:id/deliveries/:delivery_id',
      pathParams: params,
      responses: {
        200: webhookDeliverySchema.extend({
          payload: z.record(z.unknown()).describe('the body sent'),
          attempts: z.array(webhookAttemptSchema),
        }),
      },
      summary: 'A delivery with its body and every attempt (status code, latency, error)',
      metadata: { permission: 'webhooks:read' },
    },
    redeliver: {
      method: 'POST',
      path: '/webhook-subscriptions/:id/deliveries/:delivery_id/redeliver',
      pathParams: params,
      body: z.object({}).strict().optional(),
      responses: { 202: webhookDeliverySchema, 409: problemSchema },
      summary: 'Send the delivery again now, with a fresh retry schedule (409 while the subscription is disabled)',
      metadata: { permission: 'webhooks:write' },
    },
  },
  { commonResponses },
);
