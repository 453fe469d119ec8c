// The signature of an amendment (contract/signature/amendment-signature.ts): the lease's signature process on
// a PDF of the amendment (docs/decisions.md 148).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { initiateAmendmentSignature } from '../../../../core/signature/initiate-amendment-signature.js';
import type { SignatureView } from '../../../../core/signature/signature-records.js';
import { signatureFile, signatureStatus } from '../../../../core/signature/signature-status.js';
import { ctx, storeOf } from '../../context.js';
import { download, proofDownload, signatureWire } from './wire.js';

const s = initServer();

function amendmentSignatureWire(view: SignatureView) {
  return { ...signatureWire(view), amendment_id: view.document.amendment_id!, amendment_status: view.amendmentStatus! };
}

export function amendmentSignatureRouter(deps: SignatureDeps) {
  const target = (params: { lease_id: string; amendment_id: string }) => ({
    leaseId: params.lease_id,
    amendmentId: params.amendment_id,
  });
  return s.router(contract.amendmentSignature, {
    initiate: async ({ params, body, req }) => {
      const view = await initiateAmendmentSignature(storeOf(req), deps, ctx(req).actor, target(params), body);
      const answer = amendmentSignatureWire(view);
      return view.created ? { status: 201, body: answer } : { status: 200, body: answer };
    },
    status: async ({ params, req }) => ({
      status: 200,
      body: amendmentSignatureWire(await signatureStatus(storeOf(req), target(params))),
    }),
    signedPdf: async ({ params, req, res }) => {
      const bytes = await signatureFile(storeOf(req), deps, target(params), 'signedPdf');
      return {
        status: 200,
        body: download(res, { contentType: 'application/pdf', fileName: 'avenant-signe.pdf', bytes }),
      };
    },
    proof: async ({ params, req, res }) => {
      const bytes = await signatureFile(storeOf(req), deps, target(params), 'proof');
      return {
        status: 200,
        body: proofDownload(res, bytes),
      };
    },
  });
}
