// Credits bought through Stripe (spec, "Credits", Authentication 6, Webhook receiver, Events 3):
// packages, balance and ledger; purchase through a Checkout Session opened on stripe-mock (Stripe's
// own mock of its API); the receiver with events signed by the Stripe SDK, replayed, concurrent,
// tampered, stale and unsigned; owner-only purchase and 503 without a provider.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { stripeProvider } from '../../../adapters/payments/stripe-provider.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { requirePeer } from '../../support/peers.js';

const WEBHOOK_SECRET = 'whsec_test_rental_service_0123456789';
const STARTER = '6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01';
const stripeMockUrl = requirePeer('STRIPE_MOCK_URL', 'the Stripe purchase tests');
const describeStripe = stripeMockUrl ? describe : describe.skip;
/** The SDK only for its test signer (generateTestHeaderString); no request goes out through it. */
const signer = new Stripe('sk_test_signer');

let app: TestApp;
let offline: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({
    payments: stripeMockUrl
      ? stripeProvider({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: stripeMockUrl })
      : null,
  });
  offline = await startTestApp({ payments: null });
  tenant = await app.newTenant('Credits buyer');
}, 60_000);
afterAll(async () => {
  await app.close();
  await offline.close();
});

function checkoutEvent(purchase: { id: string; session_id: string }, fields: Record<string, unknown> = {}) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: purchase.session_id,
        object: 'checkout.session',
        client_reference_id: purchase.id,
        payment_status: 'paid',
        amount_total: 1500,
        currency: 'eur',
        ...fields,
      },
    },
  };
}

function post(event: object, options: { timestamp?: number; body?: object; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  const signature = options.signature === null ? {} : { 'stripe-signature': options.signature ?? header };
  return app.anonymous.paymentWebhooks.stripe({
    body: (options.body ?? event) as never,
    headers: signature as never,
  });
}

const balanceOf = async (t = tenant) => ok(await t.client.credits.balance(), 200).balance;
const paymentLogSize = () =>
  withPool(async (pool) => Number((await pool.query('select count(*) from payment_events')).rows[0].count));

async function buy(t = tenant) {
  return ok(
    await t.client.credits.purchase({
      body: { package_id: STARTER, success_url: 'https://app.example/ok', cancel_url: 'https://app.example/cancel' },
    }),
    201,
  );
}

describe('packages, balance, ledger', () => {
  it('lists the seeded packages, and a new account has no credit and an empty ledger', async () => {
    const t = await app.newTenant('Credits reader');
    const packages = ok(await t.client.credits.packages({ query: {} }), 200);
    expect(packages.data.map((p) => [p.code, p.credits, p.price, p.currency])).toEqual([
      ['starter', 10, 15, 'EUR'],
      ['standard', 50, 60, 'EUR'],
      ['pro', 200, 200, 'EUR'],
    ]);
    expect(await balanceOf(t)).toBe(0);
    expect(ok(await t.client.credits.transactions({ query: {} }), 200).data).toEqual([]);
  });
});

describe('POST /credits/purchase', () => {
  it('is for owner-role keys only (403), and 503 without a payment provider', async () => {
    const member = await tenant.clientWith(['credits:purchase', 'credits:read'], { role: 'member' });
    const body = { package_id: STARTER, success_url: 'https://a.example/ok', cancel_url: 'https://a.example/no' };
    expect(problem(await member.credits.purchase({ body }), 403).detail).toContain('owner role');
    const reader = await tenant.clientWith(['credits:read'], { role: 'owner' });
    problem(await reader.credits.purchase({ body }), 403);
    const elsewhere = await offline.newTenant('No provider');
    expect(problem(await elsewhere.client.credits.purchase({ body }), 503).detail).toContain('STRIPE_SECRET_KEY');
    problem(await tenant.client.credits.purchase({ body: { ...body, package_id: randomUUID() } }), 404);
    problem(await tenant.client.credits.purchase({ body: { ...body, success_url: 'javascript:alert(1)' } }), 400);
  });
});

describeStripe('buying a package through Stripe, end to end', () => {
  it('opens a session, and the signed paid event credits the balance once, however often it comes', async () => {
    const purchase = await buy();
    expect(purchase).toMatchObject({ status: 'PENDING', credits: 10, amount: 15, currency: 'EUR', provider: 'stripe' });
    expect(purchase.session_id).toMatch(/^cs_/);
    expect(purchase.checkout_url).toMatch(/^https:\/\//);
    const before = await balanceOf();
    const event = checkoutEvent(purchase);

    expect(ok(await post(event), 200)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf()).toBe(before + 10);
    expect(ok(await tenant.client.credits.getPurchase({ params: { id: purchase.id } }), 200).status).toBe('PAID');

    // A replay, a second event of the same session (a different id), and concurrent duplicates.
    expect(ok(await post(event), 200)).toEqual({ received: true, duplicate: true });
    ok(await post({ ...checkoutEvent(purchase), type: 'checkout.session.async_payment_succeeded' }), 200);
    const racing = checkoutEvent(purchase);
    await Promise.all(Array.from({ length: 6 }, () => post(racing)));
    expect(await balanceOf()).toBe(before + 10);

    const ledger = ok(await tenant.client.credits.transactions({ query: { kind: 'purchase' } }), 200);
    expect(ledger.data.filter((e) => e.reference === purchase.id)).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: 10 }),
    ]);
    const log = ok(
      await tenant.client.credits.payments({ query: { purchase_id: purchase.id, sort: 'created_at' } }),
      200,
    );
    expect(log.data.map((e) => e.outcome)).toEqual(['CREDITED', 'ALREADY_CREDITED', 'ALREADY_CREDITED']);
    expect(log.data[0]).toMatchObject({ provider_event_id: event.id, amount: 15, currency: 'EUR' });
    const published = await withPool(
      async (pool) =>
        (await pool.query('select type from outbox_events where subject_id = $1', [purchase.id])).rows as {
          type: string;
        }[],
    );
    expect(published).toEqual([{ type: 'credits.purchased' }]);
  });

  it('concurrent first deliveries of one event credit once', async () => {
    const t = await app.newTenant('Credits race');
    const purchase = await buy(t);
    const event = checkoutEvent(purchase);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => (a.body as { duplicate: boolean }).duplicate)).toHaveLength(7);
    expect(await balanceOf(t)).toBe(10);
  });

  it('refuses unsigned, tampered and stale events with a 400 and records nothing', async () => {
    const purchase = await buy();
    const before = await balanceOf();
    const logged = await paymentLogSize();
    const event = checkoutEvent(purchase);
    expect(problem(await post(event, { signature: null }), 400).detail).toContain('not signed');
    const tampered = { ...event, data: { object: { ...event.data.object, amount_total: 1 } } };
    problem(await post(event, { body: tampered }), 400);
    problem(await post(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }), 400);
    problem(await post(event, { signature: 't=1,v1=deadbeef' }), 400);
    expect(await balanceOf()).toBe(before);
    expect(await paymentLogSize()).toBe(logged);
    expect(ok(await tenant.client.credits.getPurchase({ params: { id: purchase.id } }), 200).status).toBe('PENDING');
  });

  it('does not credit an unpaid session or a paid amount that is not the price, but logs them', async () => {
    const purchase = await buy();
    const before = await balanceOf();
    ok(await post(checkoutEvent(purchase, { payment_status: 'unpaid' })), 200);
    ok(await post(checkoutEvent(purchase, { amount_total: 100 })), 200);
    ok(await post({ ...checkoutEvent(purchase), type: 'checkout.session.expired' }), 200);
    expect(await balanceOf()).toBe(before);
    const log = ok(
      await tenant.client.credits.payments({ query: { purchase_id: purchase.id, sort: 'created_at' } }),
      200,
    );
    expect(log.data.map((e) => e.outcome)).toEqual(['UNPAID', 'AMOUNT_MISMATCH', 'UNPAID']);
  });

  it("keeps each tenant's purchases, ledger and payment log to itself", async () => {
    const other = await app.newTenant('Credits other');
    const purchase = await buy();
    problem(await other.client.credits.getPurchase({ params: { id: purchase.id } }), 404);
    ok(await post(checkoutEvent(purchase)), 200);
    const log = ok(await other.client.credits.payments({ query: {} }), 200);
    expect(log.data).toEqual([]);
    expect(ok(await other.client.credits.transactions({ query: {} }), 200).data).toEqual([]);
  });
});
