// Once every party has signed, each signer receives the signed lease by e-mail, the PDF attached
// (loi 89-462 art. 3: a copy of the contract to each party). Once per request (the idempotency
// key), so a replayed finalize sends nothing twice.
import { LeaseDocument } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import type { SignatureDeps } from './deps.js';
import type { SignatureDocument } from './signature-document.js';
import { requestsOf } from './signature-records.js';

export async function sendSignedLease(
  store: Store,
  deps: Pick<SignatureDeps, 'notifier'>,
  document: SignatureDocument,
): Promise<void> {
  if (document.amendment_id || !document.signed_lease_document_id) return;
  const signed = await store.repo(LeaseDocument).find(document.signed_lease_document_id);
  if (!signed) return;
  for (const request of await requestsOf(store, document.id)) {
    await deps.notifier.enqueue({
      tenantId: document.tenant_id,
      kind: 'signed_lease',
      channel: 'email',
      recipient: request.signer_email,
      recipientId: request.person_id,
      leaseId: document.lease_id,
      subject: 'Votre bail signé',
      body:
        `Bonjour ${request.first_name} ${request.last_name},\n\n` +
        'Le bail a été signé électroniquement par toutes les parties. ' +
        'Vous en trouverez un exemplaire signé en pièce jointe ; conservez-le.',
      data: { document_signature_id: document.id, signature_request_id: request.id },
      attachments: [
        { file_name: signed.file_name, content_type: signed.content_type, storage_key: signed.storage_key },
      ],
      idempotencyKey: `signature:signed:email:${request.id}`,
    });
  }
}
