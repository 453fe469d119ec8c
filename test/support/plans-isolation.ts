// Tenant A's records of the plans and tenancy areas for the tenant isolation walk
// (test/api/tenant-isolation.test.ts): a subscription checkout (as the payment provider's checkout
// leaves it) and a managed key; and the path segments that name them.
import { randomUUID } from 'node:crypto';
import { PlanCheckout } from '../../core/plans/plan.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import type { TestApp, TestTenant } from './app.js';
import { ok } from './leasing.js';
import { PRO_PLAN } from './plans.js';

/** Which record a `:id` after each segment names. */
export const PLANS_SEGMENTS: Record<string, string> = { checkouts: 'plan_checkout', 'api-keys': 'api_key' };

export async function seedPlansIsolation(app: TestApp, a: TestTenant, mark: string): Promise<Record<string, string>> {
  const checkout = Object.assign(new PlanCheckout(), {
    id: randomUUID(),
    plan_id: PRO_PLAN,
    amount: 29,
    currency: 'EUR',
    provider: 'stripe',
    session_id: `cs_test_${mark}`,
  });
  const store = new MikroStore(app.orm.em.fork(), a.tenantId);
  store.repo(PlanCheckout).persist(checkout);
  await store.flush();
  const key = ok(await a.client.apiKeys.create({ body: { name: mark, permissions: ['properties:read'] } }), 201);
  return { plan_checkout: checkout.id, api_key: key.id };
}
