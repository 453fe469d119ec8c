// Messages to people and their delivery (core/messages/message.ts): the queued messages (the
// `outbox_messages` table the Notifier writes), each attempt to send one, and each account's
// sender identity.
import { defineEntity } from '@mikro-orm/core';
import { ATTEMPT_OUTCOMES, MESSAGE_STATUSES } from '../../../contract/vocabulary/messages.js';
import { OTP_CHANNELS } from '../../../contract/vocabulary/signature.js';
import { Message, type MessageData, MessageAttempt, SenderIdentity } from '../../../core/messages/message.js';
import type { MessageAttachment } from '../../../core/ports/notifier.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

export const MessageEntity = defineEntity({
  class: Message,
  tableName: 'outbox_messages',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    kind: p.string().length(100),
    channel: p.enum(OTP_CHANNELS),
    recipient: p.string().length(255),
    recipient_id: p.uuid().nullable(),
    lease_id: p.uuid().nullable(),
    subject: p.string().length(255),
    body: p.text(),
    data: p.json<MessageData>(),
    idempotency_key: p.string().length(255),
    attachments: p.json<MessageAttachment[]>(),
    sensitive: p.json<string[]>(),
    expires_at: p.datetime().nullable(),
    status: p.enum(MESSAGE_STATUSES),
    attempt_count: p.integer(),
    next_attempt_at: p.datetime().nullable(),
    recipient_address: p.string().length(255).nullable(),
    provider_message_id: p.string().length(255).nullable(),
    failure_reason: p.string().length(1000).nullable(),
    sent_at: p.datetime().nullable(),
    failed_at: p.datetime().nullable(),
  },
});

export const MessageAttemptEntity = defineEntity({
  class: MessageAttempt,
  tableName: 'message_attempts',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    message_id: p.uuid(),
    outcome: p.enum(ATTEMPT_OUTCOMES),
    detail: p.string().length(1000).nullable(),
    provider_message_id: p.string().length(255).nullable(),
    latency_ms: p.integer(),
    created_at: createdAt(),
  },
});

export const SenderIdentityEntity = defineEntity({
  class: SenderIdentity,
  tableName: 'message_senders',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    from_name: p.string().length(100).nullable(),
    from_address: p.string().length(255).nullable(),
    reply_to: p.string().length(255).nullable(),
  },
});

export const messageEntities = [MessageEntity, MessageAttemptEntity, SenderIdentityEntity];
