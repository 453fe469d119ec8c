// Messages to people (docs/decisions.md 178): every e-mail and SMS the service queued for the
// account, with where it stands (QUEUED, SENT, FAILED), read per lease and per recipient; one
// message with its body and every attempt to send it. Account routes: the body shows to the
// account's keys only, and a one-time code never shows in it.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, text, timestamp, uuid } from '../common.js';
import { ATTEMPT_OUTCOMES, MESSAGE_STATUSES } from '../vocabulary/messages.js';
import { OTP_CHANNELS } from '../vocabulary/signature.js';

const c = initContract();

export const messageSchema = z.object({
  id: uuid,
  kind: z.string().describe('what it is about: signature_invitation, signature_otp, rent_friendly_reminder ...'),
  channel: z.enum(OTP_CHANNELS),
  recipient: z.string().describe('as queued: an address, a phone number, a person id, or the role lease_manager'),
  recipient_id: uuid.nullable().describe('the lessee, owner or contact it is for, when known'),
  recipient_address: z.string().nullable().describe('the e-mail address or E.164 number it was sent to'),
  lease_id: uuid.nullable(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES).describe('QUEUED until the provider takes it (SENT) or refuses it (FAILED)'),
  attempt_count: z.number().int(),
  next_attempt_at: timestamp.nullable().describe('when it is tried next, while QUEUED'),
  provider_message_id: z.string().nullable().describe("the provider's id of the message sent"),
  failure_reason: z
    .string()
    .nullable()
    .describe("why it FAILED (the provider's refusal), or why the last attempt did not reach the provider"),
  attachments: z.array(z.object({ file_name: z.string(), content_type: z.string() })),
  expires_at: timestamp.nullable().describe('past it the message is not sent (a one-time code)'),
  sent_at: timestamp.nullable(),
  failed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const messageAttemptSchema = z.object({
  id: uuid,
  outcome: z.enum(ATTEMPT_OUTCOMES).describe('SENT; REFUSED for good; UNREACHABLE, tried again later'),
  detail: z.string().nullable().describe("the provider's refusal, or why it could not be reached"),
  provider_message_id: z.string().nullable(),
  latency_ms: z.number().int(),
  created_at: timestamp,
});

/** Sorted by creation (latest first by default), status, kind or channel. */
const sorted = () => listQuery(['created_at', 'status', 'kind', 'channel']);
const filters = {
  recipient: text(255)
    .optional()
    .describe('a person id (lessee, owner, contact), or the address or role the message was for'),
  status: z.enum(MESSAGE_STATUSES).optional(),
  channel: z.enum(OTP_CHANNELS).optional(),
  kind: text(100).optional(),
};

export const messagesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/messages',
      query: sorted().extend({ lease_id: uuid.optional(), ...filters }),
      responses: { 200: paginated(messageSchema) },
      summary: 'The messages of the account (latest first), by lease, recipient, status, channel, kind',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/messages/:id',
      pathParams: z.object({ id: uuid }),
      responses: {
        200: messageSchema.extend({
          body: z.string().describe('the text sent; a one-time code in it is masked'),
          attempts: z.array(messageAttemptSchema),
        }),
      },
      summary: 'A message with its body and every attempt to send it',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);

export const leaseMessagesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/messages',
      pathParams: z.object({ lease_id: uuid }),
      query: sorted().extend(filters),
      responses: { 200: paginated(messageSchema) },
      summary: 'The messages about a lease (latest first)',
      metadata: { permission: 'leases:read', list: true },
    },
  },
  { commonResponses },
);
