// What a signature document signs (docs/decisions.md 148): the lease itself, or one of its
// amendments (the document's amendment_id). The process is the same; only what awaits the
// signatures, what finalize activates and the history an amendment keeps differ.
import { Amendment, type JsonValues } from '../amendments/amendment.js';
import { recordChange } from '../amendments/history.js';
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { SignatureDocument } from './signature-document.js';

export interface SigningSubject {
  lease: Lease;
  /** The amendment signed, or null when the lease is. */
  amendment: Amendment | null;
}

/** The lease and amendment of a document; the amendment locked when asked (finalize, expiry). */
export async function subjectOf(
  store: Store,
  document: Pick<SignatureDocument, 'lease_id' | 'amendment_id'>,
  options: { lock?: boolean } = {},
): Promise<SigningSubject> {
  const lease = await store.repo(Lease).get(document.lease_id);
  if (!document.amendment_id) return { lease, amendment: null };
  const amendments = store.repo(Amendment);
  const amendment = options.lock
    ? await amendments.getLocked(document.amendment_id)
    : await amendments.get(document.amendment_id);
  return { lease, amendment };
}

/** Whether the subject still awaits these signatures: a guest may sign, finalize may activate. */
export function awaitsSignatures(subject: SigningSubject): boolean {
  return (subject.amendment ?? subject.lease).status === 'PENDING_SIGNATURE';
}

/** A subject that left PENDING_SIGNATURE another way than this signature (withdrawn, cancelled, lapsed). */
export function withdrawn(subject: SigningSubject): boolean {
  if (subject.amendment) return !['PENDING_SIGNATURE', 'ACTIVE'].includes(subject.amendment.status);
  return subject.lease.status === 'DRAFT';
}

/** What is signed, in words, for messages and errors. */
export function subjectName(subject: Pick<SignatureDocument, 'amendment_id'>): { en: string; fr: string } {
  return subject.amendment_id ? { en: 'amendment', fr: 'avenant' } : { en: 'lease', fr: 'bail' };
}

/**
 * Spec, Amendment history entry: a signature update of an amendment's document (initiated, a
 * signer signed or completed, finalized, expired) writes a SIGNATURE_UPDATE entry in its transaction.
 * Nothing for a lease's document.
 */
export function recordSignatureUpdate(
  tx: Store,
  clock: Clock,
  subject: SigningSubject,
  performedBy: string,
  change: { previous: JsonValues | null; next: JsonValues; reason?: string },
): void {
  if (!subject.amendment) return;
  recordChange(tx, clock, subject.amendment, performedBy, {
    change_type: 'SIGNATURE_UPDATE',
    previous_values: change.previous,
    new_values: change.next,
    change_reason: change.reason ?? null,
  });
}
