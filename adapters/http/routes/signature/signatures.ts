import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { initiateSignature } from '../../../../core/signature/initiate-signature.js';
import { signatureFile, signatureStatus } from '../../../../core/signature/signature-status.js';
import { ctx, storeOf } from '../../context.js';
import { download, proofDownload, signatureWire } from './wire.js';

const s = initServer();

export function signaturesRouter(deps: SignatureDeps) {
  return s.router(contract.signatures, {
    initiate: async ({ params, body, req }) => {
      const view = await initiateSignature(storeOf(req), deps, ctx(req).actor, params.lease_id, body);
      return view.created ? { status: 201, body: signatureWire(view) } : { status: 200, body: signatureWire(view) };
    },
    status: async ({ params, req }) => ({
      status: 200,
      body: signatureWire(await signatureStatus(storeOf(req), { leaseId: params.lease_id })),
    }),
    signedPdf: async ({ params, req, res }) => {
      const bytes = await signatureFile(storeOf(req), deps, { leaseId: params.lease_id }, 'signedPdf');
      return {
        status: 200,
        body: download(res, { contentType: 'application/pdf', fileName: 'bail-signe.pdf', bytes }),
      };
    },
    proof: async ({ params, req, res }) => {
      const bytes = await signatureFile(storeOf(req), deps, { leaseId: params.lease_id }, 'proof');
      return {
        status: 200,
        body: proofDownload(res, bytes),
      };
    },
  });
}
