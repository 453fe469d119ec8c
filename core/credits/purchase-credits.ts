// POST /credits/purchase: opens a checkout session for a package through the PaymentProvider port
// (spec, "Credits"; docs/decisions.md 130). Only an owner-role key may buy (spec, Authentication 6).
import type { Actor } from '../shared/actor.js';
import type { Store } from '../ports/store.js';
import { ForbiddenError, NotFoundError, UnavailableError } from '../shared/errors.js';
import { requireReference } from '../shared/crud.js';
import { fromCents, toCents } from '../shared/money.js';
import { CreditPackage, CreditPurchase } from './credit-purchase.js';
import type { CreditsDeps } from './deps.js';

export interface PurchaseInput {
  package_id: string;
  success_url: string;
  cancel_url: string;
}

/** Spec, Authentication 6: only users with the owner role may purchase credits. */
export function assertMayPurchase(actor: Pick<Actor, 'role'>): void {
  if (actor.role !== 'owner')
    throw new ForbiddenError(`Only a key with the owner role may purchase credits; this key's role is ${actor.role}`);
}

/** A coupon's discount on the package (core/plans/coupons.ts works it out), in cents. */
export interface PurchaseDiscount {
  code: string;
  discountCents: number;
}

/** The package on sale; a package withdrawn from sale is as unknown as one that never was. */
export async function packageOnSale(store: Store, packageId: string): Promise<CreditPackage> {
  const offer = await requireReference(store, CreditPackage, packageId, 'package_id');
  if (!offer.active) throw new NotFoundError('package', offer.id);
  return offer;
}

export async function purchaseCredits(
  store: Store,
  deps: Pick<CreditsDeps, 'ids' | 'payments'>,
  actor: Actor,
  input: PurchaseInput,
  discount?: PurchaseDiscount,
): Promise<CreditPurchase> {
  assertMayPurchase(actor);
  const offer = await packageOnSale(store, input.package_id);
  const chargedCents = toCents(offer.price) - (discount?.discountCents ?? 0);
  if (!deps.payments)
    throw new UnavailableError(
      'Credit purchases need a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  const purchaseId = deps.ids.next();
  // The session is opened before the row exists: a failed call leaves nothing; an abandoned
  // session leaves a PENDING purchase that no event will ever credit.
  const session = await deps.payments.createCheckout({
    purchaseId,
    tenantId: actor.tenantId,
    description: offer.name,
    amountCents: chargedCents,
    currency: offer.currency,
    successUrl: input.success_url,
    cancelUrl: input.cancel_url,
  });
  const purchase = Object.assign(new CreditPurchase(), {
    id: purchaseId,
    package_id: offer.id,
    credits: offer.credits,
    amount: fromCents(chargedCents),
    discount: fromCents(discount?.discountCents ?? 0),
    coupon_code: discount?.code ?? null,
    currency: offer.currency,
    provider: deps.payments.name,
    session_id: session.sessionId,
    checkout_url: session.url,
  });
  store.repo(CreditPurchase).persist(purchase);
  await store.flush();
  return purchase;
}
