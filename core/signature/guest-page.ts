// What the hosted signing page (adapters/http/pages/) shows a guest: where the request stands, who
// asks for the signature, who signs, the session of an open request; and the signed PDF once every
// signer signed. The token is the credential, as for the JSON guest routes (guest-access.ts).
import { Tenant } from '../tenancy/tenant.js';
import { NotFoundError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { type GuestFacts, resolveGuest, sessionOf } from './guest-access.js';
import { maskDestination } from './otp-rules.js';
import { requestsOf, signatureFileKeys } from './signature-records.js';
import { awaitsSignatures, subjectName } from './signing-subject.js';

/** Open to sign; signed, by this signer (signed) or by all (completed); or over for good. */
export type GuestPageState = 'open' | 'signed' | 'completed' | 'expired' | 'withdrawn' | 'locked';

/** The state of a request, in the order assertSignable checks it. */
export function guestState(context: GuestFacts, now: Date): GuestPageState {
  const { request, document } = context;
  if (request.status === 'SIGNED' || request.status === 'COMPLETED')
    return document.status === 'COMPLETED' ? 'completed' : 'signed';
  if (request.status === 'EXPIRED' || document.status === 'EXPIRED' || now > request.expires_at) return 'expired';
  if (!awaitsSignatures(context)) return 'withdrawn';
  return request.locked_at ? 'locked' : 'open';
}

export async function guestPageView(deps: SignatureDeps, token: string) {
  const context = await resolveGuest(deps, token);
  const now = deps.clock.now();
  const state = guestState(context, now);
  const account = await deps.stores.system().repo(Tenant).get(context.request.tenant_id);
  const signers = (await requestsOf(context.store, context.document.id)).map((r) => ({
    signer_type: r.signer_type,
    first_name: r.first_name,
    last_name: r.last_name,
    signed: r.status === 'SIGNED' || r.status === 'COMPLETED',
  }));
  return {
    state,
    /** The account that asks for the signature. */
    sender: account.name,
    /** bail, or avenant. */
    subject: subjectName(context.document).fr,
    signers,
    /** Where a code can go, masked. */
    destinations: {
      sms: maskDestination('sms', context.request.phone),
      email: maskDestination('email', context.request.signer_email),
    },
    /** Nothing of the document is shown once the request expired (the JSON session is a 410). */
    session: state === 'expired' ? null : await sessionOf(context),
    expires_at: context.request.expires_at,
    /** When the view was read: a code is out until session.otp.expires_at. */
    now,
  };
}

export type GuestPageView = Awaited<ReturnType<typeof guestPageView>>;

/** The signed PDF, to a signer of a document every signer signed; a 404 before. */
export async function guestSignedPdf(deps: SignatureDeps, token: string) {
  const { document } = await resolveGuest(deps, token);
  const bytes = document.status === 'COMPLETED' ? await deps.files.get(signatureFileKeys.signedPdf(document)) : null;
  if (!bytes) throw new NotFoundError('signed PDF');
  return { bytes, subject: subjectName(document).fr };
}
