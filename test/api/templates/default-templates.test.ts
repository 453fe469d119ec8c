// The account's default templates print its documents (docs/decisions.md 295-297): a receipt, a
// notice of rent due, an owner statement and a fund-call notice print from the account's default
// published template of their type (its marker and the document's facts in the PDF text), from the
// built-in document while it has none; the record names the version, and publishing v2 changes
// neither a PDF made from v1 nor its reprint, while the next document prints from v2.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonths } from '../../../core/shared/dates.js';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { activeLease } from '../../support/billing.js';
import { defaultTemplate, printedWith, publishV2, textOf } from '../../support/default-templates.js';
import { ok } from '../../support/leasing.js';
import { managedQuarter } from '../../support/owner-accounts.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { assembly, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the default template text checks');
const today = new Date().toISOString().slice(0, 10);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

const client = async (name: string): Promise<Client> => (await app.newTenant(name)).client;

describe('rent receipts and notices of rent due', () => {
  let c: Client;
  let leaseId: string;
  let periods: { id: string; total_amount: number; period_start: string }[];
  const pay = (amount: number) =>
    c.rentPayments.create({
      params: { lease_id: leaseId },
      body: { amount, paid_on: today, method: 'BankTransfer', payer: 'Camille Durand' } as never,
    });
  const receiptOf = async (periodId: string) =>
    ok(await c.rentReceipts.list({ params: { lease_id: leaseId }, query: {} }), 200).data.find(
      (r) => r.period_id === periodId,
    )!;
  const receiptText = async (receiptId: string) =>
    textOf(pdftotext!, await c.rentReceipts.download({ params: { lease_id: leaseId, receipt_id: receiptId } }));
  const noticeText = async (periodId: string) =>
    textOf(pdftotext!, await c.rentPeriods.notice({ params: { lease_id: leaseId, period_id: periodId } }));

  beforeAll(async () => {
    c = await client('Default templates, rent');
    const start = addMonths(`${today.slice(0, 8)}01`, -2);
    const { lease } = await activeLease(c, { start_date: start, end_date: addMonths(start, 36) });
    leaseId = lease.id;
    ok(await c.rentPeriods.open({ params: { lease_id: leaseId }, body: {} }), 200);
    periods = ok(await c.rentPeriods.list({ params: { lease_id: leaseId }, query: { sort: 'due_date' } }), 200).data;
    expect(periods.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('prints the built-in documents while the account has no default template', async () => {
    if (!pdftotext) return;
    ok(await pay(periods[0].total_amount), 201);
    const receipt = await receiptOf(periods[0].id);
    const text = await receiptText(receipt.id);
    expect(text).toContain('Quittance de loyer');
    expect(text).toContain('Mentions légales');
    expect(await printedWith('rent_receipts', receipt.id)).toEqual([null, null]);
    const notice = await noticeText(periods[1].id);
    expect(notice).toContain('Montant appelé');
    expect(notice).not.toContain('AVIS-MARQUE');
  });

  it('prints from the default template, names its version, and keeps v1 once v2 is published', async () => {
    if (!pdftotext) return;
    const receiptTemplate = await defaultTemplate(
      c,
      'RentReceipt',
      'QUITTANCE-MARQUE-V1',
      'pour {{ receipt.paid }} reçus de {{ lessee.name }}, {{ receipt.period_start }}',
    );
    const noticeTemplate = await defaultTemplate(
      c,
      'RentDueNotice',
      'AVIS-MARQUE-V1',
      'appel de {{ notice.amount }} pour {{ lessees.first.name }}, échéance {{ notice.due_date }}',
    );
    const total = periods[1].total_amount.toFixed(2).replace('.', ',');
    ok(await pay(periods[1].total_amount), 201);
    const receipt = await receiptOf(periods[1].id);
    const v1 = await receiptText(receipt.id);
    expect(v1).toContain(`QUITTANCE-MARQUE-V1 pour ${total}`);
    expect(v1).toContain('article 21 de la loi n° 89-462');
    expect(v1).not.toContain('Mentions légales');
    expect(await printedWith('rent_receipts', receipt.id)).toEqual([receiptTemplate.id, 1]);
    const notice = await noticeText(periods[2].id);
    expect(notice).toContain('AVIS-MARQUE-V1 appel de');
    expect(notice).toContain("Cet avis n'est pas une quittance");
    expect(await printedWith('rent_periods', periods[2].id, 'notice_')).toEqual([noticeTemplate.id, 1]);

    await publishV2(c, receiptTemplate, 'QUITTANCE-MARQUE-V1', 'QUITTANCE-MARQUE-V2');
    await publishV2(c, noticeTemplate, 'AVIS-MARQUE-V1', 'AVIS-MARQUE-V2');
    expect(await receiptText(receipt.id)).toBe(v1);
    expect(await noticeText(periods[2].id)).toBe(notice);
    // The notice first printed by the built-in document was not pinned: it now prints from v2.
    expect(await noticeText(periods[1].id)).toContain('AVIS-MARQUE-V2');
    ok(await pay(periods[2].total_amount), 201);
    expect(await receiptText((await receiptOf(periods[2].id)).id)).toContain('QUITTANCE-MARQUE-V2');
  });
});

describe('owner statements', () => {
  it('print from the default template once there is one, pinned to the version of their first print', async () => {
    if (!pdftotext) return;
    const c = await client('Default templates, statements');
    const seeded = await managedQuarter(c);
    const print = (statement_id: string) =>
      c.ownerStatements.pdf({ params: { mandate_id: seeded.mandate.id, statement_id } });
    const builtIn = await textOf(pdftotext, await print(seeded.statement.id));
    expect(builtIn).toContain('Compte rendu de gestion');
    expect(builtIn).toContain('Solde de clôture');
    expect(await printedWith('owner_statements', seeded.statement.id)).toEqual([null, null]);

    const template = await defaultTemplate(
      c,
      'OwnerStatement',
      'RELEVE-MARQUE-V1',
      'clôture {{ statement.closing_balance }}, mandant {{ statement.owner }}, encaissé {{ statement.collected }}',
    );
    const v1 = await textOf(pdftotext, await print(seeded.statement.id));
    expect(v1).toContain('RELEVE-MARQUE-V1 clôture 1 338,30 €');
    expect(v1).toContain('Hélène Mandant');
    expect(v1).toContain('encaissé 4 130,00 €');
    expect(await printedWith('owner_statements', seeded.statement.id)).toEqual([template.id, 1]);

    await publishV2(c, template, 'RELEVE-MARQUE-V1', 'RELEVE-MARQUE-V2');
    expect(await textOf(pdftotext, await print(seeded.statement.id))).toBe(v1);
    const next = ok(
      await c.ownerStatements.issue({
        params: { mandate_id: seeded.mandate.id },
        body: { period_start: '2026-04-01' },
      }),
      201,
    );
    expect(await textOf(pdftotext, await print(next.id))).toContain('RELEVE-MARQUE-V2');
  }, 120_000);
});

describe('syndic fund-call notices', () => {
  it('print from the default template once there is one; a notice keeps its version', async () => {
    if (!pdftotext) return;
    const c = await client('Default templates, syndic');
    const b = await sevenLotBuilding(c, { building_completed_on: '2020-06-01' });
    const syndicate_id = b.syndicate.id;
    const ownerC = ok(await c.owners.create({ body: { first_name: 'Claire', last_name: 'Colin' } as never }), 201);
    for (const lot of b.lots.slice(3, 6))
      ok(
        await c.syndicLots.update({ params: { syndicate_id, lot_id: lot.id }, body: { co_owner_owner_id: ownerC.id } }),
        200,
      );
    const budget = ok(
      await c.syndicBudgets.create({ params: { syndicate_id }, body: { fiscal_year: 2026, lines: budgetLines(b) } }),
      201,
    );
    const ag = await assembly(c, syndicate_id);
    ok(
      await c.syndicBudgets.vote({ params: { syndicate_id, budget_id: budget.id }, body: { assembly_id: ag.id } }),
      200,
    );
    const call = async () =>
      ok(
        await c.syndicFundCalls.issue({
          params: { syndicate_id },
          body: { kind: 'BUDGET_PROVISION', fiscal_year: 2026 },
        }),
        201,
      );
    const lotTwo = async (fund_call_id: string) => {
      const lot = b.lots.find((l) => l.number === '2')!;
      const notices = ok(
        await c.syndicFundCalls.notices({ params: { syndicate_id, fund_call_id }, query: { per_page: 100 } }),
        200,
      ).data;
      const notice = notices.find((n) => n.lot_id === lot.id)!;
      const text = await textOf(
        pdftotext!,
        await c.syndicFundCalls.noticePdf({ params: { syndicate_id, fund_call_id, notice_id: notice.id } }),
      );
      return { notice, text };
    };

    const first = await lotTwo((await call()).id);
    expect(first.text).toContain('Montant appelé par clé de répartition');
    expect(await printedWith('syndic_fund_call_notices', first.notice.id)).toEqual([null, null]);

    const template = await defaultTemplate(
      c,
      'SyndicFundCall',
      'APPEL-MARQUE-V1',
      'lot {{ call.lot }}, {{ call.total }} exigible le {{ call.due_date }}, à régler {{ call.total_due }}',
    );
    const second = await lotTwo((await call()).id);
    expect(second.text).toContain('APPEL-MARQUE-V1 lot 2, 1 964,17 € exigible le 1er avril 2026');
    expect(second.text).toContain('à régler 5 983,33 €');
    expect(second.text).toContain('Ascenseur');
    expect(await printedWith('syndic_fund_call_notices', second.notice.id)).toEqual([template.id, 1]);

    await publishV2(c, template, 'APPEL-MARQUE-V1', 'APPEL-MARQUE-V2');
    const calls = ok(await c.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }), 200).data;
    expect((await lotTwo(calls[1].id)).text).toBe(second.text);
    expect((await lotTwo((await call()).id)).text).toContain('APPEL-MARQUE-V2');
    const removal = await c.templates.removeVersion({ params: { id: template.id, number: 1 } } as never);
    expect(removal.status).toBe(409);
  }, 120_000);
});

describe('a default template that breaks its budget', () => {
  it('never loses the payment: the receipt falls back to the built-in document and names no template', async () => {
    if (!pdftotext) return;
    const c = await client('Default templates, fallback');
    const start = `${today.slice(0, 8)}01`;
    const { lease } = await activeLease(c, { start_date: start, end_date: addMonths(start, 36) });
    ok(await c.rentPeriods.open({ params: { lease_id: lease.id }, body: {} }), 200);
    const [period] = ok(await c.rentPeriods.list({ params: { lease_id: lease.id }, query: {} }), 200).data;
    await defaultTemplate(
      c,
      'RentReceipt',
      'BOUCLE',
      '{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}',
    );
    const payment = ok(
      await c.rentPayments.create({
        params: { lease_id: lease.id },
        body: { amount: period.total_amount, paid_on: today, method: 'BankTransfer', payer: 'Camille Durand' } as never,
      }),
      201,
    );
    expect(payment.allocated_amount).toBe(period.total_amount);
    const [receipt] = ok(await c.rentReceipts.list({ params: { lease_id: lease.id }, query: {} }), 200).data;
    const text = await textOf(
      pdftotext,
      await c.rentReceipts.download({ params: { lease_id: lease.id, receipt_id: receipt.id } }),
    );
    expect(text).toContain('Quittance de loyer');
    expect(text).toContain('Mentions légales');
    expect(text).not.toContain('BOUCLE');
    expect(await printedWith('rent_receipts', receipt.id)).toEqual([null, null]);
  }, 60_000);
});

describe('condition reports', () => {
  it('print from the default template once there is one, pinned to the version of their first print', async () => {
    if (!pdftotext) return;
    const c = await client('Default templates, condition reports');
    const { lease } = await activeLease(c, { start_date: '2024-01-01' });
    const estate = ok(await c.estates.get({ params: { id: lease.estate_id } }), 200);
    const living = ok(
      await c.rooms.create({
        params: { place_id: estate.place_id, estate_id: estate.id },
        body: { designation: 'Séjour' },
      }),
      201,
    );
    const report = ok(
      await c.conditionReports.create({
        params: { lease_id: lease.id },
        body: {
          report_type: 'ENTRY',
          inspection_date: '2024-01-01',
          items: [{ room_id: living.id, element: 'Murs', condition: 'GOOD' }],
          meters: [{ meter_type: 'ELECTRICITY', meter_number: 'PDL-123', reading: 12345.5, unit: 'kWh' }],
        } as never,
      }),
      201,
    );
    const print = () => c.conditionReports.pdf({ params: { lease_id: lease.id, report_id: report.id } });
    expect(await textOf(pdftotext, await print())).toContain('Relevés des compteurs');
    expect(await printedWith('condition_reports', report.id)).toEqual([null, null]);

    const template = await defaultTemplate(
      c,
      'ConditionReport',
      'EDL-MARQUE-V1',
      '{{ report.kind }} du {{ report.date }} : {% for r in report.rooms %}{{ r.label }} ({{ r.amount }}) {% endfor %}{{ report.meters }}',
    );
    const v1 = await textOf(pdftotext, await print());
    expect(v1).toContain("EDL-MARQUE-V1 d'entrée du 1er janvier 2024 : Séjour (Murs : bon état)");
    expect(v1).toContain('Électricité n° PDL-123 : 12345.5 kWh');
    expect(await printedWith('condition_reports', report.id)).toEqual([template.id, 1]);
    await publishV2(c, template, 'EDL-MARQUE-V1', 'EDL-MARQUE-V2');
    expect(await textOf(pdftotext, await print())).toBe(v1);
  }, 60_000);
});
