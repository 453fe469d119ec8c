// The account's plan (issue 39; docs/decisions.md 280-283): the plans on offer, usage counted from
// the records, a 402 naming the limit and the plan with nothing written, reads that never stop, and
// a subscription's whole life through stripe-mock and signed events (created, renewed, payment
// failed, cancelled), each applied once however often and in whatever order it comes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stripeProvider } from '../../../adapters/payments/stripe-provider.js';
import { type TestApp, startTestApp } from '../../support/app.js';
import { publishedEvents, withPool } from '../../support/db.js';
import { leaseWithTenant, newEstate, ok, problem } from '../../support/leasing.js';
import { assignPlan } from '../../../core/plans/plans.js';
import { requirePeer } from '../../support/peers.js';
import {
  FREE_PLAN,
  PRO_PLAN,
  STRIPE_WEBHOOK_SECRET,
  type SubscriptionFacts,
  invoiceEvent,
  postSigned,
  subscriptionEvent,
  testPlan,
} from '../../support/plans.js';

const stripeMockUrl = requirePeer('STRIPE_MOCK_URL', 'the subscription tests');
const describeStripe = stripeMockUrl ? describe : describe.skip;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    payments: stripeMockUrl
      ? stripeProvider({ secretKey: 'sk_test_123', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripeMockUrl })
      : null,
  });
}, 60_000);
afterAll(() => app.close());

const limitOf = (usage: { limits: { limit: string; max: number | null; used: number }[] }, limit: string) =>
  usage.limits.find((entry) => entry.limit === limit)!;

describe('plans and usage', () => {
  it('lists the plans on offer with their limits, FREE first', async () => {
    const t = await app.newTenant('Plans reader', { plan: 'FREE' });
    const plans = ok(await t.client.plans.list({ query: {} }), 200);
    expect(plans.data.map((p) => [p.code, p.price])).toEqual([
      ['FREE', 0],
      ['PRO', 29],
      ['BUSINESS', 99],
    ]);
    expect(plans.data[0].limits).toEqual({
      lots: 3,
      active_leases: 3,
      users: 3,
      signatures_per_month: 3,
      documents_per_month: 20,
      webhook_subscriptions: 2,
    });
  });

  it('counts use from the records, and refuses the unit past the limit with a 402 that writes nothing', async () => {
    const t = await app.newTenant('Plans FREE', { plan: 'FREE' });
    const usage = ok(await t.client.usage.get(), 200);
    expect(usage.plan.code).toBe('FREE');
    expect(usage.subscription_status).toBeNull();
    const now = new Date();
    expect(usage.period_start).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString());
    // The owner key counts as a user.
    expect(limitOf(usage, 'users')).toMatchObject({ max: 3, used: 1 });
    expect(limitOf(usage, 'lots')).toMatchObject({ max: 3, used: 0 });

    for (let i = 0; i < 3; i += 1) await newEstate(t.client);
    const place = ok(await t.client.places.create({ body: { name: 'Résidence du Parc' } }), 201);
    const refused = problem(
      await t.client.estates.createInPlace({
        params: { id: place.id },
        body: { name: 'Lot 4', fiscal_identifier: `FI-${randomUUID().slice(0, 8)}`, rent_amount: 700 },
      }),
      402,
    );
    expect(refused).toMatchObject({ limit: 'lots', plan: 'FREE', max: 3 });
    expect(refused.detail).toContain('lots');

    // Nothing half-written, reads still answer, and the limit reached was told once.
    const estates = ok(await t.client.estates.list({ query: {} }), 200);
    expect(estates.meta.pagination.total).toBe(3);
    expect(limitOf(ok(await t.client.usage.get(), 200), 'lots')).toMatchObject({ used: 3, remaining: 0 });
    const reached = await publishedEvents(t.tenantId, 'usage.');
    expect(reached).toEqual([
      expect.objectContaining({ type: 'usage.limit_reached', payload: expect.objectContaining({ limit: 'lots' }) }),
    ]);
  });

  it('counts webhook subscriptions against the plan', async () => {
    const t = await app.newTenant('Plans webhooks', { plan: 'FREE' });
    const body = { url: 'https://hooks.example.com/rental', event_types: ['lease.activated' as const] };
    ok(await t.client.webhookSubscriptions.create({ body }), 201);
    ok(await t.client.webhookSubscriptions.create({ body }), 201);
    const refused = problem(await t.client.webhookSubscriptions.create({ body }), 402);
    expect(refused).toMatchObject({ limit: 'webhook_subscriptions', plan: 'FREE' });
    expect(ok(await t.client.webhookSubscriptions.list({ query: {} }), 200).meta.pagination.total).toBe(2);
  });

  it('counts active leases and generated PDFs against the plan, and leaves nothing of a refused one', async () => {
    const t = await app.newTenant('Plans leases and PDFs');
    const plan = await testPlan({ active_leases: 1, documents_per_month: 1 });
    await assignPlan(app.services.plans.stores, t.tenantId, plan, new Date());
    const [first, second] = [await leaseWithTenant(t.client), await leaseWithTenant(t.client)];
    const activate = (id: string) => t.client.leases.changeStatus({ params: { id }, body: { status: 'ACTIVE' } });
    ok(await activate(first.lease.id), 200);
    expect(problem(await activate(second.lease.id), 402)).toMatchObject({ limit: 'active_leases', plan });
    expect(ok(await t.client.leases.get({ params: { id: second.lease.id } }), 200).status).toBe('DRAFT');

    const generate = (leaseId: string) =>
      t.client.leasePdfs.generate({ params: { lease_id: leaseId }, body: { template_type: 'LeaseContract' } });
    ok(await generate(first.lease.id), 201);
    expect(problem(await generate(second.lease.id), 402)).toMatchObject({ limit: 'documents_per_month', plan });
    expect(ok(await t.client.leasePdfs.list({ params: { lease_id: second.lease.id }, query: {} }), 200).data).toEqual(
      [],
    );
    const stored = await withPool(async (pool) =>
      Number((await pool.query('select count(*) from lease_pdfs where tenant_id = $1', [t.tenantId])).rows[0].count),
    );
    expect(stored).toBe(1);
  });

  it('needs plans:read to read usage, and the owner role to subscribe', async () => {
    const t = await app.newTenant('Plans permissions');
    const reader = await t.clientWith(['plans:read'], { role: 'member' });
    ok(await reader.usage.get(), 200);
    const body = { plan_id: PRO_PLAN, success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' };
    problem(await reader.subscriptions.subscribe({ body }), 403);
    const member = await t.clientWith(['plans:write'], { role: 'member' });
    expect(problem(await member.subscriptions.subscribe({ body }), 403).detail).toContain('owner role');
    const nothing = await t.clientWith(['properties:read']);
    problem(await nothing.usage.get(), 403);
    problem(await t.client.subscriptions.subscribe({ body: { ...body, plan_id: FREE_PLAN } }), 422);
    problem(await t.client.subscriptions.subscribe({ body: { ...body, plan_id: randomUUID() } }), 404);
  });
});

const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * DAY);

describeStripe('a subscription through Stripe, from checkout to cancellation', () => {
  it('opens a checkout in subscription mode', async () => {
    const t = await app.newTenant('Subscriber checkout', { plan: 'FREE' });
    const checkout = ok(
      await t.client.subscriptions.subscribe({
        body: { plan_id: PRO_PLAN, success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' },
      }),
      201,
    );
    expect(checkout).toMatchObject({ plan_id: PRO_PLAN, amount: 29, discount: 0, currency: 'EUR' });
    expect(checkout.session_id).toMatch(/^cs_/);
    expect(ok(await t.client.subscriptions.getCheckout({ params: { id: checkout.id } }), 200).id).toBe(checkout.id);
    const other = await app.newTenant('Subscriber other');
    problem(await other.client.subscriptions.getCheckout({ params: { id: checkout.id } }), 404);
  });

  it('follows created, renewed, payment failed and cancelled; duplicates and late events change nothing', async () => {
    const t = await app.newTenant('Subscriber life', { plan: 'FREE' });
    const facts: SubscriptionFacts = {
      subscriptionId: `sub_${randomUUID().slice(0, 12)}`,
      tenantId: t.tenantId,
      planId: PRO_PLAN,
    };
    const usage = async () => ok(await t.client.usage.get(), 200);
    const send = async (event: object) => ok(await postSigned(app, event), 200);

    const created = subscriptionEvent(facts, 'customer.subscription.created', {
      status: 'active',
      start: at(0),
      end: at(30),
      created: at(0),
    });
    expect(await send(created)).toEqual({ received: true, duplicate: false });
    expect(await send(created)).toEqual({ received: true, duplicate: true });
    let now = await usage();
    expect([now.plan.code, now.subscription_status]).toEqual(['PRO', 'active']);
    expect(limitOf(now, 'lots').max).toBe(50);

    // Renewed: the next period's update and its invoice, then the first period's invoice, late.
    const renewed = subscriptionEvent(facts, 'customer.subscription.updated', {
      status: 'active',
      start: at(30),
      end: at(60),
      created: at(30),
    });
    const paid = invoiceEvent(facts, 'invoice.paid', { start: at(30), end: at(60), created: at(30) });
    const latePaid = invoiceEvent(facts, 'invoice.paid', { start: at(0), end: at(30), created: at(0) });
    await Promise.all([send(renewed), send(renewed), send(paid)]);
    await send(latePaid);
    const renewedRow = await subscriptionRow(t.tenantId);
    expect([renewedRow.status, renewedRow.current_period_end.toISOString()]).toEqual(['active', at(60).toISOString()]);

    // Payment failed: past_due keeps the plan; the cancellation ends it, and an older event after it changes nothing.
    await send(invoiceEvent(facts, 'invoice.payment_failed', { start: at(60), end: at(90), created: at(61) }));
    now = await usage();
    expect([now.plan.code, now.subscription_status]).toEqual(['PRO', 'past_due']);
    const cancelled = subscriptionEvent(facts, 'customer.subscription.deleted', {
      status: 'canceled',
      start: at(60),
      end: at(90),
      created: at(70),
    });
    const olderUpdate = subscriptionEvent(facts, 'customer.subscription.updated', {
      status: 'past_due',
      start: at(60),
      end: at(90),
      created: at(65),
    });
    await send(cancelled);
    await send(olderUpdate);
    await send(cancelled);
    now = await usage();
    expect([now.plan.code, now.subscription_status]).toEqual(['FREE', 'canceled']);
    expect(limitOf(now, 'lots').max).toBe(3);

    const log = await withPool(
      async (pool) =>
        (
          await pool.query(`select type, outcome from payment_events where tenant_id = $1 order by created_at`, [
            t.tenantId,
          ])
        ).rows,
    );
    expect(log.map((row) => row.outcome)).toEqual([
      'SUBSCRIPTION_APPLIED', // created
      ...['SUBSCRIPTION_APPLIED', 'SUBSCRIPTION_APPLIED'], // renewed, and its invoice (either order)
      'SUBSCRIPTION_STALE', // the first period's invoice, late
      'SUBSCRIPTION_APPLIED', // payment failed
      'SUBSCRIPTION_APPLIED', // cancelled
      'SUBSCRIPTION_STALE', // an update older than the cancellation
    ]);
    const told = await publishedEvents(t.tenantId, 'subscription.');
    expect(told.map((event) => event.payload.status)).toEqual(['active', 'active', 'active', 'past_due', 'canceled']);
  });

  it('applies concurrent first deliveries of one event once', async () => {
    const t = await app.newTenant('Subscriber race', { plan: 'FREE' });
    const facts = { subscriptionId: `sub_${randomUUID().slice(0, 12)}`, tenantId: t.tenantId, planId: PRO_PLAN };
    const event = subscriptionEvent(facts, 'customer.subscription.created', {
      status: 'active',
      start: at(0),
      end: at(30),
      created: at(0),
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => postSigned(app, event)));
    expect(answers.filter((a) => (a.body as { duplicate: boolean }).duplicate)).toHaveLength(5);
    expect(await publishedEvents(t.tenantId, 'subscription.')).toHaveLength(1);
  });

  it('ignores an event whose tenant is unknown, and refuses an unsigned one', async () => {
    const facts = { subscriptionId: `sub_${randomUUID().slice(0, 12)}`, tenantId: randomUUID(), planId: PRO_PLAN };
    const event = subscriptionEvent(facts, 'customer.subscription.created', {
      status: 'active',
      start: at(0),
      end: at(30),
      created: at(0),
    });
    expect(ok(await postSigned(app, event), 200)).toEqual({ received: true, duplicate: false });
    problem(await app.anonymous.paymentWebhooks.stripe({ body: event as never, headers: {} as never }), 400);
  });
});

async function subscriptionRow(tenantId: string) {
  return withPool(
    async (pool) =>
      (await pool.query(`select * from account_subscriptions where tenant_id = $1`, [tenantId])).rows[0] as {
        status: string;
        current_period_end: Date;
      },
  );
}
