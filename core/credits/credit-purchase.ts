// Credits bought through the payment provider (spec, "Credits": purchase through a payment-provider
// checkout session; package list; docs/decisions.md 130): the package catalogue, a tenant's
// purchase, and the log of the provider's payment events (spec, Events 3).
import type { PaymentEventOutcome, PurchaseStatus } from '../../contract/vocabulary/credits.js';

/** A package on sale (shared by every tenant, seeded by the migration). */
export class CreditPackage {
  id!: string;
  code!: string;
  name!: string;
  credits!: number;
  /** Euros. */
  price!: number;
  currency!: string;
  active = true;
  created_at!: Date;
}

/** One checkout session opened for a package; PAID once the provider says so. */
export class CreditPurchase {
  id!: string;
  tenant_id!: string;
  package_id!: string;
  credits!: number;
  /** Euros charged: the package's price when the session was opened, less any discount. */
  amount!: number;
  /** Euros taken off the price by a coupon (docs/decisions.md 284). */
  discount = 0;
  /** The coupon code applied, upper case; null without one. */
  coupon_code: string | null = null;
  currency!: string;
  status: PurchaseStatus = 'PENDING';
  provider!: string;
  session_id!: string;
  checkout_url: string | null = null;
  paid_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** The payment log: one row per provider event id, so an event is acted on once. */
export class PaymentEventRecord {
  id!: string;
  tenant_id!: string;
  provider!: string;
  provider_event_id!: string;
  type!: string;
  purchase_id: string | null = null;
  /** Euros, when the event carries an amount. */
  amount: number | null = null;
  currency: string | null = null;
  outcome!: PaymentEventOutcome;
  created_at!: Date;
}
