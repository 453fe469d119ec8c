// The messages vocabulary (docs/decisions.md 178): where a queued message stands, and what each
// attempt to send it came to. A message goes out by e-mail or SMS, the channels of
// contract/vocabulary/signature.ts (OTP_CHANNELS). Plain data for the contract and core.

/** QUEUED until the provider takes it (SENT) or refuses it for good (FAILED). */
export const MESSAGE_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** SENT: taken by the provider; REFUSED: refused for good; UNREACHABLE: to be tried again. */
export const ATTEMPT_OUTCOMES = ['SENT', 'REFUSED', 'UNREACHABLE'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];
