// Coupons and promotion codes (issue 39; docs/decisions.md 284): checked before buying, applied at
// the checkout of a credit package or a plan with the amount charged to the cent, refused with a
// 422 naming the reason (and no session opened) when unknown, expired or used up; codes in any
// case; a few failed tries per account per minute.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stripeProvider } from '../../../adapters/payments/stripe-provider.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { requirePeer } from '../../support/peers.js';
import { PRO_PLAN, STARTER_PACKAGE, STRIPE_WEBHOOK_SECRET, newCoupon, postSigned } from '../../support/plans.js';

const stripeMockUrl = requirePeer('STRIPE_MOCK_URL', 'the coupon tests');
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

const urls = { success_url: 'https://app.example/ok', cancel_url: 'https://app.example/cancel' };
const purchasesOf = (tenantId: string) =>
  withPool(async (pool) =>
    Number((await pool.query('select count(*) from credit_purchases where tenant_id = $1', [tenantId])).rows[0].count),
  );
const buy = (t: TestTenant, coupon_code?: string) =>
  t.client.credits.purchase({ body: { package_id: STARTER_PACKAGE, ...urls, coupon_code } });

describe('checking a code', () => {
  it('says what a valid code gives, in any case, and why another gives nothing', async () => {
    const t = await app.newTenant('Coupon checker');
    const percent = await newCoupon(app, { kind: 'percent', value: 15, package_codes: ['starter'] });
    const check = (code: string, target: { package_id?: string; plan_id?: string } = { package_id: STARTER_PACKAGE }) =>
      t.client.coupons.check({ body: { code, ...target } });
    expect(ok(await check(percent.code.toLowerCase()), 200)).toEqual({
      code: percent.code,
      valid: true,
      reason: null,
      reason_text: null,
      kind: 'percent',
      percent_off: 15,
      amount_off: null,
      price: 15,
      discount: 2.25,
      amount: 12.75,
    });
    expect(ok(await check(percent.code, { plan_id: PRO_PLAN }), 200)).toMatchObject({
      valid: false,
      reason: 'not_applicable',
      discount: 0,
      amount: 29,
    });
    expect(ok(await check('NO-SUCH-CODE'), 200)).toMatchObject({ valid: false, reason: 'unknown' });
    problem(await check(percent.code, {}), 400);
  });

  it('allows a few failed tries a minute per account, then answers 429', async () => {
    const t = await app.newTenant('Coupon guesser');
    const other = await app.newTenant('Coupon neighbour');
    const guess = (tenant: TestTenant) =>
      tenant.client.coupons.check({ body: { code: `GUESS-${randomUUID().slice(0, 6)}`, package_id: STARTER_PACKAGE } });
    for (let i = 0; i < 5; i += 1) expect(ok(await guess(t), 200).reason).toBe('unknown');
    const blocked = problem(await guess(t), 429);
    expect(blocked.detail).toContain('Too many coupon codes');
    // A purchase with a code is blocked too; another account is not.
    problem(await buy(t, 'ANYTHING'), 429);
    ok(await guess(other), 200);
  });
});

describeStripe('a coupon at the checkout', () => {
  it('charges a credit package to the cent, shows the discount, and credits on the paid event', async () => {
    const t = await app.newTenant('Coupon buyer');
    const coupon = await newCoupon(app, { kind: 'amount', value: 3.33, package_codes: ['starter'] });
    const purchase = ok(await buy(t, coupon.code.toLowerCase()), 201);
    expect(purchase).toMatchObject({ amount: 11.67, discount: 3.33, coupon_code: coupon.code, credits: 10 });
    const event = {
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
          amount_total: 1167,
          currency: 'eur',
        },
      },
    };
    ok(await postSigned(app, event), 200);
    expect(ok(await t.client.credits.balance(), 200).balance).toBe(10);
    const log = ok(await t.client.credits.payments({ query: { purchase_id: purchase.id } }), 200);
    expect(log.data.map((e) => [e.outcome, e.amount])).toEqual([['CREDITED', 11.67]]);
  });

  it('applies a percent coupon to a plan, rounded to the cent', async () => {
    const t = await app.newTenant('Coupon subscriber', { plan: 'FREE' });
    const coupon = await newCoupon(app, { kind: 'percent', value: 33, plan_codes: ['PRO'] });
    const checkout = ok(
      await t.client.subscriptions.subscribe({ body: { plan_id: PRO_PLAN, ...urls, coupon_code: coupon.code } }),
      201,
    );
    // 33 % of 29.00 is 9.57: 19.43 a month.
    expect(checkout).toMatchObject({ amount: 19.43, discount: 9.57, coupon_code: coupon.code });
  });

  it('refuses unknown, expired, used-up and first-purchase codes with a 422 naming the reason, opening nothing', async () => {
    const t = await app.newTenant('Coupon refused');
    const expired = await newCoupon(app, {
      kind: 'percent',
      value: 10,
      valid_until: new Date(Date.now() - 3600_000),
    });
    const once = await newCoupon(app, { kind: 'percent', value: 10, max_uses: 1 });
    const first = await newCoupon(app, { kind: 'percent', value: 10, first_purchase_only: true });
    ok(await buy(t, once.code), 201);
    const before = await purchasesOf(t.tenantId);
    const reasons: string[] = [];
    for (const code of ['UNKNOWN-CODE', expired.code, once.code]) {
      const refused = problem(await buy(t, code), 422);
      expect(refused.errors).toEqual([expect.objectContaining({ path: 'coupon_code' })]);
      reasons.push(refused.reason as string);
    }
    expect(reasons).toEqual(['unknown', 'expired', 'used_up']);
    expect(await purchasesOf(t.tenantId)).toBe(before);
    // First purchase only: this account has not paid anything yet, a paying one has.
    ok(await buy(t, first.code), 201);
    await withPool((pool) =>
      pool.query(`update credit_purchases set status = 'PAID' where tenant_id = $1`, [t.tenantId]),
    );
    expect(problem(await buy(t, first.code), 422).reason).toBe('first_purchase_only');
  });

  it('gives the last use of a coupon to one of two accounts buying at once', async () => {
    const coupon = await newCoupon(app, { kind: 'percent', value: 20, max_uses: 1 });
    const [a, b] = [await app.newTenant('Coupon race A'), await app.newTenant('Coupon race B')];
    const answers = await Promise.all([buy(a, coupon.code), buy(b, coupon.code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});
