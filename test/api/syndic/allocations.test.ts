// The allocation of a budget over the 7-lot building, to the cent, against a table written by hand.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { type Building, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';

let app: TestApp;
let client: Client;
let b: Building;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Syndic allocations')).client;
  b = await sevenLotBuilding(client, { building_completed_on: '2020-06-01' });
});
afterAll(() => app.close());

// By hand: general 29,000.00 over 1000 (29.00 per tantième); lift 4,000.00 over 600 (6.6666.. per share:
// lots 2 and 5 have the largest remainder, 400/600, and take the two cents left, lot 2 first by lot
// order); heating 15,000.00 over 1000 (15.00 per share).
const BY_HAND: [string, number, number, number, number][] = [
  // lot, general, lift, heating, total
  ['1', 5220.0, 0, 3000.0, 8220.0],
  ['2', 4640.0, 666.67, 2550.0, 7856.67],
  ['3', 4350.0, 733.33, 2400.0, 7483.33],
  ['4', 4060.0, 800.0, 2250.0, 7110.0],
  ['5', 3770.0, 866.67, 2550.0, 7186.67],
  ['6', 3480.0, 933.33, 2250.0, 6663.33],
  ['7', 3480.0, 0, 0, 3480.0],
];

const cents = (euros: number) => Math.round(euros * 100);

describe('allocation of the 48,000.00 budget over 7 lots and 3 keys', () => {
  it('gives each lot its share per key, to the cent, adding up to the budget', async () => {
    const syndicate_id = b.syndicate.id;
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year: 2026, lines: budgetLines(b) },
      }),
      201,
    );
    expect(budget).toMatchObject({ total: 48000, status: 'DRAFT', works_fund: 0 });
    const allocation = ok(
      await client.syndicAllocations.ofBudget({ params: { syndicate_id, budget_id: budget.id } }),
      200,
    );
    expect(allocation.amount).toBe(48000);
    expect(allocation.keys.map((k) => [k.code, k.amount])).toEqual([
      ['ASC', 4000],
      ['CHA', 15000],
      ['GEN', 29000],
    ]);
    const keyOf = { [b.keys.general.id]: 1, [b.keys.lift.id]: 2, [b.keys.heating.id]: 3 } as const;
    const table = allocation.lots.map((lot) => {
      const row: [string, number, number, number, number] = [lot.lot_number, 0, 0, 0, lot.amount];
      for (const k of lot.by_key) row[keyOf[k.charge_key_id]] = k.amount;
      return row;
    });
    expect(table).toEqual(BY_HAND);
    expect(allocation.lots.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(4_800_000);
    for (const column of [1, 2, 3] as const)
      expect(BY_HAND.reduce((sum, row) => sum + cents(row[column]), 0)).toBe(
        [0, 2_900_000, 400_000, 1_500_000][column],
      );
  });

  it('sums the lots per co-owner: one co-owner may hold several lots', async () => {
    const budget = ok(await client.syndicBudgets.list({ params: { syndicate_id: b.syndicate.id } }), 200).data[0];
    const allocation = ok(
      await client.syndicAllocations.ofBudget({ params: { syndicate_id: b.syndicate.id, budget_id: budget.id } }),
      200,
    );
    const ofA = allocation.co_owners.find((o) => o.co_owner_owner_id === b.owners.a.id)!;
    expect(ofA.lot_ids).toEqual([b.lots[0].id, b.lots[1].id]);
    expect(ofA.amount).toBe(16076.67);
    const ofContact = allocation.co_owners.find((o) => o.co_owner_contact_id === b.contact.id)!;
    expect(ofContact.amount).toBe(3480);
    const nobody = allocation.co_owners.find((o) => !o.co_owner_owner_id && !o.co_owner_contact_id)!;
    expect(nobody.lot_ids).toEqual([b.lots[3].id, b.lots[4].id, b.lots[5].id]);
    expect(allocation.co_owners.reduce((sum, o) => sum + cents(o.amount), 0)).toBe(4_800_000);
  });

  it('allocates an amount whose cents do not divide evenly by the largest remainder, then lot order', async () => {
    const syndicate_id = b.syndicate.id;
    const lift = ok(
      await client.syndicAllocations.ofAmount({
        params: { syndicate_id, key_id: b.keys.lift.id },
        body: { amount: 0.07 },
      }),
      200,
    );
    // 7 cents over 100/110/120/130/140 of 600: exact 1.17, 1.28, 1.40, 1.52, 1.63; floors 1 each,
    // two cents left to the largest remainders: lot 6 (0.633) and lot 5 (0.517).
    expect(lift.lots.map((l) => [l.lot_number, l.amount])).toEqual([
      ['1', 0],
      ['2', 0.01],
      ['3', 0.01],
      ['4', 0.01],
      ['5', 0.02],
      ['6', 0.02],
      ['7', 0],
    ]);
    expect(lift.amount).toBe(0.07);
    const refund = ok(
      await client.syndicAllocations.ofAmount({
        params: { syndicate_id, key_id: b.keys.lift.id },
        body: { amount: -0.07 },
      }),
      200,
    );
    expect(refund.lots.map((l) => l.amount)).toEqual([0, -0.01, -0.01, -0.01, -0.02, -0.02, 0]);
  });

  it('refuses an amount that is not whole cents, however small (400): -1.26e-70 passed zod multipleOf and allocated 0', async () => {
    for (const amount of [-1.2601561728275593e-70, 5e-324, 0.001, 12.345]) {
      const refused = await client.syndicAllocations.ofAmount({
        params: { syndicate_id: b.syndicate.id, key_id: b.keys.lift.id },
        body: { amount },
      });
      expect(new Set(problem(refused, 400).errors?.map((e) => e.path))).toEqual(new Set(['body.amount']));
    }
  });

  it('breaks equal remainders by lot number, digits read as numbers (2 before 10)', async () => {
    const place = ok(await client.places.create({ body: { name: 'Petite copropriété' } }), 201);
    const syndicate_id = ok(
      await client.syndicates.create({ body: { place_id: place.id, name: 'SDC 3 lots' } }),
      201,
    ).id;
    const lots = [];
    for (const number of ['10', '2', '3'])
      lots.push(ok(await client.syndicLots.create({ params: { syndicate_id }, body: { number } }), 201));
    const key = ok(
      await client.chargeKeys.create({
        params: { syndicate_id },
        body: { code: 'GEN', name: 'Générales', kind: 'GENERAL', stated_total: 3 },
      }),
      201,
    );
    const shares = lots.map((lot) => ({ lot_id: lot.id, shares: 1 }));
    ok(await client.chargeKeys.setShares({ params: { syndicate_id, key_id: key.id }, body: { shares } }), 200);
    const allocation = ok(
      await client.syndicAllocations.ofAmount({ params: { syndicate_id, key_id: key.id }, body: { amount: 100.01 } }),
      200,
    );
    expect(allocation.lots.map((l) => [l.lot_number, l.amount])).toEqual([
      ['2', 33.34],
      ['3', 33.34],
      ['10', 33.33],
    ]);
  });

  it('refuses to allocate over a key whose shares are incomplete (422)', async () => {
    const syndicate_id = b.syndicate.id;
    const key = ok(
      await client.chargeKeys.create({
        params: { syndicate_id },
        body: { code: 'ESC-B', name: 'Escalier B', kind: 'SPECIAL', stated_total: 100 },
      }),
      201,
    );
    const answer = await client.syndicAllocations.ofAmount({
      params: { syndicate_id, key_id: key.id },
      body: { amount: 10 },
    });
    expect(problem(answer, 422).detail).toContain('stated total 100');
  });
});
