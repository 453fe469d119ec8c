// Fund calls of the 7-lot building: four quarterly calls on the 48,000.00 budget that add up to it to
// the cent, per lot and in total, against a table written by hand; notices with their PDF, message,
// event and balance brought forward; payments to the oldest notices first; a closed call (409); no
// budget (422); the arrears in one read; the class-45 export; another tenant's records (404).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryOutbox } from '../../../adapters/notify/memory-outbox.js';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { publishedEvents } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { type Building, assembly, budgetLines, sevenLotBuilding } from '../../support/syndic-building.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the fund-call notice text checks');
const outbox = new MemoryOutbox();
const workflows = new RecordingWorkflows();
let app: TestApp;
let client: Client;
let tenantId: string;
let b: Building;
let syndicate_id: string;

// By hand, per lot and quarter (docs/decisions.md 270): each key's yearly amount per lot (the
// allocation test's table), split so that instalment k is floor(yearly × k/4) − floor(yearly × (k−1)/4).
// Lot 2: general 4,640.00 → 1,160.00 each; lift 666.67 → 166.66, 166.67, 166.67, 166.67; heating
// 2,550.00 → 637.50 each: 1,964.16 then 1,964.17 three times, 7,856.67 in all.
const QUARTERS: [string, number, number, number, number, number][] = [
  // lot, Q1, Q2, Q3, Q4, year
  ['1', 2055.0, 2055.0, 2055.0, 2055.0, 8220.0],
  ['2', 1964.16, 1964.17, 1964.17, 1964.17, 7856.67],
  ['3', 1870.83, 1870.83, 1870.83, 1870.84, 7483.33],
  ['4', 1777.5, 1777.5, 1777.5, 1777.5, 7110.0],
  ['5', 1796.66, 1796.67, 1796.67, 1796.67, 7186.67],
  ['6', 1665.83, 1665.83, 1665.83, 1665.84, 6663.33],
  ['7', 870.0, 870.0, 870.0, 870.0, 3480.0],
];
const QUARTER_TOTALS = [11999.98, 12000.0, 12000.0, 12000.02];
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  app = await startTestApp({ notifier: outbox, workflows });
  const tenant = await app.newTenant('Syndic fund calls');
  client = tenant.client;
  tenantId = tenant.tenantId;
  b = await sevenLotBuilding(client, { building_completed_on: '2020-06-01' });
  syndicate_id = b.syndicate.id;
  const ownerC = ok(await client.owners.create({ body: { first_name: 'Claire', last_name: 'Colin' } as never }), 201);
  for (const lot of b.lots.slice(3, 6))
    ok(
      await client.syndicLots.update({
        params: { syndicate_id, lot_id: lot.id },
        body: { co_owner_owner_id: ownerC.id },
      }),
      200,
    );
}, 60_000);
afterAll(() => app.close());

const notices = async (fund_call_id: string) =>
  ok(await client.syndicFundCalls.notices({ params: { syndicate_id, fund_call_id }, query: { per_page: 100 } }), 200)
    .data;
const lotNumber = (lotId: string) => b.lots.find((l) => l.id === lotId)!.number;
const accounts = async () =>
  ok(await client.coOwnerAccounts.list({ params: { syndicate_id }, query: { per_page: 100 } }), 200).data;

describe('fund calls of the budget', () => {
  it('refuses a call while no budget is voted (422)', async () => {
    const refused = problem(
      await client.syndicFundCalls.issue({
        params: { syndicate_id },
        body: { kind: 'BUDGET_PROVISION', fiscal_year: 2026 },
      }),
      422,
    );
    expect(refused.errors?.map((e) => e.code)).toEqual(['no_voted_budget']);
    expect(ok(await client.syndicFundCalls.list({ params: { syndicate_id }, query: {} }), 200).data).toEqual([]);
  });

  it('calls four quarters that add up to the budget to the cent, per lot and in total', async () => {
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
    const byLot = new Map<string, number[]>();
    for (const [q, due] of ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'].entries()) {
      const call = ok(
        await client.syndicFundCalls.issue({
          params: { syndicate_id },
          body: { kind: 'BUDGET_PROVISION', fiscal_year: 2026 },
        }),
        201,
      );
      expect(call).toMatchObject({
        instalment: q + 1,
        instalments_count: 4,
        due_date: due,
        status: 'OPEN',
        total: QUARTER_TOTALS[q],
      });
      for (const n of await notices(call.id))
        byLot.set(lotNumber(n.lot_id), [...(byLot.get(lotNumber(n.lot_id)) ?? []), n.amount]);
    }
    const table = [...byLot].map(([lot, qs]) => [lot, ...qs, qs.reduce((s, x) => s + cents(x), 0) / 100]);
    expect(table.sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual(QUARTERS);
    expect(QUARTERS.reduce((s, row) => s + cents(row[5]), 0)).toBe(4_800_000);
    expect(QUARTER_TOTALS.reduce((s, t) => s + cents(t), 0)).toBe(4_800_000);
    const fifth = await client.syndicFundCalls.issue({
      params: { syndicate_id },
      body: { kind: 'BUDGET_PROVISION', fiscal_year: 2026 },
    });
    expect(problem(fifth, 409).errors?.map((e) => e.code)).toEqual(['schedule_complete']);
    expect(workflows.syndicCalls).toContainEqual({ syndicateId: syndicate_id, call: 'start' });
  });

  it('gives each notice the amount per key, the due date and the balance brought forward, as PDF, message and event', async () => {
    const calls = ok(
      await client.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }),
      200,
    ).data;
    const q2 = (await notices(calls[1].id)).find((n) => lotNumber(n.lot_id) === '2')!;
    expect(q2.lines.map((l) => [l.code, l.shares, l.total_shares, l.amount])).toEqual([
      ['ASC', 100, 600, 166.67],
      ['CHA', 170, 1000, 637.5],
      ['GEN', 160, 1000, 1160],
    ]);
    // Owner A holds lots 1 and 2: before the second quarter, the first quarter of both was owed.
    expect(q2).toMatchObject({ due_date: '2026-04-01', amount: 1964.17, balance_brought_forward: 2055 + 1964.16 });
    const pdf = await client.syndicFundCalls.noticePdf({
      params: { syndicate_id, fund_call_id: calls[1].id, notice_id: q2.id },
    });
    expect(pdf.status).toBe(200);
    if (pdftotext) {
      const text = normaliseText(await pdfToText(pdftotext, new Uint8Array(await (pdf.body as Blob).arrayBuffer())));
      for (const expected of [
        "Avis d'appel de fonds",
        'Lot : 2',
        'Ascenseur',
        '166,67 €',
        'Solde antérieur reporté : 4 019,16 €',
        'Total à régler : 5 983,33 €',
      ])
        expect(text).toContain(expected);
    }
    const sent = outbox.list().filter((m) => m.kind === 'syndic_fund_call' && m.data.notice_id === q2.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: b.owners.a.id, attachments: [{ content_type: 'application/pdf' }] });
    const events = await publishedEvents(tenantId, 'syndic_fund_call.issued');
    expect(events).toHaveLength(28);
    expect(events.find((e) => e.subject_id === q2.id)?.payload).toMatchObject({
      amount: 1964.17,
      due_date: '2026-04-01',
    });
  });
});

describe('co-owner accounts and payments', () => {
  const accountOf = async (ownerId: string) => (await accounts()).find((a) => a.owner_id === ownerId)!;

  it('keeps one account per co-owner whose balance is the sum of its entries', async () => {
    const all = await accounts();
    expect(all.map((a) => a.number)).toEqual(['4500001', '4500002', '4500003', '4500004']);
    const a = await accountOf(b.owners.a.id);
    expect(a.balance).toBe(8220 + 7856.67);
    const entries = ok(
      await client.coOwnerAccounts.entries({ params: { syndicate_id, account_id: a.id }, query: { per_page: 100 } }),
      200,
    ).data;
    expect(entries).toHaveLength(8);
    expect(entries.every((e) => e.kind === 'CALL' && e.ledger === '4501')).toBe(true);
    expect(entries.reduce((s, e) => s + cents(e.amount), 0)).toBe(cents(a.balance));
  });

  it('allocates a payment to the oldest notices first', async () => {
    const account = await accountOf(b.owners.b.id);
    const paid = ok(
      await client.coOwnerPayments.create({
        params: { syndicate_id, account_id: account.id },
        body: { amount: 2000, paid_on: '2026-01-10', method: 'VIREMENT_BANCAIRE' } as never,
      }),
      201,
    );
    expect(paid).toMatchObject({ amount: 2000, unallocated: 0 });
    const calls = ok(
      await client.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }),
      200,
    ).data;
    const paidOn = async (i: number) => (await notices(calls[i].id)).find((n) => n.account_id === account.id)!.paid;
    expect([await paidOn(0), await paidOn(1), await paidOn(2)]).toEqual([1870.83, 129.17, 0]);
    expect((await accountOf(b.owners.b.id)).balance).toBe(7483.33 - 2000);
  });

  it('refuses a payment naming a closed call (409), and closing twice', async () => {
    const calls = ok(
      await client.syndicFundCalls.list({ params: { syndicate_id }, query: { sort: 'due_date' } }),
      200,
    ).data;
    const params = { syndicate_id, fund_call_id: calls[0].id };
    expect(ok(await client.syndicFundCalls.close({ params, body: {} }), 200)).toMatchObject({ status: 'CLOSED' });
    expect(problem(await client.syndicFundCalls.close({ params, body: {} }), 409).errors?.[0].code).toBe(
      'already_closed',
    );
    const account = await accountOf(b.owners.a.id);
    const refused = await client.coOwnerPayments.create({
      params: { syndicate_id, account_id: account.id },
      body: { amount: 100, paid_on: '2026-02-01', method: 'CHEQUE', fund_call_id: calls[0].id } as never,
    });
    expect(problem(refused, 409).errors?.[0].code).toBe('call_closed');
    expect((await accountOf(b.owners.a.id)).balance).toBe(8220 + 7856.67);
    // A payment naming an open call pays that call's notices first.
    ok(
      await client.coOwnerPayments.create({
        params: { syndicate_id, account_id: account.id },
        body: { amount: 2055, paid_on: '2026-04-02', method: 'CHEQUE', fund_call_id: calls[1].id } as never,
      }),
      201,
    );
    const q2 = (await notices(calls[1].id)).filter((n) => n.account_id === account.id);
    const paid = q2.map((n) => [lotNumber(n.lot_id), n.paid]).sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(paid).toEqual([
      ['1', 2055],
      ['2', 0],
    ]);
  });

  it('reads every co-owner’s arrears at once, and exports the accounts in class 45', async () => {
    const arrears = ok(
      await client.coOwnerAccounts.arrears({ params: { syndicate_id }, query: { as_of: '2026-05-01' } }),
      200,
    );
    const ofB = arrears.data.find((a) => a.name === 'Bruno Blanc')!;
    // Owner B: quarters 1 and 2 are due (3,741.66), 2,000.00 paid.
    expect(ofB).toMatchObject({
      overdue: 1741.66,
      oldest_due_date: '2026-04-01',
      balance: 5483.33,
      recovery_step: null,
    });
    expect(arrears.data).toHaveLength(4);
    const csv = await client.coOwnerAccounts.export({ params: { syndicate_id } });
    expect(csv.status).toBe(200);
    const body = typeof csv.body === 'string' ? csv.body : await (csv.body as Blob).text();
    const lines = body.trim().split('\n');
    expect(lines[0]).toBe('compte;sous_compte;copropriétaire;date;nature;libellé;débit;crédit');
    expect(lines).toContain('4500002;450;Bruno Blanc;2026-01-10;PAYMENT;Règlement;;2000.00');
    expect(lines.filter((l) => l.startsWith('4500002;4501;'))).toHaveLength(4);
  });
});

describe('schedules and other calls', () => {
  it('follows the schedule the assembly set, calls the works fund by the general key, and works by their own', async () => {
    const params = { syndicate_id, fiscal_year: 2027 };
    const outside = await client.syndicFundCalls.setSchedule({
      params,
      body: { instalments: [{ due_date: '2028-01-01', weight: 1 }] },
    });
    expect(problem(outside, 422).errors?.[0].code).toBe('outside_fiscal_year');
    const schedule = ok(
      await client.syndicFundCalls.setSchedule({
        params,
        body: {
          instalments: [
            { due_date: '2027-07-01', weight: 1 },
            { due_date: '2027-01-15', weight: 2 },
          ],
        },
      }),
      200,
    );
    expect(schedule.instalments).toEqual([
      { number: 1, due_date: '2027-01-15', weight: 2 },
      { number: 2, due_date: '2027-07-01', weight: 1 },
    ]);
    // The 2027 budget with a works fund of 2,400.00 (5 %), called by the general key on that schedule:
    // 2/3 of each lot's 180..120 thousandths, e.g. lot 1 432.00 → 288.00, 1,600.00 in all.
    const budget = ok(
      await client.syndicBudgets.create({
        params: { syndicate_id },
        body: { fiscal_year: 2027, lines: budgetLines(b), works_fund: 2400 },
      }),
      201,
    );
    const ag = await assembly(client, syndicate_id, '2026-12-10');
    ok(
      await client.syndicBudgets.vote({ params: { syndicate_id, budget_id: budget.id }, body: { assembly_id: ag.id } }),
      200,
    );
    const fund = ok(
      await client.syndicFundCalls.issue({ params: { syndicate_id }, body: { kind: 'WORKS_FUND', fiscal_year: 2027 } }),
      201,
    );
    expect(fund).toMatchObject({ instalment: 1, instalments_count: 2, due_date: '2027-01-15', total: 1600 });
    const lot1 = (await notices(fund.id)).find((n) => lotNumber(n.lot_id) === '1')!;
    expect(lot1.lines.map((l) => [l.code, l.amount])).toEqual([['GEN', 288]]);
    const changed = await client.syndicFundCalls.setSchedule({
      params,
      body: { instalments: [{ due_date: '2027-03-01', weight: 1 }] },
    });
    expect(problem(changed, 409).errors?.[0].code).toBe('calls_issued');
    const works = ok(
      await client.syndicFundCalls.issue({
        params: { syndicate_id },
        body: {
          kind: 'WORKS',
          works: {
            reference: 'Ravalement',
            lines: [{ charge_key_id: b.keys.general.id, amount: 10000.01 }],
            schedule: [
              { due_date: '2026-09-01', weight: 1 },
              { due_date: '2026-12-01', weight: 1 },
            ],
          },
        },
      }),
      201,
    );
    const second = ok(
      await client.syndicFundCalls.issue({
        params: { syndicate_id },
        body: {
          kind: 'WORKS',
          works: {
            reference: 'Ravalement',
            lines: [{ charge_key_id: b.keys.general.id, amount: 10000.01 }],
            schedule: [
              { due_date: '2026-09-01', weight: 1 },
              { due_date: '2026-12-01', weight: 1 },
            ],
          },
        },
      }),
      201,
    );
    expect([works.instalment, second.instalment, works.fiscal_year]).toEqual([1, 2, 2026]);
    expect(cents(works.total) + cents(second.total)).toBe(1_000_001);
    const ledgers = ok(
      await client.coOwnerAccounts.entries({
        params: { syndicate_id, account_id: (await accounts())[0].id },
        query: { per_page: 100 },
      }),
      200,
    ).data.map((e) => e.ledger);
    expect(ledgers.filter((l) => l === '4502')).toHaveLength(4);
    expect(ledgers.filter((l) => l === '4505')).toHaveLength(2);
  });
});

describe('another tenant', () => {
  it('finds none of these records (404)', async () => {
    const other = (await app.newTenant('Other syndic')).client;
    const call = ok(await client.syndicFundCalls.list({ params: { syndicate_id }, query: {} }), 200).data[0];
    const account = (await accounts())[0];
    problem(await other.syndicFundCalls.get({ params: { syndicate_id, fund_call_id: call.id } }), 404);
    problem(await other.coOwnerAccounts.get({ params: { syndicate_id, account_id: account.id } }), 404);
    problem(
      await other.coOwnerPayments.create({
        params: { syndicate_id, account_id: account.id },
        body: { amount: 10, paid_on: '2026-02-01', method: 'CHEQUE' } as never,
      }),
      404,
    );
    problem(
      await other.syndicFundCalls.issue({
        params: { syndicate_id },
        body: { kind: 'BUDGET_PROVISION', fiscal_year: 2026 },
      }),
      404,
    );
  });
});
