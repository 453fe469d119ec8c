// POST /guest/signatures/{token}/otp: a new 6-digit code to the signer's phone (SMS, the spec's
// channel) or e-mail, stored hashed, valid 10 minutes; sends are limited (otp-rules.ts).
import { ConflictError, TooManyRequestsError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import type { OtpChannel } from '../../contract/vocabulary/signature.js';
import { SignatureRequest } from './signature-document.js';
import { type GuestContext, assertSignable, resolveGuest } from './guest-access.js';
import { OTP_VALIDITY_MS, maskDestination, resendRefusal, sendsLeft } from './otp-rules.js';

export async function requestGuestOtp(deps: SignatureDeps, token: string, channel: OtpChannel = 'sms') {
  return requestOtp(deps, await resolveGuest(deps, token), channel);
}

/** The code for the request of `context`, however its signer was found (a guest token, a lessee key). */
export async function requestOtp(deps: SignatureDeps, context: GuestContext, channel: OtpChannel = 'sms') {
  const now = deps.clock.now();
  const code = deps.guestSecrets.newOtp();
  const request = await context.store.transaction(async (tx) => {
    const request = await tx.repo(SignatureRequest).getLocked(context.request.id);
    assertSignable({ ...context, request }, now);
    if (request.status !== 'PENDING') throw new ConflictError('This request is already signed');
    const refusal = resendRefusal(request, now);
    if (refusal) throw new TooManyRequestsError(refusal.reason, [], { retry_after_seconds: refusal.retryAfterSeconds });
    request.otp_hash = deps.guestSecrets.otpHash(request.id, code);
    request.otp_channel = channel;
    request.otp_expires_at = new Date(now.getTime() + OTP_VALIDITY_MS);
    request.otp_sent_count += 1;
    request.otp_last_sent_at = now;
    await deps.events.record(tx, {
      tenantId: request.tenant_id,
      type: 'signature.otp_sent',
      key: `${request.id}:${request.otp_sent_count}`,
      subjectType: 'signature_document',
      subjectId: request.document_id,
      payload: { signature_request_id: request.id, channel, sent: request.otp_sent_count },
    });
    await tx.flush();
    return request;
  });
  const destination = channel === 'sms' ? request.phone : request.signer_email;
  await deps.notifier.enqueue({
    tenantId: request.tenant_id,
    kind: 'signature_otp',
    channel,
    recipient: destination,
    subject: 'Votre code de signature',
    body: `Votre code de signature du bail : ${code}. Il est valable 10 minutes. Ne le communiquez à personne.`,
    data: { signature_request_id: request.id, document_signature_id: request.document_id, code },
    idempotencyKey: `signature-otp:${request.id}:${request.otp_sent_count}`,
    leaseId: context.document.lease_id,
    recipientId: request.person_id,
    // The clear code is purged once sent; a code past its 10 minutes is not sent (docs/decisions.md 178).
    sensitive: ['code'],
    expiresAt: request.otp_expires_at,
  });
  return {
    channel,
    destination: maskDestination(channel, destination),
    expires_at: request.otp_expires_at!,
    sends_left: sendsLeft(request),
  };
}
