// The outbox of domain events (core/ports/event-outbox.ts): rows of adapters only, core sees them
// through the port. The outbox of messages to people is the messages area's (entities/messages.ts).
import { defineEntity } from '@mikro-orm/core';
import { createdAt, p, tenantFilter } from './columns.js';

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

export const outboxEntities = [OutboxEventEntity];
