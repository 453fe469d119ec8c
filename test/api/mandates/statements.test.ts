// The owner's account and statement of a quarter (issue 35, "Tests that prove it"): a mandate over two
// lots, three months of payments (one partial), one works invoice and one payout; the figures to the
// cent against a table written by hand, and the PDF's text holds them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { issueStatement } from '../../../core/mandates/statements/issue-statement.js';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { publishedEvents, withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { activeMandate, managedQuarter } from '../../support/owner-accounts.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';

let app: TestApp;
let client: Client;
let tenantId: string;
let seeded: Awaited<ReturnType<typeof managedQuarter>>;
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the owner statement PDF test');

beforeAll(async () => {
  app = await startTestApp();
  const tenant = await app.newTenant('Owner statements');
  client = tenant.client;
  tenantId = tenant.tenantId;
  seeded = await managedQuarter(client);
}, 120_000);
afterAll(() => app.close());

// By hand. Fee 7.50 % HT of rent + charges, rounded half up to the cent; VAT 20 % of that fee.
// Lot A: 800 + 50 a month, paid in full three times: fee 850 x 7.5 % = 63.75, VAT 12.75.
// Lot B: 600 + 40 a month, paid in full twice: fee 640 x 7.5 % = 48.00, VAT 9.60; then 300 of the
//   March 640: rent part 300 x 600/640 = 281.25, charges 18.75; fee 22.50, VAT 4.50.
// Collected 3 x 850 + 2 x 640 + 300 = 4 130.00; fees 3 x 63.75 + 2 x 48 + 22.50 = 309.75;
// VAT 3 x 12.75 + 2 x 9.60 + 4.50 = 61.95; works 420.00; paid out 2 000.00;
// closing 4 130.00 - 309.75 - 61.95 - 420.00 - 2 000.00 = 1 338.30.
const EXPECTED = {
  period_start: '2026-01-01',
  period_end: '2026-03-31',
  frequency: 'QUARTERLY',
  opening_balance: 0,
  collected: 4130,
  fees: 309.75,
  fees_vat: 61.95,
  expenses: 420,
  corrections: 0,
  paid_out: 2000,
  closing_balance: 1338.3,
};

describe('the statement of a quarter', () => {
  it('holds the figures of the hand-written table, to the cent', () => {
    expect(seeded.statement).toMatchObject(EXPECTED);
    const kinds = seeded.statement.lines.map((line) => line.kind);
    expect(kinds.filter((k) => k === 'RENT')).toHaveLength(6);
    expect(kinds.filter((k) => k === 'FEE')).toHaveLength(6);
    const partial = seeded.statement.lines.filter((line) => line.occurred_on === '2026-03-10');
    expect(partial.map((line) => [line.kind, line.amount])).toEqual([
      ['RENT', 281.25],
      ['CHARGES', 18.75],
      ['FEE', -22.5],
      ['FEE_VAT', -4.5],
    ]);
    expect(seeded.statement.lines.find((line) => line.kind === 'EXPENSE')).toMatchObject({
      amount: -420,
      estate_id: seeded.lots.a.id,
      label: 'Remplacement du chauffe-eau (Plomberie Martin)',
    });
  });

  it('is published as owner_statement.issued and sent to the owner, once, its PDF attached', async () => {
    const events = await publishedEvents(tenantId, 'owner_statement.');
    expect(events).toEqual([
      {
        type: 'owner_statement.issued',
        subject_id: seeded.statement.id,
        payload: expect.objectContaining({ mandate_id: seeded.mandate.id, closing_balance: 1338.3 }),
      },
    ]);
    const messages = await app.outbox.list({ tenantId, kind: 'owner_statement' });
    expect(messages.map((m) => [m.channel, m.recipient, m.recipientId])).toEqual([
      ['email', 'helene.mandant@example.fr', seeded.owner.id],
    ]);
    expect(messages[0].body).toContain('Solde de clôture : 1338,30 EUR');
    expect(messages[0].body).toContain('est disponible : vous le trouverez ci-joint.');
    const { period_start: from, period_end: to } = seeded.statement;
    expect(messages[0].attachments).toEqual([
      {
        file_name: `compte-rendu-de-gestion-${from}-${to}.pdf`,
        content_type: 'application/pdf',
        storage_key: `${tenantId}/owner-statements/${seeded.statement.id}`,
      },
    ]);
    const attached = await app.files.get(messages[0].attachments![0].storage_key);
    const text = normaliseText(await pdfToText(pdftotext!, attached!));
    for (const figure of ['4 130,00 €', '1 338,30 €']) expect(text).toContain(figure);
  });

  it('is issued once per period: issuing it again answers the same statement', async () => {
    const again = ok(
      await client.ownerStatements.issue({
        params: { mandate_id: seeded.mandate.id },
        body: { period_start: '2026-01-01' },
      }),
      200,
    );
    expect(again.id).toBe(seeded.statement.id);
    const list = ok(await client.ownerStatements.list({ params: { mandate_id: seeded.mandate.id }, query: {} }), 200);
    expect(list.data.map((s) => s.id)).toEqual([seeded.statement.id]);
  });

  it('refuses a day that starts no period, and a period not ended (422)', async () => {
    const params = { mandate_id: seeded.mandate.id };
    expect(
      problem(await client.ownerStatements.issue({ params, body: { period_start: '2026-02-01' } }), 422).errors?.[0]
        ?.code,
    ).toBe('statement_period');
    const next = new Date();
    const quarterStart = `${next.getUTCFullYear()}-${String(Math.floor(next.getUTCMonth() / 3) * 3 + 1).padStart(2, '0')}-01`;
    expect(
      problem(await client.ownerStatements.issue({ params, body: { period_start: quarterStart } }), 422).detail,
    ).toContain('once it has ended');
  });

  it('is a PDF whose text holds the figures', async () => {
    const response = await client.ownerStatements.pdf({
      params: { mandate_id: seeded.mandate.id, statement_id: seeded.statement.id },
    });
    expect(response.status).toBe(200);
    const text = normaliseText(
      await pdfToText(pdftotext!, new Uint8Array(await (response.body as Blob).arrayBuffer())),
    );
    for (const figure of ['4 130,00 €', '309,75 €', '61,95 €', '420,00 €', '2 000,00 €', '1 338,30 €', '281,25 €'])
      expect(text).toContain(figure);
    expect(text).toContain('Compte rendu de gestion');
    expect(text).toContain('Hélène Mandant');
  });

  it('leaves the account at the closing balance, and the entries are never edited', async () => {
    const account = ok(await client.ownerAccounts.get({ params: { mandate_id: seeded.mandate.id } }), 200);
    expect(account.balance).toBe(1338.3);
    expect(account.totals).toMatchObject({ RENT: 3881.25, CHARGES: 248.75, FEE: -309.75, FEE_VAT: -61.95 });
    const correction = ok(
      await client.ownerAccounts.correct({
        params: { mandate_id: seeded.mandate.id },
        body: { amount: 12.5, occurred_on: '2026-04-02', label: 'Honoraires trop perçus', corrects_entry_id: null },
      }),
      201,
    );
    expect(correction).toMatchObject({ kind: 'CORRECTION', amount: 12.5 });
    const after = ok(await client.ownerAccounts.get({ params: { mandate_id: seeded.mandate.id } }), 200);
    expect(after.balance).toBe(1350.8);
    await expect(
      withPool((pool) => pool.query('update owner_ledger_entries set amount = 0 where id = $1', [correction.id])),
    ).rejects.toThrow('never edited');
  });
});

describe('the ledger list', () => {
  it('pages by offset and by keyset alike, oldest first, and filters by kind and lot', async () => {
    const params = { mandate_id: seeded.mandate.id };
    const byOffset: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = ok(await client.ownerAccounts.entries({ params, query: { per_page: 7, page } }), 200);
      byOffset.push(...body.data.map((e) => e.id));
      if (!body.meta.pagination.has_next) break;
    }
    const byCursor: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const body = ok(await client.ownerAccounts.entries({ params, query: { per_page: 7, cursor } }), 200);
      byCursor.push(...body.data.map((e) => e.id));
      if (!body.meta.next_cursor) break;
      cursor = body.meta.next_cursor;
    }
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byOffset).size).toBe(byOffset.length);
    expect(byOffset.length).toBeGreaterThanOrEqual(26);
    const fees = ok(
      await client.ownerAccounts.entries({ params, query: { kind: 'FEE', estate_id: seeded.lots.b.id } }),
      200,
    ).data;
    expect(fees.map((e) => e.amount)).toEqual([-48, -48, -22.5]);
  });
});

describe('the tax summary', () => {
  it('gives rents, charges, fees and works by lot in one read', async () => {
    const summary = ok(
      await client.ownerTaxSummary.get({ params: { owner_id: seeded.owner.id }, query: { year: 2026 } }),
      200,
    );
    const byLot = Object.fromEntries(summary.lots.map((lot) => [lot.estate_id, lot]));
    expect(byLot[seeded.lots.a.id]).toMatchObject({
      rents: 2400,
      charges: 150,
      fees: 191.25,
      fees_vat: 38.25,
      expenses: 420,
    });
    expect(byLot[seeded.lots.b.id]).toMatchObject({
      rents: 1481.25,
      charges: 98.75,
      fees: 118.5,
      fees_vat: 23.7,
      expenses: 0,
    });
    expect(summary.totals).toEqual({ rents: 3881.25, charges: 248.75, fees: 309.75, fees_vat: 61.95, expenses: 420 });
  });
});

describe('a statement whose PDF cannot be printed once issued', () => {
  it('is still sent to the owner, without the PDF, and the PDF prints later', async () => {
    const other = await app.newTenant('Statements: renderer down');
    const { mandate } = await activeMandate(other.client, { statement_frequency: 'MONTHLY' });
    const store = app.services.ownerAccounts.stores.forTenant(other.tenantId);
    const rendererDown = {
      ...app.services.ownerAccounts,
      printer: undefined,
      pdf: { kind: 'down', render: () => Promise.reject(new Error('renderer out of reach')) },
    };
    const { statement, created } = await issueStatement(store, rendererDown, mandate.id, '2026-01-01');
    expect(created).toBe(true);
    const [message] = await app.outbox.list({ tenantId: other.tenantId, kind: 'owner_statement' });
    expect(message).toMatchObject({ channel: 'email', attachments: [] });
    expect(message.body).toContain('est disponible.');
    expect(await app.files.get(`${other.tenantId}/owner-statements/${statement.id}`)).toBeNull();
    const pdf = await other.client.ownerStatements.pdf({
      params: { mandate_id: mandate.id, statement_id: statement.id },
    });
    expect(pdf.status).toBe(200);
  });
});
