// The outbound webhooks vocabulary (docs/decisions.md 132): delivery statuses. Plain data for the
// contract and core.

export const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
