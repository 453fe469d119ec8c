// The outbound webhooks vocabulary (docs/decisions.md 132): the event types published, delivery
// statuses. Plain data for the contract and core.

export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The domain events the service publishes (docs/decisions.md 66 and 134), `<area>.<what happened>`. */
export const EVENT_TYPES = [
  'signature.initiated',
  'signature.otp_sent',
  'signature.signed',
  'signature.signer_completed',
  'signature.finalized',
  'signature.expired',
  'lease.activated',
  'lease.terminated',
  'payment.received',
  'receipt.issued',
  'rent.notice.issued',
  'deposit.late',
  'rent.reminder.sent',
  'revision.applied',
  'charges.regularisation_sent',
  'amendment.signature_required',
  'amendment.activated',
  'amendment.expiring',
  'amendment.rejected',
  'credits.purchased',
  'owner_statement.issued',
  'syndic_fund_call.issued',
  'syndic_recovery.step_taken',
  'webhook.subscription.disabled',
  'api_key.created',
  'api_key.revoked',
  'subscription.updated',
  'usage.limit_reached',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
