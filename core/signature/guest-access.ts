// Guest signature (spec, "Rules stated": no API key, a token in the URL path). The token names one
// signature request; its SHA-256 is what is stored and looked up, across tenants, then the work
// runs in the request's own tenant. Viewing the session and downloading the PDF live here.
import { leasePdfUseCases } from '../leasing/pdf/lease-pdfs.js';
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { GoneError, LockedError, NotFoundError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { maskDestination, sendsLeft, triesLeft } from './otp-rules.js';
import { mandateFacts } from './mandate-document.js';
import { signatureFileKeys } from './signature-records.js';
import { type AnySubject, awaitsSignatures, subjectName, subjectOf } from './signing-subject.js';

/** The request, its document and what it signs: a lease, an amendment (decision 148) or a mandate (300). */
export type GuestFacts = { request: SignatureRequest; document: SignatureDocument } & AnySubject;
export type GuestContext = GuestFacts & { store: Store };

/** The request behind a token, in its tenant; an unknown token is a 404 that tells nothing more. */
export async function resolveGuest(
  deps: Pick<SignatureDeps, 'stores' | 'secrets'>,
  token: string,
): Promise<GuestContext> {
  const found = await deps.stores
    .system()
    .repo(SignatureRequest)
    .findOne({ token_hash: deps.secrets.hash(token) });
  if (!found) throw new NotFoundError('signature link');
  const store = deps.stores.forTenant(found.tenant_id);
  const request = await store.repo(SignatureRequest).get(found.id);
  const document = await store.repo(SignatureDocument).get(request.document_id);
  return { store, request, document, ...(await subjectOf(store, document)) };
}

/** 410 once the request can no longer be signed (expired, or the signature withdrawn); 423 when locked. */
export function assertSignable(context: GuestFacts, now: Date): void {
  const { request, document } = context;
  if (request.status === 'SIGNED' || request.status === 'COMPLETED') return;
  if (request.status === 'EXPIRED' || document.status === 'EXPIRED' || now > request.expires_at)
    throw new GoneError(`This signature request expired on ${request.expires_at.toISOString()}`);
  if (!awaitsSignatures(context))
    throw new GoneError(`The signature was withdrawn: the ${subjectName(document).en} is no longer pending signature`);
  if (request.locked_at)
    throw new LockedError('This signature request is locked after too many wrong codes; ask the sender for a new one');
}

export async function guestSession(deps: SignatureDeps, token: string) {
  const context = await resolveGuest(deps, token);
  const { request, document } = context;
  if (request.status === 'EXPIRED' || document.status === 'EXPIRED')
    throw new GoneError(`This signature request expired on ${request.expires_at.toISOString()}`);
  return sessionOf(context);
}

/** The lease of a lease's document as the signer sees it; null for a mandate's. */
async function leaseFacts(context: GuestContext) {
  const { lease, store } = context;
  if (!lease) return null;
  const estate = await store.repo(Estate).get(lease.estate_id);
  return {
    reference_number: lease.reference_number,
    start_date: lease.start_date,
    end_date: lease.end_date,
    rent_amount: lease.rent_amount,
    estate_name: estate.name,
    address: estate.address,
  };
}

/** What the signer is shown: who signs what, and where the one-time code stands. */
export async function sessionOf(context: GuestContext) {
  const { request, document, amendment, store } = context;
  const channel = request.otp_channel;
  return {
    document_signature_id: document.id,
    signer_type: request.signer_type,
    first_name: request.first_name,
    last_name: request.last_name,
    status: request.status,
    expires_at: request.expires_at,
    signed_at: request.signed_at,
    lease: await leaseFacts(context),
    mandate: context.mandate ? await mandateFacts(store, context.mandate) : null,
    amendment: amendment && {
      id: amendment.id,
      amendment_number: amendment.amendment_number,
      type: amendment.type,
      title: amendment.title,
      effective_date: amendment.effective_date,
    },
    otp: {
      channel,
      destination: channel ? maskDestination(channel, channel === 'sms' ? request.phone : request.signer_email) : null,
      expires_at: request.otp_hash ? request.otp_expires_at : null,
      tries_left: triesLeft(request),
      sends_left: sendsLeft(request),
    },
  };
}

/** The PDF the signer is asked to sign. */
export async function guestPdf(deps: SignatureDeps, token: string) {
  const { store, document, request } = await resolveGuest(deps, token);
  if (request.status === 'EXPIRED' || document.status === 'EXPIRED')
    throw new GoneError(`This signature request expired on ${request.expires_at.toISOString()}`);
  return signedContract(store, deps, document);
}

/** The PDF a document signs: the lease PDF it names, or the one rendered for it (a mandate's). */
export async function signedContract(
  store: Store,
  deps: Pick<SignatureDeps, 'files'> & Parameters<typeof leasePdfUseCases>[1],
  document: SignatureDocument,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (document.pdf_id) {
    const { pdf, bytes } = await leasePdfUseCases(store, deps).bytes(document.pdf_id);
    return { bytes, fileName: pdf.amendment_id ? 'avenant.pdf' : 'bail.pdf' };
  }
  const bytes = await deps.files.get(signatureFileKeys.contract(document));
  if (!bytes) throw new NotFoundError('PDF of signature document', document.id);
  return { bytes, fileName: 'mandat.pdf' };
}
