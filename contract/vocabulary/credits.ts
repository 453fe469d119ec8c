// The credits vocabulary (spec, "Credits"; docs/decisions.md 65, 130-131): ledger entry kinds,
// purchase statuses and what the webhook receiver did with a payment event. Plain data for the
// contract and core.

export const CREDIT_ENTRY_KINDS = ['admin_grant', 'consumption', 'refund', 'purchase'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const PURCHASE_STATUSES = ['PENDING', 'PAID'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * CREDITED the purchase, found it ALREADY_CREDITED (a second event for the same session), refused
 * an AMOUNT_MISMATCH, saw a session not paid yet (UNPAID), or only LOGGED another payment event;
 * a subscription event was applied or found stale.
 */
export const PAYMENT_EVENT_OUTCOMES = [
  'CREDITED',
  'ALREADY_CREDITED',
  'AMOUNT_MISMATCH',
  'UNPAID',
  'LOGGED',
  // A subscription event (docs/decisions.md 282): APPLIED to the account's plan, or STALE (older than
  // the state already applied: out of order) and left aside.
  'SUBSCRIPTION_APPLIED',
  'SUBSCRIPTION_STALE',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];
