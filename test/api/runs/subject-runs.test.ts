// Batch runs whose subjects are not leases (docs/decisions.md 310-312), through HTTP and the
// worker's activities: OWNER_STATEMENTS issues each ACTIVE mandate's statements ended by the month's
// end through the statements' use case, once (a second run of the month skips, a later month issues
// only what is new); SYNDIC_FUND_CALLS issues each syndicate's instalments due by the month's end
// through the fund calls' use case, once, a refusal of the use case (a lot without co-owner) being the
// syndicate's failure with nothing issued; the scope by place; leases refused in their scope.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { draftMandate, mandateBody } from '../../support/mandates.js';
import { activeMandate } from '../../support/owner-accounts.js';
import { countRows, driveRun, runActivities } from '../../support/runs.js';
import { assembly, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const clock = { now: () => new Date('2026-12-20T09:00:00Z') };
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock, workflows: new RecordingWorkflows() });
});
afterAll(() => app.close());

const start = async (tenant: TestTenant, body: Record<string, unknown>) =>
  ok(await tenant.client.runs.start({ body: body as never }), 201);
const drive = (tenant: TestTenant, runId: string) => driveRun(runActivities(app, { clock }), tenant.tenantId, runId);

async function zipEntries(tenant: TestTenant, runId: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/runs/${runId}/documents.zip`, {
    headers: { authorization: `Bearer ${tenant.apiKey}` },
  });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  return bytes.readUInt16LE(bytes.length - 22 + 10);
}

describe('a run of the owner statements', () => {
  it("issues each ACTIVE mandate's ended quarters once, and a second run of the month skips it", async () => {
    const tenant = await app.newTenant('Runs: owner statements');
    const { mandate, place } = await activeMandate(tenant.client);
    await draftMandate(tenant.client);
    const statements = () => countRows(tenant.tenantId, 'owner_statements', 'mandate_id = $2', [mandate.id]);

    // June 2026: the quarterly mandate from 2026-01-01 has Q1 and Q2 ended by the month's end.
    const june = await start(tenant, { kind: 'OWNER_STATEMENTS', period: '2026-06', page_size: 1 });
    expect(await drive(tenant, june.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 1, skipped: 0 });
    const issued = ok(
      await tenant.client.ownerStatements.list({ params: { mandate_id: mandate.id }, query: {} }),
      200,
    ).data;
    expect(issued.map((s) => [s.period_start, s.period_end]).sort()).toEqual([
      ['2026-01-01', '2026-03-31'],
      ['2026-04-01', '2026-06-30'],
    ]);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'owner_statement.issued'`)).toBe(2);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'owner_statement'`)).toBe(2);
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'subject_id = $2', [mandate.id])).toBe(1);
    // Each statement's PDF: a document of the run, and attached to the owner's e-mail.
    expect(await zipEntries(tenant, june.id)).toBe(2);
    const sent = await app.outbox.list({ tenantId: tenant.tenantId, kind: 'owner_statement' });
    expect(sent.map((m) => (m.attachments ?? []).map((a) => a.file_name)).sort()).toEqual([
      ['compte-rendu-de-gestion-2026-01-01-2026-03-31.pdf'],
      ['compte-rendu-de-gestion-2026-04-01-2026-06-30.pdf'],
    ]);

    const again = await start(tenant, { kind: 'OWNER_STATEMENTS', period: '2026-06' });
    expect(await drive(tenant, again.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 0, skipped: 1 });
    expect(await statements()).toBe(2);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'owner_statement'`)).toBe(2);

    // December, on the 20th: Q3 has ended, Q4 has not.
    const december = await start(tenant, { kind: 'OWNER_STATEMENTS', period: '2026-12', place_ids: [place.id] });
    expect(await drive(tenant, december.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 1 });
    expect(await statements()).toBe(3);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'owner_statement'`)).toBe(3);
    expect(await countRows(tenant.tenantId, 'owner_statements', `period_start = '2026-10-01'`)).toBe(0);
  });

  it('scopes by the places of the lots, and takes no leases', async () => {
    const tenant = await app.newTenant('Runs: owner statements scope');
    await activeMandate(tenant.client);
    const elsewhere = ok(await tenant.client.places.create({ body: { name: 'Ailleurs' } as never }), 201);
    const none = await start(tenant, { kind: 'OWNER_STATEMENTS', period: '2026-03', place_ids: [elsewhere.id] });
    expect(await drive(tenant, none.id)).toMatchObject({ status: 'COMPLETED', total: 0, done: 0 });
    expect(await countRows(tenant.tenantId, 'owner_statements')).toBe(0);
    // A mandate over a whole place is in the scope of that place.
    const owner = ok(await tenant.client.owners.create({ body: { last_name: 'Lefort' } as never }), 201);
    const whole = ok(
      await tenant.client.mandates.create({
        body: mandateBody(owner.id, [{ place_id: elsewhere.id }], { statement_frequency: 'MONTHLY' }) as never,
      }),
      201,
    );
    ok(
      await tenant.client.mandates.activate({ params: { mandate_id: whole.id }, body: { signed_on: '2025-12-15' } }),
      200,
    );
    const byPlace = await start(tenant, { kind: 'OWNER_STATEMENTS', period: '2026-03', place_ids: [elsewhere.id] });
    expect(await drive(tenant, byPlace.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 1 });
    // January, February and March of the monthly mandate; none of the other mandate's.
    expect(await countRows(tenant.tenantId, 'owner_statements', 'mandate_id = $2', [whole.id])).toBe(3);
    expect(await countRows(tenant.tenantId, 'owner_statements')).toBe(3);
    const refused = await tenant.client.runs.start({
      body: { kind: 'OWNER_STATEMENTS', period: '2026-03', lease_ids: [elsewhere.id] },
    });
    expect(problem(refused, 422).errors?.map((e) => e.code)).toEqual(['lease_ids_not_allowed']);
  });
});

describe('a run of the syndicates’ fund calls', () => {
  it('fails a syndicate its use case refuses, then calls each instalment due once; a second run skips', async () => {
    const tenant = await app.newTenant('Runs: fund calls');
    const { client } = tenant;
    const b = await sevenLotBuilding(client, { building_completed_on: '2020-06-01' });
    const syndicate_id = b.syndicate.id;
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year: 2026, lines: budgetLines(b) },
      }),
      201,
    );
    const ag = await assembly(client, syndicate_id);
    ok(
      await client.syndicBudgets.vote({ params: { syndicate_id, budget_id: budget.id }, body: { assembly_id: ag.id } }),
      200,
    );

    // Lots 4 to 6 have no co-owner: the call is refused (422), the syndicate's item fails, nothing is issued.
    const refused = await start(tenant, { kind: 'SYNDIC_FUND_CALLS', period: '2026-04' });
    expect(await drive(tenant, refused.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 0, failed: 1 });
    const read = ok(await client.runs.get({ params: { id: refused.id } }), 200);
    expect(read.failures).toEqual([
      expect.objectContaining({ subject_id: syndicate_id, lease_id: null, code: 'lot_without_co_owner' }),
    ]);
    expect(await countRows(tenant.tenantId, 'syndic_fund_calls')).toBe(0);

    const ownerC = ok(await client.owners.create({ body: { first_name: 'Claire', last_name: 'Colin' } as never }), 201);
    for (const lot of b.lots.slice(3, 6))
      ok(
        await client.syndicLots.update({
          params: { syndicate_id, lot_id: lot.id },
          body: { co_owner_owner_id: ownerC.id },
        }),
        200,
      );
    // April: the provisions due 2026-01-01 (not called yet) and 2026-04-01, seven lots each.
    const april = await start(tenant, { kind: 'SYNDIC_FUND_CALLS', period: '2026-04', place_ids: [b.place.id] });
    expect(await drive(tenant, april.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 1, failed: 0 });
    const calls = ok(await client.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }), 200);
    expect(calls.data.map((c) => [c.kind, c.instalment, c.due_date, c.total])).toEqual([
      ['BUDGET_PROVISION', 1, '2026-01-01', 11999.98],
      ['BUDGET_PROVISION', 2, '2026-04-01', 12000.0],
    ]);
    expect(await countRows(tenant.tenantId, 'syndic_fund_call_notices')).toBe(14);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'syndic_fund_call.issued'`)).toBe(14);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'syndic_fund_call'`)).toBe(14);
    expect(await zipEntries(tenant, april.id)).toBe(14);

    const again = await start(tenant, { kind: 'SYNDIC_FUND_CALLS', period: '2026-04' });
    expect(await drive(tenant, again.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 0, skipped: 1 });
    const may = await start(tenant, { kind: 'SYNDIC_FUND_CALLS', period: '2026-05' });
    expect(await drive(tenant, may.id)).toMatchObject({ status: 'COMPLETED', total: 1, done: 0, skipped: 1 });
    expect(await countRows(tenant.tenantId, 'syndic_fund_calls')).toBe(2);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'syndic_fund_call'`)).toBe(14);
  });
});
