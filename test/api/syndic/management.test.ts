// Syndicates, lots, charge keys and their shares, assemblies and votes, budgets with the works fund,
// accounts and the lots' regularisations, through HTTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { type Building, assembly, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';

let app: TestApp;
let client: Client;
let b: Building;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Syndic management')).client;
  b = await sevenLotBuilding(client, { building_completed_on: '2001-09-15' });
});
afterAll(() => app.close());

const codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);

describe('syndicates and lots', () => {
  it('creates, lists by place, updates and reads a syndicate; one per place', async () => {
    expect(b.syndicate).toMatchObject({ registry_number: 'AB1234567', fiscal_year_start_month: 1 });
    const listed = ok(await client.syndicates.list({ query: { place_id: b.place.id } }), 200);
    expect(listed.data.map((s) => s.id)).toEqual([b.syndicate.id]);
    const again = await client.syndicates.create({ body: { place_id: b.place.id, name: 'Doublon' } });
    problem(again, 409);
    const updated = ok(
      await client.syndicates.update({ params: { id: b.syndicate.id }, body: { fiscal_year_start_month: 7 } }),
      200,
    );
    expect(updated.fiscal_year_start_month).toBe(7);
    ok(await client.syndicates.update({ params: { id: b.syndicate.id }, body: { fiscal_year_start_month: 1 } }), 200);
    problem(await client.syndicates.remove({ params: { id: b.syndicate.id } }), 409);
  });

  it('lists the lots of one co-owner, refuses a duplicate number and two co-owners', async () => {
    const syndicate_id = b.syndicate.id;
    const ofA = ok(
      await client.syndicLots.list({
        params: { syndicate_id },
        query: { co_owner_owner_id: b.owners.a.id, sort: 'number' },
      }),
      200,
    );
    expect(ofA.data.map((l) => l.number)).toEqual(['1', '2']);
    problem(await client.syndicLots.create({ params: { syndicate_id }, body: { number: '3' } }), 409);
    const both = await client.syndicLots.create({
      params: { syndicate_id },
      body: { number: '8', co_owner_owner_id: b.owners.a.id, co_owner_contact_id: b.contact.id },
    });
    expect(codes(problem(both, 422))).toEqual(['one_co_owner']);
    problem(await client.syndicLots.remove({ params: { syndicate_id, lot_id: b.lots[0].id } }), 409);
  });
});

describe('charge keys and shares', () => {
  it('reads a complete key with its shares in lot order', async () => {
    const params = { syndicate_id: b.syndicate.id, key_id: b.keys.lift.id };
    const key = ok(await client.chargeKeys.get({ params }), 200);
    expect(key).toMatchObject({ kind: 'SPECIAL', stated_total: 600, shares_total: 600 });
    const shares = ok(await client.chargeKeys.shares({ params }), 200);
    expect(shares.complete).toBe(true);
    expect(shares.shares.map((s) => [s.lot_number, s.shares])).toEqual([
      ['2', 100],
      ['3', 110],
      ['4', 120],
      ['5', 130],
      ['6', 140],
    ]);
  });

  it('refuses shares that do not add up to the stated total (422), and changes nothing', async () => {
    const params = { syndicate_id: b.syndicate.id, key_id: b.keys.lift.id };
    const shares = b.lots.slice(1, 6).map((lot) => ({ lot_id: lot.id, shares: 100 }));
    const answer = problem(await client.chargeKeys.setShares({ params, body: { shares } }), 422);
    expect(codes(answer)).toEqual(['shares_total']);
    expect(answer.detail).toContain('500');
    expect(ok(await client.chargeKeys.get({ params }), 200).shares_total).toBe(600);
    const twice = [...shares.slice(0, 4), { lot_id: b.lots[1].id, shares: 200 }];
    expect(codes(problem(await client.chargeKeys.setShares({ params, body: { shares: twice } }), 422))).toEqual([
      'duplicate_lot',
    ]);
    const total = await client.chargeKeys.update({ params, body: { stated_total: 1000 } });
    problem(total, 422);
  });

  it('keeps one general key per syndicate', async () => {
    const answer = await client.chargeKeys.create({
      params: { syndicate_id: b.syndicate.id },
      body: { code: 'GEN2', name: 'Autre', kind: 'GENERAL', stated_total: 1000 },
    });
    problem(answer, 409);
  });
});

describe('general assemblies', () => {
  const syndicate_id = () => b.syndicate.id;

  it('refuses a convocation under 21 clear days unless urgent, and records it as short notice', async () => {
    const short = { held_on: '2026-03-22', convened_on: '2026-03-01' };
    const refused = problem(
      await client.assemblies.create({ params: { syndicate_id: syndicate_id() }, body: short }),
      422,
    );
    expect(codes(refused)).toEqual(['convocation_notice']);
    const urgent = ok(
      await client.assemblies.create({ params: { syndicate_id: syndicate_id() }, body: { ...short, urgent: true } }),
      201,
    );
    expect(urgent).toMatchObject({ urgent: true, short_notice: true });
    const enough = ok(
      await client.assemblies.create({
        params: { syndicate_id: syndicate_id() },
        body: { held_on: '2026-03-23', convened_on: '2026-03-01' },
      }),
      201,
    );
    expect(enough.short_notice).toBe(false);
  });

  it('computes an art. 25 vote failed with a third, and the compulsory art. 25-1 second vote', async () => {
    const ag = await assembly(client, syndicate_id());
    const params = { syndicate_id: syndicate_id(), assembly_id: ag.id };
    const body = {
      subject: 'Ravalement de façade',
      majority: 'ART_25' as const,
      votes_for: 400,
      votes_against: 300,
      votes_abstaining: 100,
      votes_absent: 200,
    };
    expect(codes(problem(await client.assemblies.addResolution({ params, body }), 422))).toEqual([
      'second_vote_required',
    ]);
    const second = { votes_for: 450, votes_against: 350, votes_abstaining: 0, votes_absent: 200 };
    const resolution = ok(
      await client.assemblies.addResolution({ params, body: { ...body, second_vote: second } }),
      201,
    );
    expect(resolution).toMatchObject({
      votes_total: 1000,
      result: 'ADOPTED',
      deciding_vote: 'SECOND_ART_25_1',
      second_vote: { majority: 'ART_24', result: 'ADOPTED', votes_for: 450 },
    });
    const art24 = ok(
      await client.assemblies.addResolution({
        params,
        body: {
          subject: 'Approbation des comptes',
          majority: 'ART_24',
          votes_for: 300,
          votes_against: 299,
          votes_abstaining: 301,
          votes_absent: 100,
        },
      }),
      201,
    );
    expect(art24).toMatchObject({ result: 'ADOPTED', position: 2, second_vote: null });
    const wrongSum = { ...body, votes_absent: 199, second_vote: second };
    expect(codes(problem(await client.assemblies.addResolution({ params, body: wrongSum }), 422))).toEqual([
      'votes_total',
    ]);
    const list = ok(await client.assemblies.resolutions({ params }), 200);
    expect(list.data.map((r) => r.position)).toEqual([1, 2]);
  });

  it('counts members for art. 26 and runs the art. 26-1 second vote under art. 25', async () => {
    const ag = await assembly(client, syndicate_id());
    const params = { syndicate_id: syndicate_id(), assembly_id: ag.id };
    const body = {
      subject: 'Modification du règlement',
      majority: 'ART_26' as const,
      votes_for: 600,
      votes_against: 200,
      votes_abstaining: 0,
      votes_absent: 200,
      members_total: 6,
      members_present: 5,
      members_for: 3,
    };
    expect(
      codes(problem(await client.assemblies.addResolution({ params, body: { ...body, members_for: undefined } }), 422)),
    ).toEqual(['members_required']);
    const second = { votes_for: 510, votes_against: 290, votes_abstaining: 0, votes_absent: 200 };
    const r = ok(await client.assemblies.addResolution({ params, body: { ...body, second_vote: second } }), 201);
    expect(r).toMatchObject({
      result: 'ADOPTED',
      deciding_vote: 'SECOND_ART_26_1',
      second_vote: { majority: 'ART_25' },
    });
  });
});

describe('budget and works fund', () => {
  it('refuses to vote a budget whose works fund is under 5 % of it, then votes it at its floor', async () => {
    const syndicate_id = b.syndicate.id;
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year: 2027, lines: budgetLines(b), works_fund: 2399.99 },
      }),
      201,
    );
    expect(budget.works_fund_floor).toMatchObject({ compulsory: true, floor: 2400 });
    const ag = await assembly(client, syndicate_id, '2026-12-10');
    const params = { syndicate_id, budget_id: budget.id };
    expect(codes(problem(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 422))).toEqual([
      'works_fund_floor',
    ]);
    const withPlan = ok(
      await client.syndicBudgets.update({ params, body: { works_fund: 2400, works_plan: 150000 } }),
      200,
    );
    expect(withPlan.works_fund_floor.floor).toBe(3750);
    problem(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 422);
    ok(await client.syndicBudgets.update({ params, body: { works_fund: 3750 } }), 200);
    const voted = ok(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 200);
    expect(voted).toMatchObject({ status: 'VOTED', assembly_id: ag.id, voted_on: '2026-12-10', total: 48000 });
    problem(await client.syndicBudgets.update({ params, body: { works_fund: 4000 } }), 409);
    const allocation = ok(await client.syndicAllocations.ofBudget({ params }), 200);
    expect(allocation.amount).toBe(51750);
    expect(allocation.keys.find((k) => k.code === 'GEN')!.amount).toBe(32750);
  });
});

describe('works fund opt-out', () => {
  it('takes a unanimous opt-out of a building under 10 lots for a year before 2025, and nothing else', async () => {
    const syndicate_id = b.syndicate.id;
    const lines = budgetLines(b);
    const budget = ok(
      await client.syndicBudgets.create({ params: { syndicate_id }, body: { fiscal_year: 2024, lines } }),
      201,
    );
    const ag = await assembly(client, syndicate_id, '2024-03-30');
    const params = { syndicate_id, budget_id: budget.id };
    const vote = (works_fund_opt_out_resolution_id?: string) =>
      client.syndicBudgets.vote({ params, body: { assembly_id: ag.id, works_fund_opt_out_resolution_id } });
    expect(codes(problem(await vote(), 422))).toEqual(['works_fund_floor']);
    const resolution = (majority: 'ART_24' | 'UNANIMITY') =>
      client.assemblies.addResolution({
        params: { syndicate_id, assembly_id: ag.id },
        body: {
          subject: 'Pas de fonds de travaux',
          majority,
          votes_for: 1000,
          votes_against: 0,
          votes_abstaining: 0,
          votes_absent: 0,
        },
      });
    const simple = ok(await resolution('ART_24'), 201);
    expect(codes(problem(await vote(simple.id), 422))).toEqual(['opt_out_unanimity']);
    const unanimous = ok(await resolution('UNANIMITY'), 201);
    expect(unanimous.result).toBe('ADOPTED');
    const voted = ok(await vote(unanimous.id), 200);
    expect(voted).toMatchObject({ status: 'VOTED', works_fund: 0, works_fund_floor: { compulsory: false } });
  });
});

describe('accounts and regularisation', () => {
  it('records the actual expenses, approves them and gives each lot its share less the provisions called', async () => {
    const syndicate_id = b.syndicate.id;
    const expenses = [
      {
        charge_key_id: b.keys.general.id,
        heading: 'Entretien',
        amount: 10000.01,
        charge_category: 'COMMON_AREAS_MAINTENANCE' as const,
        recoverable: 8000,
      },
      { charge_key_id: b.keys.lift.id, heading: 'Ascenseur', amount: 3000 },
    ];
    const accounts = ok(
      await client.syndicAccounts.create({ params: { syndicate_id }, body: { fiscal_year: 2025, expenses } }),
      201,
    );
    expect(accounts).toMatchObject({ status: 'DRAFT', total: 13000.01 });
    const params = { syndicate_id, accounts_id: accounts.id };
    const over = [{ ...expenses[1], recoverable: 3000.01 }];
    problem(await client.syndicAccounts.update({ params, body: { expenses: over } }), 422);
    const ag = await assembly(client, syndicate_id, '2026-04-15');
    const approved = ok(await client.syndicAccounts.approve({ params, body: { assembly_id: ag.id } }), 200);
    expect(approved).toMatchObject({ status: 'APPROVED', approved_on: '2026-04-15' });
    problem(await client.syndicAccounts.approve({ params, body: { assembly_id: ag.id } }), 409);
    const reg = ok(await client.syndicAccounts.regularisation({ params }), 200);
    expect(reg).toMatchObject({ approved: true, total_expenses: 13000.01, total_provisions_called: 0 });
    // general 1,000,001 cents over 1000: lot 1 (180) 180,000.18 -> 180,000 + the largest remainder's cent.
    expect(reg.lots.map((l) => [l.lot_number, l.expenses, l.balance])).toEqual([
      ['1', 1800.01, 1800.01],
      ['2', 1600 + 500, 2100],
      ['3', 1500 + 550, 2050],
      ['4', 1400 + 600, 2000],
      ['5', 1300 + 650, 1950],
      ['6', 1200 + 700, 1900],
      ['7', 1200, 1200],
    ]);
  });
});

describe('lists, changes and deletes', () => {
  it('lists, updates and deletes the records of a syndicate, then the syndicate itself', async () => {
    const place = ok(await client.places.create({ body: { name: 'Immeuble éphémère' } }), 201);
    const syndicate = ok(await client.syndicates.create({ body: { place_id: place.id, name: 'SDC éphémère' } }), 201);
    const syndicate_id = syndicate.id;
    const lot = ok(await client.syndicLots.create({ params: { syndicate_id }, body: { number: 'A1' } }), 201);
    const moved = ok(
      await client.syndicLots.update({
        params: { syndicate_id, lot_id: lot.id },
        body: { co_owner_contact_id: b.contact.id, description: 'Cave' },
      }),
      200,
    );
    expect(moved).toMatchObject({ co_owner_contact_id: b.contact.id, description: 'Cave' });
    const key = ok(
      await client.chargeKeys.create({
        params: { syndicate_id },
        body: { code: 'GEN', name: 'Générales', kind: 'GENERAL', stated_total: 100 },
      }),
      201,
    );
    const keyParams = { syndicate_id, key_id: key.id };
    ok(
      await client.chargeKeys.setShares({ params: keyParams, body: { shares: [{ lot_id: lot.id, shares: 100 }] } }),
      200,
    );
    const renamed = ok(await client.chargeKeys.update({ params: keyParams, body: { name: 'Charges générales' } }), 200);
    expect(renamed).toMatchObject({ name: 'Charges générales', shares_total: 100 });
    const keys = ok(await client.chargeKeys.list({ params: { syndicate_id }, query: { kind: 'SPECIAL' } }), 200);
    expect(keys.data).toEqual([]);
    const ag = await assembly(client, syndicate_id);
    expect(ok(await client.assemblies.list({ params: { syndicate_id } }), 200).data.map((a) => a.id)).toEqual([ag.id]);
    const lines = [{ charge_key_id: key.id, heading: 'Entretien', amount: 100 }];
    const budget = ok(
      await client.syndicBudgets.create({ params: { syndicate_id }, body: { fiscal_year: 2026, lines } }),
      201,
    );
    problem(await client.syndicBudgets.create({ params: { syndicate_id }, body: { fiscal_year: 2026, lines } }), 409);
    const accounts = ok(
      await client.syndicAccounts.create({ params: { syndicate_id }, body: { fiscal_year: 2025, expenses: lines } }),
      201,
    );
    const listed = ok(await client.syndicAccounts.list({ params: { syndicate_id } }), 200);
    expect(listed.data.map((a) => [a.fiscal_year, a.total])).toEqual([[2025, 100]]);
    problem(await client.chargeKeys.remove({ params: keyParams }), 409);
    problem(await client.syndicates.remove({ params: { id: syndicate_id } }), 409);
    ok(await client.syndicBudgets.remove({ params: { syndicate_id, budget_id: budget.id } }), 204);
    ok(await client.syndicAccounts.remove({ params: { syndicate_id, accounts_id: accounts.id } }), 204);
    ok(await client.assemblies.remove({ params: { syndicate_id, assembly_id: ag.id } }), 204);
    ok(await client.chargeKeys.remove({ params: keyParams }), 204);
    ok(await client.syndicLots.remove({ params: { syndicate_id, lot_id: lot.id } }), 204);
    ok(await client.syndicates.remove({ params: { id: syndicate_id } }), 204);
    problem(await client.syndicates.get({ params: { id: syndicate_id } }), 404);
  });

  it("answers 404 for a lot of another syndicate and for another tenant's syndicate", async () => {
    const other = (await app.newTenant('Syndic other')).client;
    problem(await other.syndicates.get({ params: { id: b.syndicate.id } }), 404);
    problem(await other.syndicLots.list({ params: { syndicate_id: b.syndicate.id } }), 404);
    const place = ok(await client.places.create({ body: { name: 'Autre immeuble' } }), 201);
    const elsewhere = ok(await client.syndicates.create({ body: { place_id: place.id, name: 'Autre SDC' } }), 201);
    problem(await client.syndicLots.get({ params: { syndicate_id: elsewhere.id, lot_id: b.lots[0].id } }), 404);
  });
});
