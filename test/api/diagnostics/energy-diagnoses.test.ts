import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addYears, daysBetween, toDateOnly } from '../../../core/shared/dates.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;
let placeId: string;
let estateId: string;

type Problem = {
  status: number;
  detail: string;
  errors?: { path: string; message: string; code: string }[];
  label_mismatches?: unknown[];
};
const problem = (body: unknown) => body as Problem;
const codes = (body: unknown) => (problem(body).errors ?? []).map((e) => e.code).sort();

async function placeAndEstate(client: Client, name = 'Immeuble Voltaire') {
  const place = await client.places.create({ body: { name } });
  if (place.status !== 201) throw new Error(`setup place: ${JSON.stringify(place.body)}`);
  const estate = await client.estates.createInPlace({
    params: { id: place.body.id },
    body: { name: `${name} lot 1`, fiscal_identifier: 'F-1' },
  });
  if (estate.status !== 201) throw new Error(`setup estate: ${JSON.stringify(estate.body)}`);
  return { placeId: place.body.id, estateId: estate.body.id };
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Energy diagnoses');
  ({ placeId, estateId } = await placeAndEstate(tenant.client));
});
afterAll(() => app.close());

const today = () => toDateOnly(new Date());

function dpe(fields: Record<string, unknown> = {}) {
  return {
    estate_id: estateId,
    reference_number: 'DPE-2024-000123',
    diagnosis_date: '2024-03-15',
    valid_until: '2034-03-15',
    energy_label: 'C',
    ges_label: 'B',
    construction_year: 1975,
    energy_consumption: 120,
    ges_emission: 8,
    heated_area: 65.5,
    notes: 'Double glazing installed 2019',
    ...fields,
  };
}

async function create(fields: Record<string, unknown> = {}, client: Client = tenant.client) {
  return client.energyDiagnoses.create({ body: dpe(fields) as never });
}

describe('energy diagnosis CRUD', () => {
  it('creates a diagnosis of an estate and reads it back with its validity', async () => {
    const diagnosisDate = addYears(today(), -1);
    const validUntil = addYears(diagnosisDate, 10);
    const created = await create({ diagnosis_date: diagnosisDate, valid_until: validUntil });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({
      estate_id: estateId,
      place_id: null,
      energy_label: 'C',
      ges_label: 'B',
      construction_year: 1975,
      energy_consumption: 120,
      heated_area: 65.5,
      media_id: null,
      is_valid_now: true,
      expires_in_days: daysBetween(today(), validUntil),
    });
    expect(created.body).not.toHaveProperty('tenant_id');
    const read = await tenant.client.energyDiagnoses.get({ params: { id: created.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('creates a diagnosis of a place, with lower-case labels and without measurements', async () => {
    const created = await create({
      estate_id: undefined,
      place_id: placeId,
      energy_label: 'g',
      ges_label: 'a',
      energy_consumption: undefined,
      ges_emission: undefined,
      heated_area: undefined,
      notes: undefined,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      place_id: placeId,
      estate_id: null,
      energy_label: 'G',
      ges_label: 'A',
      energy_consumption: null,
      notes: null,
    });
  });

  it('reports an expired diagnosis as not valid, with negative expires_in_days', async () => {
    const created = await create({ diagnosis_date: '2012-01-10', valid_until: '2022-01-10' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_valid_now: false, expires_in_days: daysBetween(today(), '2022-01-10') });
    expect((created.body as { expires_in_days: number }).expires_in_days).toBeLessThan(0);
  });

  it('updates: absent keeps, null removes, a value replaces, and the rules apply to the result', async () => {
    const created = await create();
    if (created.status !== 201) throw new Error('setup');
    const id = created.body.id;
    const updated = await tenant.client.energyDiagnoses.update({
      params: { id },
      body: { notes: null, energy_consumption: 45, energy_label: 'B' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      notes: null,
      energy_consumption: 45,
      energy_label: 'B',
      ges_label: 'B',
      reference_number: 'DPE-2024-000123',
    });
    const cleared = await tenant.client.energyDiagnoses.update({
      params: { id },
      body: { energy_consumption: null, energy_label: 'F' },
    });
    expect(cleared.body).toMatchObject({ energy_consumption: null, energy_label: 'F' });

    const mismatch = await tenant.client.energyDiagnoses.update({ params: { id }, body: { ges_emission: 81 } });
    expect(mismatch.status).toBe(422);
    expect(codes(mismatch.body)).toEqual(['label_mismatch']);
    const both = await tenant.client.energyDiagnoses.update({ params: { id }, body: { place_id: placeId } });
    expect(both.status).toBe(422);
    expect(codes(both.body)).toEqual(['both_owner_entities']);
    const move = await tenant.client.energyDiagnoses.update({
      params: { id },
      body: { place_id: placeId, estate_id: null },
    });
    expect(move.status).toBe(200);
    expect(move.body).toMatchObject({ place_id: placeId, estate_id: null });
    const neither = await tenant.client.energyDiagnoses.update({ params: { id }, body: { place_id: null } });
    expect(neither.status).toBe(422);
    expect(codes(neither.body)).toEqual(['missing_owner_entity']);
    const required = await tenant.client.energyDiagnoses.update({
      params: { id },
      body: { reference_number: null } as never,
    });
    expect(required.status).toBe(400);
    const tooLong = await tenant.client.energyDiagnoses.update({ params: { id }, body: { valid_until: '2034-03-16' } });
    expect(tooLong.status).toBe(422);
    const unchanged = await tenant.client.energyDiagnoses.get({ params: { id } });
    expect(unchanged.body).toMatchObject({ place_id: placeId, valid_until: '2034-03-15', ges_emission: 8 });
  });

  it('deletes (204), then answers 404', async () => {
    const created = await create();
    if (created.status !== 201) throw new Error('setup');
    expect((await tenant.client.energyDiagnoses.remove({ params: { id: created.body.id } })).status).toBe(204);
    expect((await tenant.client.energyDiagnoses.get({ params: { id: created.body.id } })).status).toBe(404);
    expect((await tenant.client.energyDiagnoses.remove({ params: { id: created.body.id } })).status).toBe(404);
  });
});

describe('energy diagnosis validation (400) and business rules (422)', () => {
  it('answers 400 for malformed input', async () => {
    for (const bad of [
      { diagnosis_date: '15/03/2024' },
      { diagnosis_date: '2023-02-30' },
      { energy_label: 'H' },
      { construction_year: 1975.5 },
      { construction_year: '1975' },
      { energy_consumption: 'a lot' },
      { estate_id: 'not-a-uuid' },
      { reference_number: undefined },
      { valid_until: undefined },
      { shoe_size: 42 },
    ]) {
      const res = await create(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await fetch(`${app.baseUrl}/api/energy-diagnoses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
      body: '{"reference_number": "DPE-1",',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers 422 for both place_id and estate_id, or neither', async () => {
    const both = await create({ place_id: placeId });
    expect(both.status).toBe(422);
    expect(both.headers.get('content-type')).toContain('application/problem+json');
    expect(codes(both.body)).toEqual(['both_owner_entities']);
    const neither = await create({ estate_id: undefined });
    expect(neither.status).toBe(422);
    expect(codes(neither.body)).toEqual(['missing_owner_entity']);
  });

  it('answers 422 for an owner entity that does not exist in the tenant', async () => {
    const other = await app.newTenant('DPE other');
    const foreign = await placeAndEstate(other.client, 'Elsewhere');
    const unknownEstate = await create({ estate_id: foreign.estateId });
    expect(unknownEstate.status).toBe(422);
    expect(codes(unknownEstate.body)).toEqual(['unknown_owner_entity']);
    const unknownPlace = await create({ estate_id: undefined, place_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownPlace.status).toBe(422);
  });

  it('answers 422 when valid_until is not after diagnosis_date, or more than 10 years after', async () => {
    expect(codes((await create({ valid_until: '2024-03-15' })).body)).toEqual(['not_after_diagnosis_date']);
    expect(codes((await create({ valid_until: '2024-03-14' })).body)).toEqual(['not_after_diagnosis_date']);
    expect(codes((await create({ valid_until: '2034-03-16' })).body)).toEqual(['validity_too_long']);
    expect((await create({ valid_until: '2034-03-15' })).status).toBe(201);
    expect((await create({ diagnosis_date: '2024-02-29', valid_until: '2034-02-28' })).status).toBe(201);
  });

  it('answers 422 for construction_year outside 1800..current year', async () => {
    const year = new Date().getUTCFullYear();
    expect((await create({ construction_year: 1799 })).status).toBe(422);
    expect((await create({ construction_year: year + 1 })).status).toBe(422);
    expect((await create({ construction_year: 1800 })).status).toBe(201);
    expect((await create({ construction_year: year })).status).toBe(201);
  });

  it('answers 422 for negative consumption or emission, and a heated area <= 0', async () => {
    const negative = await create({ energy_consumption: -1, ges_emission: -0.5 });
    expect(negative.status).toBe(422);
    expect((problem(negative.body).errors ?? []).map((e) => e.path).sort()).toEqual([
      'energy_consumption',
      'ges_emission',
    ]);
    expect((await create({ heated_area: 0 })).status).toBe(422);
    expect((await create({ heated_area: -10 })).status).toBe(422);
    expect(
      (await create({ energy_consumption: 0, ges_emission: 0, energy_label: 'A', ges_label: 'A', heated_area: 0.5 }))
        .status,
    ).toBe(201);
  });

  it('answers 422 for reference_number outside 1..100 characters and notes over 1000', async () => {
    expect((await create({ reference_number: '' })).status).toBe(422);
    expect((await create({ reference_number: 'x'.repeat(101) })).status).toBe(422);
    expect((await create({ reference_number: 'x'.repeat(100) })).status).toBe(201);
    expect((await create({ notes: 'n'.repeat(1001) })).status).toBe(422);
    expect((await create({ notes: 'n'.repeat(1000) })).status).toBe(201);
  });

  it('lists every broken rule at once', async () => {
    const res = await create({ valid_until: '2020-01-01', construction_year: 1700, heated_area: 0 });
    expect(res.status).toBe(422);
    expect(codes(res.body)).toEqual(['not_after_diagnosis_date', 'out_of_range', 'out_of_range']);
  });
});

describe('label scales through the API', () => {
  // A DPE made before 1 July 2021 is read on the 2006 scales (energy F up to 450, not the spec's 420).
  const before2021 = { diagnosis_date: '2020-03-15', valid_until: '2030-03-14' };
  const energy: [number, string][] = [
    [50, 'A'],
    [51, 'B'],
    [90, 'B'],
    [91, 'C'],
    [150, 'C'],
    [151, 'D'],
    [230, 'D'],
    [231, 'E'],
    [330, 'E'],
    [331, 'F'],
    [420, 'F'],
    [421, 'F'],
    [450, 'F'],
    [451, 'G'],
    [50.5, 'B'],
  ];
  const ges: [number, string][] = [
    [5, 'A'],
    [6, 'B'],
    [10, 'B'],
    [11, 'C'],
    [20, 'C'],
    [21, 'D'],
    [35, 'D'],
    [36, 'E'],
    [55, 'E'],
    [56, 'F'],
    [80, 'F'],
    [81, 'G'],
    [5.5, 'B'],
  ];

  it.each(energy)('2006 scale: energy %p kWh/m2/year is accepted as %s only', async (value, label) => {
    const fields = { ...before2021, energy_consumption: value, ges_emission: null };
    expect((await create({ ...fields, energy_label: label })).status).toBe(201);
    const wrong = label === 'A' ? 'B' : 'A';
    const refused = await create({ ...fields, energy_label: wrong });
    expect(refused.status).toBe(422);
    expect(problem(refused.body).label_mismatches).toEqual([
      { field: 'energy_label', given: wrong, expected: label, allowed: [label], scale: 'DPE_2006', value },
    ]);
    expect(problem(refused.body).errors?.[0].message).toContain(`class ${label}`);
  });

  it.each(ges)('2006 scale: GES %p kg CO2/m2/year is accepted as %s only', async (value, label) => {
    const fields = { ...before2021, ges_emission: value, energy_consumption: null };
    expect((await create({ ...fields, ges_label: label })).status).toBe(201);
    const wrong = label === 'G' ? 'F' : 'G';
    const refused = await create({ ...fields, ges_label: wrong });
    expect(refused.status).toBe(422);
    expect(problem(refused.body).label_mismatches).toEqual([
      { field: 'ges_label', given: wrong, expected: label, allowed: [label], scale: 'DPE_2006', value },
    ]);
  });

  it('2006 scale: reports both mismatches with given and expected labels', async () => {
    const refused = await create({
      ...before2021,
      energy_consumption: 451,
      energy_label: 'F',
      ges_emission: 4,
      ges_label: 'B',
    });
    expect(refused.status).toBe(422);
    expect(problem(refused.body).label_mismatches).toEqual([
      { field: 'energy_label', given: 'F', expected: 'G', allowed: ['G'], scale: 'DPE_2006', value: 451 },
      { field: 'ges_label', given: 'B', expected: 'A', allowed: ['A'], scale: 'DPE_2006', value: 4 },
    ]);
  });

  it('double threshold since July 2021: Cep 100 / EGES 10 at 60 m2 is B, Cep 200 / EGES 80 is F', async () => {
    const at60 = { diagnosis_date: '2025-01-10', valid_until: '2035-01-09', reference_surface: 60 };
    const b = await create({ ...at60, energy_consumption: 100, ges_emission: 10, energy_label: 'B', ges_label: 'B' });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ energy_label: 'B', ges_label: 'B', label_scale: 'DPE_2021', reference_surface: 60 });
    const f = await create({ ...at60, energy_consumption: 200, ges_emission: 80, energy_label: 'F', ges_label: 'F' });
    expect(f.status).toBe(201);
    // the spec's scale would call 200 kWh D and 80 kg F: the energy label is the worse of the two classes
    const d = await create({ ...at60, energy_consumption: 200, ges_emission: 80, energy_label: 'D', ges_label: 'F' });
    expect(d.status).toBe(422);
    expect(problem(d.body).label_mismatches).toEqual([
      { field: 'energy_label', given: 'D', expected: 'F', allowed: ['F'], scale: 'DPE_2021', value: 200 },
    ]);
    expect(problem(d.body).errors?.[0].message).toContain('class F');
  });

  it('small surfaces from July 2024 and the mountain thresholds, recorded on the diagnosis', async () => {
    const studio = {
      diagnosis_date: '2024-07-01',
      valid_until: '2034-06-30',
      reference_surface: 20,
      energy_consumption: 380,
      ges_emission: 10,
      ges_label: 'B',
    };
    const e = await create({ ...studio, energy_label: 'E' });
    expect(e.status).toBe(201);
    expect(e.body).toMatchObject({ label_scale: 'DPE_2021_SMALL_SURFACES', energy_label: 'E' });
    expect((await create({ ...studio, energy_label: 'F' })).status).toBe(422);
    const mountain = {
      diagnosis_date: '2025-01-10',
      valid_until: '2035-01-09',
      reference_surface: 80,
      altitude: 1200,
      climate_zone: 'H1c',
      energy_consumption: 380,
      ges_emission: 75,
      ges_label: 'E',
    };
    const relaxed = await create({ ...mountain, energy_label: 'E' });
    expect(relaxed.status).toBe(201);
    expect(relaxed.body).toMatchObject({ altitude: 1200, climate_zone: 'H1c' });
    expect((await create({ ...mountain, altitude: 700, energy_label: 'E' })).status).toBe(422);
  });

  it('reads the climate zone from the département: Lille is H1a, judged on the general thresholds', async () => {
    const lille = await tenant.client.places.create({
      body: { name: 'Rue Nationale', postal_code: '59000', city: 'Lille' },
    });
    const savoie = await tenant.client.places.create({
      body: { name: 'Les Arcs', postal_code: '73700', city: 'Bourg-Saint-Maurice' },
    });
    if (lille.status !== 201 || savoie.status !== 201) throw new Error('setup places');
    const claim = {
      estate_id: undefined,
      diagnosis_date: '2025-01-10',
      valid_until: '2035-01-09',
      reference_surface: 60,
      energy_consumption: 420,
      ges_emission: 8,
      energy_label: 'F',
      ges_label: 'B',
    };
    // F at Cep 420 is G on the general thresholds; the altitude, unknown, cannot make Lille a mountain.
    const refused = await create({ ...claim, place_id: lille.body.id });
    expect(refused.status).toBe(422);
    expect(problem(refused.body).label_mismatches).toEqual([
      { field: 'energy_label', given: 'F', expected: 'G', allowed: ['G'], scale: 'DPE_2021', value: 420 },
    ]);
    expect(
      codes((await create({ ...claim, place_id: lille.body.id, climate_zone: 'H1c', altitude: 900 })).body),
    ).toEqual(['climate_zone_mismatch', 'label_mismatch']);
    // In Savoie (H1c) the altitude unknown leaves the mountain thresholds open: F is accepted.
    expect((await create({ ...claim, place_id: savoie.body.id })).status).toBe(201);
    expect((await create({ ...claim, place_id: savoie.body.id, altitude: 600 })).status).toBe(422);
  });

  it('answers 400 for a climate zone that does not exist and 422 for an impossible altitude', async () => {
    expect((await create({ climate_zone: 'H4' })).status).toBe(400);
    expect(codes((await create({ altitude: 5000 })).body)).toEqual(['out_of_range']);
  });
});

describe('legal validity (décret 2020-1610)', () => {
  it('a DPE of 2018 printed valid for ten years stopped being valid on 31 December 2024', async () => {
    const created = await create({
      diagnosis_date: '2018-05-02',
      valid_until: '2028-05-01',
      energy_consumption: 120,
      ges_emission: 8,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      valid_until: '2028-05-01',
      legal_valid_until: '2024-12-31',
      label_scale: 'DPE_2006',
      is_valid_now: false,
      expires_in_days: daysBetween(today(), '2024-12-31'),
    });
  });
});

describe('energy diagnosis lists', () => {
  let t: TestTenant;
  let place: { placeId: string; estateId: string };
  let secondEstateId: string;
  beforeAll(async () => {
    t = await app.newTenant('DPE lists');
    place = await placeAndEstate(t.client, 'Rue Lepic');
    const second = await t.client.estates.createInPlace({
      params: { id: place.placeId },
      body: { name: 'Lot 2', fiscal_identifier: 'F-2' },
    });
    if (second.status !== 201) throw new Error('setup');
    secondEstateId = second.body.id;
    const rows = [
      {
        place_id: place.placeId,
        estate_id: undefined,
        energy_label: 'D',
        energy_consumption: 200,
        diagnosis_date: '2021-01-01',
        valid_until: '2031-01-01',
      },
      {
        estate_id: place.estateId,
        energy_label: 'F',
        energy_consumption: 400,
        ges_label: 'E',
        ges_emission: 60,
        diagnosis_date: '2022-01-01',
        valid_until: '2032-01-01',
      },
      {
        estate_id: place.estateId,
        energy_label: 'C',
        energy_consumption: 120,
        diagnosis_date: '2023-01-01',
        valid_until: '2033-01-01',
      },
      {
        estate_id: secondEstateId,
        energy_label: 'F',
        energy_consumption: 350,
        diagnosis_date: '2024-01-01',
        valid_until: '2034-01-01',
      },
    ];
    for (const row of rows) {
      const res = await create(row, t.client);
      if (res.status !== 201) throw new Error(`setup: ${JSON.stringify(res.body)}`);
    }
  });

  it('pages with page and limit, newest diagnosis first', async () => {
    const res = await t.client.energyDiagnoses.list({ query: { limit: 2, page: 2 } });
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    expect(res.body.data.map((d) => d.diagnosis_date)).toEqual(['2022-01-01', '2021-01-01']);
    expect(res.body.meta.pagination).toEqual({
      current_page: 2,
      per_page: 2,
      total: 4,
      total_pages: 2,
      has_next: false,
      has_prev: true,
    });
    const perPage = await t.client.energyDiagnoses.list({ query: { per_page: 3 } });
    expect(perPage.status === 200 && perPage.body.data).toHaveLength(3);
    expect((await t.client.energyDiagnoses.list({ query: { limit: 101 } })).status).toBe(400);
    const sorted = await t.client.energyDiagnoses.list({ query: { sort: 'energy_consumption' } });
    expect(sorted.status === 200 && sorted.body.data.map((d) => d.energy_consumption)).toEqual([120, 200, 350, 400]);
  });

  it('filters by place_id, estate_id, energy_label and ges_label', async () => {
    const dates = async (query: Record<string, unknown>) => {
      const res = await t.client.energyDiagnoses.list({ query: query as never });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data.map((d) => d.diagnosis_date).sort();
    };
    expect(await dates({ place_id: place.placeId })).toEqual(['2021-01-01']);
    expect(await dates({ estate_id: place.estateId })).toEqual(['2022-01-01', '2023-01-01']);
    expect(await dates({ energy_label: 'F' })).toEqual(['2022-01-01', '2024-01-01']);
    expect(await dates({ ges_label: 'E' })).toEqual(['2022-01-01']);
    expect(await dates({ energy_label: 'F', estate_id: secondEstateId })).toEqual(['2024-01-01']);
    expect((await t.client.energyDiagnoses.list({ query: { energy_label: 'Z' as never } })).status).toBe(400);
  });

  it('lists the diagnoses of a place, and with include_estates those of its estates too', async () => {
    const own = await t.client.energyDiagnoses.listForPlace({ params: { place_id: place.placeId }, query: {} });
    expect(own.status === 200 && own.body.data.map((d) => d.diagnosis_date)).toEqual(['2021-01-01']);
    const all = await t.client.energyDiagnoses.listForPlace({
      params: { place_id: place.placeId },
      query: { include_estates: 'true' as never },
    });
    expect(all.status === 200 && all.body.meta.pagination.total).toBe(4);
    const filtered = await t.client.energyDiagnoses.listForPlace({
      params: { place_id: place.placeId },
      query: { include_estates: 'true' as never, energy_label: 'F' },
    });
    expect(filtered.status === 200 && filtered.body.data).toHaveLength(2);
  });

  it('lists the diagnoses of an estate of a place, 404 when the estate is in another place', async () => {
    const res = await t.client.energyDiagnoses.listForEstate({
      params: { place_id: place.placeId, estate_id: place.estateId },
      query: { limit: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.status === 200 && res.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, total_pages: 2 });
    const otherPlace = await placeAndEstate(t.client, 'Other building');
    expect(
      (
        await t.client.energyDiagnoses.listForEstate({
          params: { place_id: otherPlace.placeId, estate_id: place.estateId },
          query: {},
        })
      ).status,
    ).toBe(404);
  });

  it('cascades with the place or estate deleted', async () => {
    const gone = await placeAndEstate(t.client, 'To demolish');
    const diagnosis = await create({ estate_id: gone.estateId }, t.client);
    if (diagnosis.status !== 201) throw new Error('setup');
    expect((await t.client.estates.remove({ params: { id: gone.estateId } })).status).toBe(204);
    expect((await t.client.energyDiagnoses.get({ params: { id: diagnosis.body.id } })).status).toBe(404);
  });
});

describe('energy diagnoses: tenancy and permissions', () => {
  it("answers 404 for another tenant's diagnosis, place or estate", async () => {
    const other = await app.newTenant('DPE intruder');
    const created = await create();
    if (created.status !== 201) throw new Error('setup');
    const id = created.body.id;
    expect((await other.client.energyDiagnoses.get({ params: { id } })).status).toBe(404);
    expect((await other.client.energyDiagnoses.update({ params: { id }, body: { notes: 'x' } })).status).toBe(404);
    expect((await other.client.energyDiagnoses.remove({ params: { id } })).status).toBe(404);
    expect((await other.client.energyDiagnoses.listForPlace({ params: { place_id: placeId }, query: {} })).status).toBe(
      404,
    );
    expect(
      (
        await other.client.energyDiagnoses.listForEstate({
          params: { place_id: placeId, estate_id: estateId },
          query: {},
        })
      ).status,
    ).toBe(404);
    const list = await other.client.energyDiagnoses.list({ query: { estate_id: estateId } });
    expect(list.status === 200 && list.body.data).toEqual([]);
    expect((await tenant.client.energyDiagnoses.get({ params: { id } })).status).toBe(200);
  });

  it('needs properties:read, properties:write and properties:delete', async () => {
    const created = await create();
    if (created.status !== 201) throw new Error('setup');
    const reader = await tenant.clientWith(['properties:read']);
    expect((await reader.energyDiagnoses.list({ query: {} })).status).toBe(200);
    expect((await reader.energyDiagnoses.get({ params: { id: created.body.id } })).status).toBe(200);
    expect((await reader.energyDiagnoses.create({ body: dpe() as never })).status).toBe(403);
    expect(
      (await reader.energyDiagnoses.update({ params: { id: created.body.id }, body: { notes: 'x' } })).status,
    ).toBe(403);
    expect((await reader.energyDiagnoses.remove({ params: { id: created.body.id } })).status).toBe(403);
    const leases = await tenant.clientWith(['leases:read', 'leases:write', 'leases:delete']);
    expect((await leases.energyDiagnoses.list({ query: {} })).status).toBe(403);
    const deleter = await tenant.clientWith(['properties:delete']);
    expect((await deleter.energyDiagnoses.remove({ params: { id: created.body.id } })).status).toBe(204);
    expect((await app.anonymous.energyDiagnoses.list({ query: {} })).status).toBe(401);
  });
});
