import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, problemSchema, timestamp, uuid } from '../common.js';
import { AMENDMENT_TYPES } from '../vocabulary/amendments.js';
import { OTP_CHANNELS, SIGNATURE_REQUEST_STATUSES, SIGNER_TYPES } from '../vocabulary/signature.js';

const c = initContract();

/** The signer's guest token: 256 random-looking bits, base64url, from the invitation link. */
const tokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a guest signature token')
    .describe('from the invitation link'),
});
const guest = { public: true } as const;
export const gone = { 410: problemSchema.describe('the signature request expired, or the signature was withdrawn') };

export const guestSessionSchema = z.object({
  document_signature_id: uuid,
  signer_type: z.enum(SIGNER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  expires_at: timestamp,
  signed_at: timestamp.nullable(),
  lease: z
    .object({
      reference_number: z.string().nullable(),
      start_date: z.string(),
      end_date: z.string(),
      rent_amount: z.number(),
      estate_name: z.string(),
      address: z.string().nullable(),
    })
    .nullable()
    .describe("the lease signed, or whose amendment is; null for a management mandate's document"),
  mandate: z
    .object({
      id: uuid,
      number: z.number().int().describe('its number in the register of mandates'),
      owner_name: z.string(),
      starts_on: isoDate,
      duration_months: z.number().int(),
    })
    .nullable()
    .optional()
    .describe("the management mandate to sign, for a mandate's document"),
  amendment: z
    .object({
      id: uuid,
      amendment_number: z.number().int(),
      type: z.enum(AMENDMENT_TYPES),
      title: z.string(),
      effective_date: isoDate,
    })
    .nullable()
    .describe('the amendment to sign, when the document is an amendment of the lease'),
  otp: z.object({
    channel: z.enum(OTP_CHANNELS).nullable(),
    destination: z.string().nullable().describe('masked'),
    expires_at: timestamp.nullable(),
    tries_left: z.number().int(),
    sends_left: z.number().int(),
  }),
  pdf_url: z.string(),
});

export const otpSentSchema = z.object({
  channel: z.enum(OTP_CHANNELS),
  destination: z.string().describe('masked phone number or e-mail address'),
  expires_at: timestamp,
  sends_left: z.number().int(),
});

export const guestSignedSchema = z.object({
  document_signature_id: uuid,
  signer_type: z.enum(SIGNER_TYPES),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  signed_at: timestamp,
});

/** Signing with the one-time code and a drawn signature: the guest link's and the lessee's own. */
export const signWithCodeBody = z
  .object({
    otp: z.string().regex(/^\d{6}$/, 'the 6-digit code'),
    signature_image: z
      .string()
      .min(1)
      .max(400_000)
      .describe('the drawn signature, PNG or SVG, as a data: URL or base64; at most 256 KiB'),
  })
  .strict();

export const signWithCodeResponses = {
  200: guestSignedSchema,
  409: problemSchema,
  ...gone,
  413: problemSchema,
  415: problemSchema,
  423: problemSchema.describe('locked after 5 wrong codes'),
};

/**
 * Guest signature (spec, "Rules stated": token based, no API key): view the session, download the
 * PDF, request a one-time code, sign with it and a drawn signature.
 */
export const guestSignatureContract = c.router(
  {
    session: {
      method: 'GET',
      path: '/guest/signatures/:token',
      pathParams: tokenParams,
      responses: { 200: guestSessionSchema, ...gone },
      summary: 'The signer session: who signs what, and where the one-time code stands',
      metadata: guest,
    },
    pdf: {
      method: 'GET',
      path: '/guest/signatures/:token/pdf',
      pathParams: tokenParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }), ...gone },
      summary: 'The PDF to sign',
      metadata: guest,
    },
    requestOtp: {
      method: 'POST',
      path: '/guest/signatures/:token/otp',
      pathParams: tokenParams,
      body: z
        .object({ channel: z.enum(OTP_CHANNELS).optional().describe('default: sms') })
        .strict()
        .optional(),
      responses: {
        200: otpSentSchema,
        409: problemSchema,
        ...gone,
        423: problemSchema.describe('locked after 5 wrong codes'),
      },
      summary: 'Send a 6-digit one-time code (valid 10 minutes) by SMS or e-mail; resends are limited (429)',
      metadata: guest,
    },
    sign: {
      method: 'POST',
      path: '/guest/signatures/:token/sign',
      pathParams: tokenParams,
      body: signWithCodeBody,
      responses: signWithCodeResponses,
      summary:
        'Sign with the one-time code and a drawn signature (400 with tries_left for a wrong code, 410 expired, 423 locked)',
      metadata: guest,
    },
  },
  { commonResponses },
);
