// Payouts to the owner (issue 35): never above the balance unless the mandate allows advances (422,
// nothing written), the owner's IBAN required and checked, and a batch as a SEPA pain.001.001.03 order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { samples } from '../../support/files.js';
import { ok, problem } from '../../support/leasing.js';
import { activeMandate, managedQuarter, ownerWithIban } from '../../support/owner-accounts.js';

let app: TestApp;
let client: Client;
let seeded: Awaited<ReturnType<typeof managedQuarter>>;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Owner payouts')).client;
  seeded = await managedQuarter(client);
}, 120_000);
afterAll(() => app.close());

const params = () => ({ mandate_id: seeded.mandate.id });
const balance = async () => ok(await client.ownerAccounts.get({ params: params() }), 200).balance;

describe('payouts', () => {
  it('answers owner summaries and account reads made all at once, each syncing the same leases (a deadlock found by fuzzing)', async () => {
    const owner_id = seeded.mandate.owner_id;
    const reads = Array.from({ length: 8 }, (_, i) =>
      i % 2
        ? client.ownerTaxSummary.get({ params: { owner_id }, query: { year: 2026 } })
        : client.ownerAccounts.entries({ params: params(), query: {} }),
    );
    expect((await Promise.all(reads)).map((response) => response.status)).toEqual(Array(8).fill(200));
  });

  it('refuses an amount that rounds to no cent (400), and a statement period of the year 92 is a clear refusal, not a 500 (found by fuzzing)', async () => {
    const tiny = problem(
      await client.ownerPayouts.create({ params: params(), body: { amount: 5e-324, paid_on: '2026-04-01' } }),
      400,
    );
    expect(tiny.errors?.[0]).toMatchObject({ path: 'body.amount' });
    const ancient = await client.ownerStatements.issue({ params: params(), body: { period_start: '0092-01-01' } });
    // Its date arithmetic no longer fails: the period is refused for what it is, older than one issued.
    expect(ancient.status).toBe(409);
    expect(await balance()).toBe(1338.3);
  });

  it('refuses a payout above the balance (422 payout_above_balance) and writes nothing', async () => {
    expect(await balance()).toBe(1338.3);
    const refused = problem(
      await client.ownerPayouts.create({ params: params(), body: { amount: 1338.31, paid_on: '2026-04-01' } }),
      422,
    );
    expect(refused.errors?.[0]).toMatchObject({ path: 'amount', code: 'payout_above_balance' });
    expect(await balance()).toBe(1338.3);
    const list = ok(await client.ownerPayouts.list({ params: params(), query: {} }), 200);
    expect(list.data).toHaveLength(1);
  });

  it('pays exactly the balance, to the IBAN of the owner in electronic format', async () => {
    const payout = ok(
      await client.ownerPayouts.create({ params: params(), body: { amount: 1338.3, paid_on: '2026-04-01' } }),
      201,
    );
    expect(payout).toMatchObject({
      iban: 'FR1420041010050500013M02606',
      bic: 'PSSTFRPPPAR',
      creditor_name: 'Hélène Mandant',
    });
    expect(await balance()).toBe(0);
    problem(await client.ownerPayouts.create({ params: params(), body: { amount: 0.01, paid_on: '2026-04-02' } }), 422);
  });

  it('lets a mandate that allows advances go below zero', async () => {
    const advancing = await activeMandate(client, { allows_advances: true });
    const payout = ok(
      await client.ownerPayouts.create({
        params: { mandate_id: advancing.mandate.id },
        body: { amount: 150, paid_on: '2026-04-01' },
      }),
      201,
    );
    expect(payout.amount).toBe(150);
    expect(ok(await client.ownerAccounts.get({ params: { mandate_id: advancing.mandate.id } }), 200).balance).toBe(
      -150,
    );
  });

  it('refuses an owner without an IBAN (422), and a bad IBAN on the owner (400)', async () => {
    problem(
      await client.owners.create({ body: { last_name: 'Sans', iban: 'FR14 2004 1010 0505 0001 3M02 607' } as never }),
      400,
    );
    const noIban = await activeMandate(client);
    ok(await client.owners.update({ params: { id: noIban.owner.id }, body: { iban: null } as never }), 200);
    const refused = problem(
      await client.ownerPayouts.create({
        params: { mandate_id: noIban.mandate.id },
        body: { amount: 1, paid_on: '2026-04-01' },
      }),
      422,
    );
    expect(refused.errors?.[0]?.code).toBe('owner_iban_missing');
  });

  it('gives a batch of payouts as a pain.001.001.03 credit transfer order', async () => {
    const payouts = ok(await client.ownerPayouts.list({ params: params(), query: {} }), 200).data;
    const response = await client.ownerPayouts.sepaFile({
      body: {
        payout_ids: payouts.map((p) => p.id),
        execution_date: '2026-04-03',
        debtor: { name: 'Agence du Mail', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
      },
    });
    expect(response.status).toBe(200);
    const xml = typeof response.body === 'string' ? response.body : await (response.body as Blob).text();
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml).Document;
    expect(doc['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const order = doc.CstmrCdtTrfInitn;
    expect(order.GrpHdr.NbOfTxs).toBe(2);
    expect(String(order.GrpHdr.CtrlSum)).toBe('3338.3');
    expect(order.PmtInf.DbtrAcct.Id.IBAN).toBe('FR7630006000011234567890189');
    const amounts = order.PmtInf.CdtTrfTxInf.map((t: { Amt: { InstdAmt: { '#text': string } } }) =>
      String(t.Amt.InstdAmt['#text']),
    );
    expect(amounts.sort()).toEqual(['1338.3', '2000']);
    expect(xml).toContain('<InstdAmt Ccy="EUR">2000.00</InstdAmt>');
    expect(xml).toContain('<CtrlSum>3338.30</CtrlSum>');
  });

  it('refuses an expense or a negative correction the balance cannot bear (422), and writes nothing', async () => {
    const empty = await activeMandate(client);
    const params = { mandate_id: empty.mandate.id };
    const invoice = ok(await client.media.upload({ body: { file: new File([samples.pdf()], 'devis.pdf') } }), 201);
    const expense = problem(
      await client.ownerAccounts.recordExpense({
        params,
        body: { label: 'Serrurier', amount: 80, paid_on: '2026-04-01', document_id: invoice.id },
      }),
      422,
    );
    expect(expense.errors?.[0]?.code).toBe('expense_above_balance');
    const correction = problem(
      await client.ownerAccounts.correct({ params, body: { amount: -5, occurred_on: '2026-04-01', label: 'Frais' } }),
      422,
    );
    expect(correction.errors?.[0]?.code).toBe('correction_above_balance');
    expect(ok(await client.ownerAccounts.entries({ params, query: {} }), 200).data).toEqual([]);
    ok(
      await client.ownerAccounts.correct({ params, body: { amount: 5, occurred_on: '2026-04-01', label: 'Reprise' } }),
      201,
    );
    expect(ok(await client.ownerAccounts.get({ params }), 200).balance).toBe(5);
  });

  it('needs a debtor account when none is configured (422)', async () => {
    const response = await client.ownerPayouts.sepaFile({
      body: { payout_ids: [seeded.payout.id], execution_date: '2026-04-03' },
    });
    expect(problem(response, 422).errors?.[0]?.code).toBe('debtor_missing');
    const other = await ownerWithIban(client);
    expect(other.iban).toBe('FR1420041010050500013M02606');
  });
});
