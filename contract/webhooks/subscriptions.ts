// Outbound webhook subscriptions (spec, Events 5; docs/decisions.md 132-133): where a tenant's
// domain events are posted, signed per Standard Webhooks with a secret shown once.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  idParam,
  listQuery,
  paginated,
  queryBoolean,
  text,
  timestamp,
  uuid,
  planLimitResponse,
} from '../common.js';
import { EVENT_TYPES } from '../vocabulary/webhooks.js';

const c = initContract();

const eventPattern = z
  .string()
  .max(100)
  .regex(/^(\*|[a-z_]+(\.[a-z_]+)*(\.\*)?)$/, 'an event type (signature.finalized), an area (signature.*) or *');

export const webhookSubscriptionSchema = z.object({
  id: uuid,
  url: z.string(),
  event_types: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_at: timestamp.nullable(),
  disabled_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const url = z.string().max(2000).url().describe('https (http and private hosts only with WEBHOOKS_ALLOW_PRIVATE)');
const eventTypes = z
  .array(eventPattern)
  .min(1)
  .max(50)
  .describe(`the events delivered: ${EVENT_TYPES.join(', ')}; an area (signature.*); or * for all`);

export const webhookSubscriptionsContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/webhook-subscriptions',
      body: z
        .object({ url, event_types: eventTypes, description: text(255).nullish(), enabled: z.boolean().optional() })
        .strict(),
      responses: {
        201: webhookSubscriptionSchema.extend({
          secret: z.string().describe('the signing secret (whsec_...), shown only in this answer'),
        }),
        ...planLimitResponse,
      },
      summary: 'Subscribe a URL to event types; the answer carries the signing secret, once',
      metadata: { permission: 'webhooks:write' },
    },
    list: {
      method: 'GET',
      path: '/webhook-subscriptions',
      query: listQuery(['created_at', 'url']).extend({ enabled: queryBoolean().optional() }),
      responses: { 200: paginated(webhookSubscriptionSchema) },
      summary: "The tenant's webhook subscriptions",
      metadata: { permission: 'webhooks:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/webhook-subscriptions/:id',
      pathParams: idParam,
      responses: { 200: webhookSubscriptionSchema },
      summary: 'A webhook subscription',
      metadata: { permission: 'webhooks:read' },
    },
    update: {
      method: 'PUT',
      path: '/webhook-subscriptions/:id',
      pathParams: idParam,
      body: z
        .object({ url, event_types: eventTypes, description: text(255).nullable(), enabled: z.boolean() })
        .partial()
        .strict(),
      responses: { 200: webhookSubscriptionSchema },
      summary: 'Change the URL, event types or description, or enable and disable the subscription',
      metadata: { permission: 'webhooks:write' },
    },
    remove: {
      method: 'DELETE',
      path: '/webhook-subscriptions/:id',
      pathParams: idParam,
      body: null,
      responses: deleted,
      summary: 'Delete a subscription and its delivery history',
      metadata: { permission: 'webhooks:write' },
    },
  },
  { commonResponses },
);
