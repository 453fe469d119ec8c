// Port: messages to people (e-mail, SMS). The embedded default is an outbox readable in tests and
// logs (docs/architecture.md, "Real parts"); a provider adapter delivers from it in production.

export type NotificationChannel = 'email' | 'sms';

export interface Notification {
  tenantId: string;
  /** What the message is about, a stable machine name (`rent_revision_due`). */
  kind: string;
  channel: NotificationChannel;
  /** Who should read it: a role (`lease_manager`), or a lessee / contact id when known. */
  recipient: string;
  subject: string;
  body: string;
  /** Facts the message was built from (lease id, dates), for templates and audits. */
  data: Record<string, string | number | boolean | null>;
  /**
   * Sending the same key twice records one message: activities are retried, and a retry must not
   * notify twice.
   */
  idempotencyKey: string;
}

export interface QueuedNotification extends Notification {
  id: string;
  queuedAt: Date;
}

export interface Notifier {
  /** Queues the message; `duplicate` when a message with the same idempotency key was already queued. */
  enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }>;
}
