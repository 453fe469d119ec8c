// POST /guest/signatures/{token}/sign: the one-time code and the drawn signature. A wrong code is a
// 400 with the tries left, and the fifth locks the request (423); an expired code is a 410. Signing
// sets the request SIGNED and tells the document's workflow in the same transaction (docs/decisions.md 68).
import type { Store } from '../ports/store.js';
import { GoneError, LockedError, ValidationError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { SignatureRequest } from './signature-document.js';
import { type GuestContext, assertSignable, resolveGuest } from './guest-access.js';
import { OTP_MAX_FAILURES, triesLeft } from './otp-rules.js';
import { checkSignatureImage, decodeImagePayload, type SignatureImage } from './signature-image.js';
import { processOf, signatureFileKeys } from './signature-records.js';
import { recordSignatureUpdate } from './signing-subject.js';

export interface GuestSignInput {
  otp: string;
  signature_image: string;
  ip: string | null;
  userAgent: string | null;
}

type Verdict = { ok: true; request: SignatureRequest } | { ok: false; error: Error };

/**
 * The document's workflow is told, in the transaction of the signature (started first if it is not
 * running); it also reads the document's state when it next looks (docs/decisions.md 68).
 */
async function tellWorkflow(deps: SignatureDeps, tx: Store, context: GuestContext, request: SignatureRequest) {
  if (!deps.workflows.enabled) return;
  await deps.workflows
    .in(tx)
    .signerSigned(processOf(context.document), { requestId: request.id, signerType: request.signer_type });
}

/** Checks the code and records the signature, or records the failure: both commit. */
async function record(
  deps: SignatureDeps,
  context: GuestContext,
  input: GuestSignInput,
  image: SignatureImage,
): Promise<Verdict> {
  const now = deps.clock.now();
  return context.store.transaction(async (tx): Promise<Verdict> => {
    const request = await tx.repo(SignatureRequest).getLocked(context.request.id);
    assertSignable({ ...context, request }, now);
    if (request.status !== 'PENDING') {
      await tellWorkflow(deps, tx, context, request); // signed already: the same answer
      return { ok: true, request };
    }
    if (!request.otp_hash || !request.otp_expires_at)
      throw new ValidationError('Request a code first (POST .../otp)', [
        { path: 'otp', message: 'no code was sent', code: 'otp_required' },
      ]);
    if (now > request.otp_expires_at) throw new GoneError('The code expired; request a new one');
    if (deps.guestSecrets.otpHash(request.id, input.otp) !== request.otp_hash) {
      request.otp_failed_attempts += 1;
      if (request.otp_failed_attempts >= OTP_MAX_FAILURES) request.locked_at = now;
      await tx.flush();
      const error = request.locked_at
        ? new LockedError(`Wrong code ${OTP_MAX_FAILURES} times: this signature request is locked`)
        : new ValidationError(
            `Wrong code; ${triesLeft(request)} tries left`,
            [{ path: 'otp', message: 'wrong code', code: 'wrong_otp' }],
            {
              tries_left: triesLeft(request),
            },
          );
      return { ok: false, error };
    }
    const key = signatureFileKeys.image(request);
    await deps.files.put(key, image.bytes, image.contentType);
    Object.assign(request, {
      status: 'SIGNED' as const,
      signed_at: now,
      signed_ip: input.ip?.slice(0, 64) ?? null,
      signed_user_agent: input.userAgent?.slice(0, 500) ?? null,
      signature_image_key: key,
      signature_image_type: image.contentType,
      signature_image_sha256: deps.inspector.sha256(image.bytes),
      otp_hash: null,
    });
    await deps.events.record(tx, {
      tenantId: request.tenant_id,
      type: 'signature.signed',
      key: request.id,
      subjectType: 'signature_document',
      subjectId: request.document_id,
      payload: { signature_request_id: request.id, signer_type: request.signer_type, otp_channel: request.otp_channel },
    });
    // An amendment keeps the signature in its history, performed by the signer (owner or lessee id).
    recordSignatureUpdate(tx, deps.clock, context, request.person_id, {
      previous: { signature_request_id: request.id, signer_type: request.signer_type, status: 'PENDING' },
      next: { signature_request_id: request.id, signer_type: request.signer_type, status: 'SIGNED' },
    });
    await tellWorkflow(deps, tx, context, request);
    await tx.flush();
    return { ok: true, request };
  });
}

export async function signAsGuest(deps: SignatureDeps, token: string, input: GuestSignInput) {
  return signRequest(deps, await resolveGuest(deps, token), input);
}

/** Signs the request of `context`, however its signer was found (a guest token, a lessee key). */
export async function signRequest(deps: SignatureDeps, context: GuestContext, input: GuestSignInput) {
  assertSignable(context, deps.clock.now());
  let request = context.request;
  if (request.status === 'PENDING') {
    const image = await checkSignatureImage(decodeImagePayload(input.signature_image), deps.inspector);
    const verdict = await record(deps, context, input, image);
    if (!verdict.ok) throw verdict.error;
    request = verdict.request;
  } else {
    // Signed already: the same answer, and the workflow told again (nothing else is read or written).
    const signed = request;
    await context.store.transaction((tx) => tellWorkflow(deps, tx, context, signed));
  }
  return {
    document_signature_id: request.document_id,
    signer_type: request.signer_type,
    status: request.status,
    // A request a signing worker completed without a guest signature here was signed elsewhere.
    signed_at: (request.signed_at ?? request.completed_at)!,
  };
}
