import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runImport } from '../../../adapters/import/reference-rents-csv.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { setRentControlEnd } from '../../../core/zones/rent-control-period.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { leaseTypes, newLessee, ok, problem } from '../../support/leasing.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../../support/test-locks.js';

// Reference rents of the fixture (test/fixtures/paris-reference-rents.csv), quarter 1
// St-Germain-l'Auxerrois (75001), 1 room, before 1946, unfurnished, EUR per m2:
//   arrêté 2024 (leases from 2024-07-01): 33.50 / 40.20 / 23.50 -> 25 m2: cap 1,005.00
//   arrêté 2023 (leases from 2023-07-01): 33.00 / 39.60 / 23.10 -> 25 m2: cap 990.00

let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
let tenant: TestTenant;
let client: Client;
let types: Awaited<ReturnType<typeof leaseTypes>>;

async function estateIn(postalCode: string | null, fields: Record<string, unknown> = {}) {
  const place = ok(
    await client.places.create({
      body: { name: 'Immeuble Rivoli', postal_code: postalCode, city: 'Paris', address_line1: '10 rue de Rivoli' },
    }),
    201,
  );
  return ok(
    await client.estates.createInPlace({
      params: { id: place.id },
      body: {
        name: 'Studio',
        fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
        area: 25,
        number_of_room: 1,
        construction_date: '1930-06-01',
        rent_amount: 900,
        ...fields,
      } as never,
    }),
    201,
  );
}

async function lease(estateId: string, fields: Record<string, unknown> = {}) {
  const { type = 'HabitationVide', ...rest } = fields as { type?: keyof typeof types };
  return ok(
    await client.leases.create({
      body: {
        estate_id: estateId,
        lease_type_id: types[type].id,
        start_date: '2024-09-01',
        rent_amount: 1000,
        deposit_amount: 1000,
        ...rest,
      } as never,
    }),
    201,
  );
}

/** A lease that ran before (ACTIVE), with a primary tenant. */
async function activeLease(estateId: string, fields: Record<string, unknown>) {
  const created = await lease(estateId, fields);
  const lessee = await newLessee(client);
  ok(
    await client.leaseLessees.add({
      params: { lease_id: created.id },
      body: { lessee_id: lessee.id, role: 'PrimaryTenant' },
    }),
    201,
  );
  ok(await client.leases.changeStatus({ params: { id: created.id }, body: { status: 'ACTIVE' } }), 200);
  return created;
}

const compliance = (id: string) => client.leaseCompliance.get({ params: { id } });
const update = (id: string, body: Record<string, unknown> = {}) =>
  client.leaseCompliance.update({ params: { id }, body: body as never });

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
  tenant = await app.newTenant('Lease compliance');
  client = tenant.client;
  types = await leaseTypes(client);
  await runImport(new MikroStore(app.orm.em.fork(), null), {
    file: path.resolve('test/fixtures/paris-reference-rents.csv'),
    territory: 'paris',
  });
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseSharedData?.();
});

describe('GET /leases/{id}/compliance', () => {
  it('reports a compliant Paris lease with every check, and writes nothing', async () => {
    const estate = await estateIn('75001');
    const created = await lease(estate.id);
    const report = ok(await compliance(created.id), 200);
    expect(report).toMatchObject({
      lease_id: created.id,
      compliance_status: 'COMPLIANT',
      is_compliant: true,
      location: {
        postal_code: '75001',
        territory: 'Paris',
        administrative_quarter: "St-Germain-l'Auxerrois",
        is_rent_controlled: true,
        is_zone_tendue: true,
      },
      rent_control: {
        applicable: true,
        status: 'COMPLIANT',
        reference_source: 'reference_rents',
        surface_area: 25,
        construction_period: 'before_1946',
        reference_rents: {
          year: 2024,
          reference_rent_per_sqm: 33.5,
          reference_rent_increased_per_sqm: 40.2,
          reference_rent_decreased_per_sqm: 23.5,
          max_rent: 1005,
          min_rent: 587.5,
        },
        rent: 1000,
        rent_per_sqm: 40,
        base_rent: 1000,
        rent_supplement: 0,
      },
      deposit: { applicable: true, deposit: 1000, max_deposit: 1000, cap_months: 1 },
      rent_evolution_decree: {
        applicable: true,
        exception: null,
        previous_rent: null,
        cap: null,
        missing: ['previous_rent'],
      },
      dpe: { applicable: false, energy_label: null },
      violations: [],
    });
    expect(report.recommendations.map((r) => r.code)).toEqual(
      expect.arrayContaining(['RECORD_PREVIOUS_RENT', 'NO_DPE']),
    );
    expect(report.data_source).toContain('logement-encadrement-des-loyers');
    const unchanged = ok(await client.leases.get({ params: { id: created.id } }), 200);
    expect(unchanged).toMatchObject({ rent_regulation_compliance_status: null, reference_rent_per_m2: null });
  });

  it('takes the reference rents of the arrêté in force at the lease start', async () => {
    const estate = await estateIn('75001');
    const march = await lease(estate.id, { start_date: '2024-03-01', rent_amount: 995, deposit_amount: 900 });
    const report = ok(await compliance(march.id), 200);
    expect(report.rent_control).toMatchObject({
      reference_rents: { year: 2023, reference_rent_per_sqm: 33, max_rent: 990 },
      status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
    });
  });

  it('above the increased reference: a violation with its figures, unless a justified complément de loyer is in the lease', async () => {
    const estate = await estateIn('75001');
    const over = ok(await compliance((await lease(estate.id, { rent_amount: 1100, deposit_amount: 0 })).id), 200);
    expect(over).toMatchObject({ compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION', is_compliant: false });
    expect(over.violations).toHaveLength(1);
    expect(over.violations[0]).toMatchObject({
      rule: 'RENT_ABOVE_INCREASED_REFERENCE',
      figures: { proposed_rent: 1100, max_rent: 1005, excess: 95 },
    });
    expect(over.violations[0].article).toContain('art. 140');

    const justified = await lease((await estateIn('75001')).id, {
      rent_amount: 1100,
      base_rent_amount: 1005,
      deposit_amount: 1005,
      special_conditions: 'Complément de loyer: private 30 m2 terrace with a view of the Louvre',
    });
    const ok1 = ok(await compliance(justified.id), 200);
    expect(ok1).toMatchObject({
      compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
      is_compliant: true,
      rent_control: { base_rent: 1005, rent_supplement: 95 },
    });
  });

  it('outside every territory: no rent cap, the deposit still checked; a commercial lease is not applicable', async () => {
    const marseille = await estateIn('13001');
    const report = ok(
      await compliance((await lease(marseille.id, { rent_amount: 3000, deposit_amount: 3000 })).id),
      200,
    );
    expect(report).toMatchObject({
      compliance_status: 'COMPLIANT',
      location: { territory: null, is_rent_controlled: false, is_zone_tendue: false },
      rent_control: { applicable: false, status: 'NOT_APPLICABLE', reference_rents: null },
      rent_evolution_decree: { applicable: false },
      deposit: { applicable: true, max_deposit: 3000 },
    });
    const flagged = ok(
      await compliance(
        (await lease(marseille.id, { rent_amount: 3000, deposit_amount: 0, is_subject_to_rent_evolution_decree: true }))
          .id,
      ),
      200,
    );
    expect(flagged.rent_evolution_decree).toMatchObject({ applicable: true, missing: ['previous_rent'] });

    const shop = ok(
      await compliance(
        (
          await lease((await estateIn('75001')).id, {
            type: 'Commercial',
            start_date: '2024-09-01',
            rent_amount: 5000,
            deposit_amount: 15000,
          })
        ).id,
      ),
      200,
    );
    expect(shop).toMatchObject({
      compliance_status: 'NOT_APPLICABLE',
      is_compliant: true,
      rent_control: { applicable: false },
      deposit: { applicable: false },
    });
    expect(shop.recommendations.map((r) => r.code)).toContain('NOT_RESIDENTIAL');
  });

  it('reads the values stored on the lease when the estate counts no main room (a room count of 0 was a 500)', async () => {
    const noRooms = await estateIn('75001', { number_of_room: 0 });
    const stored = await lease(noRooms.id, { reference_rent_per_m2: 32, reference_rent_increased_per_m2: 38.4 });
    const report = ok(await compliance(stored.id), 200);
    expect(report.rent_control).toMatchObject({
      reference_source: 'lease',
      reference_rents: { year: null, reference_rent_per_sqm: 32, reference_rent_increased_per_sqm: 38.4 },
    });
    expect(problem(await compliance((await lease(noRooms.id)).id), 422).errors?.map((e) => e.path)).toEqual([
      'estate.number_of_room',
    ]);
  });

  it('422 when the estate lacks what the rent cap needs, or its quarter cannot be told', async () => {
    const noArea = await estateIn('75001', { area: null });
    const missing = problem(await compliance((await lease(noArea.id)).id), 422);
    expect(missing.errors?.map((e) => e.path)).toEqual(['estate.area']);
    const noYear = await estateIn('75001', { construction_date: null, number_of_room: null });
    expect(problem(await compliance((await lease(noYear.id)).id), 422).errors?.map((e) => e.path)).toEqual([
      'estate.number_of_room',
      'estate.construction_date',
    ]);

    const eleventh = await estateIn('75011');
    const ambiguous = await lease(eleventh.id, { rent_amount: 800, deposit_amount: 800 });
    const quarterNeeded = problem(await compliance(ambiguous.id), 422);
    expect(quarterNeeded.errors?.[0].code).toBe('quarter_required');
    // recording the quarter settles it, for this request and the next ones
    const recorded = ok(await update(ambiguous.id, { quarter: 'Roquette' }), 200);
    expect(recorded).toMatchObject({
      location: { administrative_quarter: 'Roquette' },
      inputs: { quarter: 'Roquette' },
    });
    expect(ok(await compliance(ambiguous.id), 200).location.administrative_quarter).toBe('Roquette');
  });

  it("404 for an unknown lease or another tenant's", async () => {
    const estate = await estateIn('75001');
    const mine = await lease(estate.id);
    const other = await app.newTenant('Lease compliance, other');
    expect((await other.client.leaseCompliance.get({ params: { id: mine.id } })).status).toBe(404);
    expect((await other.client.leaseCompliance.update({ params: { id: mine.id }, body: {} })).status).toBe(404);
    expect((await compliance('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await compliance('not-a-uuid')).status).toBe(400);
  });
});

describe('rent evolution decree, DPE freeze and deposit on a new letting', () => {
  let estateId: string;

  beforeAll(async () => {
    // The previous tenant paid 900.00, revised to 930.00 on 2024-01-15 (within 12 months of the new lease: no IRL revision).
    estateId = (await estateIn('75001')).id;
    const previous = await activeLease(estateId, {
      start_date: '2021-09-01',
      end_date: '2024-08-31',
      rent_amount: 900,
      deposit_amount: 900,
    });
    ok(
      await client.leases.changeRent({
        params: { id: previous.id },
        body: { rent_amount: 930, effective_date: '2024-01-15', reason: 'IRL' },
      }),
      200,
    );
  });

  it("caps the new rent at the previous tenant's rent", async () => {
    const next = await lease(estateId, { rent_amount: 1000, deposit_amount: 1000 });
    const report = ok(await compliance(next.id), 200);
    expect(report).toMatchObject({
      compliance_status: 'NON_COMPLIANT',
      is_compliant: false,
      rent_evolution_decree: {
        applicable: true,
        previous_rent: 930,
        revised_previous_rent: 930,
        cap: 930,
        missing: [],
      },
    });
    expect(report.violations).toEqual([
      expect.objectContaining({
        rule: 'RENT_EVOLUTION_DECREE',
        figures: expect.objectContaining({ new_rent: 1000, cap: 930, excess: 70 }),
      }),
    ]);
    expect(report.violations[0].article).toContain('2017-1198');
  });

  it('a recorded exception lifts the cap (improvement works: +15% of their cost a year)', async () => {
    const next = await lease(estateId, { rent_amount: 1000, deposit_amount: 1000 });
    // 8,000.00 of works >= 6 x 930.00: cap 930.00 + 8,000 x 15% / 12 = 1,030.00
    const report = ok(await update(next.id, { decree_exception: 'IMPROVEMENT_WORKS', works_cost: 8000 }), 200);
    expect(report).toMatchObject({
      compliance_status: 'COMPLIANT',
      rent_evolution_decree: { exception: 'IMPROVEMENT_WORKS', cap: 1030 },
      violations: [],
    });
    const stored = ok(await client.leases.get({ params: { id: next.id } }), 200);
    expect(stored).toMatchObject({
      rent_regulation_compliance_status: 'COMPLIANT',
      reference_rent_per_m2: 33.5,
      reference_rent_increased_per_m2: 40.2,
      is_subject_to_reference_rent_cap: true,
      is_subject_to_rent_evolution_decree: true,
    });
    // null removes a recorded input
    const removed = ok(await update(next.id, { decree_exception: null, works_cost: null }), 200);
    expect(removed).toMatchObject({
      compliance_status: 'NON_COMPLIANT',
      inputs: { decree_exception: null, works_cost: null },
    });
    expect(ok(await client.leases.get({ params: { id: next.id } }), 200).rent_regulation_compliance_status).toBe(
      'NON_COMPLIANT',
    );
  });

  it('a recorded previous rent replaces the estate history; the IRL is the published one, not the typed one', async () => {
    const next = await lease(estateId, { rent_amount: 1000, deposit_amount: 1000 });
    // 980.00 last revised 2023-03-01; the lease of 2024-09-01 takes one year of IRL, the last index
    // published then (2024-Q2, 145.17) over 2023-Q2 (140.59): 980 x 145.17 / 140.59 = 1,011.92.
    // The indices typed by the caller (140.59 -> 144.51, more than a year) are not used.
    const report = ok(
      await update(next.id, {
        previous_rent: 980,
        previous_rent_last_revision_date: '2023-03-01',
        irl_base_index: 140.59,
        irl_latest_index: 144.51,
      }),
      200,
    );
    expect(report).toMatchObject({
      compliance_status: 'COMPLIANT',
      rent_evolution_decree: {
        previous_rent: 980,
        revised_previous_rent: 1011.92,
        cap: 1011.92,
        irl: { base_quarter: '2023-Q2', base_index: 140.59, latest_quarter: '2024-Q2', latest_index: 145.17 },
      },
      inputs: { irl_base_index: 140.59, irl_latest_index: 144.51 },
    });
    expect(report.recommendations.map((r) => r.code)).toContain('IRL_FROM_TABLE');
  });

  it('a G dwelling may not see its rent rise, and no complément de loyer is possible', async () => {
    const gEstate = (await estateIn('75001')).id;
    // no 2021 reference rents are loaded: the lease carries its own reference values
    const previous = await activeLease(gEstate, {
      start_date: '2021-09-01',
      end_date: '2024-08-31',
      rent_amount: 900,
      deposit_amount: 900,
      reference_rent_per_m2: 32,
      reference_rent_increased_per_m2: 38.4,
    });
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: gEstate,
          reference_number: 'DPE-G-1',
          diagnosis_date: '2023-05-01',
          valid_until: '2033-05-01',
          energy_label: 'G',
          ges_label: 'G',
          construction_year: 1930,
        } as never,
      }),
      201,
    );
    const next = await lease(gEstate, { rent_amount: 920, deposit_amount: 920 });
    const report = ok(await compliance(next.id), 200);
    expect(report).toMatchObject({ compliance_status: 'NON_COMPLIANT', dpe: { applicable: true, energy_label: 'G' } });
    // the decree allows 900.00 revised by a year of IRL (929.31); the freeze allows no rise at all
    expect(report.rent_evolution_decree.cap).toBe(929.31);
    const rules = report.violations.map((v) => v.rule);
    expect(rules).toEqual(['DPE_RENT_FREEZE']);
    expect(report.violations[0]).toMatchObject({
      figures: { energy_label: 'G', previous_rent: 900, new_rent: 920, increase: 20, contract_date: '2024-09-01' },
    });
    expect(report.violations[0].article).toContain('Climat et résilience');
    const withComplement = ok(
      await compliance(
        (
          await lease(gEstate, {
            rent_amount: 1100,
            base_rent_amount: 1005,
            deposit_amount: 1005,
            special_conditions: 'Terrace',
          })
        ).id,
      ),
      200,
    );
    expect(withComplement.rent_control.status).toBe('NON_COMPLIANT');
    expect(withComplement.violations.map((v) => v.rule)).toContain('RENT_SUPPLEMENT_EXCLUDED');
    // a rent increase during a contract concluded before 24 August 2022 is not frozen (art. 159 III) ...
    ok(
      await client.leases.changeRent({
        params: { id: previous.id },
        body: { rent_amount: 910, effective_date: '2023-09-01' },
      }),
      200,
    );
    const during = ok(await compliance(previous.id), 200);
    expect(during.rent_control).toMatchObject({
      reference_source: 'lease',
      reference_rents: { year: null, reference_rent_increased_per_sqm: 38.4, max_rent: 960 },
    });
    expect(during.violations.map((v) => v.rule)).not.toContain('DPE_RENT_FREEZE');
    // ... one during a contract concluded since is
    const recent = await activeLease((await estateIn('75001')).id, {
      start_date: '2023-01-01',
      rent_amount: 900,
      deposit_amount: 900,
      reference_rent_per_m2: 32,
      reference_rent_increased_per_m2: 38.4,
    });
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: recent.estate_id,
          reference_number: 'DPE-G-2',
          diagnosis_date: '2022-12-01',
          valid_until: '2032-11-30',
          energy_label: 'G',
          ges_label: 'G',
          construction_year: 1930,
        } as never,
      }),
      201,
    );
    // PUT /rent refuses that raise and changes nothing; a decrease stays possible.
    const raise = problem(
      await client.leases.changeRent({
        params: { id: recent.id },
        body: { rent_amount: 930, effective_date: '2024-01-01' },
      }),
      422,
    );
    expect(raise.errors).toEqual([expect.objectContaining({ path: 'rent_amount', code: 'DPE_RENT_FREEZE' })]);
    expect(ok(await client.leases.get({ params: { id: recent.id } }), 200).rent_amount).toBe(900);
    expect(ok(await client.leases.rentHistory({ params: { id: recent.id } }), 200)).toEqual([]);
    ok(
      await client.leases.changeRent({
        params: { id: recent.id },
        body: { rent_amount: 880, effective_date: '2024-01-01' },
      }),
      200,
    );
    const frozen = ok(await compliance(recent.id), 200);
    expect(frozen.violations.map((v) => v.rule)).not.toContain('DPE_RENT_FREEZE');
  });

  it('refuses a raise of a G dwelling under a contract tacitly renewed since the freeze (art. 159 III)', async () => {
    // Concluded on 2019-09-01 for three years, renewed on 2022-09-01: the contract in force is frozen.
    const renewed = await activeLease((await estateIn('75001')).id, {
      start_date: '2019-09-01',
      end_date: '2022-08-31',
      rent_amount: 900,
      deposit_amount: 900,
      reference_rent_per_m2: 32,
      reference_rent_increased_per_m2: 38.4,
    });
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: renewed.estate_id,
          reference_number: 'DPE-G-RENEWED',
          diagnosis_date: '2019-06-01',
          valid_until: '2029-05-31',
          energy_label: 'G',
          ges_label: 'G',
          construction_year: 1930,
        } as never,
      }),
      201,
    );
    const raise = (effective_date: string) =>
      client.leases.changeRent({ params: { id: renewed.id }, body: { rent_amount: 920, effective_date } });
    expect(problem(await raise('2023-09-01'), 422).errors?.[0].code).toBe('DPE_RENT_FREEZE');
    // Before the renewal, the contract of 2019 was not frozen yet.
    ok(await raise('2021-09-01'), 200);
  });

  it('422 when no reference rents of the lease start are loaded and the lease stores none', async () => {
    const old = await lease((await estateIn('75001')).id, {
      start_date: '2021-09-01',
      rent_amount: 900,
      deposit_amount: 900,
    });
    const missing = problem(await compliance(old.id), 422);
    expect(missing.errors?.[0].code).toBe('reference_rent_missing');
    expect(missing.detail).toContain('2021');
  });

  it('a deposit above one month of rent after a rent decrease', async () => {
    const other = (await estateIn('75001')).id;
    const active = await activeLease(other, { start_date: '2024-09-01', rent_amount: 1000, deposit_amount: 1000 });
    ok(
      await client.leases.changeRent({
        params: { id: active.id },
        body: { rent_amount: 950, effective_date: '2025-01-01' },
      }),
      200,
    );
    const report = ok(await compliance(active.id), 200);
    const deposit = report.violations.find((v) => v.rule === 'DEPOSIT_CAP_EXCEEDED');
    expect(deposit).toMatchObject({
      article: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
      figures: { deposit: 1000, max_deposit: 950, excess: 50, cap_months: 1 },
    });
    expect(report.compliance_status).toBe('NON_COMPLIANT');
  });
});

describe('POST /leases/{id}/compliance/update input rules', () => {
  it('400 for contradictory or unknown inputs, 409 once the lease is terminated', async () => {
    const estate = await estateIn('75001');
    const draft = await lease(estate.id);
    problem(await update(draft.id, { decree_exception: 'IMPROVEMENT_WORKS' }), 400);
    problem(await update(draft.id, { irl_base_index: 140.59 }), 400);
    problem(await update(draft.id, { decree_exception: 'BECAUSE' }), 400);
    problem(await update(draft.id, { previous_rent: -1 }), 400);
    problem(await update(draft.id, { colour: 'blue' }), 400);
    const active = await activeLease((await estateIn('75001')).id, { start_date: '2024-09-01' });
    ok(await client.leases.changeStatus({ params: { id: active.id }, body: { status: 'TERMINATED' } }), 200);
    problem(await update(active.id, {}), 409);
    expect((await compliance(active.id)).status).toBe(200);
  });

  it('needs leases:write to update and leases:read to read', async () => {
    const estate = await estateIn('75001');
    const created = await lease(estate.id);
    const reader = await tenant.clientWith(['leases:read']);
    expect((await reader.leaseCompliance.get({ params: { id: created.id } })).status).toBe(200);
    expect((await reader.leaseCompliance.update({ params: { id: created.id }, body: {} })).status).toBe(403);
  });
});

describe('zone tendue list, rent control end, energy decency', () => {
  const official = () => new MikroStore(app.orm.em.fork(), null);
  afterAll(async () => {
    await setRentControlEnd(official(), '2026-11-23');
  });

  async function estateInCity(postalCode: string, city: string) {
    const place = ok(
      await client.places.create({ body: { name: `Immeuble ${city}`, postal_code: postalCode, city } }),
      201,
    );
    return ok(
      await client.estates.createInPlace({
        params: { id: place.id },
        body: {
          name: 'T2',
          fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
          area: 40,
          number_of_room: 2,
        } as never,
      }),
      201,
    );
  }

  it('a commune of the list in force at the start is in zone tendue: the decree applies, one month of notice', async () => {
    const annecy = await estateInCity('74000', 'Annecy');
    const report = ok(await compliance((await lease(annecy.id, { rent_amount: 900, deposit_amount: 900 })).id), 200);
    expect(report).toMatchObject({
      location: {
        territory: null,
        is_rent_controlled: false,
        is_zone_tendue: true,
        zone_tendue_source: 'commune_list',
        zone_tendue_commune: 'Annecy',
      },
      rent_evolution_decree: { applicable: true, missing: ['previous_rent'] },
      tenant_notice: { months: 1 },
    });
    const gueret = await estateInCity('23000', 'Guéret');
    const outside = ok(await compliance((await lease(gueret.id, { rent_amount: 900, deposit_amount: 900 })).id), 200);
    expect(outside).toMatchObject({
      location: { is_zone_tendue: false, zone_tendue_source: null },
      rent_evolution_decree: { applicable: false },
      tenant_notice: { months: 3 },
    });
  });

  it('rent control binds leases signed up to the end of the experiment, and after it once extended', async () => {
    const estate = await estateIn('75001');
    const lastDay = ok(await compliance((await lease(estate.id, { start_date: '2026-11-23' })).id), 200);
    expect(lastDay.rent_control.applicable).toBe(true);
    expect(lastDay.location.rent_control_end_date).toBe('2026-11-23');
    const after = await lease(estate.id, { start_date: '2026-11-24', rent_amount: 1500, deposit_amount: 1500 });
    const ended = ok(await compliance(after.id), 200);
    expect(ended.rent_control).toMatchObject({ applicable: false, status: 'NOT_APPLICABLE' });
    expect(ended.recommendations.map((r) => r.code)).toContain('RENT_CONTROL_ENDED');
    await setRentControlEnd(official(), '2031-11-23', 'FR-PARIS');
    const extended = ok(await compliance(after.id), 200);
    expect(extended.rent_control).toMatchObject({ applicable: true, status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION' });
  });

  it('a G dwelling let from 1 January 2025 is not decent', async () => {
    const estate = await estateInCity('13001', 'Marseille');
    ok(
      await client.energyDiagnoses.create({
        body: {
          estate_id: estate.id,
          reference_number: 'DPE-G-3',
          diagnosis_date: '2024-10-01',
          valid_until: '2034-09-30',
          energy_label: 'G',
          ges_label: 'G',
          construction_year: 1930,
          final_energy_consumption: 380,
        } as never,
      }),
      201,
    );
    const before = ok(
      await compliance(
        (await lease(estate.id, { start_date: '2024-12-31', rent_amount: 700, deposit_amount: 700 })).id,
      ),
      200,
    );
    expect(before.violations.map((v) => v.rule)).not.toContain('ENERGY_INDECENT');
    expect(before.energy_decency).toEqual({
      applicable: true,
      checks: [
        {
          date: '2024-12-31',
          event: 'CONCLUSION',
          requirement: 'final energy under 450 kWh/m2/year',
          energy_label: 'G',
          final_energy_consumption: 380,
          decent: true,
        },
      ],
    });
    const from2025 = ok(
      await compliance(
        (await lease(estate.id, { start_date: '2025-01-01', rent_amount: 700, deposit_amount: 700 })).id,
      ),
      200,
    );
    expect(from2025.compliance_status).toBe('NON_COMPLIANT');
    expect(from2025.violations.find((v) => v.rule === 'ENERGY_INDECENT')).toMatchObject({
      article: expect.stringContaining('art. 6'),
      figures: { date: '2025-01-01', requirement: 'class A to F', energy_label: 'G' },
    });
  });
});
