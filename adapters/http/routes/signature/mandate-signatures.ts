// The signature of a management mandate (contract/signature/mandate-signature.ts): the lease's
// signature process on the mandate's PDF, signed by its owner and the agency (docs/decisions.md 300).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import {
  type MandateSignatureView,
  initiateMandateSignature,
} from '../../../../core/signature/initiate-mandate-signature.js';
import { mandateSignatureFile, mandateSignatureStatus } from '../../../../core/signature/mandate-signature-status.js';
import { storeOf } from '../../context.js';
import { download, proofDownload, requestsWire } from './wire.js';

const s = initServer();

function mandateSignatureWire(view: MandateSignatureView) {
  const { document, mandate } = view;
  return {
    document_signature_id: document.id,
    mandate_id: mandate.id,
    mandate_status: mandate.status,
    signed_on: mandate.signed_on,
    event_id: document.event_id,
    pdf_url: `/api/mandates/${mandate.id}/signature/pdf`,
    status: document.status,
    signature_requests: requestsWire(view.requests),
    expires_at: document.expires_at.toISOString(),
    signed_pdf_url: document.signed_pdf_url,
    proof_url: document.proof_url,
    activation_refusal: document.activation_refusal,
    created_at: document.created_at.toISOString(),
    completed_at: document.completed_at?.toISOString() ?? null,
  };
}

export function mandateSignatureRouter(deps: SignatureDeps) {
  const pdf = (res: Parameters<typeof download>[0], fileName: string, bytes: Uint8Array) =>
    download(res, { contentType: 'application/pdf', fileName, bytes });
  return s.router(contract.mandateSignature, {
    initiate: async ({ params, body, req }) => {
      const view = await initiateMandateSignature(storeOf(req), deps, params.mandate_id, body);
      const answer = mandateSignatureWire(view);
      return view.created ? { status: 201, body: answer } : { status: 200, body: answer };
    },
    status: async ({ params, req }) => ({
      status: 200,
      body: mandateSignatureWire(await mandateSignatureStatus(storeOf(req), params.mandate_id)),
    }),
    pdf: async ({ params, req, res }) => {
      const bytes = await mandateSignatureFile(storeOf(req), deps, params.mandate_id, 'contract');
      return { status: 200, body: pdf(res, 'mandat.pdf', bytes) };
    },
    signedPdf: async ({ params, req, res }) => {
      const bytes = await mandateSignatureFile(storeOf(req), deps, params.mandate_id, 'signedPdf');
      return { status: 200, body: pdf(res, 'mandat-signe.pdf', bytes) };
    },
    proof: async ({ params, req, res }) => {
      const bytes = await mandateSignatureFile(storeOf(req), deps, params.mandate_id, 'proof');
      return { status: 200, body: proofDownload(res, bytes) };
    },
  });
}
