// Port: messages to people (e-mail, SMS), queued in an outbox that the delivery relay sends from
// (docs/architecture.md, "Real parts"; docs/decisions.md 178).

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
  /** The lease the message is about, for reading a lease's messages. */
  leaseId?: string | null;
  /** The person it is for (lessee, owner, contact) when known, for reading a person's messages. */
  recipientId?: string | null;
  /** Stored files sent along (e-mail only): a receipt, a signed lease. */
  attachments?: MessageAttachment[];
  /** Keys of `data` whose values (a one-time code) are purged from the message once it is sent. */
  sensitive?: string[];
  /** Past this moment the message is no longer worth sending (a one-time code's end). */
  expiresAt?: Date | null;
}

export interface MessageAttachment {
  file_name: string;
  content_type: string;
  /** Its key in the FileStore. */
  storage_key: string;
}

export interface QueuedNotification extends Notification {
  id: string;
  queuedAt: Date;
}

export interface Notifier {
  /** Queues the message; `duplicate` when a message with the same idempotency key was already queued. */
  enqueue(notification: Notification): Promise<{ id: string; duplicate: boolean }>;
}
