import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PdfRenderError } from '../../../core/ports/pdf-renderer.js';
import { addDays, addMonths } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { activeLease } from '../../support/billing.js';
import { tenantRows } from '../../support/db.js';
import { newLease, newLessee, ok, problem } from '../../support/leasing.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the rent document text checks');
let app: TestApp;
let tenant: TestTenant;
let client: Client;
const today = new Date().toISOString().slice(0, 10);
/** Two months before the first of this month: three monthly periods are due today (à échoir, on the 1st). */
const start = addMonths(`${today.slice(0, 8)}01`, -2);

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Rent billing');
  client = tenant.client;
});
afterAll(() => app.close());

const open = (leaseId: string, upTo?: string) =>
  client.rentPeriods.open({ params: { lease_id: leaseId }, body: upTo ? { up_to: upTo } : {} });
const pay = (leaseId: string, amount: number, fields: Record<string, unknown> = {}) =>
  client.rentPayments.create({
    params: { lease_id: leaseId },
    body: { amount, paid_on: today, method: 'BankTransfer', payer: 'Camille Durand', ...fields } as never,
  });
const periods = async (leaseId: string) =>
  ok(await client.rentPeriods.list({ params: { lease_id: leaseId }, query: {} }), 200).data;

async function text(body: unknown): Promise<string> {
  return normaliseText(await pdfToText(pdftotext!, new Uint8Array(await (body as Blob).arrayBuffer())));
}

describe('charge items', () => {
  it('break the monthly charges down by category, totalling the lease charges_amount', async () => {
    const lease = await newLease(client, { charges_amount: 80 });
    const replace = (items: unknown[]) =>
      client.leaseChargeItems.replace({ params: { lease_id: lease.id }, body: { items } as never });
    const items = ok(
      await replace([
        { category: 'WATER_AND_HEATING', monthly_amount: 60 },
        { category: 'ELEVATORS', monthly_amount: 20 },
      ]),
      200,
    );
    expect(items.map((i) => [i.category, i.monthly_amount])).toEqual([
      ['ELEVATORS', 20],
      ['WATER_AND_HEATING', 60],
    ]);
    expect(problem(await replace([{ category: 'HYGIENE', monthly_amount: 79.99 }]), 422).errors?.[0].code).toBe(
      'charges_total_mismatch',
    );
    const twice = [
      { category: 'HYGIENE', monthly_amount: 40 },
      { category: 'HYGIENE', monthly_amount: 40 },
    ];
    expect(problem(await replace(twice), 400).errors?.[0].code).toBe('duplicate');
    problem(await replace([{ category: 'PARKING', monthly_amount: 80 }]), 400);
    expect(ok(await client.leaseChargeItems.list({ params: { lease_id: lease.id } }), 200)).toEqual(items);
  });
});

describe('rent periods and payments', () => {
  it('opens the periods due with rent and charges by category, and allocates payments to the oldest first, the rest as credit', async () => {
    const { lease } = await activeLease(client, { start_date: start, rent_amount: 850, charges_amount: 80 });
    ok(
      await client.leaseChargeItems.replace({
        params: { lease_id: lease.id },
        body: {
          items: [
            { category: 'WATER_AND_HEATING', monthly_amount: 60 },
            { category: 'TAXES_AND_FEES', monthly_amount: 20 },
          ],
        },
      }),
      200,
    );
    const opened = ok(await open(lease.id), 200);
    expect(opened.map((p) => [p.period_start, p.due_date, p.total_amount, p.status])).toEqual([
      [start, start, 930, 'OPEN'],
      [addMonths(start, 1), addMonths(start, 1), 930, 'OPEN'],
      [addMonths(start, 2), addMonths(start, 2), 930, 'OPEN'],
    ]);
    expect(opened[0].charges).toEqual([
      { category: 'WATER_AND_HEATING', amount: 60 },
      { category: 'TAXES_AND_FEES', amount: 20 },
    ]);
    expect(ok(await open(lease.id), 200)).toEqual([]); // nothing new is due

    const first = ok(await pay(lease.id, 1000, { reference: 'VIR-2025-001' }), 201);
    expect(first).toMatchObject({ amount: 1000, method: 'VIREMENT_BANCAIRE', allocated_amount: 1000, lease_credit: 0 });
    expect(first.allocations).toEqual([
      { period_id: opened[0].id, amount: 930 },
      { period_id: opened[1].id, amount: 70 },
    ]);
    const second = ok(await pay(lease.id, 2000), 201);
    expect(second).toMatchObject({ allocated_amount: 1790, lease_credit: 210 });
    expect((await periods(lease.id)).map((p) => [p.status, p.paid_amount, p.remaining_amount])).toEqual([
      ['PAID', 930, 0],
      ['PAID', 930, 0],
      ['PAID', 930, 0],
    ]);

    // The credit pays the next period as soon as it is opened.
    const [next] = ok(await open(lease.id, addMonths(start, 3)), 200);
    expect(next).toMatchObject({ status: 'PARTIALLY_PAID', paid_amount: 210, remaining_amount: 720 });
    const account = ok(await client.rentAccount.get({ params: { lease_id: lease.id } }), 200);
    expect(account).toMatchObject({
      periods_opened: 4,
      periods_unpaid: 1,
      called_amount: 3720,
      paid_amount: 3000,
      overdue_amount: 0,
      credit: 0,
      next_due_date: addMonths(start, 4),
    });

    const listed = ok(
      await client.rentPayments.list({ params: { lease_id: lease.id }, query: { sort: 'amount' } }),
      200,
    );
    expect(listed.data.map((p) => p.amount)).toEqual([1000, 2000]);
    // The run of its receipts is the answer to the payment's creation alone.
    const { receipts_run_id: _run, ...recorded } = second;
    expect(ok(await client.rentPayments.get({ params: { lease_id: lease.id, payment_id: second.id } }), 200)).toEqual({
      ...recorded,
      allocated_amount: 2000,
      lease_credit: 0,
      allocations: [...second.allocations, { period_id: next.id, amount: 210 }],
    });
    const unpaid = ok(
      await client.rentPeriods.list({ params: { lease_id: lease.id }, query: { status: 'PARTIALLY_PAID' } }),
      200,
    );
    expect(unpaid.data.map((p) => p.id)).toEqual([next.id]);
    expect(ok(await client.rentPeriods.get({ params: { lease_id: lease.id, period_id: next.id } }), 200)).toEqual(next);
  });

  it('refuses payments on a draft lease, in the future, before the lease, or of absurd amounts, and writes nothing', async () => {
    const { lease } = await activeLease(client, { start_date: start });
    const draft = await newLease(client);
    const before = await tenantRows(tenant.tenantId);
    expect(problem(await pay(draft.id, 100), 409).lease_status).toBe('DRAFT');
    expect(problem(await pay(lease.id, 100, { paid_on: addDays(today, 1) }), 422).errors?.[0].code).toBe('future_date');
    expect(problem(await pay(lease.id, 100, { paid_on: addDays(start, -1) }), 422).errors?.[0].code).toBe(
      'out_of_lease',
    );
    problem(await pay(lease.id, -10), 400);
    problem(await pay(lease.id, 0), 400);
    problem(await pay(lease.id, 5_000_000), 400);
    problem(await pay(lease.id, 10, { method: 'Bitcoin' }), 400);
    problem(await pay(lease.id, 10, { payer: '' }), 400);
    expect(problem(await open(draft.id), 409).lease_status).toBe('DRAFT');
    expect(problem(await open(lease.id, '1999-01-01'), 422).errors?.[0].code).toBe('out_of_lease');
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
  });
});

describe('receipts and notices', () => {
  async function sharedLease() {
    const { lease, lessee } = await activeLease(client, { start_date: start, rent_amount: 1000, charges_amount: 100 });
    const coTenant = await newLessee(client, { first_name: 'Alex', last_name: 'Martin', email: 'alex@example.fr' });
    // 60/40 before the lease becomes active would be the usual order; shares change on an active lease too.
    ok(
      await client.leaseLessees.update({
        params: { lease_id: lease.id, lessee_id: lessee.id },
        body: { rent_share: 60 },
      }),
      200,
    );
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: coTenant.id, role: 'CoTenant', start_date: start },
      }),
      201,
    );
    const [period] = ok(await open(lease.id), 200);
    return { lease, primary: lessee, coTenant, period };
  }
  const issue = (leaseId: string, periodId: string, lesseeId: string) =>
    client.rentReceipts.create({ params: { lease_id: leaseId }, body: { period_id: periodId, lessee_id: lesseeId } });
  const issued = async (leaseId: string, lesseeId: string, kind: 'RECU' | 'QUITTANCE') =>
    ok(await client.rentReceipts.list({ params: { lease_id: leaseId }, query: { lessee_id: lesseeId, kind } }), 200)
      .data[0];

  it('issues each tenant a reçu for its 60/40 share of a partial payment, then a quittance once paid in full', async () => {
    const { lease, primary, coTenant, period } = await sharedLease();
    expect(problem(await issue(lease.id, period.id, primary.id), 422).errors?.[0].code).toBe('nothing_paid');
    // The payment issues the receipts itself (docs/decisions.md, "Receipts issued by the settlement").
    ok(await pay(lease.id, 550), 201);
    const recu = await issued(lease.id, primary.id, 'RECU');
    expect(recu).toMatchObject({
      kind: 'RECU',
      rent_share: 60,
      rent_amount: 600,
      charges_amount: 60,
      charges: [{ category: 'GENERAL', amount: 60 }],
      total_amount: 660,
      paid_amount: 330,
      paid_rent_amount: 300,
      paid_charges_amount: 30,
      download_url: `/api/leases/${lease.id}/receipts/${recu.id}/download`,
    });
    expect(await issued(lease.id, coTenant.id, 'RECU')).toMatchObject({
      kind: 'RECU',
      rent_share: 40,
      paid_amount: 220,
    });
    expect(problem(await issue(lease.id, period.id, primary.id), 409).errors?.[0].code).toBe('duplicate_receipt');

    const download = await client.rentReceipts.download({ params: { lease_id: lease.id, receipt_id: recu.id } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    if (pdftotext) {
      const content = await text(download.body);
      expect(content).toContain('Reçu de paiement partiel de loyer');
      expect(content).toContain('Loyer hors charges : 600,00 €');
      expect(content).toContain('Somme reçue : 330,00 €, soit loyer 300,00 € et charges 30,00 €');
      expect(content).toContain('Part du loyer et des charges : 60 %');
      expect(content).toContain('art. 21');
    }

    ok(await pay(lease.id, 550), 201);
    const quittance = await issued(lease.id, primary.id, 'QUITTANCE');
    expect(problem(await issue(lease.id, period.id, primary.id), 409).errors?.[0].code).toBe('duplicate_receipt');
    expect(quittance).toMatchObject({ kind: 'QUITTANCE', paid_amount: 660, total_amount: 660 });
    if (pdftotext) {
      const content = await text(
        (await client.rentReceipts.download({ params: { lease_id: lease.id, receipt_id: quittance.id } })).body,
      );
      expect(content).toContain('Quittance de loyer');
      expect(content).toContain('et lui en donne quittance');
    }
    const listed = ok(
      await client.rentReceipts.list({
        params: { lease_id: lease.id },
        query: { lessee_id: primary.id, sort: 'kind' },
      }),
      200,
    );
    expect(listed.data.map((r) => r.kind)).toEqual(['QUITTANCE', 'RECU']);
    expect(
      ok(await client.rentReceipts.get({ params: { lease_id: lease.id, receipt_id: quittance.id } }), 200),
    ).toEqual(quittance);
  });

  it('refuses a receipt for a guarantor or a stranger, 404 for an unknown lessee or period', async () => {
    const { lease, period } = await sharedLease();
    ok(await pay(lease.id, 100), 201);
    const guarantor = await newLessee(client, { category: 'guarantor', last_name: 'Garant' });
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: guarantor.id, role: 'Guarantor' },
      }),
      201,
    );
    const stranger = await newLessee(client, { last_name: 'Inconnu' });
    expect(problem(await issue(lease.id, period.id, guarantor.id), 422).errors?.[0].code).toBe('not_a_tenant');
    expect(problem(await issue(lease.id, period.id, stranger.id), 422).errors?.[0].code).toBe('not_a_tenant');
    expect(
      problem(await issue(lease.id, period.id, '00000000-0000-4000-8000-000000000000'), 404).errors?.[0].path,
    ).toBe('lessee_id');
    problem(await issue(lease.id, '00000000-0000-4000-8000-000000000000', stranger.id), 404);
  });

  it("renders the notice of rent due (avis d'échéance) of a period in French", async () => {
    const { lease, period } = await sharedLease();
    const notice = await client.rentPeriods.notice({ params: { lease_id: lease.id, period_id: period.id } });
    expect(notice.status).toBe(200);
    expect(notice.headers.get('content-type')).toBe('application/pdf');
    if (pdftotext) {
      const content = await text(notice.body);
      expect(content).toContain("Avis d'échéance");
      expect(content).toContain('Camille Durand (60 %)');
      expect(content).toContain('Alex Martin (40 %)');
      expect(content).toContain('Total : 1 100,00 €');
      expect(content).toContain('ne vaut pas quittance');
    }
  });

  it('answers 503 for the notice when the PDF renderer is out of reach', async () => {
    const { lease, period } = await sharedLease();
    const broken = await startTestApp({
      renderer: { kind: 'gotenberg', render: () => Promise.reject(new PdfRenderError('Gotenberg is unreachable')) },
    });
    try {
      const viaBroken = clientFor(broken.baseUrl, { authorization: `Bearer ${tenant.apiKey}` });
      const refused = problem(
        await viaBroken.rentPeriods.notice({ params: { lease_id: lease.id, period_id: period.id } }),
        503,
      );
      expect(refused.detail).toContain('Gotenberg is unreachable');
    } finally {
      await broken.close();
    }
  });
});
