// The check and the write share one transaction (issue 39; docs/decisions.md 283): with one
// signature left in the period, ten initiations at once give exactly one 201 and nine 402, and the
// nine leave nothing behind (no document, no credit taken, the leases still DRAFT).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assignPlan } from '../../../core/plans/plans.js';
import { type TestApp, startTestApp } from '../../support/app.js';
import { tenantRows, withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { testPlan } from '../../support/plans.js';
import { type SignableLease, grant, signableLease } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';

let app: TestApp;

/** The tables whose row count changed, and by how much. */
const diff = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([table, n]) => [table, n - (before[table] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  );

beforeAll(async () => {
  app = await startTestApp({ workflows: new RecordingWorkflows() });
}, 60_000);
afterAll(() => app.close());

describe('the last unit of a limit, asked for ten times at once', () => {
  it('goes to exactly one request; the others get a 402 and write nothing', async () => {
    const t = await app.newTenant('Quota race');
    const leases: SignableLease[] = [];
    for (let i = 0; i < 11; i += 1) leases.push(await signableLease(t.client, { owner: `Owner${i}`, tenant: `T${i}` }));
    await grant(app, t, 20);
    // A plan with two signatures a period; one is taken before the race.
    const plan = await testPlan({ signatures_per_month: 2 });
    await assignPlan(app.services.plans.stores, t.tenantId, plan, new Date());
    const initiate = (lease: SignableLease) =>
      t.client.signatures.initiate({
        params: { lease_id: lease.leaseId },
        body: { pdf_id: lease.pdfId, signers: lease.signers },
      });
    // What one initiation writes, table by table.
    const start = await tenantRows(t.tenantId);
    ok(await initiate(leases[0]), 201);
    const before = await tenantRows(t.tenantId);
    const footprint = diff(before, start);

    const answers = await Promise.all(leases.slice(1).map(initiate));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(402)]);
    for (const refused of answers.filter((a) => a.status === 402))
      expect(problem(refused, 402)).toMatchObject({ limit: 'signatures_per_month', plan });

    // The race wrote one initiation, and the event of the limit reached: nothing of the nine others.
    const after = await tenantRows(t.tenantId);
    expect(diff(after, before)).toEqual({ ...footprint, outbox_events: (footprint.outbox_events ?? 0) + 1 });
    expect(footprint).toMatchObject({ signature_documents: 1, signature_requests: 2, credit_entries: 1 });
    const statuses = await withPool(
      async (pool) =>
        (
          await pool.query(`select status, count(*)::int as n from leases where tenant_id = $1 group by status`, [
            t.tenantId,
          ])
        ).rows,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.n]))).toEqual({ DRAFT: 9, PENDING_SIGNATURE: 2 });
    const usage = ok(await t.client.usage.get(), 200);
    expect(usage.limits.find((l) => l.limit === 'signatures_per_month')).toMatchObject({ max: 2, used: 2 });
  }, 60_000);
});
