import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { creditReads } from '../../../../core/credits/credit-reads.js';
import type { CreditsDeps } from '../../../../core/credits/deps.js';
import type { PlansDeps } from '../../../../core/plans/deps.js';
import { planUseCases } from '../../../../core/plans/plans.js';
import type { CouponTries } from '../../coupon-tries.js';
import { ctx, type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const reads = (req: HasContext) => creditReads(storeOf(req));

export function creditsRouter(deps: CreditsDeps, plans: PlansDeps, tries: CouponTries) {
  return s.router(contract.credits, {
    packages: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).packages(query)) }),
    balance: async ({ req }) => ({ status: 200, body: await reads(req).balance() }),
    transactions: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).transactions(query)) }),
    // With a coupon code, the plans area applies it (docs/decisions.md 284); a refused code is a failed try.
    purchase: async ({ body, req }) => {
      const { actor } = ctx(req);
      const purchase = await tries.guard(actor.tenantId, body.coupon_code, () =>
        planUseCases(storeOf(req), plans).purchaseCredits(deps, actor, body),
      );
      return { status: 201, body: wire(purchase) };
    },
    getPurchase: async ({ params, req }) => ({ status: 200, body: wire(await reads(req).purchase(params.id)) }),
    payments: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).payments(query)) }),
  });
}
