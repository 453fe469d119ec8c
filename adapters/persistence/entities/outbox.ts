// The outbox tables: domain events (core/ports/event-outbox.ts) and messages to people
// (core/ports/notifier.ts). Rows of adapters only: core sees them through the two ports.
import { defineEntity } from '@mikro-orm/core';
import { createdAt, id, p, tenantFilter } from './columns.js';

export class OutboxEventRecord {
  id!: string;
  tenant_id!: string;
  type!: string;
  event_key!: string;
  subject_type!: string;
  subject_id!: string;
  payload!: Record<string, unknown>;
  /** Set by the relay once delivered (outbound webhooks); null until then. */
  delivered_at: Date | null = null;
  created_at!: Date;
}

export const OutboxEventEntity = defineEntity({
  class: OutboxEventRecord,
  tableName: 'outbox_events',
  filters: tenantFilter,
  properties: {
    id: p.uuid().primary(),
    tenant_id: p.uuid(),
    type: p.string().length(100),
    event_key: p.string().length(255),
    subject_type: p.string().length(50),
    subject_id: p.uuid(),
    payload: p.json<Record<string, unknown>>(),
    delivered_at: p.datetime().nullable(),
    created_at: createdAt(),
  },
});

export class OutboxMessageRecord {
  id!: string;
  tenant_id!: string;
  kind!: string;
  channel!: 'email' | 'sms';
  recipient!: string;
  subject!: string;
  body!: string;
  data!: Record<string, string | number | boolean | null>;
  idempotency_key!: string;
  /** Set by a delivery adapter once sent; null while queued. */
  sent_at: Date | null = null;
  created_at!: Date;
}

export const OutboxMessageEntity = defineEntity({
  class: OutboxMessageRecord,
  tableName: 'outbox_messages',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    kind: p.string().length(100),
    channel: p.enum(['email', 'sms'] as const),
    recipient: p.string().length(255),
    subject: p.string().length(255),
    body: p.text(),
    data: p.json<Record<string, string | number | boolean | null>>(),
    idempotency_key: p.string().length(255),
    sent_at: p.datetime().nullable(),
    created_at: createdAt(),
  },
});

export const outboxEntities = [OutboxEventEntity, OutboxMessageEntity];
