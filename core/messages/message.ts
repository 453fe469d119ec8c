// Messages to people and their delivery (docs/decisions.md 178): a message queued by the Notifier
// port (the `outbox_messages` table), each attempt to send it, and the sender identity of the
// account (docs/decisions.md 179).
import type { MessageAttachment, NotificationChannel } from '../ports/notifier.js';
import type { AttemptOutcome, MessageStatus } from '../../contract/vocabulary/messages.js';

export type MessageData = Record<string, string | number | boolean | null>;

export class Message {
  id!: string;
  tenant_id!: string;
  /** What it is about, a stable machine name (`signature_invitation`). */
  kind!: string;
  channel!: NotificationChannel;
  /** As queued: an e-mail address, a phone number, a person's id, or a role (`lease_manager`). */
  recipient!: string;
  /** The person it is for (lessee, owner, contact), when known. */
  recipient_id: string | null = null;
  lease_id: string | null = null;
  subject!: string;
  /** Sealed by the SecretBox port (docs/decisions.md 172). */
  body!: string;
  /** `{sealed: ...}`, the facts of the message sealed; clear for a message queued before sealing. */
  data!: MessageData;
  idempotency_key!: string;
  attachments: MessageAttachment[] = [];
  /** Keys of `data` purged once the message is sent (a one-time code). */
  sensitive: string[] = [];
  expires_at: Date | null = null;
  status: MessageStatus = 'QUEUED';
  attempt_count = 0;
  /** When the relay may take it next; null once it is SENT or FAILED. */
  next_attempt_at: Date | null = null;
  /** The e-mail address or E.164 number it was sent to, once resolved. */
  recipient_address: string | null = null;
  provider_message_id: string | null = null;
  failure_reason: string | null = null;
  sent_at: Date | null = null;
  failed_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class MessageAttempt {
  id!: string;
  tenant_id!: string;
  message_id!: string;
  outcome!: AttemptOutcome;
  /** The provider's answer or the reason it could not be reached. */
  detail: string | null = null;
  provider_message_id: string | null = null;
  latency_ms!: number;
  created_at!: Date;
}

/** The account's sender identity; a null field takes the service's default (docs/decisions.md 179). */
export class SenderIdentity {
  id!: string;
  tenant_id!: string;
  from_name: string | null = null;
  from_address: string | null = null;
  reply_to: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}
