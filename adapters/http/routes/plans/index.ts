// The plans routers (issue 39; docs/decisions.md 280-285): the plans on offer, the account's
// subscription checkout, its usage, and checking a coupon code (a few failed tries a minute).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { PlansDeps } from '../../../../core/plans/deps.js';
import { planUseCases } from '../../../../core/plans/plans.js';
import { ctx, type HasContext, storeOf } from '../../context.js';
import type { CouponTries } from '../../coupon-tries.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function planRouters(deps: PlansDeps, tries: CouponTries) {
  const plans = (req: HasContext) => planUseCases(storeOf(req), deps);
  return {
    plans: s.router(contract.plans, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await plans(req).plans(query)) }),
    }),
    subscriptions: s.router(contract.subscriptions, {
      subscribe: async ({ body, req }) => {
        const { actor } = ctx(req);
        const checkout = await tries.guard(actor.tenantId, body.coupon_code, () => plans(req).subscribe(actor, body));
        return { status: 201, body: wire(checkout) };
      },
      getCheckout: async ({ params, req }) => ({ status: 200, body: await plans(req).checkout(params.id) }),
    }),
    usage: s.router(contract.usage, {
      get: async ({ req }) => ({ status: 200, body: wire(await plans(req).usage(ctx(req).actor)) }),
    }),
    coupons: s.router(contract.coupons, {
      check: async ({ body, req }) => {
        const { tenantId } = ctx(req).actor;
        await tries.assertTryLeft(tenantId);
        const answer = await plans(req).checkCoupon(body);
        if (!answer.valid) await tries.failed(tenantId);
        return { status: 200, body: answer };
      },
    }),
  };
}
