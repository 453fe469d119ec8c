// The EventOutbox port over the `outbox_events` table, written through the caller's transaction.
import { createHash } from 'node:crypto';
import type { DomainEvent, EventFeed, EventOutbox, StoredEvent } from '../../core/ports/event-outbox.js';
import type { Store, View } from '../../core/ports/store.js';
import { OutboxEventRecord } from './entities/outbox.js';

/** A name-based UUID (RFC 9562 version 5, SHA-1) in the service's own namespace. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update('rental-service:').update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const tableEventOutbox: EventOutbox = {
  idOf: (event) => nameUuid(`event:${event.tenantId}:${event.type}:${event.key}`),
  async record(tx: Store, event: DomainEvent): Promise<string> {
    return (await this.recordAll(tx, [event]))[0];
  },
  async recordAll(tx: Store, events: DomainEvent[]): Promise<string[]> {
    const ids = events.map((event) => this.idOf(event));
    if (ids.length === 0) return ids;
    const repo = tx.repo(OutboxEventRecord);
    const there = new Set(
      ids.length === 1
        ? [(await repo.find(ids[0]))?.id]
        : (await repo.findAll({ id: { $in: [...new Set(ids)] } })).map((row) => row.id),
    );
    const fresh = events.filter((_, at) => !there.has(ids[at]) && Boolean(there.add(ids[at])));
    for (const event of fresh) repo.persist(recordOf(this.idOf(event), event));
    if (fresh.length > 0) await tx.flush();
    return ids;
  },
};

function recordOf(id: string, event: DomainEvent): OutboxEventRecord {
  return Object.assign(new OutboxEventRecord(), {
    id,
    tenant_id: event.tenantId,
    type: event.type,
    event_key: event.key,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    payload: event.payload,
  });
}

/** An event as the feed gives it; a page of the read path carries its timestamp as an ISO string. */
const stored = (row: View<OutboxEventRecord>): StoredEvent => ({
  id: row.id,
  tenantId: row.tenant_id,
  type: row.type,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  payload: row.payload,
  createdAt: new Date(row.created_at),
});

/** The relay's feed over the same table: `delivered_at` marks an event fanned out to its deliveries. */
export const tableEventFeed: EventFeed = {
  async pending(store, limit) {
    const due = await store
      .repo(OutboxEventRecord)
      .viewAll({ delivered_at: null }, [{ field: 'created_at', direction: 'asc' }], limit);
    return due.map(stored);
  },
  async markDispatched(tx, eventIds, at) {
    for (const row of await tx.repo(OutboxEventRecord).findAll({ id: { $in: eventIds } })) row.delivered_at = at;
    await tx.flush();
  },
};
