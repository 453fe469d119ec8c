// The signature routers: caller (initiate, status, files) of a lease, of an amendment and of a mandate, worker
// endpoints, guest signature and the lessee's own signature in the portal.
import type { SignatureDeps } from '../../../../core/signature/deps.js';
import { amendmentSignatureRouter } from './amendment-signatures.js';
import { guestSignatureRouter } from './guest-signature.js';
import { lesseeSignatureRouter } from './lessee-signature.js';
import { mandateSignatureRouter } from './mandate-signatures.js';
import { signatureWorkerRouter } from './signature-worker.js';
import { signaturesRouter } from './signatures.js';

export function signatureRouters(deps: SignatureDeps) {
  return {
    signatures: signaturesRouter(deps),
    amendmentSignature: amendmentSignatureRouter(deps),
    mandateSignature: mandateSignatureRouter(deps),
    signatureWorker: signatureWorkerRouter(deps),
    guestSignature: guestSignatureRouter(deps),
    lesseeSignature: lesseeSignatureRouter(deps),
  };
}
