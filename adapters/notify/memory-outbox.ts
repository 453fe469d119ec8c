// An outbox kept in process memory: the Notifier for tests, and for a worker that has no
// database outbox configured. Idempotent on the notification's key, like the table outbox.
import { randomUUID } from 'node:crypto';
import type { Notification, Notifier, QueuedNotification } from '../../core/ports/notifier.js';

export class MemoryOutbox implements Notifier {
  private readonly byKey = new Map<string, QueuedNotification>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }> {
    const existing = this.byKey.get(notification.idempotencyKey);
    if (existing) return { id: existing.id, duplicate: true };
    const queued: QueuedNotification = {
      ...notification,
      data: { ...notification.data },
      id: randomUUID(),
      queuedAt: this.now(),
    };
    this.byKey.set(notification.idempotencyKey, queued);
    return { id: queued.id, duplicate: false };
  }

  /** Queued messages in queueing order, optionally of one kind. */
  list(kind?: string): QueuedNotification[] {
    return [...this.byKey.values()].filter((n) => kind === undefined || n.kind === kind);
  }
}
