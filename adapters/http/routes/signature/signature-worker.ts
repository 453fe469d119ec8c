import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { completeSignature } from '../../../../core/signature/complete-signature.js';
import { finalizeSignature } from '../../../../core/signature/finalize-signature.js';
import { ctx, storeOf } from '../../context.js';

const s = initServer();

export function signatureWorkerRouter(deps: SignatureDeps) {
  return s.router(contract.signatureWorker, {
    complete: async ({ params, body, req }) => ({
      status: 200,
      body: await completeSignature(
        storeOf(req),
        deps,
        ctx(req).actor,
        params.document_signature_id,
        params.signer_type,
        body?.signature_hash,
      ),
    }),
    finalize: async ({ params, body, req }) => ({
      status: 200,
      body: await finalizeSignature(storeOf(req), deps, ctx(req).actor, params.document_signature_id, body),
    }),
  });
}
