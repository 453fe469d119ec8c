// The lessee signs in the tenant-facing portal with the lessee's own key (spec, Authentication 3:
// lessee:leases:sign), through the same signature process as the guest link: a one-time code by SMS
// or e-mail, then the code and a drawn signature. The guest routes stay as they are.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema, uuid } from '../common.js';
import { OTP_CHANNELS } from '../vocabulary/signature.js';
import { gone, guestSessionSchema, otpSentSchema, signWithCodeBody, signWithCodeResponses } from './guest-signature.js';

const c = initContract();

const leaseParams = z.object({ id: uuid.describe('one of the caller lessee’s leases') });
const read = { permission: 'lessee:leases:read' } as const;
const sign = { permission: 'lessee:leases:sign' } as const;

export const lesseeSignatureContract = c.router(
  {
    session: {
      method: 'GET',
      path: '/lessee/leases/:id/signature',
      pathParams: leaseParams,
      responses: { 200: guestSessionSchema, ...gone },
      summary:
        'What the caller lessee is asked to sign on the lease (the lease or an amendment), and where the one-time code stands; 404 when nothing is asked',
      metadata: read,
    },
    pdf: {
      method: 'GET',
      path: '/lessee/leases/:id/signature/pdf',
      pathParams: leaseParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }), ...gone },
      summary: 'The PDF the caller lessee is asked to sign',
      metadata: read,
    },
    requestOtp: {
      method: 'POST',
      path: '/lessee/leases/:id/signature/otp',
      pathParams: leaseParams,
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
      summary:
        'Send the caller lessee a 6-digit one-time code (valid 10 minutes) by SMS or e-mail, as the guest link does; resends are limited (429)',
      metadata: sign,
    },
    sign: {
      method: 'POST',
      path: '/lessee/leases/:id/signature/sign',
      pathParams: leaseParams,
      body: signWithCodeBody,
      responses: signWithCodeResponses,
      summary:
        'Sign as the caller lessee with the one-time code and a drawn signature (400 with tries_left for a wrong code, 410 expired, 423 locked)',
      metadata: sign,
    },
  },
  { commonResponses },
);
