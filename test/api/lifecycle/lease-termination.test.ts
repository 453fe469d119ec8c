// The termination of a lease as an operation with a record (POST/GET /leases/{id}/termination): the
// ground's rules, the move to TERMINATED with its timers stopped, the last rent period prorated to
// the day, the deposit's restitution started, `lease.terminated` published; and the bare
// PUT /leases/{id}/status to TERMINATED becoming that operation.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, addMonths, daysBetween } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { activeLease } from '../../support/billing.js';
import { withPool } from '../../support/db.js';
import { samples } from '../../support/files.js';
import { newLease, newLessee, ok, problem } from '../../support/leasing.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
let app: TestApp;
let tenant: TestTenant;
let client: Client;
const today = new Date().toISOString().slice(0, 10);
const thisMonth = `${today.slice(0, 8)}01`;
/** Three monthly periods are due today (à échoir, on the 1st): two months ago, last month, this month. */
const start = addMonths(thisMonth, -2);
const lastMonth = addMonths(thisMonth, -1);

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Lease termination');
  client = tenant.client;
});
afterAll(() => app.close());

const terminate = (leaseId: string, body: Record<string, unknown>) =>
  client.leaseTermination.terminate({ params: { lease_id: leaseId }, body: body as never });
const document = async (leaseId: string) =>
  ok(await client.media.upload({ body: { lease_id: leaseId, file: new File([samples.pdf()], 'acte.pdf') } }), 201).id;
const periods = async (leaseId: string) =>
  ok(await client.rentPeriods.list({ params: { lease_id: leaseId }, query: { sort: 'period_start' } }), 200).data;
const codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);

async function events(type: string, subjectId: string) {
  return withPool(
    async (pool) =>
      (
        await pool.query('select payload from outbox_events where tenant_id = $1 and type = $2 and subject_id = $3', [
          tenant.tenantId,
          type,
          subjectId,
        ])
      ).rows as { payload: Record<string, unknown> }[],
  );
}

describe('termination by mutual agreement', () => {
  it('ends the rent on the last day, prorates the last period, cancels later ones, starts the deposit restitution', async () => {
    const { lease } = await activeLease(client, { start_date: start, rent_amount: 900, deposit_amount: 900 });
    ok(
      await client.leaseDeposit.create({
        params: { lease_id: lease.id },
        body: { amount: 900, received_amount: 900, received_on: start },
      }),
      201,
    );
    const pay = { amount: 2700, paid_on: today, method: 'CHEQUE', payer: 'Camille Durand' };
    ok(await client.rentPayments.create({ params: { lease_id: lease.id }, body: pay as never }), 201);
    expect((await periods(lease.id)).map((p) => p.status)).toEqual(['PAID', 'PAID', 'PAID']);
    const lastDay = addDays(lastMonth, 9);
    const body = { ground: 'MUTUAL_AGREEMENT', act_date: addDays(lastMonth, 2), effective_date: lastDay };

    expect(codes(problem(await terminate(lease.id, body), 422))).toEqual(['document_required']);
    const media = await document(lease.id);
    expect(
      codes(problem(await terminate(lease.id, { ...body, document_media_ids: [media], act_date: today }), 422)),
    ).toEqual(['before_act']);
    const terminated = ok(
      await terminate(lease.id, {
        ...body,
        document_media_ids: [media],
        keys_returned_on: addDays(lastMonth, 9),
        exit_matches_entry: true,
        details: 'Résiliation amiable signée par les deux parties',
      }),
      201,
    );
    expect(terminated).toMatchObject({
      lease_id: lease.id,
      ground: 'MUTUAL_AGREEMENT',
      legal_reference: expect.stringContaining('C. civ. art. 1193'),
      effective_date: lastDay,
      previous_status: 'ACTIVE',
      cancelled_periods: 1,
      deposit_handed_over: true,
      document_media_ids: [media],
    });
    expect(ok(await client.leaseTermination.get({ params: { lease_id: lease.id } }), 200)).toEqual(terminated);

    const after = ok(await client.leases.get({ params: { id: lease.id } }), 200);
    expect(after).toMatchObject({ status: 'TERMINATED', end_date: lastDay });
    // The last period holds ten days of last month: 900.00 * 10 / days in the month, to the cent.
    const monthDays = daysBetween(lastMonth, addDays(thisMonth, -1)) + 1;
    const prorated = Math.round((90000 * 10) / monthDays) / 100;
    const rent = await periods(lease.id);
    expect(rent.map((p) => [p.period_start, p.period_end, p.total_amount, p.status])).toEqual([
      [start, addDays(lastMonth, -1), 900, 'PAID'],
      [lastMonth, lastDay, prorated, 'PAID'],
    ]);
    expect(terminated.last_period_id).toBe(rent[1].id);
    // What was paid for the days after the last day is the tenant's credit.
    const account = ok(await client.rentAccount.get({ params: { lease_id: lease.id } }), 200);
    expect(account.credit).toBeCloseTo(2700 - 900 - prorated, 2);

    const deposit = ok(await client.leaseDeposit.get({ params: { lease_id: lease.id } }), 200);
    expect(deposit).toMatchObject({
      status: 'AWAITING_RESTITUTION',
      keys_returned_on: lastDay,
      restitution_deadline: addMonths(lastDay, 1),
    });
    expect(engine.deposits.filter((d) => d.leaseId === lease.id)).toHaveLength(1);
    expect(engine.terminated.filter((t) => t.leaseId === lease.id)).toHaveLength(1);
    expect((await events('lease.terminated', lease.id)).map((e) => e.payload)).toEqual([
      expect.objectContaining({ ground: 'MUTUAL_AGREEMENT', effective_date: lastDay, termination_id: terminated.id }),
    ]);

    expect(problem(await terminate(lease.id, { ...body, document_media_ids: [media] }), 409).lease_status).toBe(
      'TERMINATED',
    );
    problem(await client.media.remove({ params: { media_id: media } }), 409);
  });
});

describe('the rules of each ground', () => {
  it('refuses a future day, a lease not signed, and a notice end without a notice', async () => {
    const { lease } = await activeLease(client, { start_date: start });
    expect(codes(problem(await terminate(lease.id, { ground: 'NOTICE_END' }), 422))).toEqual(['required']);
    expect(codes(problem(await terminate(lease.id, { ground: 'NOTICE_END', effective_date: lastMonth }), 422))).toEqual(
      ['no_notice'],
    );
    const future = { ground: 'CLAUSE_RESOLUTOIRE', act_date: today, effective_date: addDays(today, 1) };
    expect(codes(problem(await terminate(lease.id, future), 422))).toEqual(['future_date', 'document_required']);
    // An ACTIVE lease's term is still to come.
    expect(codes(problem(await terminate(lease.id, { ground: 'TERM_END' }), 422))).toEqual([
      'future_date',
      'not_expired',
    ]);
    problem(await terminate(lease.id, { ground: 'NOT_STATED', effective_date: today }), 400);
    problem(await client.leaseTermination.get({ params: { lease_id: lease.id } }), 404);

    const draft = await newLease(client, { start_date: start });
    problem(await terminate(draft.id, { ground: 'MUTUAL_AGREEMENT', act_date: today, effective_date: today }), 409);
  });

  it('ends the lease on the death of its only tenant, not while a co-tenant stays (art. 14)', async () => {
    const { lease, lessee } = await activeLease(client, { start_date: start });
    const other = await newLessee(client, { first_name: 'Paul', email: 'paul@example.fr' });
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: other.id, role: 'CoTenant', start_date: start },
      }),
      201,
    );
    const death = { ground: 'TENANT_DEATH', lessee_id: lessee.id, act_date: lastMonth };
    expect(codes(problem(await terminate(lease.id, death), 422))).toEqual(['co_tenants_remain']);
    const { lease: alone, lessee: only } = await activeLease(client, { start_date: start });
    expect(
      codes(problem(await terminate(alone.id, { ...death, lessee_id: only.id, effective_date: today }), 422)),
    ).toEqual(['not_death_date']);
    const ended = ok(await terminate(alone.id, { ...death, lessee_id: only.id }), 201);
    expect(ended).toMatchObject({ ground: 'TENANT_DEATH', effective_date: lastMonth, lessee_id: only.id });
    expect(ended.legal_reference).toContain('art. 14');
  });
});

describe('the end of a notice, and the bare status PUT', () => {
  it('ends a lease on its notice’s last day and completes the notice', async () => {
    const { lease } = await activeLease(client, { start_date: '2024-01-01' });
    const received = addMonths(today, -4);
    const notice = ok(
      await client.leaseNotices.give({
        params: { lease_id: lease.id },
        body: { given_by: 'TENANT', received_date: received, delivery_mode: 'REGISTERED_LETTER' },
      }),
      201,
    );
    const ended = ok(await terminate(lease.id, { ground: 'NOTICE_END' }), 201);
    expect(ended).toMatchObject({
      ground: 'NOTICE_END',
      effective_date: notice.end_date,
      notice_id: notice.id,
      previous_status: 'NOTICE',
      legal_reference: notice.legal_reference,
      deposit_handed_over: false,
    });
    const read = ok(await client.leaseNotices.get({ params: { lease_id: lease.id, notice_id: notice.id } }), 200);
    expect(read.status).toBe('COMPLETED');
  });

  it('makes PUT .../status TERMINATED the termination, with the ground the facts give', async () => {
    const { lease } = await activeLease(client, { start_date: start });
    const put = ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(put).toMatchObject({ status: 'TERMINATED', end_date: today });
    const record = ok(await client.leaseTermination.get({ params: { lease_id: lease.id } }), 200);
    expect(record).toMatchObject({ ground: 'NOT_STATED', effective_date: today, previous_status: 'ACTIVE' });
    // Asking again changes nothing.
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(ok(await client.leaseTermination.get({ params: { lease_id: lease.id } }), 200)).toEqual(record);
    expect(await events('lease.terminated', lease.id)).toHaveLength(1);

    const { lease: noticed } = await activeLease(client, { start_date: '2024-01-01' });
    const notice = ok(
      await client.leaseNotices.give({
        params: { lease_id: noticed.id },
        body: { given_by: 'TENANT', received_date: addMonths(today, -4), delivery_mode: 'HAND_DELIVERY' },
      }),
      201,
    );
    ok(await client.leases.changeStatus({ params: { id: noticed.id }, body: { status: 'TERMINATED' } }), 200);
    expect(ok(await client.leaseTermination.get({ params: { lease_id: noticed.id } }), 200)).toMatchObject({
      ground: 'NOTICE_END',
      effective_date: notice.end_date,
    });
  });
});
