// A voted budget starts the syndicate's fund-call process in the vote's transaction (docs/decisions.md
// 290): the start is recorded by the vote that succeeds, and by none that fails (works fund under its
// floor 422, another syndicate's assembly 404, a budget already voted 409).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { type Building, assembly, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const workflows = new RecordingWorkflows();
let app: TestApp;
let client: Client;
let b: Building;

beforeAll(async () => {
  app = await startTestApp({ workflows });
  client = (await app.newTenant('Syndic budget vote')).client;
  // Built in 2001: the works fund is compulsory (loi 65-557 art. 14-2-1).
  b = await sevenLotBuilding(client, { building_completed_on: '2001-09-15' });
}, 60_000);
afterAll(() => app.close());

describe('the vote of a budget', () => {
  it('records nothing when the vote fails, and the start of the fund calls once when it passes', async () => {
    const syndicate_id = b.syndicate.id;
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year: 2026, lines: budgetLines(b) },
      }),
      201,
    );
    const params = { syndicate_id, budget_id: budget.id };
    const ag = await assembly(client, syndicate_id);
    const under = problem(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 422);
    expect(under.errors?.map((e) => e.code)).toEqual(['works_fund_floor']);
    const other = await sevenLotBuilding(client, { name: 'SDC Les Tilleuls', registry_number: 'AB7654321' });
    const elsewhere = await assembly(client, other.syndicate.id);
    problem(await client.syndicBudgets.vote({ params, body: { assembly_id: elsewhere.id } }), 404);
    expect(workflows.syndicCalls).toEqual([]);
    expect(ok(await client.syndicBudgets.get({ params }), 200).status).toBe('DRAFT');

    ok(await client.syndicBudgets.update({ params, body: { works_fund: 2400 } }), 200);
    const voted = ok(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 200);
    expect(voted).toMatchObject({ status: 'VOTED', assembly_id: ag.id });
    expect(workflows.syndicCalls).toEqual([{ syndicateId: syndicate_id, call: 'start' }]);

    problem(await client.syndicBudgets.vote({ params, body: { assembly_id: ag.id } }), 409);
    expect(workflows.syndicCalls).toEqual([{ syndicateId: syndicate_id, call: 'start' }]);
  });
});
