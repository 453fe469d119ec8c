// Batch runs through HTTP and their activities (the worker's, driven here as the workflow drives
// them): the notices of rent due of a month for every lease of the account, page by page; a second
// run of the month skips what the first did; a page that crashed mid-way (the PDF renderer gone, the
// outbox unreachable after an item's commit) is resumed and does no item twice, counted in the
// database; receipts and reminder letters; the scope; cancellation; the ZIP of the run's PDFs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { followRun } from '../../../adapters/main/admin-runs.js';
import { EmbeddedPdfRenderer } from '../../../adapters/pdf/embedded-renderer.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import type { Notification, Notifier } from '../../../core/ports/notifier.js';
import { PdfRenderError, type PrintableDocument } from '../../../core/ports/pdf-renderer.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { activeLease, estateIn } from '../../support/billing.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { withPool } from '../../support/db.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { countRows, driveRun, runActivities } from '../../support/runs.js';
import { RecordingWorkflows } from '../../support/workflows.js';
import { RUN_ITEM_HANDLERS } from '../../../core/runs/kinds/index.js';
import { ConflictError } from '../../../core/shared/errors.js';

/** A renderer that fails its `failOn`-th render from now, as Gotenberg gone in the middle would. */
class FlakyRenderer extends EmbeddedPdfRenderer {
  private renders = 0;
  private failOn: number | null = null;

  failOnRender(n: number) {
    this.renders = 0;
    this.failOn = n;
  }

  override async render(document: PrintableDocument): Promise<Uint8Array> {
    this.renders += 1;
    if (this.renders === this.failOn) {
      this.failOn = null;
      throw new PdfRenderError('Gotenberg went away');
    }
    return super.render(document);
  }
}

/** The app's outbox, that refuses its `failOn`-th message from now (the database lost after an item's commit). */
class FlakyNotifier implements Notifier {
  private calls = 0;
  private failOn: number | null = null;
  constructor(private readonly inner: Notifier) {}

  failOnMessage(n: number) {
    this.calls = 0;
    this.failOn = n;
  }

  async enqueue(notification: Notification) {
    this.calls += 1;
    if (this.calls === this.failOn) {
      this.failOn = null;
      throw new Error('outbox unreachable');
    }
    return this.inner.enqueue(notification);
  }
}

const clock = { now: () => new Date('2026-12-20T09:00:00Z') };
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the batch run tests')!;
const workflows = new RecordingWorkflows();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock, workflows });
});
afterAll(() => app.close());

/** A tenant with `n` ACTIVE monthly leases from 2026-01-01 (and a DRAFT one, out of every scope). */
async function portfolio(name: string, n: number) {
  const tenant = await app.newTenant(name);
  const leases = [];
  for (let i = 0; i < n; i += 1)
    leases.push((await activeLease(tenant.client, { start_date: '2026-01-01', rent_amount: 600 + i })).lease);
  await leaseWithTenant(tenant.client, { start_date: '2026-01-01' });
  return { tenant, leases };
}

const start = async (tenant: TestTenant, body: Record<string, unknown>) =>
  ok(await tenant.client.runs.start({ body: body as never }), 201);

async function zipEntries(tenant: TestTenant, runId: string): Promise<number> {
  const res = await fetch(`${app.baseUrl}/api/runs/${runId}/documents.zip`, {
    headers: { authorization: `Bearer ${tenant.apiKey}` },
  });
  expect([res.status, res.status === 200 ? '' : await res.text()]).toEqual([200, '']);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const bytes = Buffer.from(await res.arrayBuffer());
  // Each entry has one local file header (PK\3\4), and the archive ends with its directory (PK\5\6).
  expect(bytes.subarray(-22, -18)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return bytes.readUInt16LE(bytes.length - 22 + 10);
}

describe('a run of the notices of rent due', () => {
  it('goes through every lease of the account in pages, and a second run of the month skips them', async () => {
    const { tenant, leases } = await portfolio('Runs: notices', 5);
    const created = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', page_size: 2 });
    expect(created).toMatchObject({ status: 'PENDING', total: 0, place_ids: [], lease_ids: [], step: null });
    expect(workflows.batchRuns).toContainEqual({ runId: created.id, cancel: false });

    const progress = await driveRun(runActivities(app, { clock }), tenant.tenantId, created.id);
    expect(progress).toMatchObject({ status: 'COMPLETED', total: 5, done: 5, failed: 0, skipped: 0, percent: 100 });
    const run = ok(await tenant.client.runs.get({ params: { id: created.id } }), 200);
    expect(run).toMatchObject({ status: 'COMPLETED', total: 5, done: 5, failures: [], progress: { percent: 100 } });
    expect(run.finished_at).not.toBeNull();

    const december = `period_start = '2026-12-01'`;
    expect(await countRows(tenant.tenantId, 'rent_periods', december)).toBe(5);
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'run_id = $2', [created.id])).toBe(5);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'rent.notice.issued'`)).toBe(5);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(5);
    expect(await zipEntries(tenant, created.id)).toBe(5);
    const periods = ok(await tenant.client.rentPeriods.list({ params: { lease_id: leases[0].id }, query: {} }), 200);
    expect(periods.data.filter((p) => p.period_start === '2026-12-01')).toHaveLength(1);

    const again = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12' });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, again.id)).toMatchObject({
      status: 'COMPLETED',
      total: 5,
      done: 0,
      skipped: 5,
    });
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(5);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(5);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'rent.notice.issued'`)).toBe(5);
    expect(await zipEntries(tenant, again.id)).toBe(0);
  });

  it('resumes a page that crashed mid-way and does no item twice (counted in the database)', async () => {
    const { tenant } = await portfolio('Runs: crash', 4);
    const renderer = new FlakyRenderer();
    const notifier = new FlakyNotifier(app.outbox);
    // The page's items one after the other, for an exact sequence of crashes.
    const activities = runActivities(app, { clock, renderer, notifier, sideBySide: false });
    const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', page_size: 10 });
    const ref = { tenantId: tenant.tenantId, runId: run.id };
    await activities.beginBatchRun(ref);
    // First attempt: the second item's messages cannot be queued, after its commit.
    notifier.failOnMessage(2);
    await expect(activities.runBatchPage(ref)).rejects.toThrow('outbox unreachable');
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(2);
    // Second attempt: the renderer goes away on the fourth lease (the second render of this attempt).
    renderer.failOnRender(2);
    await expect(activities.runBatchPage(ref)).rejects.toThrow('Gotenberg went away');
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(3);
    expect(ok(await tenant.client.runs.get({ params: { id: run.id } }), 200)).toMatchObject({ done: 0, total: 4 });
    // Third attempt: the page goes through, each item counted once, as done by this run.
    const page = await activities.runBatchPage(ref);
    expect(page).toMatchObject({ more: false, stop: false, progress: { done: 4, skipped: 0, failed: 0 } });
    expect(await activities.finishBatchRun({ ...ref, status: 'COMPLETED', error: null })).toMatchObject({
      status: 'COMPLETED',
      done: 4,
    });
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(4);
    expect(await countRows(tenant.tenantId, 'rent_periods', `period_start = '2026-12-01'`)).toBe(4);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'rent.notice.issued'`)).toBe(4);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(4);
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'not messages_sent')).toBe(0);
    // A page attempt that comes after the last one recorded (its result lost) counts nothing again.
    expect((await activities.runBatchPage(ref)).progress).toMatchObject({ status: 'COMPLETED', done: 4 });
  });

  it('does a page of leases side by side, and a page failed mid-way and retried does each item once', async () => {
    const { tenant } = await portfolio('Runs: side by side', 9);
    const renderer = new FlakyRenderer();
    const activities = runActivities(app, { clock, renderer });
    const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', page_size: 20 });
    const ref = { tenantId: tenant.tenantId, runId: run.id };
    await activities.beginBatchRun(ref);
    renderer.failOnRender(5);
    await expect(activities.runBatchPage(ref)).rejects.toThrow('Gotenberg went away');
    const before = await countRows(tenant.tenantId, 'batch_run_items');
    expect(before).toBeGreaterThanOrEqual(4);
    expect(before).toBeLessThan(9);
    // Nothing goes on once the attempt failed: the items are those it had under way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(before);
    expect(await activities.runBatchPage(ref)).toMatchObject({ more: false, progress: { done: 9, failed: 0 } });
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(9);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'rent.notice.issued'`)).toBe(9);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(9);
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'not messages_sent')).toBe(0);
  });

  it('records an item a rule refuses as a failure with its code, once, though its page is retried', async () => {
    const { tenant, leases } = await portfolio('Runs: failures', 3);
    const refused = [...leases].sort((x, y) => x.id.localeCompare(y.id))[0].id;
    // The lease's own rule refusing the item (as a lease moved out of ACTIVE since the page was read would).
    const handler = RUN_ITEM_HANDLERS.RENT_NOTICES;
    const apply = handler.apply;
    handler.apply = async (tx, deps, context) => {
      if (context.subject.id === refused)
        throw new ConflictError('Calling rent is not possible on a TERMINATED lease', [
          { path: 'lease', message: 'lease is TERMINATED', code: 'lease_status' },
        ]);
      return apply(tx, deps, context);
    };
    try {
      const renderer = new FlakyRenderer();
      const activities = runActivities(app, { clock, renderer });
      const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12' });
      const ref = { tenantId: tenant.tenantId, runId: run.id };
      await activities.beginBatchRun(ref);
      renderer.failOnRender(2);
      await expect(activities.runBatchPage(ref)).rejects.toThrow('Gotenberg went away');
      expect((await activities.runBatchPage(ref)).progress).toMatchObject({ done: 2, failed: 1, skipped: 0 });
      await activities.finishBatchRun({ ...ref, status: 'COMPLETED', error: null });
      const read = ok(await tenant.client.runs.get({ params: { id: run.id } }), 200);
      expect(read).toMatchObject({ status: 'COMPLETED', total: 3, done: 2, failed: 1 });
      expect(read.failures).toEqual([
        expect.objectContaining({
          lease_id: refused,
          code: 'lease_status',
          reason: expect.stringContaining('TERMINATED'),
        }),
      ]);
      expect(await countRows(tenant.tenantId, 'batch_run_items', 'subject_id = $2', [refused])).toBe(0);
    } finally {
      handler.apply = apply;
    }
  });

  it("applies the lease's credit to the period it opens, and e-mails the quittance that settles once", async () => {
    const tenant = await app.newTenant('Runs: credit');
    // From 2026-11-20: November prorated (1,000.00 × 11/30 = 366.67), December, and January paid ahead.
    const { lease } = await activeLease(tenant.client, { start_date: '2026-11-20', rent_amount: 1000 });
    ok(
      await tenant.client.rentPayments.create({
        params: { lease_id: lease.id },
        body: { amount: 2366.67, paid_on: '2026-11-25', method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
      }),
      201,
    );
    const quittances = () => countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_quittance'`);
    expect([await countRows(tenant.tenantId, 'rent_receipts'), await quittances()]).toEqual([2, 2]);
    const renderer = new FlakyRenderer();
    const activities = runActivities(app, { clock, renderer });
    const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2027-01' });
    const ref = { tenantId: tenant.tenantId, runId: run.id };
    await activities.beginBatchRun(ref);
    // January's quittance renders, then its notice cannot: the item, the quittance included, is undone.
    renderer.failOnRender(2);
    await expect(activities.runBatchPage(ref)).rejects.toThrow('Gotenberg went away');
    expect([await countRows(tenant.tenantId, 'rent_receipts'), await quittances()]).toEqual([2, 2]);
    expect((await activities.runBatchPage(ref)).progress).toMatchObject({ done: 1 });
    const periods = ok(await tenant.client.rentPeriods.list({ params: { lease_id: lease.id }, query: {} }), 200);
    expect(periods.data.find((p) => p.period_start === '2027-01-01')).toMatchObject({ status: 'PAID' });
    expect([await countRows(tenant.tenantId, 'rent_receipts'), await quittances()]).toEqual([3, 3]);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(1);
    expect(await countRows(tenant.tenantId, 'rent_periods', 'receipts_due')).toBe(0);
  });

  it('keeps to the scope: the places named, the leases named', async () => {
    const tenant = await app.newTenant('Runs: scope');
    const estate = await estateIn(tenant.client);
    const inPlace = (await activeLease(tenant.client, { estate_id: estate.id, start_date: '2026-01-01' })).lease;
    const other = (await activeLease(tenant.client, { start_date: '2026-01-01' })).lease;
    const third = (await activeLease(tenant.client, { start_date: '2026-01-01' })).lease;
    const byPlace = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', place_ids: [estate.place_id] });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, byPlace.id)).toMatchObject({
      total: 1,
      done: 1,
    });
    const byLease = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', lease_ids: [other.id, inPlace.id] });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, byLease.id)).toMatchObject({
      total: 2,
      done: 1,
      skipped: 1,
    });
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'subject_id = $2', [third.id])).toBe(0);
  });
});

describe('runs of receipts and reminder letters', () => {
  it('issues the receipts a paid period lacks, and skips the periods with theirs', async () => {
    const { tenant, leases } = await portfolio('Runs: receipts', 2);
    for (const lease of leases) {
      ok(await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: '2026-11-01' } }), 200);
      const payment = ok(
        await tenant.client.rentPayments.create({
          params: { lease_id: lease.id },
          body: { amount: 100_000, paid_on: '2026-11-02', method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
        }),
        201,
      );
      // Twelve periods paid at once: their receipts are the payment's PAYMENT_RECEIPTS run.
      await driveRun(runActivities(app, { clock }), tenant.tenantId, payment.receipts_run_id!);
    }
    // The receipts of one lease's November are lost (issued before the service kept them).
    await withPool((pool) =>
      pool.query(`delete from rent_receipts where lease_id = $1 and period_start = '2026-11-01'`, [leases[0].id]),
    );
    const run = await start(tenant, { kind: 'RECEIPTS', period: '2026-11' });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, run.id)).toMatchObject({
      total: 2,
      done: 1,
      skipped: 1,
    });
    expect(await countRows(tenant.tenantId, 'rent_receipts', `period_start = '2026-11-01'`)).toBe(2);
    expect(await zipEntries(tenant, run.id)).toBe(1);
  });

  it('leaves the receipts of more than 3 periods paid at once to a PAYMENT_RECEIPTS run, which issues each once', async () => {
    const tenant = await app.newTenant('Runs: arrears paid at once');
    const pay = async (leaseId: string) =>
      ok(
        await tenant.client.rentPayments.create({
          params: { lease_id: leaseId },
          body: { amount: 20_000, paid_on: '2026-12-18', method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
        }),
        201,
      );
    const receipts = (leaseId: string) => countRows(tenant.tenantId, 'rent_receipts', 'lease_id = $2', [leaseId]);
    // October to December: three periods, their receipts issued with the payment.
    const { lease: recent } = await activeLease(tenant.client, { start_date: '2026-10-01', rent_amount: 600 });
    const three = await pay(recent.id);
    expect([three.allocations.length, three.receipts_run_id, await receipts(recent.id)]).toEqual([3, null, 3]);
    // January to December: twelve periods, their receipts left to a run of the lease, recorded with the payment.
    const { lease: arrears } = await activeLease(tenant.client, { start_date: '2026-01-01', rent_amount: 600 });
    const twelve = await pay(arrears.id);
    expect([twelve.allocations.length, await receipts(arrears.id)]).toEqual([12, 0]);
    expect(workflows.batchRuns).toContainEqual({ runId: twelve.receipts_run_id, cancel: false });
    expect(ok(await tenant.client.runs.get({ params: { id: twelve.receipts_run_id! } }), 200)).toMatchObject({
      kind: 'PAYMENT_RECEIPTS',
      period: '2026-12',
      lease_ids: [arrears.id],
      status: 'PENDING',
    });
    const activities = runActivities(app, { clock });
    expect(await driveRun(activities, tenant.tenantId, twelve.receipts_run_id!)).toMatchObject({ total: 1, done: 1 });
    expect(await receipts(arrears.id)).toBe(12);
    expect(await countRows(tenant.tenantId, 'rent_periods', 'lease_id = $2 and receipts_due', [arrears.id])).toBe(0);
    // A later payment, kept as credit, makes no receipt due and issues none of the twelve again.
    expect((await pay(arrears.id)).receipts_run_id).toBeNull();
    expect(await receipts(arrears.id)).toBe(12);
  });

  it('sends the letters of one step where it is the next one and due, once', async () => {
    const { tenant, leases } = await portfolio('Runs: reminders', 2);
    for (const lease of leases)
      ok(await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: '2026-11-01' } }), 200);
    // One lease pays its November: nothing to remind.
    ok(
      await tenant.client.rentPayments.create({
        params: { lease_id: leases[1].id },
        body: { amount: 100_000, paid_on: '2026-11-02', method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
      }),
      201,
    );
    const formal = await start(tenant, { kind: 'REMINDERS', period: '2026-11', step: 'FORMAL_NOTICE' });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, formal.id)).toMatchObject({
      done: 0,
      skipped: 2,
    });
    const friendly = await start(tenant, { kind: 'REMINDERS', period: '2026-11', step: 'FRIENDLY_REMINDER' });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, friendly.id)).toMatchObject({
      done: 1,
      skipped: 1,
    });
    const reminders = ok(
      await tenant.client.rentReminders.list({ params: { lease_id: leases[0].id }, query: {} }),
      200,
    );
    expect(reminders.data.map((r) => r.step)).toEqual(['FRIENDLY_REMINDER']);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_friendly_reminder'`)).toBe(1);
    const formalAgain = await start(tenant, { kind: 'REMINDERS', period: '2026-11', step: 'FORMAL_NOTICE' });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, formalAgain.id)).toMatchObject({ done: 1 });
    expect(await countRows(tenant.tenantId, 'rent_reminders')).toBe(2);
    expect(await zipEntries(tenant, formalAgain.id)).toBe(1);
    // The letter: the formal notice of the period, naming what is due and art. 24.
    const { rows } = await withPool((pool) =>
      pool.query<{ documents: { storage_key: string }[] }>('select documents from batch_run_items where run_id = $1', [
        formalAgain.id,
      ]),
    );
    const letter = normaliseText(await pdfToText(pdftotext, (await app.files.get(rows[0].documents[0].storage_key))!));
    expect(letter).toContain('Mise en demeure de payer le loyer');
    expect(letter).toContain(
      'le loyer du 01/11/2026 au 30/11/2026, échu le 01/11/2026 reste impayé à hauteur de 600,00 €',
    );
    expect(letter).toContain('art. 24');
  });
});

describe('starting, reading, listing and cancelling runs', () => {
  it('refuses what a run cannot be (400, 404, 422), and changes nothing', async () => {
    const tenant = await app.newTenant('Runs: refusals');
    const c = tenant.client;
    const bad = (body: Record<string, unknown>) => c.runs.start({ body: body as never });
    expect(problem(await bad({ kind: 'REMINDERS', period: '2026-12' }), 422).errors).toEqual([
      expect.objectContaining({ path: 'step', code: 'step_required' }),
    ]);
    expect(problem(await bad({ kind: 'RECEIPTS', period: '2026-12', step: 'FORMAL_NOTICE' }), 422).errors).toEqual([
      expect.objectContaining({ code: 'step_not_allowed' }),
    ]);
    problem(await bad({ kind: 'RENT_NOTICES', period: '2026-13' }), 400);
    problem(await bad({ kind: 'PAYROLL', period: '2026-12' }), 400);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(problem(await bad({ kind: 'RENT_NOTICES', period: '2026-12', place_ids: [unknown] }), 404).errors).toEqual([
      expect.objectContaining({ path: 'place_ids.0', code: 'not_found' }),
    ]);
    expect(await countRows(tenant.tenantId, 'batch_runs')).toBe(0);
  });

  it('lists the runs, cancels a PENDING one at once and a RUNNING one after its page; an ended one is a 409', async () => {
    const { tenant } = await portfolio('Runs: cancel', 3);
    const c = tenant.client;
    const pending = await start(tenant, { kind: 'rent-notices', period: '2026-12' });
    const cancelled = ok(await c.runs.cancel({ params: { id: pending.id }, body: {} }), 200);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancel_requested: true });
    expect(workflows.batchRuns).toContainEqual({ runId: pending.id, cancel: true });
    expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, pending.id)).toMatchObject({
      status: 'CANCELLED',
      done: 0,
    });
    problem(await c.runs.cancel({ params: { id: pending.id }, body: {} }), 409);

    const running = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', page_size: 1 });
    const activities = runActivities(app, { clock });
    const ref = { tenantId: tenant.tenantId, runId: running.id };
    await activities.beginBatchRun(ref);
    expect((await activities.runBatchPage(ref)).progress).toMatchObject({ status: 'RUNNING', done: 1 });
    expect(ok(await c.runs.cancel({ params: { id: running.id }, body: {} }), 200)).toMatchObject({
      status: 'RUNNING',
      cancel_requested: true,
    });
    expect(await activities.runBatchPage(ref)).toMatchObject({ stop: true });
    await activities.finishBatchRun({ ...ref, status: 'CANCELLED', error: null });
    expect(ok(await c.runs.get({ params: { id: running.id } }), 200)).toMatchObject({ status: 'CANCELLED', done: 1 });

    const list = ok(await c.runs.list({ query: { status: 'CANCELLED', per_page: 10 } }), 200);
    expect(list.data.map((r) => r.id).sort()).toEqual([pending.id, running.id].sort());
    expect(ok(await c.runs.list({ query: { kind: 'RECEIPTS' } }), 200).data).toEqual([]);
  });

  it('pages the list by keyset in the order of its pages, filters kept', async () => {
    const tenant = await app.newTenant('Runs: pages');
    for (const period of ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'])
      await start(tenant, { kind: 'RENT_NOTICES', period });
    await start(tenant, { kind: 'RECEIPTS', period: '2026-11' });
    for (const sort of ['-created_at', 'period', '-period']) {
      const query = { kind: 'RENT_NOTICES' as const, per_page: 2, sort };
      const byOffset: string[] = [];
      for (let page = 1; page <= 3; page += 1)
        byOffset.push(...ok(await tenant.client.runs.list({ query: { ...query, page } }), 200).data.map((r) => r.id));
      const byCursor: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const body = ok(await tenant.client.runs.list({ query: { ...query, cursor } }), 200);
        byCursor.push(...body.data.map((r) => r.id));
        if (!body.meta.next_cursor) break;
        cursor = body.meta.next_cursor;
      }
      expect(byCursor).toEqual(byOffset);
      expect(byCursor).toHaveLength(5);
    }
    const periods = ok(await tenant.client.runs.list({ query: { sort: 'period', kind: 'RENT_NOTICES' } }), 200);
    expect(periods.data.map((r) => r.period)).toEqual(['2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it("answers 404 for another tenant's run, its cancel and its ZIP", async () => {
    const { tenant } = await portfolio('Runs: owner', 1);
    const other = await app.newTenant('Runs: other');
    const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12' });
    problem(await other.client.runs.get({ params: { id: run.id } }), 404);
    problem(await other.client.runs.cancel({ params: { id: run.id }, body: {} }), 404);
    problem(await other.client.runs.documents({ params: { id: run.id } }), 404);
    expect(ok(await other.client.runs.list({ query: {} }), 200).data).toEqual([]);
  });
});

describe('the admin CLI', () => {
  it('follows a run with its progress bar until it ends, then answers the run', async () => {
    const { tenant } = await portfolio('Runs: follow', 2);
    const run = await start(tenant, { kind: 'RENT_NOTICES', period: '2026-12', page_size: 1 });
    const storeFor = (tenantId: string) => new MikroStore(app.orm.em.fork(), tenantId);
    const followed = followRun({ tenant: tenant.tenantId, run: run.id, interval: '50' }, storeFor);
    await driveRun(runActivities(app, { clock }), tenant.tenantId, run.id);
    expect(await followed).toMatchObject({ id: run.id, status: 'COMPLETED', total: 2, done: 2, percent: 100 });
    await expect(followRun({ tenant: tenant.tenantId }, storeFor)).rejects.toThrow('--tenant and --run are required');
  });
});
