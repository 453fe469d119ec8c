// What a signature document signs (docs/decisions.md 148, 300): the lease itself, one of its
// amendments (the document's amendment_id), or a management mandate (mandate_id, no lease). The
// process is the same; only what awaits the signatures, what finalize activates and the history an
// amendment keeps differ.
import { Amendment, type JsonValues } from '../amendments/amendment.js';
import { recordChange } from '../amendments/history.js';
import { Lease } from '../leasing/lease.js';
import { ManagementMandate } from '../mandates/mandate.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { SignatureDocument } from './signature-document.js';

/** A lease's document: the lease, and the amendment signed if any. */
export interface SigningSubject {
  lease: Lease;
  /** The amendment signed, or null when the lease is. */
  amendment: Amendment | null;
  mandate?: undefined;
}

/** A mandate's document: no lease (docs/decisions.md 300). */
export interface MandateSubject {
  lease: null;
  amendment: null;
  mandate: ManagementMandate;
}

export type AnySubject = SigningSubject | MandateSubject;

type SubjectKeys = Pick<SignatureDocument, 'lease_id' | 'amendment_id' | 'mandate_id'>;

/** The lease and amendment of a document, or its mandate; locked when asked (finalize, expiry). */
export async function subjectOf(
  store: Store,
  document: SubjectKeys,
  options: { lock?: boolean } = {},
): Promise<AnySubject> {
  if (document.mandate_id) {
    const mandates = store.repo(ManagementMandate);
    const mandate = options.lock
      ? await mandates.getLocked(document.mandate_id)
      : await mandates.get(document.mandate_id);
    return { lease: null, amendment: null, mandate };
  }
  return leaseSubjectOf(store, document, options);
}

/** The lease and amendment of a lease's document. */
export async function leaseSubjectOf(
  store: Store,
  document: SubjectKeys,
  options: { lock?: boolean } = {},
): Promise<SigningSubject> {
  if (!document.lease_id) throw new Error(`signature document of mandate ${document.mandate_id} has no lease`);
  const lease = await store.repo(Lease).get(document.lease_id);
  if (!document.amendment_id) return { lease, amendment: null };
  const amendments = store.repo(Amendment);
  const amendment = options.lock
    ? await amendments.getLocked(document.amendment_id)
    : await amendments.get(document.amendment_id);
  return { lease, amendment };
}

/** Whether the subject still awaits these signatures: a guest may sign, finalize may activate. */
export function awaitsSignatures(subject: AnySubject): boolean {
  if (subject.mandate) return subject.mandate.status === 'DRAFT';
  return (subject.amendment ?? subject.lease).status === 'PENDING_SIGNATURE';
}

/** A subject that left PENDING_SIGNATURE another way than this signature (withdrawn, cancelled, lapsed). */
export function withdrawn(subject: AnySubject): boolean {
  if (subject.mandate) return subject.mandate.status === 'TERMINATED';
  if (subject.amendment) return !['PENDING_SIGNATURE', 'ACTIVE'].includes(subject.amendment.status);
  return subject.lease.status === 'DRAFT';
}

/** What is signed, in words, for messages and errors. */
export function subjectName(subject: Pick<SignatureDocument, 'amendment_id'> & { mandate_id?: string | null }): {
  en: string;
  fr: string;
} {
  if (subject.mandate_id) return { en: 'mandate', fr: 'mandat de gestion' };
  return subject.amendment_id ? { en: 'amendment', fr: 'avenant' } : { en: 'lease', fr: 'bail' };
}

/** The status of what is signed: the amendment's, the mandate's, else the lease's. */
export function subjectStatus(subject: AnySubject): string {
  return (subject.mandate ?? subject.amendment ?? subject.lease).status;
}

/**
 * Spec, Amendment history entry: a signature update of an amendment's document (initiated, a
 * signer signed or completed, finalized, expired) writes a SIGNATURE_UPDATE entry in its transaction.
 * Nothing for a lease's document.
 */
export function recordSignatureUpdate(
  tx: Store,
  clock: Clock,
  subject: AnySubject,
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
