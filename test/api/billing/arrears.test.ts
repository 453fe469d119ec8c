// Arrears across the account (GET /arrears, GET /arrears.csv): a seeded portfolio of three leases
// checked against a hand-written table of its unpaid periods, their age buckets (the due date is day
// 0), the totals per bucket and each lease's balance; the filters by place, owner, mandate and last
// reminder step; the keyset pages; the CSV export; and another tenant's view of it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { estateIn } from '../../support/billing.js';
import { leaseWithTenant, ok } from '../../support/leasing.js';
import { mandateBody } from '../../support/mandates.js';
import { driveRun, runActivities } from '../../support/runs.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const clock = { now: () => new Date('2026-12-20T09:00:00Z') };
let app: TestApp;
let tenant: TestTenant;
const leases: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const places: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
const estates: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
let ownerB: string;
let mandateId: string;

/** An ACTIVE lease of `rent` a month from `start` in a building of its own, its periods opened up to `upTo`. */
async function leaseIn(start: string, rent: number, upTo: string) {
  const estate = await estateIn(tenant.client);
  const { lease } = await leaseWithTenant(tenant.client, {
    estate_id: estate.id,
    start_date: start,
    rent_amount: rent,
  });
  ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  ok(await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: upTo } }), 200);
  return { leaseId: lease.id, placeId: estate.place_id, estateId: estate.id };
}

beforeAll(async () => {
  app = await startTestApp({ clock, workflows: new RecordingWorkflows() });
  tenant = await app.newTenant('Arrears');
  const a = await leaseIn('2026-08-01', 1000, '2026-12-01');
  const b = await leaseIn('2026-11-15', 900, '2026-12-01');
  const c = await leaseIn('2026-12-20', 800, '2026-12-20');
  Object.assign(leases, { A: a.leaseId, B: b.leaseId, C: c.leaseId });
  Object.assign(places, { A: a.placeId, B: b.placeId, C: c.placeId });
  Object.assign(estates, { A: a.estateId, B: b.estateId, C: c.estateId });
  // A pays 1,500.00: August in full, 500.00 of September.
  ok(
    await tenant.client.rentPayments.create({
      params: { lease_id: leases.A },
      body: { amount: 1500, paid_on: '2026-12-10', method: 'VIREMENT_BANCAIRE', payer: 'Camille Durand' },
    }),
    201,
  );
  ownerB = ok(await tenant.client.owners.create({ body: { last_name: 'Martin', email: 'martin@example.fr' } }), 201).id;
  ok(await tenant.client.places.update({ params: { id: places.B }, body: { owner_id: ownerB } }), 200);
  // B's owner gives a mandate over B's estate and over C's whole place (a place of no recorded owner).
  mandateId = ok(
    await tenant.client.mandates.create({
      body: mandateBody(ownerB, [{ estate_id: estates.B }, { place_id: places.C }]) as never,
    }),
    201,
  ).id;
  // A's October gets its friendly reminder (a batch run of that step).
  const run = ok(
    await tenant.client.runs.start({ body: { kind: 'REMINDERS', period: '2026-10', step: 'FRIENDLY_REMINDER' } }),
    201,
  );
  expect(await driveRun(runActivities(app, { clock }), tenant.tenantId, run.id)).toMatchObject({ done: 1 });
}, 120_000);
afterAll(() => app.close());

/** The portfolio's unpaid periods on 2026-12-20, by hand: lease, period start, due, amount due, days, bucket. */
const TABLE: [keyof typeof leases, string, string, number, number, string][] = [
  ['A', '2026-09-01', '2026-09-01', 500, 110, 'OVER_90'],
  ['A', '2026-10-01', '2026-10-01', 1000, 80, 'DAYS_61_90'],
  ['A', '2026-11-01', '2026-11-01', 1000, 49, 'DAYS_31_60'],
  ['B', '2026-11-15', '2026-11-15', 480, 35, 'DAYS_31_60'], // 900.00 × 16/30
  ['A', '2026-12-01', '2026-12-01', 1000, 19, 'DAYS_0_30'],
  ['B', '2026-12-01', '2026-12-01', 900, 19, 'DAYS_0_30'],
  ['C', '2026-12-20', '2026-12-20', 309.68, 0, 'DAYS_0_30'], // 800.00 × 12/31
];
const BALANCES = { A: 3500, B: 1380, C: 309.68 };

const leaseName = (id: string) => (Object.entries(leases).find(([, v]) => v === id) ?? ['?'])[0];

describe('GET /arrears', () => {
  it('lists every unpaid period past due with its bucket, the totals per bucket and each lease’s balance', async () => {
    const body = ok(await tenant.client.arrears.list({ query: { per_page: 100 } }), 200);
    const rows = body.data.map((r) => [
      leaseName(r.lease_id),
      r.period_start,
      r.due_date,
      r.amount_due,
      r.days_past_due,
      r.bucket,
    ]);
    // Ties on the due date are ordered by period id: compare as sets within the tie.
    expect(rows.slice(0, 4)).toEqual(TABLE.slice(0, 4));
    expect(rows.slice(4, 6)).toEqual(expect.arrayContaining(TABLE.slice(4, 6)));
    expect(rows[6]).toEqual(TABLE[6]);
    for (const r of body.data) expect(r.lease_balance).toBe(BALANCES[leaseName(r.lease_id) as keyof typeof BALANCES]);
    expect(body.data[0].tenants).toEqual([{ lessee_id: expect.any(String), name: 'Camille Durand' }]);
    expect(body.data.find((r) => r.period_start === '2026-10-01')!.last_step).toBe('FRIENDLY_REMINDER');
    expect(body.summary).toEqual({
      as_of: '2026-12-20',
      periods: 7,
      leases: 3,
      amount_due: 5189.68,
      buckets: [
        { bucket: 'DAYS_0_30', periods: 3, amount_due: 2209.68 },
        { bucket: 'DAYS_31_60', periods: 2, amount_due: 1480 },
        { bucket: 'DAYS_61_90', periods: 1, amount_due: 1000 },
        { bucket: 'OVER_90', periods: 1, amount_due: 500 },
      ],
    });
    expect(body.meta.pagination).toMatchObject({ total: 7, has_next: false, current_page: 1 });
  });

  it('ages the periods at as_of, and filters by place, owner and last reminder step', async () => {
    const early = ok(await tenant.client.arrears.list({ query: { as_of: '2026-11-30' } }), 200);
    expect(early.summary.buckets.map((b) => [b.bucket, b.periods, b.amount_due])).toEqual([
      ['DAYS_0_30', 2, 1480],
      ['DAYS_31_60', 1, 1000],
      ['DAYS_61_90', 1, 500],
      ['OVER_90', 0, 0],
    ]);
    const byPlace = ok(await tenant.client.arrears.list({ query: { place_id: places.A } }), 200);
    expect(byPlace.data.map((r) => leaseName(r.lease_id))).toEqual(['A', 'A', 'A', 'A']);
    const byOwner = ok(await tenant.client.arrears.list({ query: { owner_id: ownerB } }), 200);
    expect(byOwner.data.map((r) => [leaseName(r.lease_id), r.owner_id])).toEqual([
      ['B', ownerB],
      ['B', ownerB],
    ]);
    expect(byOwner.summary).toMatchObject({ periods: 2, amount_due: 1380, leases: 1 });
    const byStep = ok(await tenant.client.arrears.list({ query: { step: 'FRIENDLY_REMINDER' } }), 200);
    expect(byStep.data.map((r) => [leaseName(r.lease_id), r.period_start])).toEqual([['A', '2026-10-01']]);
    // The lease's balance stays the lease's, whatever the filter on its periods.
    expect(byStep.data[0].lease_balance).toBe(3500);
  });

  it("filters by mandate: the leases of its estates and of its places' estates", async () => {
    // By hand, from TABLE: B's two periods (its estate is a lot) and C's one (its place is a lot).
    const byMandate = ok(await tenant.client.arrears.list({ query: { mandate_id: mandateId } }), 200);
    expect(byMandate.data.map((r) => [leaseName(r.lease_id), r.period_start, r.amount_due])).toEqual([
      ['B', '2026-11-15', 480],
      ['B', '2026-12-01', 900],
      ['C', '2026-12-20', 309.68],
    ]);
    expect(byMandate.summary).toMatchObject({ periods: 3, amount_due: 1689.68, leases: 2 });
    const withPlace = ok(
      await tenant.client.arrears.list({ query: { mandate_id: mandateId, place_id: places.A } }),
      200,
    );
    expect(withPlace.summary.periods).toBe(0);
    const other = await app.newTenant('Arrears: a mandate of another tenant');
    expect(ok(await other.client.arrears.list({ query: { mandate_id: mandateId } }), 200).summary.periods).toBe(0);
    const csv = await fetch(`${app.baseUrl}/api/arrears.csv?mandate_id=${mandateId}`, {
      headers: { authorization: `Bearer ${tenant.apiKey}` },
    });
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('pages by keyset in the order of the pages, either way', async () => {
    for (const sort of ['due_date', '-due_date']) {
      const byOffset: string[] = [];
      for (let page = 1; page <= 3; page += 1)
        byOffset.push(
          ...ok(await tenant.client.arrears.list({ query: { per_page: 3, page, sort } }), 200).data.map(
            (r) => r.period_id,
          ),
        );
      const byCursor: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const body = ok(await tenant.client.arrears.list({ query: { per_page: 3, sort, cursor } }), 200);
        byCursor.push(...body.data.map((r) => r.period_id));
        expect(body.meta.pagination.has_next).toBe(body.meta.next_cursor !== null);
        if (!body.meta.next_cursor) break;
        cursor = body.meta.next_cursor;
      }
      expect(byCursor).toEqual(byOffset);
      expect(new Set(byCursor).size).toBe(7);
    }
  });

  it('streams the CSV export (GET /arrears.csv, or Accept: text/csv)', async () => {
    const headers = { authorization: `Bearer ${tenant.apiKey}` };
    const csv = await fetch(`${app.baseUrl}/api/arrears.csv?place_id=${places.A}`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      'period_id,lease_id,lease_reference,tenants,place_id,owner_id,period_start,period_end,due_date,days_past_due,bucket,total_amount,paid_amount,amount_due,last_step,lease_balance',
    );
    expect(lines).toHaveLength(6); // the header, four periods, and the empty string after the last CRLF
    expect(lines[1].split(',').slice(3)).toEqual([
      'Camille Durand',
      places.A,
      '',
      '2026-09-01',
      '2026-09-30',
      '2026-09-01',
      '110',
      'OVER_90',
      '1000.00',
      '500.00',
      '500.00',
      '',
      '3500.00',
    ]);
    const negotiated = await fetch(`${app.baseUrl}/api/arrears?place_id=${places.A}`, {
      headers: { ...headers, accept: 'text/csv' },
    });
    expect(negotiated.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await negotiated.text()).split('\r\n')).toEqual(lines);
  });

  it('shows another tenant none of it', async () => {
    const other = await app.newTenant('Arrears: other');
    const body = ok(await other.client.arrears.list({ query: { place_id: places.A } }), 200);
    expect(body.data).toEqual([]);
    expect(body.summary).toMatchObject({ periods: 0, amount_due: 0, leases: 0 });
    const all = ok(await other.client.arrears.list({ query: {} }), 200);
    expect(all.summary.periods).toBe(0);
    const csv = await fetch(`${app.baseUrl}/api/arrears.csv`, { headers: { authorization: `Bearer ${other.apiKey}` } });
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
