// The public calculators without a key: the rent revised by an index, the deposit restitution
// deadline and penalty, the deposit cap, the rent ceiling under rent control. Their figures come
// from the rules of core and the shared data (index table, official zones and reference rents).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runImport } from '../../../adapters/import/reference-rents-csv.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { type Client, type TestApp, clientFor, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../../support/test-locks.js';

let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
let anonymous: Client;

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
  // No key, and no tenant either: a public call never names one.
  anonymous = clientFor(app.baseUrl);
  await runImport(new MikroStore(app.orm.em.fork(), null), {
    file: path.resolve('test/fixtures/paris-reference-rents.csv'),
    territory: 'paris',
  });
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseSharedData?.();
});

const revision = (body: Record<string, unknown>) => anonymous.publicRentRevision.compute({ body: body as never });
const penalty = (body: Record<string, unknown>) => anonymous.publicDepositPenalty.compute({ body: body as never });
const cap = (body: Record<string, unknown>) => anonymous.publicDepositCap.compute({ body: body as never });
const ceiling = (body: Record<string, unknown>) => anonymous.publicRentControl.compute({ body: body as never });

describe('rent revision by an index', () => {
  it('revises a rent by one year of the IRL of a quarter, truncated to the cent, with the indices used', async () => {
    const res = await revision({ index_series: 'IRL', quarter: '2025-Q3', current_rent: 800 });
    expect(res.headers.get('x-ratelimit-limit')).toBeTruthy();
    // 800 × 145.77 / 144.51 = 806.9753...
    expect(ok(res, 200)).toEqual({
      index_series: 'IRL',
      revision_date: null,
      claim_deadline: null,
      new_index: { series: 'IRL', quarter: '2025-Q3', value: 145.77, published_on: '2025-10-15' },
      old_index: { series: 'IRL', quarter: '2024-Q3', value: 144.51, published_on: '2024-10-15' },
      current_rent: 800,
      new_rent: 806.97,
      variation_percent: 0.87,
      legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 17-1',
    });
  });

  it('reads the quarter a revision date gives: the last one published then, or the reference quarter as published', async () => {
    const byDefault = ok(await revision({ index_series: 'IRL', revision_date: '2025-11-01', current_rent: 800 }), 200);
    expect(byDefault).toMatchObject({
      revision_date: '2025-11-01',
      claim_deadline: '2026-11-01',
      new_index: { quarter: '2025-Q3' },
      new_rent: 806.97,
    });
    // On 1 October 2025 the third quarter of 2025 is not published yet (15 October): 2024-Q3 over 2023-Q3.
    const early = ok(
      await revision({ index_series: 'IRL', revision_date: '2025-10-01', reference_quarter: 3, current_rent: 1000 }),
      200,
    );
    expect(early).toMatchObject({
      new_index: { quarter: '2024-Q3', value: 144.51 },
      old_index: { quarter: '2023-Q3', value: 141.03 },
      new_rent: 1024.67, // 1000 × 144.51 / 141.03 = 1024.675...
    });
  });

  it('takes the overseas or Corsica IRL by postal code, and the business indices by name', async () => {
    const overseas = ok(
      await revision({ index_series: 'IRL', postal_code: '97400', quarter: '2025-Q3', current_rent: 700 }),
      200,
    );
    expect(overseas).toMatchObject({
      index_series: 'IRL_OVERSEAS',
      new_index: { series: 'IRL_OVERSEAS', value: 142.97 },
      old_index: { value: 141.74 },
      new_rent: 706.07, // 700 × 142.97 / 141.74 = 706.074...
    });
    const corsica = ok(
      await revision({ index_series: 'IRL', postal_code: '20000', quarter: '2025-Q3', current_rent: 700 }),
      200,
    );
    expect(corsica).toMatchObject({ index_series: 'IRL_CORSICA', new_index: { value: 141.58 } });
    const icc = ok(await revision({ index_series: 'ICC', quarter: '2024-Q1', current_rent: 2500 }), 200);
    expect(icc).toMatchObject({
      new_index: { value: 2227 },
      old_index: { quarter: '2023-Q1', value: 2077 },
      new_rent: 2680.54, // 2500 × 2227 / 2077 = 2680.5488...
      variation_percent: 7.22,
      legal_reference: 'Code de commerce, art. L112-2 et L145-34',
    });
  });

  it('answers 422 naming an index not in the table', async () => {
    const missing = problem(await revision({ index_series: 'IRL', quarter: '2031-Q2', current_rent: 800 }), 422);
    expect(missing.errors).toEqual([expect.objectContaining({ code: 'index_missing' })]);
    expect(missing.missing_index).toEqual({ series: 'IRL', quarter: '2031-Q2' });
  });

  it.each([
    ['neither quarter nor date', { index_series: 'IRL', current_rent: 800 }, 'body.quarter'],
    [
      'both quarter and date',
      { index_series: 'IRL', current_rent: 800, quarter: '2025-Q3', revision_date: '2025-11-01' },
      'body.quarter',
    ],
    [
      'a reference quarter without a date',
      { index_series: 'IRL', current_rent: 800, quarter: '2025-Q3', reference_quarter: 3 },
      'body.reference_quarter',
    ],
    [
      'a postal code for the ILC',
      { index_series: 'ILC', postal_code: '75011', quarter: '2024-Q1', current_rent: 800 },
      'body.postal_code',
    ],
    ['an unknown series', { index_series: 'IPC', quarter: '2025-Q3', current_rent: 800 }, 'body.index_series'],
    ['a malformed quarter', { index_series: 'IRL', quarter: '2025-Q5', current_rent: 800 }, 'body.quarter'],
    ['a negative rent', { index_series: 'IRL', quarter: '2025-Q3', current_rent: -5 }, 'body.current_rent'],
    [
      'a rent with tenths of cents',
      { index_series: 'IRL', quarter: '2025-Q3', current_rent: 800.001 },
      'body.current_rent',
    ],
    ['an unknown field', { index_series: 'IRL', quarter: '2025-Q3', current_rent: 800, lease_id: 'x' }, 'body'],
  ])('refuses %s with a 400 problem', async (_what, body, path) => {
    const refused = problem(await revision(body), 400);
    expect(refused.errors?.map((e) => e.path)).toContain(path);
  });
});

describe('deposit restitution deadline and late penalty', () => {
  it('gives one month after the keys when the exit matches the entry, and 10 % of the rent per period started late', async () => {
    const res = ok(
      await penalty({
        keys_returned_on: '2025-01-31',
        exit_matches_entry: true,
        monthly_rent: 900,
        returned_on: '2025-03-31',
      }),
      200,
    );
    // Deadline 28 February; periods run to 28 March, then 28 April: 31 March is in the second one.
    expect(res).toEqual({
      deadline: '2025-02-28',
      deadline_months: 1,
      returned_on: '2025-03-31',
      days_late: 31,
      late_periods: 2,
      penalty_per_period: 90,
      penalty: 180,
      legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
    });
  });

  it('gives two months when the exit differs; on the deadline is on time; no forwarding address, no penalty', async () => {
    const base = { keys_returned_on: '2025-01-31', exit_matches_entry: false, monthly_rent: 850.5 };
    expect(ok(await penalty({ ...base, returned_on: '2025-03-31' }), 200)).toMatchObject({
      deadline: '2025-03-31',
      deadline_months: 2,
      days_late: 0,
      late_periods: 0,
      penalty: 0,
    });
    expect(ok(await penalty({ ...base, returned_on: '2025-04-01' }), 200)).toMatchObject({
      late_periods: 1,
      penalty_per_period: 85.05,
      penalty: 85.05,
    });
    expect(
      ok(await penalty({ ...base, returned_on: '2025-06-15', forwarding_address_given: false }), 200),
    ).toMatchObject({ late_periods: 3, penalty: 0 });
  });

  it('counts to today when no return date is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = ok(await penalty({ keys_returned_on: '2020-01-15', exit_matches_entry: true, monthly_rent: 100 }), 200);
    expect(res.returned_on).toBe(today);
    expect(res.late_periods).toBeGreaterThan(60);
  });

  it('refuses a return before the keys and a missing rent with 400 problems', async () => {
    const before = problem(
      await penalty({
        keys_returned_on: '2025-02-01',
        exit_matches_entry: true,
        monthly_rent: 900,
        returned_on: '2025-01-31',
      }),
      400,
    );
    expect(before.errors?.map((e) => e.path)).toEqual(['body.returned_on']);
    const noRent = problem(await penalty({ keys_returned_on: '2025-02-01', exit_matches_entry: true }), 400);
    expect(noRent.errors?.map((e) => e.path)).toEqual(['body.monthly_rent']);
    problem(await penalty({ keys_returned_on: '2025-02-30', exit_matches_entry: true, monthly_rent: 9 }), 400);
  });
});

describe('deposit cap', () => {
  it('caps an unfurnished deposit at one month of rent and lists the excess', async () => {
    expect(ok(await cap({ lease_type: 'HabitationVide', monthly_rent: 900, deposit_amount: 1000 }), 200)).toEqual({
      lease_type: 'HabitationVide',
      has_legal_cap: true,
      cap_months: 1,
      max_deposit: 900,
      deposit_amount: 1000,
      is_compliant: false,
      violations: [
        expect.objectContaining({
          rule: 'DEPOSIT_CAP_EXCEEDED',
          article: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
          figures: expect.objectContaining({ deposit: 1000, max_deposit: 900, excess: 100 }),
        }),
      ],
      legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
    });
  });

  it('gives two months furnished, none for a bail mobilité or a rent paid over two months ahead, no cap for a business lease', async () => {
    expect(
      ok(await cap({ lease_type: 'HabitationMeublee', monthly_rent: 900, deposit_amount: 1800 }), 200),
    ).toMatchObject({
      cap_months: 2,
      max_deposit: 1800,
      is_compliant: true,
      violations: [],
      legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 25-6',
    });
    expect(ok(await cap({ lease_type: 'MobiliteEtudiante', monthly_rent: 600, deposit_amount: 1 }), 200)).toMatchObject(
      {
        cap_months: 0,
        max_deposit: 0,
        is_compliant: false,
        legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 25-13',
      },
    );
    expect(
      ok(
        await cap({
          lease_type: 'HabitationVide',
          monthly_rent: 900,
          rent_frequency: 'QUARTERLY',
          payment_terms: 'TERME_A_ECHOIR',
        }),
        200,
      ),
    ).toMatchObject({ cap_months: 0, max_deposit: 0, deposit_amount: null, is_compliant: null, violations: [] });
    expect(ok(await cap({ lease_type: 'Commercial', monthly_rent: 3000, deposit_amount: 9000 }), 200)).toMatchObject({
      has_legal_cap: false,
      cap_months: null,
      max_deposit: null,
      is_compliant: true,
    });
  });

  it('refuses an unknown lease type, a zero rent and a spelling it does not know with 400 problems', async () => {
    problem(await cap({ lease_type: 'Garage', monthly_rent: 100 }), 400);
    problem(await cap({ lease_type: 'HabitationVide', monthly_rent: 0 }), 400);
    problem(await cap({ lease_type: 'HabitationVide', monthly_rent: 100, rent_frequency: 'WEEKLY' }), 400);
  });
});

// Fixture figures (test/fixtures/paris-reference-rents.csv), 2024, unfurnished: quarter 41
// Folie-Méricourt (75011), 2 rooms, 1946-1970: 29.00 / 34.80 / 20.30 EUR per m2.
describe('rent ceiling under rent control', () => {
  const flat = { room_count: 2, surface_area: 50.5, construction_period: '19461970', is_furnished: false };

  it('gives the ceiling and floor of a flat of a quarter: the references times the living area', async () => {
    const res = ok(
      await ceiling({ ...flat, quarter: '41', territory: 'FR-PARIS', postal_code: '75011', signed_on: '2025-03-01' }),
      200,
    );
    expect(res).toMatchObject({
      territory: 'Paris',
      postal_code: '75011',
      administrative_quarter: 'Folie-Méricourt',
      room_count_bucket: '2',
      surface_area: 50.5,
      construction_period: '1946-1970',
      is_furnished: false,
      rent_control_applies: true,
      year: 2024,
      reference_rent_per_sqm: 29,
      reference_rent_increased_per_sqm: 34.8,
      reference_rent_decreased_per_sqm: 20.3,
      ceiling: 1757.4, // 34.80 × 50.5
      reference_rent: 1464.5,
      floor: 1025.15,
      recommendations: [],
    });
    expect(res.quarter_id).toEqual(expect.any(String));
    expect(res.data_source).toContain('logement-encadrement-des-loyers');
  });

  it('says when a lease signed that day is not capped, and answers no ceiling outside every territory', async () => {
    const before = ok(
      await ceiling({ ...flat, quarter: 'Folie-Méricourt', territory: 'FR-PARIS', signed_on: '2018-01-01' }),
      200,
    );
    expect(before).toMatchObject({ rent_control_applies: false, ceiling: 1757.4 });
    expect(before.recommendations.map((r) => r.code)).toEqual(['RENT_CONTROL_NOT_IN_FORCE']);
    const outside = ok(await ceiling({ ...flat, address: '3 place du Martroi, 45000 Orléans' }), 200);
    expect(outside).toMatchObject({
      territory: null,
      postal_code: '45000',
      rent_control_applies: false,
      ceiling: null,
      floor: null,
      year: null,
    });
    expect(outside.recommendations.map((r) => r.code)).toEqual(['OUTSIDE_RENT_CONTROL']);
  });

  it('answers 404 for a quarter it does not know and 422 for a postal code that does not cover the quarter', async () => {
    problem(await ceiling({ ...flat, quarter: 'Nulle-Part', territory: 'FR-PARIS' }), 404);
    problem(await ceiling({ ...flat, quarter: '00000000-0000-4000-8000-000000000000' }), 404);
    const mismatch = problem(
      await ceiling({ ...flat, quarter: '41', territory: 'FR-PARIS', postal_code: '75001' }),
      422,
    );
    expect(mismatch.errors?.[0].code).toBe('location_mismatch');
  });

  it("never reads a tenant's own zones: a tenant's quarter is unknown to the public tool", async () => {
    const tenant = await app.newTenant('Public tools zone owner');
    const paris = ok(await tenant.client.legislativeZones.list({ query: { code: 'FR-PARIS' } }), 200).data[0];
    const own = ok(
      await tenant.client.legislativeZones.create({
        body: {
          zone_type: 'QUARTER',
          country_code: 'FR',
          code: 'ZZ-PUBLIC-Q',
          name: 'Quartier Privé',
          parent_zone_id: paris.id,
        } as never,
      }),
      201,
    );
    const byId = await ceiling({ ...flat, quarter: own.id });
    expect(JSON.stringify(problem(byId, 404))).not.toContain('Quartier Privé');
    problem(await ceiling({ ...flat, quarter: 'Quartier Privé', territory: 'FR-PARIS' }), 404);
  });

  it.each([
    ['no location', { ...flat }],
    ['a malformed postal code', { ...flat, postal_code: '7501' }],
    ['a period it does not know', { ...flat, postal_code: '75011', construction_period: '1800' }],
    ['a surface of zero', { ...flat, postal_code: '75011', surface_area: 0 }],
    ['a fractional room count', { ...flat, postal_code: '75011', room_count: 1.5 }],
    ['an address too long', { ...flat, address: `${'x'.repeat(501)} 75011` }],
    ['an unknown field', { ...flat, postal_code: '75011', tenant_id: 'x' }],
  ])('refuses %s with a 400 problem', async (_what, body) => {
    problem(await ceiling(body), 400);
  });
});

describe('notice end date', () => {
  const notice = (body: Record<string, unknown>) => anonymous.publicNotice.compute({ body: body as never });
  const tenantVide = { given_by: 'TENANT', lease_type: 'HabitationVide', received_on: '2025-01-15' };

  it('gives an unfurnished tenant three months, one in zone tendue or for a justified reason of art. 15', async () => {
    expect(ok(await notice(tenantVide), 200)).toEqual({
      given_by: 'TENANT',
      lease_type: 'HabitationVide',
      received_on: '2025-01-15',
      notice_months: 3,
      end_date: '2025-04-15',
      reduced: false,
      latest_receipt_date: null,
      legal_reference: 'Loi n° 89-462, art. 15 I',
    });
    expect(ok(await notice({ ...tenantVide, zone_tendue: true }), 200)).toMatchObject({
      notice_months: 1,
      end_date: '2025-02-15',
      reduced: true,
    });
    expect(ok(await notice({ ...tenantVide, reason: 'JOB_LOSS' }), 200)).toMatchObject({ notice_months: 1 });
    expect(ok(await notice({ ...tenantVide, reason: 'JOB_LOSS', reason_justified: false }), 200)).toMatchObject({
      notice_months: 3,
    });
  });

  it('gives one month furnished (to the month end when the day lacks), the term at most for a bail mobilité, the triennial end of a commercial lease', async () => {
    expect(
      ok(await notice({ given_by: 'TENANT', lease_type: 'HabitationMeublee', received_on: '2025-01-31' }), 200),
    ).toMatchObject({ notice_months: 1, end_date: '2025-02-28', legal_reference: 'Loi n° 89-462, art. 25-8 I' });
    expect(
      ok(
        await notice({
          given_by: 'TENANT',
          lease_type: 'MobiliteEtudiante',
          received_on: '2025-05-20',
          lease_end_date: '2025-06-10',
        }),
        200,
      ),
    ).toMatchObject({ notice_months: 1, end_date: '2025-06-10' });
    expect(
      ok(
        await notice({
          given_by: 'TENANT',
          lease_type: 'Commercial',
          received_on: '2025-03-01',
          lease_start_date: '2020-01-01',
        }),
        200,
      ),
    ).toMatchObject({ notice_months: 6, end_date: '2025-12-31', legal_reference: 'Code de commerce, art. L145-4' });
  });

  it("ends a landlord's notice at the term when received in time, and refuses one received too late (422)", async () => {
    const landlord = {
      given_by: 'LANDLORD',
      lease_type: 'HabitationVide',
      reason: 'SALE',
      lease_end_date: '2026-12-31',
    };
    expect(ok(await notice({ ...landlord, received_on: '2026-06-30' }), 200)).toMatchObject({
      notice_months: 6,
      end_date: '2026-12-31',
      latest_receipt_date: '2026-06-30',
    });
    const late = problem(await notice({ ...landlord, received_on: '2026-07-01' }), 422);
    expect(late.errors).toEqual([expect.objectContaining({ path: 'received_on', code: 'too_late' })]);
    expect(late.detail).toContain('by 2026-06-30');
    const student = problem(
      await notice({
        given_by: 'LANDLORD',
        lease_type: 'HabitationMeublee',
        received_on: '2025-10-01',
        lease_start_date: '2025-09-01',
        lease_end_date: '2026-05-31',
      }),
      422,
    );
    expect(student.errors?.[0].code).toBe('no_landlord_notice');
  });

  it.each([
    ["a landlord's motive from a tenant", { ...tenantVide, reason: 'REPRISE' }, 'body.reason'],
    [
      "a landlord's notice without the lease's last day",
      { given_by: 'LANDLORD', lease_type: 'HabitationVide', received_on: '2025-01-15' },
      'body.lease_end_date',
    ],
    [
      'a commercial lease without its start',
      { given_by: 'TENANT', lease_type: 'Commercial', received_on: '2025-01-15' },
      'body.lease_start_date',
    ],
    ['a notice before the lease starts', { ...tenantVide, lease_start_date: '2025-02-01' }, 'body.lease_start_date'],
    ['a party it does not know', { ...tenantVide, given_by: 'AGENT' }, 'body.given_by'],
    ['a lease type it does not know', { ...tenantVide, lease_type: 'Saisonnier' }, 'body.lease_type'],
  ])('refuses %s with a 400 problem', async (_what, body, path) => {
    const refused = problem(await notice(body), 400);
    expect(refused.errors?.map((e) => e.path)).toContain(path);
  });
});
