import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { tenantRows } from '../../support/db.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Keys and inventory');
  client = tenant.client;
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);
const codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);

/** An ACTIVE lease started in 2024, and its estate. */
async function activeLease(fields: Record<string, unknown> = {}) {
  const { lease } = await leaseWithTenant(client, { start_date: '2024-01-01', ...fields });
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return lease;
}

const newSet = (estate_id: string, body: Record<string, unknown> = {}) =>
  client.keySets.create({ params: { estate_id }, body: { key_type: 'ENTRANCE_DOOR', count: 3, ...body } as never });
const handOver = (estate_id: string, key_set_id: string, body: Record<string, unknown>) =>
  client.keySets.handOver({ params: { estate_id, key_set_id }, body: body as never });

describe('key sets and their handovers', () => {
  it('records a set, hands it from holder to holder, and keeps the history', async () => {
    const lease = await activeLease();
    const estate_id = lease.estate_id;
    const set = ok(await newSet(estate_id, { label: 'Porte palière', comments: 'Fichet' }), 201);
    expect(set).toMatchObject({ estate_id, key_type: 'ENTRANCE_DOOR', count: 3, holder: 'LANDLORD', lease_id: null });
    const params = { estate_id, key_set_id: set.id };
    const toLocksmith = ok(
      await handOver(estate_id, set.id, {
        handed_over_on: '2024-03-01',
        to_holder: 'CONTRACTOR',
        to_name: 'Serrurier',
        count: 3,
      }),
      201,
    );
    expect(toLocksmith).toMatchObject({
      from_holder: 'LANDLORD',
      to_holder: 'CONTRACTOR',
      held_count: 3,
      missing_count: 0,
    });
    ok(await handOver(estate_id, set.id, { handed_over_on: '2024-03-02', to_holder: 'LANDLORD', count: 3 }), 201);
    ok(
      await handOver(estate_id, set.id, {
        handed_over_on: '2024-03-03',
        to_holder: 'TENANT',
        lease_id: lease.id,
        count: 3,
      }),
      201,
    );
    const history = ok(await client.keySets.handovers({ params, query: {} }), 200);
    expect(history.data.map((h) => [h.handed_over_on, h.from_holder, h.to_holder, h.to_lease_id])).toEqual([
      ['2024-03-01', 'LANDLORD', 'CONTRACTOR', null],
      ['2024-03-02', 'CONTRACTOR', 'LANDLORD', null],
      ['2024-03-03', 'LANDLORD', 'TENANT', lease.id],
    ]);
    expect(ok(await client.keySets.get({ params }), 200)).toMatchObject({
      holder: 'TENANT',
      lease_id: lease.id,
      count: 3,
    });
    const held = ok(await client.keySets.list({ params: { estate_id }, query: { holder: 'TENANT' } }), 200);
    expect(held.data.map((s) => s.id)).toEqual([set.id]);
    // The tenant's keys change by a handover, not by an update; a set with a history stays.
    expect(codes(problem(await client.keySets.update({ params, body: { count: 4 } }), 422))).toEqual([
      'held_by_tenant',
    ]);
    expect(ok(await client.keySets.update({ params, body: { label: null } }), 200).label).toBeNull();
    problem(await client.keySets.remove({ params }), 409);
    const spare = ok(await newSet(estate_id, { key_type: 'CELLAR', count: 1 }), 201);
    expect((await client.keySets.remove({ params: { estate_id, key_set_id: spare.id } })).status).toBe(204);
  });

  it('refuses what cannot be: same holder, a tenant without lease, another estate, the future, an older day', async () => {
    const lease = await activeLease();
    const other = await activeLease();
    const set = ok(await newSet(lease.estate_id), 201);
    const before = await tenantRows(tenant.tenantId);
    const refused = async (body: Record<string, unknown>) =>
      codes(problem(await handOver(lease.estate_id, set.id, { handed_over_on: '2024-05-01', count: 3, ...body }), 422));
    expect(await refused({ to_holder: 'LANDLORD' })).toEqual(['same_holder']);
    expect(await refused({ to_holder: 'TENANT' })).toEqual(['required']);
    expect(await refused({ to_holder: 'TENANT', lease_id: other.id })).toEqual(['foreign_lease']);
    expect(await refused({ to_holder: 'AGENCY', handed_over_on: '2999-01-01' })).toEqual(['future_date']);
    expect(await refused({ to_holder: 'AGENCY', handed_over_on: undefined })).toEqual(['required']);
    expect(codes(problem(await newSet(lease.estate_id, { holder: 'AGENCY', lease_id: lease.id }), 422))).toEqual([
      'tenant_only',
    ]);
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
    ok(await handOver(lease.estate_id, set.id, { handed_over_on: '2024-05-01', to_holder: 'AGENCY', count: 3 }), 201);
    expect(await refused({ to_holder: 'LANDLORD', handed_over_on: '2024-04-30' })).toEqual(['before_last_handover']);
    // Another estate's set is not found there; another tenant's not at all.
    problem(await client.keySets.get({ params: { estate_id: other.estate_id, key_set_id: set.id } }), 404);
    const stranger = await app.newTenant('Keys stranger');
    problem(await stranger.client.keySets.get({ params: { estate_id: lease.estate_id, key_set_id: set.id } }), 404);
    problem(await stranger.client.keySets.list({ params: { estate_id: lease.estate_id }, query: {} }), 404);
  });

  it('ties a handover to its condition report: the entry report to the tenant, the exit report back, fixed once accepted', async () => {
    const lease = await activeLease();
    const estate_id = lease.estate_id;
    const entry = ok(
      await client.conditionReports.create({
        params: { lease_id: lease.id },
        body: { report_type: 'ENTRY', inspection_date: '2024-01-01' },
      }),
      201,
    );
    const set = ok(await newSet(estate_id), 201);
    expect(
      codes(
        problem(
          await handOver(estate_id, set.id, { to_holder: 'AGENCY', count: 3, condition_report_id: entry.id }),
          422,
        ),
      ),
    ).toEqual(['entry_to_tenant']);
    const handed = ok(
      await handOver(estate_id, set.id, { to_holder: 'TENANT', count: 3, condition_report_id: entry.id }),
      201,
    );
    // The entry report's day and lease by default.
    expect(handed).toMatchObject({
      handed_over_on: '2024-01-01',
      to_lease_id: lease.id,
      condition_report_id: entry.id,
    });
    const other = await activeLease();
    const foreign = ok(await newSet(other.estate_id), 201);
    expect(
      codes(
        problem(
          await handOver(other.estate_id, foreign.id, { to_holder: 'TENANT', count: 3, condition_report_id: entry.id }),
          422,
        ),
      ),
    ).toEqual(['foreign_lease', 'foreign_report']);
    for (const party of ['TENANT', 'LANDLORD'] as const)
      ok(
        await client.conditionReports.signOff({
          params: { lease_id: lease.id, report_id: entry.id },
          body: { party, signatory: party },
        }),
        200,
      );
    const spare = ok(await newSet(estate_id, { key_type: 'MAILBOX', count: 1 }), 201);
    problem(await handOver(estate_id, spare.id, { to_holder: 'TENANT', count: 1, condition_report_id: entry.id }), 409);
  });
});

describe('keys missing at the exit, kept from the deposit', () => {
  it('records the keys not returned and lets the landlord keep their price, naming the handover', async () => {
    const lease = await activeLease();
    const estate_id = lease.estate_id;
    ok(
      await client.leaseDeposit.create({ params: { lease_id: lease.id }, body: { amount: 800, received_amount: 800 } }),
      201,
    );
    const set = ok(await newSet(estate_id, { holder: 'TENANT', lease_id: lease.id }), 201);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'NOTICE' } }), 200);
    const exit = ok(
      await client.conditionReports.create({
        params: { lease_id: lease.id },
        body: { report_type: 'EXIT', inspection_date: today() },
      }),
      201,
    );
    const back = ok(
      await handOver(estate_id, set.id, { to_holder: 'LANDLORD', count: 2, condition_report_id: exit.id }),
      201,
    );
    expect(back).toMatchObject({
      from_holder: 'TENANT',
      from_lease_id: lease.id,
      held_count: 3,
      count: 2,
      missing_count: 1,
    });
    const comparison = ok(await client.conditionReports.comparison({ params: { lease_id: lease.id } }), 200);
    expect(comparison.keys).toEqual({
      returned: true,
      short: [{ key_set_id: set.id, key_type: 'ENTRANCE_DOOR', label: null, handed_over: 3, returned: 2 }],
    });
    const report = ok(await client.conditionReports.get({ params: { lease_id: lease.id, report_id: exit.id } }), 200);
    expect(report.keys).toMatchObject([{ handover_id: back.id, count: 2, missing_count: 1 }]);

    const retain = (body: Record<string, unknown>) =>
      client.depositRetentions.add({ params: { lease_id: lease.id }, body: body as never });
    const missing = {
      category: 'MISSING_KEYS',
      amount: 45,
      justification: 'Une clé non restituée : reproduction, facture 45 €',
    };
    const kept = ok(await retain({ ...missing, key_handover_id: back.id }), 201);
    expect(kept).toMatchObject({ category: 'MISSING_KEYS', amount: 45, key_handover_id: back.id });
    expect(codes(problem(await retain(missing), 400))).toEqual(['required']);
    expect(codes(problem(await retain({ ...missing, category: 'REPAIRS', key_handover_id: back.id }), 400))).toEqual([
      'missing_keys_only',
    ]);
    const handedIn = ok(await client.keySets.handovers({ params: { estate_id, key_set_id: set.id }, query: {} }), 200);
    const other = await activeLease();
    const theirs = ok(await newSet(other.estate_id, { holder: 'TENANT', lease_id: other.id }), 201);
    const theirBack = ok(
      await handOver(other.estate_id, theirs.id, { handed_over_on: today(), to_holder: 'LANDLORD', count: 1 }),
      201,
    );
    expect(codes(problem(await retain({ ...missing, key_handover_id: theirBack.id }), 422))).toEqual([
      'no_missing_keys',
    ]);
    expect(handedIn.data).toHaveLength(1);
  });
});

describe('the inventory of a furnished lease', () => {
  it('records the furniture of each report and reads entry and exit side by side, the legal list checked', async () => {
    const lease = await activeLease({ type: 'HabitationMeublee' });
    const entry = ok(
      await client.conditionReports.create({
        params: { lease_id: lease.id },
        body: {
          report_type: 'ENTRY',
          inspection_date: '2024-01-01',
          inventory: [
            { item_code: 'BEDDING', label: 'Couette', quantity: 1, condition: 'GOOD' },
            { item_code: 'TABLE_AND_SEATS', label: 'Table et 4 chaises', quantity: 5, condition: 'EXCELLENT' },
          ],
        },
      }),
      201,
    );
    const before = ok(await client.leaseInventory.get({ params: { lease_id: lease.id } }), 200);
    expect(before).toMatchObject({
      lease_id: lease.id,
      furnished: true,
      entry_report_id: entry.id,
      exit_report_id: null,
    });
    expect(before.items.map((i) => [i.item_code, i.entry?.quantity, i.exit, i.change])).toEqual([
      ['BEDDING', 1, null, null],
      ['TABLE_AND_SEATS', 5, null, null],
    ]);
    expect(before.missing_furniture).toHaveLength(9);
    expect(before.missing_furniture).not.toContain('BEDDING');
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'NOTICE' } }), 200);
    const exit = ok(
      await client.conditionReports.create({
        params: { lease_id: lease.id },
        body: {
          report_type: 'EXIT',
          inspection_date: today(),
          inventory: [
            { item_code: 'BEDDING', label: 'couette', quantity: 1, condition: 'GOOD' },
            { item_code: 'TABLE_AND_SEATS', label: 'Table et 4 chaises', quantity: 5, condition: 'DAMAGED' },
            { item_code: 'OTHER', label: 'Lampe de chevet', quantity: 1, condition: 'GOOD' },
          ],
        },
      }),
      201,
    );
    const after = ok(await client.leaseInventory.get({ params: { lease_id: lease.id } }), 200);
    expect(after.exit_report_id).toBe(exit.id);
    expect(
      after.items.map((i) => [i.item_code, i.entry?.report_id ?? null, i.exit?.report_id ?? null, i.change]),
    ).toEqual([
      ['BEDDING', entry.id, exit.id, 'UNCHANGED'],
      ['TABLE_AND_SEATS', entry.id, exit.id, 'DEGRADATION'],
      ['OTHER', null, exit.id, 'NEW'],
    ]);
    expect(after.items[0].exit?.id).toBe(exit.inventory[0].id);
    const unfurnished = await activeLease();
    expect(ok(await client.leaseInventory.get({ params: { lease_id: unfurnished.id } }), 200)).toMatchObject({
      furnished: false,
      items: [],
      missing_furniture: [],
    });
  });
});
