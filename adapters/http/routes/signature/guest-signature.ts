import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { guestPdf, guestSession } from '../../../../core/signature/guest-access.js';
import { requestGuestOtp } from '../../../../core/signature/guest-otp.js';
import { signAsGuest } from '../../../../core/signature/guest-sign.js';
import { download } from './wire.js';

const s = initServer();

/** Public routes (route metadata `public`): the token in the path is the credential. */
export function guestSignatureRouter(deps: SignatureDeps) {
  return s.router(contract.guestSignature, {
    session: async ({ params }) => {
      const session = await guestSession(deps, params.token);
      const body = {
        ...session,
        expires_at: session.expires_at.toISOString(),
        signed_at: session.signed_at?.toISOString() ?? null,
        otp: { ...session.otp, expires_at: session.otp.expires_at?.toISOString() ?? null },
        pdf_url: `/api/guest/signatures/${params.token}/pdf`,
      };
      return { status: 200, body };
    },
    pdf: async ({ params, res }) => {
      const { fileName, bytes } = await guestPdf(deps, params.token);
      return { status: 200, body: download(res, { contentType: 'application/pdf', fileName, bytes }) };
    },
    requestOtp: async ({ params, body }) => {
      const sent = await requestGuestOtp(deps, params.token, body?.channel);
      return { status: 200, body: { ...sent, expires_at: sent.expires_at.toISOString() } };
    },
    sign: async ({ params, body, req }) => {
      const signed = await signAsGuest(deps, params.token, {
        otp: body.otp,
        signature_image: body.signature_image,
        ip: (req as unknown as Request).ip ?? null,
        userAgent: (req as unknown as Request).get('user-agent') ?? null,
      });
      return { status: 200, body: { ...signed, signed_at: signed.signed_at.toISOString() } };
    },
  });
}
