// Port: the secrets of guest signature (spec, "Rules stated": token based). Tokens are derived from
// the service secret, so the process that sends a link can send it again (a reminder) without the
// token ever being stored: only its SHA-256 is (docs/decisions.md 69).

export interface GuestSecrets {
  /** The signer's guest token of a signature request: 256 bits, base64url, the same every time. */
  tokenFor(requestId: string): string;
  /** A fresh 6-digit one-time code from a cryptographic generator. */
  newOtp(): string;
  /** The stored form of a one-time code of a request (keyed with the service secret). */
  otpHash(requestId: string, code: string): string;
}
