// Tenant A's syndic records for the tenant-isolation walk (test/api/tenant-isolation.test.ts): each
// path parameter of the syndic routes names one of them (`:syndicate_id` -> ids.syndicate, `:id` after
// /syndicates/ by SYNDIC_SEGMENTS). Shared by helpers 38a (management) and 38b (fund calls): each
// appends its seeding at the end of seedSyndic.
import { expect } from '@jest/globals';
import type { Client } from './app.js';
import { ok } from './leasing.js';

/** The record a bare `:id` names after these path segments. */
export const SYNDIC_SEGMENTS: Record<string, string> = { syndicates: 'syndicate' };

/** Seeds a syndicate on A's place with one lot (A's estate, A's owner), a key, an assembly, a budget, accounts. */
export async function seedSyndic(c: Client, ids: Record<string, string>, mark: string) {
  const syndicate_id = ok(await c.syndicates.create({ body: { place_id: ids.place, name: mark } }), 201).id;
  ids.syndicate = syndicate_id;
  ids.lot = ok(
    await c.syndicLots.create({
      params: { syndicate_id },
      body: { number: '1', estate_id: ids.estate, co_owner_owner_id: ids.owner, description: mark },
    }),
    201,
  ).id;
  ids.key = ok(
    await c.chargeKeys.create({
      params: { syndicate_id },
      body: { code: 'GEN', name: mark, kind: 'GENERAL', stated_total: 1000 },
    }),
    201,
  ).id;
  const shares = [{ lot_id: ids.lot, shares: 1000 }];
  ok(await c.chargeKeys.setShares({ params: { syndicate_id, key_id: ids.key }, body: { shares } }), 200);
  ids.assembly = ok(
    await c.assemblies.create({
      params: { syndicate_id },
      body: { held_on: '2026-03-30', convened_on: '2026-03-01', notes: mark },
    }),
    201,
  ).id;
  const votes = { votes_for: 1000, votes_against: 0, votes_abstaining: 0, votes_absent: 0 };
  ids.resolution = ok(
    await c.assemblies.addResolution({
      params: { syndicate_id, assembly_id: ids.assembly },
      body: { subject: mark, majority: 'ART_24', ...votes },
    }),
    201,
  ).id;
  const lines = [{ charge_key_id: ids.key, heading: mark, amount: 1000 }];
  ids.budget = ok(
    await c.syndicBudgets.create({ params: { syndicate_id }, body: { fiscal_year: 2026, lines, works_fund: 50 } }),
    201,
  ).id;
  ids.accounts = ok(
    await c.syndicAccounts.create({ params: { syndicate_id }, body: { fiscal_year: 2025, expenses: lines } }),
    201,
  ).id;
  // Fund calls (38b): works voted outside the budget, called at once; the co-owner's account and a payment.
  const works = {
    reference: mark,
    lines: [{ charge_key_id: ids.key, amount: 300 }],
    schedule: [{ due_date: '2026-02-01', weight: 1 }],
  };
  ids.fund_call = ok(
    await c.syndicFundCalls.issue({ params: { syndicate_id }, body: { kind: 'WORKS', works } }),
    201,
  ).id;
  ids.account = ok(await c.coOwnerAccounts.list({ params: { syndicate_id }, query: {} }), 200).data[0].id;
  const payment = { amount: 100, paid_on: '2026-02-03', method: 'CHEQUE' as const, reference: mark };
  ok(await c.coOwnerPayments.create({ params: { syndicate_id, account_id: ids.account }, body: payment }), 201);
  // A recovery step exists only once a call is overdue under the process: an id no record has stands in
  // for it (the syndicate and account before it are A's, so B's request is refused on them first).
  ids.recovery = '7d0f3a52-6b1e-4c8e-9f3a-2b4c6d8e0f11';
}

/** Tenant A's syndic records as seeded, after tenant B's walk. */
export async function expectSyndicIntact(c: Client, ids: Record<string, string>, mark: string) {
  const syndicate_id = ids.syndicate;
  expect(ok(await c.syndicates.get({ params: { id: syndicate_id } }), 200).name).toBe(mark);
  const shares = ok(await c.chargeKeys.shares({ params: { syndicate_id, key_id: ids.key } }), 200);
  expect(shares.shares).toEqual([{ lot_id: ids.lot, lot_number: '1', shares: 1000 }]);
  const budget = ok(await c.syndicBudgets.get({ params: { syndicate_id, budget_id: ids.budget } }), 200);
  expect(budget).toMatchObject({ status: 'DRAFT', total: 1000, works_fund: 50 });
  const call = ok(await c.syndicFundCalls.get({ params: { syndicate_id, fund_call_id: ids.fund_call } }), 200);
  expect(call).toMatchObject({ status: 'OPEN', total: 300 });
  const account = ok(await c.coOwnerAccounts.get({ params: { syndicate_id, account_id: ids.account } }), 200);
  expect(account.balance).toBe(200);
}
