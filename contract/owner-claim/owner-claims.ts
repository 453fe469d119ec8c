// The owner claim (spec: "the public owner-claim view needs no API key; starting an owner claim is
// authenticated"; issue 35 section 3). The manager invites an owner (a one-time link that expires,
// its token stored hashed) and may revoke the claim (the owner key stops at once). The public routes
// take the token: the view (name, lots, mandates: nothing else), a one-time code to the e-mail or
// phone on the owner record, and the claim with that code, which issues the owner's own key. An
// unknown, used, revoked or expired token is one and the same 404; a token gets a few tries per hour.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema, timestamp, uuid } from '../common.js';
import { MANDATE_STATUSES } from '../vocabulary/mandates.js';
import { OWNER_CLAIM_STATUSES } from '../vocabulary/owner-claim.js';
import { OTP_CHANNELS } from '../vocabulary/signature.js';

const c = initContract();

const tokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'an owner claim token')
    .describe('from the invitation link'),
});
const ownerParams = z.object({ owner_id: uuid });
const open = { public: true } as const;
const tokenErrors = {
  404: problemSchema.describe('unknown, used, revoked or expired: the same answer'),
  429: problemSchema.describe('too many tries with this token, or codes sent too often'),
};

export const ownerInvitationSchema = z.object({
  id: uuid,
  owner_id: uuid,
  status: z.enum(OWNER_CLAIM_STATUSES),
  token: z.string().describe('shown once: only its hash is kept'),
  claim_url: z.string().describe('the path of the public view, /api/owner-claim/{token}'),
  expires_at: timestamp,
  created_at: timestamp,
});

export const claimViewSchema = z.object({
  name: z.string(),
  expires_at: timestamp,
  lots: z.array(z.object({ id: uuid, name: z.string(), address: z.string().nullable() })),
  mandates: z.array(z.object({ number: z.number().int(), status: z.enum(MANDATE_STATUSES), starts_on: z.string() })),
});

export const ownerClaimsContract = c.router(
  {
    invite: {
      method: 'POST',
      path: '/owners/:owner_id/claim-invitations',
      pathParams: ownerParams,
      body: z
        .object({ valid_days: z.number().int().min(1).max(30).optional().describe('default 7') })
        .strict()
        .optional(),
      responses: { 201: ownerInvitationSchema, 422: problemSchema.describe('no e-mail nor mobile phone on the owner') },
      summary: 'Invite the owner to claim their own access: a one-time link that expires (the token is shown once)',
      metadata: { permission: 'properties:write' },
    },
    revoke: {
      method: 'DELETE',
      path: '/owners/:owner_id/claim',
      pathParams: ownerParams,
      responses: {
        200: z.object({
          owner_id: uuid,
          revoked_claims: z.number().int(),
          revoked_keys: z.number().int(),
          revoked_at: timestamp,
        }),
      },
      summary: "Revoke the owner's claim: pending links die, the owner key is refused at once, auth_user_id cleared",
      metadata: { permission: 'properties:write' },
    },
    view: {
      method: 'GET',
      path: '/owner-claim/:token',
      pathParams: tokenParams,
      responses: { 200: claimViewSchema, ...tokenErrors },
      summary: 'What the owner will claim: the name, the lots and the mandates (no API key)',
      metadata: open,
    },
    requestOtp: {
      method: 'POST',
      path: '/owner-claim/:token/otp',
      pathParams: tokenParams,
      body: z
        .object({ channel: z.enum(OTP_CHANNELS).optional().describe('default: email when the owner has one') })
        .strict()
        .optional(),
      responses: {
        200: z.object({
          channel: z.enum(OTP_CHANNELS),
          destination: z.string().describe('masked'),
          expires_at: timestamp,
          sends_left: z.number().int(),
        }),
        ...tokenErrors,
        422: problemSchema,
        423: problemSchema.describe('locked after 5 wrong codes'),
      },
      summary: 'Send a 6-digit one-time code (valid 10 minutes) to the e-mail or phone on the owner record',
      metadata: open,
    },
    claim: {
      method: 'POST',
      path: '/owner-claim/:token/claim',
      pathParams: tokenParams,
      body: z.object({ otp: z.string().regex(/^\d{6}$/, 'six digits') }).strict(),
      responses: {
        201: z.object({
          owner_id: uuid,
          api_key: z.string().describe("the owner's own key, shown once"),
          permissions: z.array(z.string()),
          claimed_at: timestamp,
        }),
        ...tokenErrors,
        410: problemSchema.describe('the code expired'),
        423: problemSchema.describe('locked after 5 wrong codes'),
      },
      summary:
        "Claim with the one-time code: binds the owner's auth_user_id and issues the owner key (owner:read, owner:download)",
      metadata: open,
    },
  },
  { commonResponses },
);
