// Receipts that follow the money (loi 89-462 art. 21): a payment issues the reçu of each paying
// tenant while the period is paid in part and the quittance once it is paid in full, by rent share,
// each with its `receipt.issued` event and its e-mail; never twice, when payments arrive at the same
// moment or when the process fails halfway. And the deposit's amounts named for what they are.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryOutbox } from '../../../adapters/notify/memory-outbox.js';
import { EmbeddedPdfRenderer } from '../../../adapters/pdf/embedded-renderer.js';
import type { Notification } from '../../../core/ports/notifier.js';
import { PdfRenderError, type PrintableDocument } from '../../../core/ports/pdf-renderer.js';
import { addDays, addMonths } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { leaseWithTenant, newLessee, ok, problem } from '../../support/leasing.js';

const today = new Date().toISOString().slice(0, 10);
const thisMonth = `${today.slice(0, 8)}01`;

/** A renderer that fails once on its `failOn`-th render from now, as Gotenberg gone in the middle would. */
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

/** An outbox that refuses its next message, as a database connection lost after the payment's commit would. */
class FlakyOutbox extends MemoryOutbox {
  failNext = false;

  override async enqueue(notification: Notification) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('outbox unreachable');
    }
    return super.enqueue(notification);
  }
}

const renderer = new FlakyRenderer();
const outbox = new FlakyOutbox();
let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp({ renderer, notifier: outbox });
  tenant = await app.newTenant('Settlement receipts');
  client = tenant.client;
});
afterAll(() => app.close());

/** An ACTIVE lease of 1,000.00 a month from `start`, its rent shared 60 / 40 by two tenants. */
async function sharedLease(start: string) {
  const { lease, lessee: primary } = await leaseWithTenant(client, { start_date: start, rent_amount: 1000 });
  const co = await newLessee(client, { first_name: 'Paul', email: 'paul@example.fr' });
  ok(
    await client.leaseLessees.add({
      params: { lease_id: lease.id },
      body: { lessee_id: co.id, role: 'CoTenant', start_date: start, rent_share: 40 } as never,
    }),
    201,
  );
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, primary, co };
}

const pay = (leaseId: string, amount: number) =>
  client.rentPayments.create({
    params: { lease_id: leaseId },
    body: { amount, paid_on: today, method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
  });
const receipts = async (leaseId: string) =>
  ok(await client.rentReceipts.list({ params: { lease_id: leaseId }, query: { per_page: 100 } }), 200).data;
const messages = (leaseId: string) =>
  outbox.list().filter((m) => m.leaseId === leaseId && (m.kind === 'rent_quittance' || m.kind === 'rent_recu'));

async function issuedEvents(leaseId: string) {
  return withPool(
    async (pool) =>
      (
        await pool.query(
          `select payload from outbox_events where tenant_id = $1 and type = 'receipt.issued' and payload->>'lease_id' = $2`,
          [tenant.tenantId, leaseId],
        )
      ).rows as { payload: { receipt_id: string; kind: string } }[],
  );
}

describe('receipts when a payment settles a period', () => {
  it('issues the reçu of each tenant for a partial payment and the quittance once paid in full, by rent share', async () => {
    const { lease, primary, co } = await sharedLease(thisMonth);
    ok(await pay(lease.id, 300), 201);
    const recus = await receipts(lease.id);
    expect(recus.map((r) => [r.kind, r.lessee_id, r.rent_share, r.paid_amount, r.total_amount]).sort()).toEqual(
      [
        ['RECU', primary.id, 60, 180, 600],
        ['RECU', co.id, 40, 120, 400],
      ].sort(),
    );
    // A second partial payment: the reçu of the period stands (one per tenant, period and kind).
    ok(await pay(lease.id, 200), 201);
    expect(await receipts(lease.id)).toHaveLength(2);
    ok(await pay(lease.id, 500), 201);
    const all = await receipts(lease.id);
    const quittances = all.filter((r) => r.kind === 'QUITTANCE');
    expect(quittances.map((r) => [r.lessee_id, r.paid_amount, r.total_amount]).sort()).toEqual(
      [
        [primary.id, 600, 600],
        [co.id, 400, 400],
      ].sort(),
    );

    const sent = messages(lease.id);
    expect(sent.map((m) => [m.kind, m.recipientId]).sort()).toEqual(
      [
        ['rent_recu', primary.id],
        ['rent_recu', co.id],
        ['rent_quittance', primary.id],
        ['rent_quittance', co.id],
      ].sort(),
    );
    for (const message of sent) {
      const receipt = all.find((r) => r.id === message.data.receipt_id)!;
      expect(message.attachments).toEqual([
        { file_name: receipt.file_name, content_type: 'application/pdf', storage_key: expect.any(String) },
      ]);
      expect(await app.files.get(message.attachments![0].storage_key)).not.toBeNull();
    }
    expect((await issuedEvents(lease.id)).map((e) => e.payload.receipt_id).sort()).toEqual(all.map((r) => r.id).sort());
    const again = await client.rentReceipts.create({
      params: { lease_id: lease.id },
      body: { period_id: all[0].period_id, lessee_id: primary.id },
    });
    expect(problem(again, 409).errors?.[0].code).toBe('duplicate_receipt');
  });

  it('issues each receipt once when payments and receipt requests arrive at the same moment', async () => {
    const { lease, primary, co } = await sharedLease(addMonths(thisMonth, -2));
    const periods = ok(await client.rentPeriods.open({ params: { lease_id: lease.id }, body: {} }), 200);
    expect(periods).toHaveLength(3);
    const asked = periods.flatMap((p) =>
      [primary, co].map((l) =>
        client.rentReceipts.create({ params: { lease_id: lease.id }, body: { period_id: p.id, lessee_id: l.id } }),
      ),
    );
    const answers = await Promise.all([...Array.from({ length: 6 }, () => pay(lease.id, 500)), ...asked]);
    expect(answers.slice(0, 6).map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const answer of answers.slice(6)) expect([201, 409, 422]).toContain(answer.status);

    const all = await receipts(lease.id);
    const keys = all.map((r) => `${r.period_id}:${r.lessee_id}:${r.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every period went from part paid to paid in full: a reçu and a quittance for each tenant.
    expect(all.filter((r) => r.kind === 'QUITTANCE')).toHaveLength(6);
    expect(all.filter((r) => r.kind === 'RECU')).toHaveLength(6);
    expect(
      messages(lease.id)
        .map((m) => m.data.receipt_id)
        .sort(),
    ).toEqual(all.map((r) => r.id).sort());
    expect((await issuedEvents(lease.id)).map((e) => e.payload.receipt_id).sort()).toEqual(all.map((r) => r.id).sort());
  }, 60_000);
});

describe('a settlement that fails halfway', () => {
  it('records nothing when a receipt cannot be produced, then issues each receipt once when paid again', async () => {
    const { lease } = await sharedLease(thisMonth);
    renderer.failOnRender(2);
    expect(problem(await pay(lease.id, 1000), 503).status).toBe(503);
    expect(ok(await client.rentPayments.list({ params: { lease_id: lease.id }, query: {} }), 200).data).toEqual([]);
    expect(await receipts(lease.id)).toEqual([]);
    expect(await issuedEvents(lease.id)).toEqual([]);
    // The PDF stored before the failure is removed with the rest.
    const dir = path.join(app.files.root, tenant.tenantId, lease.id, 'receipts');
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
    ok(await pay(lease.id, 1000), 201);
    expect((await receipts(lease.id)).map((r) => r.kind)).toEqual(['QUITTANCE', 'QUITTANCE']);
    expect(messages(lease.id)).toHaveLength(2);
  });

  it('keeps the payment when the e-mails cannot be queued, and sends them at the next settlement', async () => {
    const { lease } = await sharedLease(thisMonth);
    outbox.failNext = true;
    ok(await pay(lease.id, 1000), 201);
    expect(await receipts(lease.id)).toHaveLength(2);
    expect(messages(lease.id)).toEqual([]);
    ok(await client.rentPeriods.open({ params: { lease_id: lease.id }, body: {} }), 200);
    expect(messages(lease.id)).toHaveLength(2);
    ok(await client.rentPeriods.open({ params: { lease_id: lease.id }, body: {} }), 200);
    expect(messages(lease.id)).toHaveLength(2);
  });
});

describe('the deposit amounts after restitution', () => {
  it('says what was owed in total and what is still owed, beside the older names', async () => {
    const { lease } = await sharedLease(addMonths(thisMonth, -14));
    ok(
      await client.leaseDeposit.create({
        params: { lease_id: lease.id },
        body: { amount: 750, received_amount: 750, received_on: addMonths(thisMonth, -14), forwarding_address: 'Lyon' },
      }),
      201,
    );
    const keys = addMonths(thisMonth, -4);
    ok(
      await client.leaseDeposit.handover({
        params: { lease_id: lease.id },
        body: { keys_returned_on: keys, exit_matches_entry: true },
      }),
      200,
    );
    const returned = ok(
      await client.leaseDeposit.restitution({
        params: { lease_id: lease.id },
        body: { returned_amount: 750, returned_on: addDays(addMonths(keys, 1), 10) },
      }),
      200,
    );
    // Ten days late, one month started: 10 % of the monthly rent (1,000.00) on top of the 750.00.
    expect(returned).toMatchObject({
      returned_amount: 750,
      penalty_due_now: 100,
      total_owed_to_tenant: 850,
      still_owed_to_tenant: 100,
      amount_due_now: 850,
      outstanding_amount: 100,
    });
  });
});
