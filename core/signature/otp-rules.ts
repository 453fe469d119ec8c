// One-time codes of guest signature (spec, "Electronic signature": each signer receives an OTP and
// validates it). The limits are this service's (docs/decisions.md 69): a code is valid 10 minutes;
// 5 wrong codes lock the request; at most 5 codes per request, 60 seconds apart.
import type { OtpChannel } from '../../contract/vocabulary/signature.js';
import type { SignatureRequest } from './signature-document.js';

export const OTP_VALIDITY_MS = 10 * 60_000;
export const OTP_MAX_FAILURES = 5;
export const OTP_MAX_SENDS = 5;
export const OTP_RESEND_INTERVAL_MS = 60_000;

type OtpState = Pick<SignatureRequest, 'otp_sent_count' | 'otp_last_sent_at' | 'otp_failed_attempts'>;

export function triesLeft(request: Pick<SignatureRequest, 'otp_failed_attempts'>): number {
  return Math.max(0, OTP_MAX_FAILURES - request.otp_failed_attempts);
}

export function sendsLeft(request: Pick<SignatureRequest, 'otp_sent_count'>): number {
  return Math.max(0, OTP_MAX_SENDS - request.otp_sent_count);
}

/** Why no new code may be sent now, with the seconds to wait (null: send). */
export function resendRefusal(request: OtpState, now: Date): { reason: string; retryAfterSeconds: number } | null {
  if (sendsLeft(request) === 0)
    return { reason: `At most ${OTP_MAX_SENDS} codes are sent per signature request`, retryAfterSeconds: 3600 };
  if (request.otp_last_sent_at) {
    const wait = request.otp_last_sent_at.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();
    if (wait > 0)
      return { reason: 'A code was sent less than a minute ago', retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  return null;
}

/** `+33 6 •• •• •• 78` style masking: the destination is recognisable, not readable. */
export function maskDestination(channel: OtpChannel, value: string): string {
  if (channel === 'sms') return `${value.slice(0, 4)}${'•'.repeat(Math.max(0, value.length - 6))}${value.slice(-2)}`;
  const [local, domain] = value.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(1, local.length - 1))}@${domain}`;
}
