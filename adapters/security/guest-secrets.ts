// Guest signature secrets keyed with the service secret (HMAC-SHA256): tokens derived per signature
// request (256 bits, base64url) and one-time codes from the system's cryptographic generator,
// stored as keyed hashes (docs/decisions.md 69).
import { createHmac, randomInt } from 'node:crypto';
import type { GuestSecrets } from '../../core/ports/guest-secrets.js';

export function hmacGuestSecrets(serviceSecret: string): GuestSecrets {
  const mac = (text: string) => createHmac('sha256', serviceSecret).update(text);
  return {
    tokenFor: (requestId) => mac(`guest-token:${requestId}`).digest('base64url'),
    newOtp: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    otpHash: (requestId, code) => mac(`otp:${requestId}:${code}`).digest('hex'),
  };
}
