// The lessee signs with the lessee's own key (spec, Authentication 3: lessee:leases:sign), through
// the same signature process as the guest link: the one-time code by SMS or e-mail, the drawn
// signature, the signature workflow told (guest-otp.ts, guest-sign.ts). The key names the signer
// where the guest link's token did: the latest signature document of one of the lessee's leases
// that asks the lessee, as LOCATAIRE, to sign (the lease's or an amendment's).
import { LeaseLessee } from '../leasing/lease.js';
import { leasePdfUseCases } from '../leasing/pdf/lease-pdfs.js';
import type { Store } from '../ports/store.js';
import type { Actor } from '../shared/actor.js';
import { ForbiddenError, GoneError, NotFoundError } from '../shared/errors.js';
import type { OtpChannel } from '../../contract/vocabulary/signature.js';
import type { SignatureDeps } from './deps.js';
import { type GuestContext, sessionOf } from './guest-access.js';
import { requestOtp } from './guest-otp.js';
import { type GuestSignInput, signRequest } from './guest-sign.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { leaseKeysOf } from './signature-records.js';
import { leaseSubjectOf } from './signing-subject.js';

/** The lessee's request to sign on the lease: 404 for a lease that is not the lessee's, or that asks nothing of the lessee. */
export async function lesseeSigningContext(store: Store, actor: Actor, leaseId: string): Promise<GuestContext> {
  if (!actor.lesseeId)
    throw new ForbiddenError('This key is not bound to a lessee; tenant endpoints need a lessee key');
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: leaseId, lessee_id: actor.lesseeId });
  if (terms.length === 0) throw new NotFoundError('lease', leaseId);
  const documents = await store.repo(SignatureDocument).findAll({ lease_id: leaseId }, [
    { field: 'created_at', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ]);
  for (const document of documents) {
    const request = await store
      .repo(SignatureRequest)
      .findOne({ document_id: document.id, person_id: actor.lesseeId, signer_type: 'LOCATAIRE' });
    if (request) return { store, request, document, ...(await leaseSubjectOf(store, document)) };
  }
  throw new NotFoundError('signature request of the lessee on lease', leaseId);
}

export function lesseeSigningUseCases(store: Store, actor: Actor, deps: SignatureDeps) {
  const context = (leaseId: string) => lesseeSigningContext(store, actor, leaseId);
  /** The request to read: 410 once it expired, as for a guest. */
  async function current(leaseId: string): Promise<GuestContext> {
    const signing = await context(leaseId);
    const { request, document } = signing;
    if (request.status === 'EXPIRED' || document.status === 'EXPIRED')
      throw new GoneError(`This signature request expired on ${request.expires_at.toISOString()}`);
    return signing;
  }
  return {
    /** Who signs what, and where the one-time code stands (as the guest session shows it). */
    session: async (leaseId: string) => sessionOf(await current(leaseId)),
    /** The PDF to sign. */
    async pdf(leaseId: string) {
      const { document } = await current(leaseId);
      return leasePdfUseCases(store, deps).bytes(leaseKeysOf(document).pdfId);
    },
    /** A one-time code to the lessee's phone or e-mail, as for a guest. */
    requestOtp: async (leaseId: string, channel?: OtpChannel) => requestOtp(deps, await context(leaseId), channel),
    /** Signs with the code and a drawn signature, as a guest does. */
    sign: async (leaseId: string, input: GuestSignInput) => signRequest(deps, await context(leaseId), input),
  };
}
