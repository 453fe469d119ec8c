import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { creditReads } from '../../../../core/credits/credit-reads.js';
import type { CreditsDeps } from '../../../../core/credits/deps.js';
import { purchaseCredits } from '../../../../core/credits/purchase-credits.js';
import { ctx, type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const reads = (req: HasContext) => creditReads(storeOf(req));

export function creditsRouter(deps: CreditsDeps) {
  return s.router(contract.credits, {
    packages: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).packages(query)) }),
    balance: async ({ req }) => ({ status: 200, body: await reads(req).balance() }),
    transactions: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).transactions(query)) }),
    purchase: async ({ body, req }) => ({
      status: 201,
      body: wire(await purchaseCredits(storeOf(req), deps, ctx(req).actor, body)),
    }),
    getPurchase: async ({ params, req }) => ({ status: 200, body: wire(await reads(req).purchase(params.id)) }),
    payments: async ({ query, req }) => ({ status: 200, body: paged(await reads(req).payments(query)) }),
  });
}
