// POST /leases/signatures/{id}/complete/{signer_type} (spec, "Worker endpoints", rule 1): an
// existing document and a request of that signer type, which becomes COMPLETED. Idempotent: a
// replay answers the same and changes nothing.
import type { Store } from '../ports/store.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import type { SignerType } from '../../contract/vocabulary/signature.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { recordDocumentEvent } from './signature-events.js';
import { recordSignatureUpdate, subjectOf } from './signing-subject.js';

/** 409: the document expired; initiate a new signature. */
export function expiredConflict(document: SignatureDocument): ConflictError {
  return new ConflictError(`The signature document ${document.id} expired; initiate a new signature`, [], {
    document_status: document.status,
  });
}

/** Rule 1: an existing document and a request of that signer type; that request becomes COMPLETED. */
export async function completeSignature(
  store: Store,
  deps: Pick<SignatureDeps, 'clock' | 'events'>,
  actor: { keyId: string },
  documentId: string,
  signerType: SignerType,
  signatureHash: string | undefined,
) {
  return store.transaction(async (tx) => {
    const document = await tx.repo(SignatureDocument).getLocked(documentId);
    const request = await tx.repo(SignatureRequest).findOne({ document_id: documentId, signer_type: signerType });
    if (!request) throw new NotFoundError(`${signerType} signature request of document`, documentId);
    const answer = {
      success: true,
      message: `The ${signerType} signature request is COMPLETED`,
      document_signature_id: documentId,
      signer_type: signerType,
      signature_request_id: request.id,
    };
    if (request.status === 'COMPLETED') {
      if (signatureHash !== undefined && request.signature_hash !== null && signatureHash !== request.signature_hash)
        throw new ConflictError('This request was completed with another signature_hash', [
          { path: 'signature_hash', message: 'differs from the recorded one', code: 'conflict' },
        ]);
      return answer;
    }
    if (document.status === 'EXPIRED' || request.status === 'EXPIRED') throw expiredConflict(document);
    recordSignatureUpdate(tx, deps.clock, await subjectOf(tx, document), actor.keyId, {
      previous: { signature_request_id: request.id, signer_type: signerType, status: request.status },
      next: { signature_request_id: request.id, signer_type: signerType, status: 'COMPLETED' },
    });
    request.status = 'COMPLETED';
    request.completed_at = deps.clock.now();
    request.signature_hash = signatureHash ?? null;
    await recordDocumentEvent(tx, deps.events, document, {
      type: 'signature.signer_completed',
      key: request.id,
      payload: {
        signature_request_id: request.id,
        signer_type: signerType,
      },
    });
    await tx.flush();
    return answer;
  });
}
