// The default Notifier: messages (e-mail, SMS) queued in the `outbox_messages` table, which the
// delivery relay sends from (core/messages/deliver.ts, docs/decisions.md 178) and the tests and
// `npm run admin -- outbox list` read. Idempotent on the message's key, per tenant. A message's
// body and data are stored sealed (docs/decisions.md 172): they carry guest links and one-time codes.
import type { MikroORM } from '@mikro-orm/postgresql';
import { Message } from '../../core/messages/message.js';
import { openContent, sealContent } from '../../core/messages/sealed-content.js';
import type { Notification, Notifier, QueuedNotification } from '../../core/ports/notifier.js';
import type { SecretBox } from '../../core/ports/secret-box.js';
import { MikroStore } from '../persistence/store.js';

export interface OutboxQuery {
  tenantId?: string;
  kind?: string;
  recipient?: string;
  limit?: number;
}

function toQueued(box: SecretBox, row: Message): QueuedNotification {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    recipientId: row.recipient_id,
    leaseId: row.lease_id,
    subject: row.subject,
    ...openContent(box, row),
    attachments: row.attachments,
    sensitive: row.sensitive,
    expiresAt: row.expires_at,
    idempotencyKey: row.idempotency_key,
    queuedAt: row.created_at,
  };
}

/** The row of a new message: due at once. */
function newRow(box: SecretBox, notification: Notification): Message {
  return Object.assign(new Message(), {
    kind: notification.kind,
    channel: notification.channel,
    recipient: notification.recipient,
    recipient_id: notification.recipientId ?? null,
    lease_id: notification.leaseId ?? null,
    subject: notification.subject,
    ...sealContent(box, notification.body, notification.data),
    idempotency_key: notification.idempotencyKey,
    attachments: notification.channel === 'email' ? (notification.attachments ?? []) : [],
    sensitive: notification.sensitive ?? [],
    expires_at: notification.expiresAt ?? null,
    status: 'QUEUED' as const,
    next_attempt_at: new Date(),
  });
}

export class TableOutbox implements Notifier {
  constructor(
    private readonly orm: Pick<MikroORM, 'em'>,
    private readonly box: SecretBox,
  ) {}

  async enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }> {
    const store = new MikroStore(this.orm.em.fork(), notification.tenantId);
    const find = () => store.repo(Message).findOne({ idempotency_key: notification.idempotencyKey });
    const existing = await find();
    if (existing) return { id: existing.id, duplicate: true };
    try {
      return await store.transaction(async (tx) => {
        const row = newRow(this.box, notification);
        tx.repo(Message).persist(row);
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
    const rows = await store.repo(Message).findAll(
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
