// Outbound webhooks (spec, Events 5; docs/decisions.md 132): a tenant's subscriptions, the
// deliveries of each event to each matching subscription, and every attempt of a delivery.
import type { DeliveryStatus } from '../../contract/vocabulary/webhooks.js';

/**
 * The name a tenant's subscription deletes and the relay's fan-out hold in turn: a subscription
 * deleted between the fan-out reading it and writing its delivery failed the relay's whole pass.
 */
export const subscriptionsLock = (tenantId: string) => `webhook-subscriptions:${tenantId}`;

export class WebhookSubscription {
  id!: string;
  tenant_id!: string;
  url!: string;
  /** Event types delivered (`signature.finalized`), `<area>.*` for an area, `*` for all. */
  event_types!: string[];
  description: string | null = null;
  /**
   * The Standard Webhooks signing secret (`whsec_...`) sealed by the SecretBox port: shown once at
   * creation, stored so that it signs only with the service's key.
   */
  sealed_secret!: string;
  enabled = true;
  disabled_at: Date | null = null;
  disabled_reason: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class WebhookDelivery {
  id!: string;
  tenant_id!: string;
  subscription_id!: string;
  /** The domain event's id: the `webhook-id` of every attempt, stable for the receiver's dedup. */
  event_id!: string;
  event_type!: string;
  /** The body sent: `{id, type, timestamp, data}`. */
  payload!: Record<string, unknown>;
  status: DeliveryStatus = 'PENDING';
  /** Attempts since the delivery was (re)queued. */
  attempt_count = 0;
  next_attempt_at: Date | null = null;
  last_status_code: number | null = null;
  succeeded_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class WebhookAttempt {
  id!: string;
  tenant_id!: string;
  delivery_id!: string;
  /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked address). */
  status_code: number | null = null;
  latency_ms!: number;
  error: string | null = null;
  succeeded!: boolean;
  created_at!: Date;
}
