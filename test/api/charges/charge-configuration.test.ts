import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHARGE_CATEGORY_CODES } from '../../../contract/vocabulary/charges.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Charge configuration');
  client = tenant.client;
});
afterAll(() => app.close());

/** A building with two lots. */
async function building(name = 'Résidence des Charmes') {
  const place = ok(await client.places.create({ body: { name } }), 201);
  const lot = async (n: string, area: number) =>
    ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: { name: `Lot ${n}`, fiscal_identifier: `FI-${name}-${n}`, area, rent_amount: 800 },
      }),
      201,
    );
  return { place, a: await lot('A', 60), b: await lot('B', 40) };
}

const year = { period_start: '2024-01-01', period_end: '2024-12-31' };

describe('charge categories', () => {
  it('lists the categories of décret 87-713 with their numbering', async () => {
    const categories = ok(await client.chargeCategories.list(), 200);
    expect(categories.map((c) => c.code)).toEqual([...CHARGE_CATEGORY_CODES]);
    expect(categories.find((c) => c.code === 'ELEVATOR_MAINTENANCE')).toMatchObject({
      chapter: 'I',
      item: 2,
      reference: 'décret n° 87-713 du 26 août 1987, annexe, I.2',
    });
    expect(categories.find((c) => c.code === 'HOUSEHOLD_WASTE_TAX')).toMatchObject({ chapter: 'VIII', item: null });
    expect(categories.find((c) => c.code === 'CARETAKER')?.reference).toContain('art. 2 c) et d)');
  });
});

describe('building services', () => {
  it('adds, lists, changes and removes the services of a building', async () => {
    const { place } = await building('Services');
    const params = { place_id: place.id };
    const lift = ok(
      await client.buildingServices.create({
        params,
        body: {
          name: 'Contrat ascenseur',
          category: 'elevator-maintenance',
          provider: 'Ascenseurs du Rhône',
          annual_cost: 1830,
        },
      }),
      201,
    );
    expect(lift).toMatchObject({ category: 'ELEVATOR_MAINTENANCE', annual_cost: 1830, place_id: place.id });
    ok(
      await client.buildingServices.create({
        params,
        body: { name: 'Espaces verts', category: 'OUTSIDE_SPACES_MAINTENANCE' },
      }),
      201,
    );
    const lifts = ok(await client.buildingServices.list({ params, query: { category: 'ELEVATOR_MAINTENANCE' } }), 200);
    expect(lifts.data.map((s) => s.id)).toEqual([lift.id]);
    const changed = ok(
      await client.buildingServices.update({
        params: { ...params, service_id: lift.id },
        body: { start_date: '2024-01-01', contract_reference: 'ASC-2024' },
      }),
      200,
    );
    expect(changed).toMatchObject({ start_date: '2024-01-01', contract_reference: 'ASC-2024' });
    problem(
      await client.buildingServices.update({
        params: { ...params, service_id: lift.id },
        body: { end_date: '2023-12-31' },
      }),
      422,
    );
    const other = await building('Other services');
    problem(await client.buildingServices.get({ params: { place_id: other.place.id, service_id: lift.id } }), 404);
    expect((await client.buildingServices.remove({ params: { ...params, service_id: lift.id } })).status).toBe(204);
    problem(await client.buildingServices.get({ params: { ...params, service_id: lift.id } }), 404);
  });
});

describe('charge configurations', () => {
  it('configures tantièmes, surface and meter keys per category, once per building', async () => {
    const { place, a, b } = await building('Keys');
    const params = { place_id: place.id };
    const tantiemes = ok(
      await client.chargeConfigurations.create({
        params,
        body: {
          category: 'ELEVATOR_MAINTENANCE',
          distribution_key: 'TANTIEMES',
          tantiemes: [
            { estate_id: a.id, shares: 600 },
            { estate_id: b.id, shares: 400 },
          ],
        },
      }),
      201,
    );
    expect(tantiemes).toMatchObject({ distribution_key: 'TANTIEMES', recoverable_percent: 100, meter_id: null });
    const meter = ok(
      await client.meters.create({
        body: { type: 'WATER_COLD', serial_number: `COL-${place.id}`, place_id: place.id },
      }),
      201,
    );
    ok(
      await client.chargeConfigurations.create({
        params,
        body: { category: 'COLD_WATER', distribution_key: 'METER_CONSUMPTION', meter_id: meter.id },
      }),
      201,
    );
    problem(
      await client.chargeConfigurations.create({
        params,
        body: { category: 'ELEVATOR_MAINTENANCE', distribution_key: 'SURFACE' },
      }),
      409,
    );
    const listed = ok(await client.chargeConfigurations.list({ params, query: {} }), 200);
    expect(listed.data.map((c) => c.category)).toEqual(['COLD_WATER', 'ELEVATOR_MAINTENANCE']);
    // The meter in use by a key stays.
    problem(await client.meters.remove({ params: { id: meter.id } }), 409);
  });

  it('refuses a key without what it reads, or reading another building (422)', async () => {
    const { place } = await building('Bad keys');
    const params = { place_id: place.id };
    const codes = async (body: Record<string, unknown>) =>
      problem(await client.chargeConfigurations.create({ params, body: body as never }), 422).errors?.map(
        (e) => e.code,
      );
    expect(await codes({ category: 'COLD_WATER', distribution_key: 'METER_CONSUMPTION' })).toEqual(['meter_required']);
    expect(await codes({ category: 'HOT_WATER', distribution_key: 'TANTIEMES' })).toEqual(['tantiemes_required']);
    expect(
      await codes({ category: 'SWEEPING_TAX', distribution_key: 'SURFACE', caretaker_tasks: ['WASTE_REMOVAL'] }),
    ).toEqual(['not_caretaker']);
    const elsewhere = await building('Elsewhere');
    expect(
      await codes({
        category: 'ELEVATOR_ELECTRICITY',
        distribution_key: 'TANTIEMES',
        tantiemes: [{ estate_id: elsewhere.a.id, shares: 10 }],
      }),
    ).toEqual(['estate_elsewhere']);
    const meter = ok(
      await client.meters.create({
        body: { type: 'HEATING', serial_number: `H-${place.id}`, place_id: elsewhere.place.id },
      }),
      201,
    );
    expect(
      await codes({ category: 'HEATING_ENERGY', distribution_key: 'METER_CONSUMPTION', meter_id: meter.id }),
    ).toEqual(['meter_elsewhere']);
    problem(
      await client.chargeConfigurations.create({
        params,
        body: {
          category: 'HEATING_ENERGY',
          distribution_key: 'METER_CONSUMPTION',
          meter_id: '00000000-0000-4000-8000-000000000000',
        },
      }),
      404,
    );
    problem(
      await client.chargeConfigurations.create({
        params,
        body: { category: 'PARKING', distribution_key: 'SURFACE' } as never,
      }),
      400,
    );
  });

  it('makes 75% of a caretaker recoverable for both tasks and 40% for one (décret 87-713 art. 2)', async () => {
    const { place } = await building('Caretaker');
    const params = { place_id: place.id };
    const both = ok(
      await client.chargeConfigurations.create({
        params,
        body: {
          category: 'CARETAKER',
          distribution_key: 'EQUAL_SHARES',
          caretaker_tasks: ['COMMON_AREAS_CLEANING', 'WASTE_REMOVAL'],
        },
      }),
      201,
    );
    expect(both.recoverable_percent).toBe(75);
    const one = ok(
      await client.chargeConfigurations.update({
        params: { ...params, configuration_id: both.id },
        body: { caretaker_tasks: ['WASTE_REMOVAL'] },
      }),
      200,
    );
    expect(one.recoverable_percent).toBe(40);
    expect(
      (await client.chargeConfigurations.remove({ params: { ...params, configuration_id: both.id } })).status,
    ).toBe(204);
  });
});

describe('charge expenses', () => {
  it('records the expenses of a building, by category and period', async () => {
    const { place } = await building('Expenses');
    const params = { place_id: place.id };
    const service = ok(
      await client.buildingServices.create({ params, body: { name: 'Nettoyage', category: 'COMMON_AREAS_CLEANING' } }),
      201,
    );
    const cleaning = ok(
      await client.chargeExpenses.create({
        params,
        body: {
          category: 'COMMON_AREAS_CLEANING',
          label: 'Nettoyage 2024',
          amount: 1000,
          ...year,
          building_service_id: service.id,
          invoice_reference: 'F-2024-118',
        },
      }),
      201,
    );
    expect(cleaning).toMatchObject({ amount: 1000, building_service_id: service.id, period_end: '2024-12-31' });
    ok(
      await client.chargeExpenses.create({
        params,
        body: { category: 'HOUSEHOLD_WASTE_TAX', label: 'TEOM 2024', amount: 366.4, ...year },
      }),
      201,
    );
    const waste = ok(await client.chargeExpenses.list({ params, query: { category: 'HOUSEHOLD_WASTE_TAX' } }), 200);
    expect(waste.data.map((e) => e.amount)).toEqual([366.4]);
    expect(
      problem(
        await client.chargeExpenses.create({
          params,
          body: {
            category: 'COLD_WATER',
            label: 'Eau',
            amount: 10,
            period_start: '2024-06-01',
            period_end: '2024-05-31',
          },
        }),
        422,
      ).errors,
    ).toEqual([expect.objectContaining({ path: 'period_end' })]);
    problem(
      await client.chargeExpenses.create({
        params,
        body: { category: 'COLD_WATER', label: 'Eau', amount: 10.001, ...year },
      }),
      400,
    );
    const other = await building('Other expenses');
    const foreignService = ok(
      await client.buildingServices.create({
        params: { place_id: other.place.id },
        body: { name: 'X', category: 'COLD_WATER' },
      }),
      201,
    );
    problem(
      await client.chargeExpenses.update({
        params: { ...params, expense_id: cleaning.id },
        body: { building_service_id: foreignService.id },
      }),
      422,
    );
    expect(
      ok(
        await client.chargeExpenses.update({ params: { ...params, expense_id: cleaning.id }, body: { amount: 1100 } }),
        200,
      ).amount,
    ).toBe(1100);
    expect((await client.chargeExpenses.remove({ params: { ...params, expense_id: cleaning.id } })).status).toBe(204);
  });
});

describe('freeze periods', () => {
  it('blocks changes to a building’s configuration and its leases’ provisions while a period covers them (409 with the period)', async () => {
    const { place, a } = await building('Frozen');
    const params = { place_id: place.id };
    const configuration = ok(
      await client.chargeConfigurations.create({
        params,
        body: { category: 'SWEEPING_TAX', distribution_key: 'SURFACE' },
      }),
      201,
    );
    const { lease } = await leaseWithTenant(client, { estate_id: a.id, start_date: '2024-01-01' });
    const provision = ok(
      await client.chargeProvisions.create({
        params: { lease_id: lease.id },
        body: { category: 'SWEEPING_TAX', monthly_amount: 5, effective_from: '2024-01-01', effective_to: '2024-12-31' },
      }),
      201,
    );
    const today = new Date().toISOString().slice(0, 10);
    const freeze = ok(
      await client.chargeFreezePeriods.create({
        body: {
          place_id: place.id,
          start_date: '2024-01-01',
          end_date: `${Number(today.slice(0, 4)) + 1}-12-31`,
          reason: 'Gel des charges',
          legal_reference: 'Loi de test, art. 1',
        },
      }),
      201,
    );
    const blocked = problem(
      await client.chargeConfigurations.update({
        params: { ...params, configuration_id: configuration.id },
        body: { distribution_key: 'EQUAL_SHARES' },
      }),
      409,
    );
    expect(blocked.freeze_period).toMatchObject({ id: freeze.id, start_date: '2024-01-01', reason: 'Gel des charges' });
    expect(blocked.detail).toContain('2024-01-01');
    problem(
      await client.chargeConfigurations.remove({ params: { ...params, configuration_id: configuration.id } }),
      409,
    );
    problem(
      await client.chargeProvisions.update({
        params: { lease_id: lease.id, provision_id: provision.id },
        body: { monthly_amount: 8 },
      }),
      409,
    );
    problem(
      await client.chargeProvisions.create({
        params: { lease_id: lease.id },
        body: { category: 'COLD_WATER', monthly_amount: 30, effective_from: '2025-01-01' },
      }),
      409,
    );
    const active = ok(
      await client.chargeFreezePeriods.list({ query: { active_on: '2024-06-01', place_id: place.id } }),
      200,
    );
    expect(active.data.map((p) => p.id)).toEqual([freeze.id]);
    expect(ok(await client.chargeFreezePeriods.list({ query: { active_on: '2023-06-01' } }), 200).data).toEqual([]);
    // Lifted: the change goes through.
    expect((await client.chargeFreezePeriods.remove({ params: { id: freeze.id } })).status).toBe(204);
    ok(
      await client.chargeConfigurations.update({
        params: { ...params, configuration_id: configuration.id },
        body: { distribution_key: 'EQUAL_SHARES' },
      }),
      200,
    );
    problem(
      await client.chargeFreezePeriods.create({
        body: { start_date: '2025-02-01', end_date: '2025-01-01', reason: 'x' },
      }),
      422,
    );
  });
});

describe('provisions', () => {
  it('sets monthly provisions per category on a lease, one at a time, within the lease', async () => {
    const { a } = await building('Provisions');
    const { lease } = await leaseWithTenant(client, { estate_id: a.id, start_date: '2024-01-01' });
    const params = { lease_id: lease.id };
    const water = ok(
      await client.chargeProvisions.create({
        params,
        body: { category: 'COLD_WATER', monthly_amount: 30, effective_from: '2024-01-01' },
      }),
      201,
    );
    problem(
      await client.chargeProvisions.create({
        params,
        body: { category: 'COLD_WATER', monthly_amount: 35, effective_from: '2024-07-01' },
      }),
      409,
    );
    ok(
      await client.chargeProvisions.update({
        params: { ...params, provision_id: water.id },
        body: { effective_to: '2024-06-30' },
      }),
      200,
    );
    ok(
      await client.chargeProvisions.create({
        params,
        body: { category: 'COLD_WATER', monthly_amount: 35, effective_from: '2024-07-01' },
      }),
      201,
    );
    expect(
      problem(
        await client.chargeProvisions.create({
          params,
          body: { category: 'HOT_WATER', monthly_amount: 10, effective_from: '2023-01-01' },
        }),
        422,
      ).errors,
    ).toEqual([expect.objectContaining({ code: 'outside_lease' })]);
    const listed = ok(await client.chargeProvisions.list({ params, query: { sort: 'effective_from' } }), 200);
    expect(listed.data.map((p) => [p.monthly_amount, p.effective_from, p.effective_to])).toEqual([
      [30, '2024-01-01', '2024-06-30'],
      [35, '2024-07-01', null],
    ]);
    expect((await client.chargeProvisions.remove({ params: { ...params, provision_id: water.id } })).status).toBe(204);
  });
});

describe('audit log', () => {
  it('records who changed what, before and after, and cannot be changed', async () => {
    const { place } = await building('Audited');
    const params = { place_id: place.id };
    const member = await tenant.clientWith(['properties:read', 'properties:write', 'properties:delete']);
    const service = ok(
      await member.buildingServices.create({ params, body: { name: 'Interphone', category: 'EQUIPMENT_MAINTENANCE' } }),
      201,
    );
    ok(
      await client.buildingServices.update({
        params: { ...params, service_id: service.id },
        body: { provider: 'Urmet' },
      }),
      200,
    );
    // Sending the same values again changes nothing and records nothing.
    ok(
      await client.buildingServices.update({
        params: { ...params, service_id: service.id },
        body: { provider: 'Urmet' },
      }),
      200,
    );
    ok(await member.buildingServices.remove({ params: { ...params, service_id: service.id } }), 204);
    const log = ok(
      await client.chargeAuditLog.list({ query: { entity_id: service.id, sort: 'changed_at' } }),
      200,
    ).data;
    expect(log.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(log[0]).toMatchObject({ entity_type: 'building_service', place_id: place.id, before: null });
    expect(log[0].after).toMatchObject({ name: 'Interphone', provider: null });
    expect(log[1].before).toMatchObject({ provider: null });
    expect(log[1].after).toMatchObject({ provider: 'Urmet' });
    expect(log[2]).toMatchObject({ after: null, before: expect.objectContaining({ provider: 'Urmet' }) });
    expect(log[0].actor_key_id).toBe(log[2].actor_key_id);
    expect(log[1].actor_key_id).not.toBe(log[0].actor_key_id);
    expect(log[1].actor_role).toBe('owner');
    expect(ok(await client.chargeAuditLog.get({ params: { entry_id: log[1].id } }), 200)).toEqual(log[1]);
    const byPlace = ok(
      await client.chargeAuditLog.list({
        query: { place_id: place.id, entity_type: 'building_service', action: 'DELETE' },
      }),
      200,
    );
    expect(byPlace.data.map((e) => e.id)).toEqual([log[2].id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ok(
        await client.chargeAuditLog.list({
          query: { entity_id: service.id, changed_at_from: today, changed_at_to: today },
        }),
        200,
      ).data,
    ).toHaveLength(3);
    expect(
      ok(await client.chargeAuditLog.list({ query: { entity_id: service.id, changed_at_to: '2020-01-01' } }), 200).data,
    ).toHaveLength(0);
    // The application role may append and read, never change or delete an entry.
    await withPool(async (pool) => {
      const db = await pool.connect();
      try {
        await db.query('set role rental_app');
        await db.query(`select set_config('app.tenant_id', $1, false)`, [tenant.tenantId]);
        await expect(
          db.query(`update charge_audit_log set actor_role = 'x' where id = $1`, [log[0].id]),
        ).rejects.toThrow(/permission denied/);
        await expect(db.query(`delete from charge_audit_log where id = $1`, [log[0].id])).rejects.toThrow(
          /permission denied/,
        );
      } finally {
        await db.query('reset role');
        db.release();
      }
    });
  });
});
