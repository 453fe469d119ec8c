// The lessee's own signature in the tenant-facing portal (core/signature/lessee-signing.ts): the
// guest routes' answers, found by the caller's lessee key rather than a token.
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { lesseeSigningUseCases } from '../../../../core/signature/lessee-signing.js';
import { type HasContext, ctx } from '../../context.js';
import { download } from './wire.js';

const s = initServer();

export function lesseeSignatureRouter(deps: SignatureDeps) {
  const signing = (req: HasContext) => lesseeSigningUseCases(ctx(req).store, ctx(req).actor, deps);
  return s.router(contract.lesseeSignature, {
    session: async ({ params, req }) => {
      const session = await signing(req).session(params.id);
      const body = {
        ...session,
        expires_at: session.expires_at.toISOString(),
        signed_at: session.signed_at?.toISOString() ?? null,
        otp: { ...session.otp, expires_at: session.otp.expires_at?.toISOString() ?? null },
        pdf_url: `/api/lessee/leases/${params.id}/signature/pdf`,
      };
      return { status: 200, body };
    },
    pdf: async ({ params, req, res }) => {
      const { pdf, bytes } = await signing(req).pdf(params.id);
      const fileName = pdf.amendment_id ? 'avenant.pdf' : 'bail.pdf';
      return { status: 200, body: download(res, { contentType: 'application/pdf', fileName, bytes }) };
    },
    requestOtp: async ({ params, body, req }) => {
      const sent = await signing(req).requestOtp(params.id, body?.channel);
      return { status: 200, body: { ...sent, expires_at: sent.expires_at.toISOString() } };
    },
    sign: async ({ params, body, req }) => {
      const signed = await signing(req).sign(params.id, {
        otp: body.otp,
        signature_image: body.signature_image,
        ip: (req as unknown as Request).ip ?? null,
        userAgent: (req as unknown as Request).get('user-agent') ?? null,
      });
      return { status: 200, body: { ...signed, signed_at: signed.signed_at.toISOString() } };
    },
  });
}
