// What the signature workflow asks of core (workflows/lease-signature/activities.ts): where the
// document stands, and invitations and reminders with each signer's guest link (expiry:
// expire-signature.ts). Each is
// idempotent: an activity retried after a crash changes nothing twice.
import { Lease } from '../leasing/lease.js';
import type { Notifier } from '../ports/notifier.js';
import type { Store } from '../ports/store.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument, type SignatureRequest } from './signature-document.js';
import { requestsOf } from './signature-records.js';
import { subjectName } from './signing-subject.js';

export interface SignatureProgress {
  status: SignatureDocument['status'];
  /** Null for a mandate's document. */
  leaseStatus: Lease['status'] | null;
  requests: { requestId: string; signerType: SignatureRequest['signer_type']; status: SignatureRequest['status'] }[];
}

/** The document's state, or null when there is none (an initiate whose transaction did not commit). */
export async function signatureProgress(store: Store, documentId: string): Promise<SignatureProgress | null> {
  const document = await store.repo(SignatureDocument).find(documentId);
  if (!document) return null;
  const lease = document.lease_id ? await store.repo(Lease).get(document.lease_id) : null;
  return {
    status: document.status,
    leaseStatus: lease?.status ?? null,
    requests: (await requestsOf(store, documentId)).map((r) => ({
      requestId: r.id,
      signerType: r.signer_type,
      status: r.status,
    })),
  };
}

function frenchDateTime(date: Date): string {
  return `${date.toISOString().slice(8, 10)}/${date.toISOString().slice(5, 7)}/${date.toISOString().slice(0, 4)}`;
}

/**
 * Invitation (`reminderDays` absent) or reminder to every signer still to sign, by e-mail and SMS,
 * with the signer's guest link; once per request and occasion (the notifier's idempotency key).
 */
export async function notifySigners(
  store: Store,
  deps: Pick<SignatureDeps, 'guestSecrets'> & { notifier: Notifier; guestLink: (token: string) => string },
  documentId: string,
  occasion: { reminderDays?: number },
): Promise<number> {
  const document = await store.repo(SignatureDocument).find(documentId);
  if (!document || document.status === 'EXPIRED') return 0;
  const waiting = (await requestsOf(store, documentId)).filter((r) => r.status === 'PENDING');
  const reminder = occasion.reminderDays !== undefined;
  const what = subjectName(document).fr; // bail, or avenant (docs/decisions.md 148)
  for (const request of waiting) {
    const link = deps.guestLink(deps.guestSecrets.tokenFor(request.id));
    const until = frenchDateTime(request.expires_at);
    const base = {
      tenantId: document.tenant_id,
      kind: reminder ? 'signature_reminder' : 'signature_invitation',
      data: { document_signature_id: document.id, signature_request_id: request.id, link },
      leaseId: document.lease_id,
      recipientId: request.person_id,
    };
    const occasionKey = reminder ? `reminder:${occasion.reminderDays}` : 'invitation';
    await deps.notifier.enqueue({
      ...base,
      channel: 'email',
      recipient: request.signer_email,
      subject: reminder
        ? `Rappel : votre ${what} attend votre signature (avant le ${until})`
        : `Votre ${what} à signer`,
      body:
        `Bonjour ${request.first_name} ${request.last_name},\n\n` +
        `${reminder ? `Votre ${what} attend toujours votre signature.` : `Un ${what} vous est proposé à la signature électronique.`} ` +
        `Lisez-le et signez-le avant le ${until} : ${link}\n` +
        'Un code à usage unique vous sera envoyé par SMS pour confirmer votre signature.',
      idempotencyKey: `signature:${occasionKey}:email:${request.id}`,
    });
    await deps.notifier.enqueue({
      ...base,
      channel: 'sms',
      recipient: request.phone,
      subject: reminder ? 'Rappel signature' : `${what[0].toUpperCase()}${what.slice(1)} à signer`,
      body: `${reminder ? 'Rappel : ' : ''}votre ${what} est à signer avant le ${until} : ${link}`,
      idempotencyKey: `signature:${occasionKey}:sms:${request.id}`,
    });
  }
  return waiting.length;
}
