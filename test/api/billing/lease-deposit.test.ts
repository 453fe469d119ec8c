import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lateMonthlyPeriods } from '../../../core/billing/deposits/deposit-rules.js';
import { addDays, addMonths } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { activeLease, estateIn } from '../../support/billing.js';
import { tenantRows, withPool } from '../../support/db.js';
import { newLease, ok, problem } from '../../support/leasing.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
let app: TestApp;
let tenant: TestTenant;
let client: Client;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Deposits');
  client = tenant.client;
});
afterAll(() => app.close());

const deposit = (leaseId: string) => client.leaseDeposit.get({ params: { lease_id: leaseId } });
const create = (leaseId: string, body: Record<string, unknown>) =>
  client.leaseDeposit.create({ params: { lease_id: leaseId }, body: body as never });

describe('security deposit', () => {
  it('is recorded once per signed lease, defaulting to the lease deposit_amount, within the legal cap', async () => {
    const { lease } = await activeLease(client, { start_date: '2025-01-01', deposit_amount: 850 });
    expect(problem(await deposit(lease.id), 404).detail).toContain('security deposit');
    const created = ok(await create(lease.id, { received_amount: 850, received_on: '2024-12-20' }), 201);
    expect(created).toMatchObject({
      lease_id: lease.id,
      amount: 850,
      max_amount: 850,
      received_amount: 850,
      status: 'HELD',
      restitution_deadline: null,
      balance_due: 850,
      penalty_due_now: 0,
      retentions: [],
    });
    expect(ok(await deposit(lease.id), 200)).toEqual(created);
    expect(problem(await create(lease.id, { amount: 500 }), 409).errors?.[0].code).toBe('duplicate_deposit');
  });

  it('refuses a deposit above the cap, more received than agreed, a draft lease, and changes nothing', async () => {
    const { lease } = await activeLease(client, { start_date: '2025-01-01', rent_amount: 700 });
    const draft = await newLease(client);
    const before = await tenantRows(tenant.tenantId);
    const over = problem(await create(lease.id, { amount: 700.01 }), 422);
    expect(over.errors?.map((e) => e.code)).toEqual(['deposit_cap_exceeded']);
    expect(problem(await create(lease.id, { amount: 600, received_amount: 650 }), 422).errors?.[0].code).toBe(
      'received_over_amount',
    );
    expect(problem(await create(lease.id, {}), 422).errors?.[0].code).toBe('required');
    problem(await create(lease.id, { amount: -5 }), 400);
    expect(problem(await create(draft.id, { amount: 100 }), 409).lease_status).toBe('DRAFT');
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
  });

  it('allows two months for a furnished lease and none for a bail mobilité', async () => {
    const furnished = await activeLease(client, {
      type: 'HabitationMeublee',
      start_date: '2025-01-01',
      rent_amount: 600,
    });
    expect(ok(await create(furnished.lease.id, { amount: 1200 }), 201).max_amount).toBe(1200);
    const mobility = await activeLease(client, {
      type: 'MobiliteEtudiante',
      start_date: '2025-01-01',
      rent_amount: 600,
    });
    expect(problem(await create(mobility.lease.id, { amount: 1 }), 422).errors?.[0].code).toBe('deposit_not_allowed');
  });

  it('records the key handover: deadline at one month when exit matches entry, two otherwise, and starts the watch', async () => {
    const { lease } = await activeLease(client, { start_date: '2024-01-01', deposit_amount: 850 });
    ok(await create(lease.id, { received_amount: 850, received_on: '2024-01-01' }), 201);
    const keys = addDays(today, -10);
    const handover = (body: Record<string, unknown>) =>
      client.leaseDeposit.handover({ params: { lease_id: lease.id }, body: body as never });
    const view = ok(await handover({ keys_returned_on: keys, exit_matches_entry: false }), 200);
    const deadline = addMonths(keys, 2);
    expect(view).toMatchObject({ status: 'AWAITING_RESTITUTION', restitution_deadline: deadline, days_late: 0 });
    expect(view.days_left).toBeGreaterThan(40);
    expect(engine.deposits.filter((d) => d.depositId === view.id)).toEqual([
      { tenantId: tenant.tenantId, leaseId: lease.id, depositId: view.id, deadline, reminderDays: 7 },
    ]);
    // The same handover again repairs the watch; another one is a conflict.
    ok(await handover({ keys_returned_on: keys, exit_matches_entry: false }), 200);
    expect(problem(await handover({ keys_returned_on: keys, exit_matches_entry: true }), 409).errors?.[0].code).toBe(
      'already_handed_over',
    );
    expect(problem(await handover({ keys_returned_on: '2023-12-31', exit_matches_entry: true }), 409).status).toBe(409);
  });

  it('refuses a handover before the lease or in the future, and a restitution before the handover', async () => {
    const { lease } = await activeLease(client, { start_date: '2025-01-01', deposit_amount: 500 });
    ok(await create(lease.id, { received_amount: 500 }), 201);
    const handover = (keys: string) =>
      client.leaseDeposit.handover({
        params: { lease_id: lease.id },
        body: { keys_returned_on: keys, exit_matches_entry: true },
      });
    expect(problem(await handover('2024-12-31'), 422).errors?.[0].code).toBe('date_order');
    // Without a signed exit report the caller states both facts.
    const bare = await client.leaseDeposit.handover({ params: { lease_id: lease.id }, body: {} });
    expect(problem(bare, 422).errors?.map((e) => [e.path, e.code])).toEqual([
      ['exit_matches_entry', 'required'],
      ['keys_returned_on', 'required'],
    ]);
    expect(problem(await handover(addDays(today, 1)), 422).errors?.[0].code).toBe('future_date');
    const early = await client.leaseDeposit.restitution({
      params: { lease_id: lease.id },
      body: { returned_amount: 500, returned_on: today },
    });
    expect(problem(early, 409).deposit_status).toBe('HELD');
    expect(ok(await deposit(lease.id), 200).status).toBe('HELD');
  });

  it('shows the penalty due now once the deadline passed, nothing without a forwarding address', async () => {
    const { lease } = await activeLease(client, { start_date: '2024-01-01', rent_amount: 850, deposit_amount: 850 });
    ok(await create(lease.id, { received_amount: 850 }), 201);
    const keys = addMonths(today, -4);
    const late = ok(
      await client.leaseDeposit.handover({
        params: { lease_id: lease.id },
        body: { keys_returned_on: keys, exit_matches_entry: true },
      }),
      200,
    );
    const periods = lateMonthlyPeriods(addMonths(keys, 1), today);
    expect(periods).toBeGreaterThanOrEqual(3);
    expect(late).toMatchObject({ late_periods: periods, penalty_due_now: 0, amount_due_now: 850, days_left: null });
    const withAddress = ok(
      await client.leaseDeposit.update({
        params: { lease_id: lease.id },
        body: { forwarding_address: '12 avenue Jean Jaurès, 69007 Lyon' },
      }),
      200,
    );
    expect(withAddress).toMatchObject({ penalty_due_now: periods * 85, amount_due_now: 850 + periods * 85 });
    const returned = ok(
      await client.leaseDeposit.restitution({
        params: { lease_id: lease.id },
        body: { returned_amount: 850, returned_on: today },
      }),
      200,
    );
    expect(returned).toMatchObject({ status: 'RESTITUTED', outstanding_amount: periods * 85, returned_amount: 850 });
    expect(engine.restituted).toContainEqual({ depositId: returned.id, returnedOn: today });
    const again = await client.leaseDeposit.restitution({
      params: { lease_id: lease.id },
      body: { returned_amount: 850, returned_on: today },
    });
    expect(problem(again, 409).deposit_status).toBe('RESTITUTED');
    expect(problem(await client.leaseDeposit.update({ params: { lease_id: lease.id }, body: { amount: 1 } }), 409));
  });
});

describe('deposit retentions', () => {
  async function depositIn(place: Record<string, unknown>) {
    const estate = await estateIn(client, place);
    const { lease } = await activeLease(client, {
      start_date: '2024-01-01',
      deposit_amount: 850,
      estate_id: estate.id,
    });
    ok(await create(lease.id, { received_amount: 850 }), 201);
    return lease.id;
  }
  const add = (leaseId: string, body: Record<string, unknown>) =>
    client.depositRetentions.add({ params: { lease_id: leaseId }, body: body as never });

  it('keeps justified amounts, and a charges provision of at most 20 % in a collective building', async () => {
    const leaseId = await depositIn({ place_category: 'Collective', legal_regime: 'Copropriete' });
    const repairs = ok(
      await add(leaseId, { category: 'REPAIRS', amount: 230, justification: 'Facture peintre n° 2025-114' }),
      201,
    );
    expect(repairs).toMatchObject({ category: 'REPAIRS', amount: 230, settlement_due_on: null, refund_due: null });
    expect(
      problem(await add(leaseId, { category: 'CHARGES_PROVISION', amount: 170.01, justification: 'Provision' }), 422)
        .errors?.[0].code,
    ).toBe('provision_over_20_percent');
    const provision = ok(
      await add(leaseId, {
        category: 'CHARGES_PROVISION',
        amount: 170,
        justification: 'Arrêté provisoire des comptes',
      }),
      201,
    );
    const settled = ok(
      await client.depositRetentions.update({
        params: { lease_id: leaseId, retention_id: provision.id },
        body: { accounts_approved_on: '2026-05-31', settled_amount: 95.4, settled_on: '2026-06-20' },
      }),
      200,
    );
    expect(settled).toMatchObject({ settlement_due_on: '2026-06-30', refund_due: 74.6 });
    const view = ok(await deposit(leaseId), 200);
    expect(view).toMatchObject({ retained_amount: 400, balance_due: 450 });
    expect(view.retentions.map((r) => r.id)).toEqual([repairs.id, provision.id]);
    const page = ok(
      await client.depositRetentions.list({ params: { lease_id: leaseId }, query: { category: 'REPAIRS' } }),
      200,
    );
    expect(page.data.map((r) => r.id)).toEqual([repairs.id]);
    expect(
      ok(await client.depositRetentions.get({ params: { lease_id: leaseId, retention_id: repairs.id } }), 200),
    ).toEqual(repairs);
    ok(await client.depositRetentions.remove({ params: { lease_id: leaseId, retention_id: repairs.id } }), 204);
    expect(ok(await deposit(leaseId), 200).retained_amount).toBe(170);
  });

  it('refuses a provision outside a collective building, retentions beyond the deposit, settlement fields elsewhere', async () => {
    const leaseId = await depositIn({ place_category: 'Individuelle' });
    expect(
      problem(await add(leaseId, { category: 'CHARGES_PROVISION', amount: 50, justification: 'Provision' }), 422)
        .errors?.[0].code,
    ).toBe('not_collective_building');
    expect(
      problem(await add(leaseId, { category: 'UNPAID_RENT', amount: 850.01, justification: 'Loyer de mars' }), 422)
        .errors?.[0].code,
    ).toBe('retentions_exceed_deposit');
    expect(
      problem(
        await add(leaseId, { category: 'REPAIRS', amount: 10, justification: 'x', accounts_approved_on: '2026-01-01' }),
        400,
      ).errors?.[0].code,
    ).toBe('provision_only');
    problem(await add(leaseId, { category: 'REPAIRS', amount: 10, justification: '   ' }), 400);
    expect(ok(await deposit(leaseId), 200).retentions).toEqual([]);
  });

  it('keeps the deposit above what its retentions keep, and lets a retention go whatever the others (the deposit was lowered to 0 under 100 kept, then no retention could be removed)', async () => {
    const leaseId = await depositIn({ place_category: 'Collective' });
    const params = { lease_id: leaseId };
    const repairs = ok(await add(leaseId, { category: 'REPAIRS', amount: 600, justification: 'Facture peintre' }), 201);
    ok(await add(leaseId, { category: 'CHARGES_PROVISION', amount: 150, justification: 'Provision' }), 201);
    const lowered = problem(await client.leaseDeposit.update({ params, body: { received_amount: 700 } }), 422);
    expect(lowered.errors).toEqual([
      expect.objectContaining({ path: 'received_amount', code: 'retentions_exceed_deposit' }),
      expect.objectContaining({ path: 'received_amount', code: 'provision_over_20_percent' }),
    ]);
    // Nothing received yet: the agreed amount is what is held.
    const unreceived = await client.leaseDeposit.update({ params, body: { received_amount: null, amount: 740 } });
    expect(problem(unreceived, 422).errors?.[0]).toMatchObject({ path: 'amount', code: 'retentions_exceed_deposit' });
    expect(ok(await deposit(leaseId), 200)).toMatchObject({ amount: 850, received_amount: 850, retained_amount: 750 });

    // A deposit recorded under what its retentions keep (before this rule held): each one may still go.
    await withPool((pool) =>
      pool.query('update security_deposits set received_amount = 0 where lease_id = $1', [leaseId]),
    );
    ok(await client.depositRetentions.remove({ params: { ...params, retention_id: repairs.id } }), 204);
    expect(ok(await deposit(leaseId), 200).retained_amount).toBe(150);
  });
});

describe('billing settings', () => {
  it('answer the defaults, take changes in order, and refuse steps out of order', async () => {
    const own = (await app.newTenant('Settings')).client;
    expect(ok(await own.billingSettings.get(), 200)).toEqual({
      rent_grace_days: 5,
      rent_formal_notice_days: 15,
      rent_escalation_days: 30,
      deposit_reminder_days: 7,
    });
    expect(
      ok(await own.billingSettings.update({ body: { rent_grace_days: 3, deposit_reminder_days: 10 } }), 200),
    ).toMatchObject({ rent_grace_days: 3, deposit_reminder_days: 10, rent_formal_notice_days: 15 });
    expect(
      problem(await own.billingSettings.update({ body: { rent_formal_notice_days: 2 } }), 422).errors?.[0].code,
    ).toBe('step_order');
    problem(await own.billingSettings.update({ body: { rent_grace_days: -1 } as never }), 400);
    expect(ok(await own.billingSettings.get(), 200).rent_grace_days).toBe(3);
  });
});
