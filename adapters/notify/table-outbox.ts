// The default Notifier: messages (e-mail, SMS) queued in the `outbox_messages` table, where tests
// and `npm run admin -- outbox list` read them and a delivery adapter would send them from
// (docs/architecture.md, "Real parts"). Idempotent on the message's key, per tenant. A message's
// body and data are stored sealed (docs/decisions.md 172): they carry guest links and one-time codes.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Notification, Notifier, QueuedNotification } from '../../core/ports/notifier.js';
import type { SecretBox } from '../../core/ports/secret-box.js';
import { OutboxMessageRecord } from '../persistence/entities/outbox.js';
import { MikroStore } from '../persistence/store.js';

export interface OutboxQuery {
  tenantId?: string;
  kind?: string;
  recipient?: string;
  limit?: number;
}

type MessageData = Notification['data'];

/** The stored body and data of a message, sealed. */
function sealed(box: SecretBox, notification: Notification) {
  return { body: box.seal(notification.body), data: { sealed: box.seal(JSON.stringify(notification.data)) } };
}

/** The body and data of a stored message; one queued before messages were sealed is clear (no `sealed`). */
function opened(box: SecretBox, row: OutboxMessageRecord): { body: string; data: MessageData } {
  const { sealed: data } = row.data;
  if (typeof data !== 'string') return { body: row.body, data: row.data };
  return { body: box.open(row.body), data: JSON.parse(box.open(data)) as MessageData };
}

function toQueued(box: SecretBox, row: OutboxMessageRecord): QueuedNotification {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    ...opened(box, row),
    idempotencyKey: row.idempotency_key,
    queuedAt: row.created_at,
  };
}

export class TableOutbox implements Notifier {
  constructor(
    private readonly orm: Pick<MikroORM, 'em'>,
    private readonly box: SecretBox,
  ) {}

  async enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }> {
    const store = new MikroStore(this.orm.em.fork(), notification.tenantId);
    const find = () => store.repo(OutboxMessageRecord).findOne({ idempotency_key: notification.idempotencyKey });
    const existing = await find();
    if (existing) return { id: existing.id, duplicate: true };
    try {
      return await store.transaction(async (tx) => {
        const row = Object.assign(new OutboxMessageRecord(), {
          kind: notification.kind,
          channel: notification.channel,
          recipient: notification.recipient,
          subject: notification.subject,
          ...sealed(this.box, notification),
          idempotency_key: notification.idempotencyKey,
        });
        tx.repo(OutboxMessageRecord).persist(row);
        await tx.flush();
        return { id: row.id, duplicate: false };
      });
    } catch (error) {
      // Two attempts raced on the same key: the unique index kept one; that one is the message.
      const raced = await find().catch(() => null);
      if (raced) return { id: raced.id, duplicate: true };
      throw error;
    }
  }

  /** Queued messages, oldest first: of a tenant (or all, for the admin CLI), of a kind, to a recipient. */
  async list(query: OutboxQuery = {}): Promise<QueuedNotification[]> {
    const store = new MikroStore(this.orm.em.fork(), query.tenantId ?? null);
    const rows = await store.repo(OutboxMessageRecord).findAll(
      {
        ...(query.tenantId ? { tenant_id: query.tenantId } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.recipient ? { recipient: query.recipient } : {}),
      },
      [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
    );
    return rows.slice(-(query.limit ?? 1000)).map((row) => toQueued(this.box, row));
  }
}
