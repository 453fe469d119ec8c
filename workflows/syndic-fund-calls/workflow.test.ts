// A syndicate's fund calls under Temporal's time-skipping test server: a year of quarters issued by
// the process on the syndicate's fiscal calendar; one co-owner pays, the other does not and is taken
// to a reminder, a formal notice (its letter presented two days later), and 30 days after that
// presentation to art. 19-2: the rest of the year's provisions fall due at once, with interest at
// the legal rate, and the later quarters call nothing more on the late payer's lot.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, bundleWorkflowCode } from '@temporalio/worker';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH } from '../../adapters/temporal/worker.js';
import { addDays, daysBetween } from '../../core/shared/dates.js';
import { type Client, type TestApp, startTestApp } from '../../test/support/app.js';
import { eventuallyWithin } from '../../test/support/eventually.js';
import { ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { appWorker, quietTemporalRuntime, recordHistory, replayHistories } from '../../test/support/temporal.js';
import { syndicFundCallsWorkflowId } from './client.js';
import { syndicFundCallsStateQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the syndic fund-call workflow tests');
const eventually = eventuallyWithin(30_000);

(testServerPath ? describe : describe.skip)('syndic fund calls (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let app: TestApp;
  let client: Client;
  let tenantId: string;
  const taskQueue = `syndic-fund-calls-test-${randomUUID()}`;
  const clock = { ms: Date.now(), now: () => new Date(clock.ms) };

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    app = await startTestApp({ clock, engine: temporalTarget(env.client.workflow), taskQueue });
    const tenant = await app.newTenant('Syndic fund-call process');
    client = tenant.client;
    tenantId = tenant.tenantId;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await env?.teardown();
  });

  async function serverToday(): Promise<string> {
    clock.ms = await env.currentTimeMs();
    return new Date(clock.ms).toISOString().slice(0, 10);
  }
  const sleepUntil = async (day: string) => env.sleep(`${Math.max(0, daysBetween(await serverToday(), day))} days`);

  /** Two lots on one general key, a 4,000.00 budget voted for the fiscal year starting next month. */
  async function building() {
    const today = await serverToday();
    const next = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const start = next.toISOString().slice(0, 10);
    const fiscal_year = Number(start.slice(0, 4));
    const place = ok(await client.places.create({ body: { name: 'Les Tilleuls' } }), 201);
    const syndicate = ok(
      await client.syndicates.create({
        body: {
          place_id: place.id,
          name: 'SDC Les Tilleuls',
          fiscal_year_start_month: next.getUTCMonth() + 1,
          building_completed_on: addDays(today, -365),
        } as never,
      }),
      201,
    );
    const syndicate_id = syndicate.id;
    const owner = async (last_name: string) =>
      ok(await client.owners.create({ body: { first_name: 'M.', last_name } as never }), 201);
    const [payer, late] = [await owner('Payeur'), await owner('Retard')];
    const lotA = ok(
      await client.syndicLots.create({ params: { syndicate_id }, body: { number: '1', co_owner_owner_id: payer.id } }),
      201,
    );
    const lotB = ok(
      await client.syndicLots.create({ params: { syndicate_id }, body: { number: '2', co_owner_owner_id: late.id } }),
      201,
    );
    const key = ok(
      await client.chargeKeys.create({
        params: { syndicate_id },
        body: { code: 'GEN', name: 'Générales', kind: 'GENERAL', stated_total: 1000 },
      }),
      201,
    );
    ok(
      await client.chargeKeys.setShares({
        params: { syndicate_id, key_id: key.id },
        body: {
          shares: [
            { lot_id: lotA.id, shares: 600 },
            { lot_id: lotB.id, shares: 400 },
          ],
        },
      }),
      200,
    );
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year, lines: [{ charge_key_id: key.id, heading: 'Entretien', amount: 4000 }] },
      }),
      201,
    );
    const ag = ok(
      await client.assemblies.create({
        params: { syndicate_id },
        body: { held_on: today, convened_on: addDays(today, -30) },
      }),
      201,
    );
    ok(
      await client.syndicBudgets.vote({ params: { syndicate_id, budget_id: budget.id }, body: { assembly_id: ag.id } }),
      200,
    );
    const quarters = [0, 3, 6, 9].map((m) => {
      const d = new Date(next);
      d.setUTCMonth(d.getUTCMonth() + m);
      return d.toISOString().slice(0, 10);
    });
    // The general assembly kept the quarters of art. 14-1: recording the schedule starts the process.
    ok(
      await client.syndicFundCalls.setSchedule({
        params: { syndicate_id, fiscal_year },
        body: { instalments: quarters.map((due_date) => ({ due_date, weight: 1 })) },
      }),
      200,
    );
    return { syndicate_id, payer, late, quarters };
  }

  it('issues a year of quarters, takes the late payer to formal notice and art. 19-2, and replays', async () => {
    const worker = await appWorker(env, app, {
      taskQueue,
      clock,
      workflows: app.services.leasing.workflows,
      workflowBundle: await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') }),
    });
    await worker.runUntil(async () => {
      const { syndicate_id, payer, late, quarters } = await building();
      const handle = env.client.workflow.getHandle(syndicFundCallsWorkflowId(tenantId, syndicate_id));
      const calls = async () =>
        ok(await client.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }), 200).data;
      const accountOf = async (ownerId: string) =>
        ok(await client.coOwnerAccounts.list({ params: { syndicate_id }, query: {} }), 200).data.find(
          (a) => a.owner_id === ownerId,
        )!;
      const steps = async (accountId: string) =>
        ok(await client.coOwnerAccounts.recoveries({ params: { syndicate_id, account_id: accountId }, query: {} }), 200)
          .data;

      await sleepUntil(quarters[0]);
      await eventually(async () => expect((await calls()).map((c) => c.total)).toEqual([4000 / 4]));
      const payerAccount = await accountOf(payer.id);
      const lateAccount = await accountOf(late.id);
      ok(
        await client.coOwnerPayments.create({
          params: { syndicate_id, account_id: payerAccount.id },
          body: { amount: 2400, paid_on: await serverToday(), method: 'VIREMENT_BANCAIRE' },
        }),
        201,
      );

      await sleepUntil(addDays(quarters[0], 16));
      await eventually(async () => expect((await steps(lateAccount.id)).map((s) => s.step)).toEqual(['REMINDER']));
      await sleepUntil(addDays(quarters[0], 31));
      await eventually(async () =>
        expect((await steps(lateAccount.id)).map((s) => s.step)).toEqual(['REMINDER', 'FORMAL_NOTICE']),
      );
      const formal = (await steps(lateAccount.id))[1];
      expect(formal).toMatchObject({ amount_claimed: 400, nature: expect.stringContaining('provision sur budget') });
      expect(await steps(payerAccount.id)).toEqual([]);
      const presented = addDays(formal.taken_on, 2);
      await serverToday();
      ok(
        await client.coOwnerAccounts.presented({
          params: { syndicate_id, account_id: lateAccount.id, recovery_id: formal.id },
          body: { first_presented_on: presented },
        }),
        200,
      );

      // Day 30 after the presentation is not yet art. 19-2; the day after it is.
      await sleepUntil(addDays(presented, 30));
      expect((await steps(lateAccount.id)).map((s) => s.step)).toEqual(['REMINDER', 'FORMAL_NOTICE']);
      await sleepUntil(addDays(presented, 31));
      await eventually(async () =>
        expect((await steps(lateAccount.id)).map((s) => s.step)).toEqual(['REMINDER', 'FORMAL_NOTICE', 'ACCELERATION']),
      );
      const entries = ok(
        await client.coOwnerAccounts.entries({
          params: { syndicate_id, account_id: lateAccount.id },
          query: { per_page: 100 },
        }),
        200,
      ).data;
      expect(entries.filter((e) => e.kind === 'ACCELERATION').map((e) => e.amount)).toEqual([1200]);
      expect(entries.some((e) => e.kind === 'INTEREST' && e.amount > 0)).toBe(true);
      const described = await handle.describe();
      await recordHistory(
        env.client.workflow.getHandle(handle.workflowId, described.runId),
        HISTORIES,
        'waiting-after-acceleration',
      );

      await sleepUntil(addDays(quarters[3], 1));
      await eventually(async () => expect((await calls()).map((c) => c.total)).toEqual([1000, 600, 600, 600]));
      const lateBalance = (await accountOf(late.id)).balance;
      const interest = entries.filter((e) => e.kind === 'INTEREST').reduce((s, e) => s + Math.round(e.amount * 100), 0);
      expect(Math.round(lateBalance * 100)).toBeGreaterThanOrEqual(160_000 + interest);
      // The payer paid the year at once: the credit went to each later notice as it was issued.
      expect((await accountOf(payer.id)).balance).toBe(0);
      expect(await steps(payerAccount.id)).toEqual([]);
      await eventually(async () =>
        expect(await handle.query(syndicFundCallsStateQuery)).toMatchObject({ issued: 4, steps: 3 }),
      );
      await handle.terminate('test done');
    });
  }, 240_000);
});

describe('syndic fund-call replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual(['waiting-after-acceleration.json']);
  }, 120_000);
});
