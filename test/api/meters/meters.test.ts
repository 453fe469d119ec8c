import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MeterDto } from '../../../contract/meters/meters.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { filesUnder, samples } from '../../support/files.js';
import { leaseWithTenant, newEstate, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;
let placeId: string;
let estateId: string;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Meters');
  client = tenant.client;
  const estate = await newEstate(client);
  estateId = estate.id;
  placeId = estate.place_id;
});
afterAll(() => app.close());

let serial = 0;
async function meter(fields: Record<string, unknown> = {}): Promise<MeterDto> {
  return ok(
    await client.meters.create({
      body: { type: 'WATER_COLD', serial_number: `SN-${++serial}`, estate_id: estateId, ...fields } as never,
    }),
    201,
  );
}

function reading(meterId: string, reading_date: string, value: number, fields: Record<string, unknown> = {}) {
  return client.meterReadings.create({
    params: { meter_id: meterId },
    body: { reading_date, value, method: 'MANUAL', ...fields } as never,
  });
}

describe('meters', () => {
  it('creates a meter on an estate, with the unit of its type, and reads it back', async () => {
    const created = await meter({ label: 'Compteur cuisine', max_value: 99999 });
    expect(created).toMatchObject({
      estate_id: estateId,
      place_id: null,
      type: 'WATER_COLD',
      billing_type: 'INDIVIDUAL',
      unit: 'm3',
      max_value: 99999,
      replaced_by_meter_id: null,
    });
    expect(ok(await client.meters.get({ params: { id: created.id } }), 200)).toEqual(created);
  });

  it('accepts other spellings of the enumerations and answers the reference one', async () => {
    const created = await meter({
      type: 'water-hot',
      billing_type: 'Collective',
      place_id: placeId,
      estate_id: undefined,
    });
    expect(created).toMatchObject({ type: 'WATER_HOT', billing_type: 'COLLECTIVE', place_id: placeId });
  });

  it('refuses a meter on both or neither of a place and an estate (422), another tenant’s estate (404) and a serial twice (409)', async () => {
    expect(problem(await client.meters.create({ body: { type: 'GAS', serial_number: 'X-1' } }), 422).errors).toEqual([
      expect.objectContaining({ code: 'location' }),
    ]);
    problem(
      await client.meters.create({
        body: { type: 'GAS', serial_number: 'X-2', place_id: placeId, estate_id: estateId },
      }),
      422,
    );
    const other = await app.newTenant('Meters elsewhere');
    const foreign = await newEstate(other.client);
    expect(
      problem(await client.meters.create({ body: { type: 'GAS', serial_number: 'X-3', estate_id: foreign.id } }), 404)
        .errors,
    ).toEqual([expect.objectContaining({ path: 'estate_id' })]);
    await meter({ serial_number: 'DUP-1' });
    problem(await client.meters.create({ body: { type: 'GAS', serial_number: 'DUP-1', estate_id: estateId } }), 409);
    problem(
      await client.meters.create({ body: { type: 'NUCLEAR', serial_number: 'X-4', estate_id: estateId } as never }),
      400,
    );
  });

  it('builds sub-meter hierarchies in one building and refuses cycles, other types and other buildings', async () => {
    const collective = await meter({ place_id: placeId, estate_id: undefined, billing_type: 'COLLECTIVE' });
    const sub = await meter({ parent_meter_id: collective.id });
    const subSub = await meter({ parent_meter_id: sub.id });
    expect(
      ok(await client.meters.list({ query: { parent_meter_id: collective.id } }), 200).data.map((m) => m.id),
    ).toEqual([sub.id]);
    const cycle = problem(
      await client.meters.update({ params: { id: collective.id }, body: { parent_meter_id: subSub.id } }),
      422,
    );
    expect(cycle.errors).toEqual([expect.objectContaining({ path: 'parent_meter_id', code: 'cycle' })]);
    problem(await client.meters.update({ params: { id: sub.id }, body: { parent_meter_id: sub.id } }), 422);
    const gas = await meter({ type: 'GAS' });
    expect(
      problem(await client.meters.update({ params: { id: gas.id }, body: { parent_meter_id: collective.id } }), 422)
        .errors,
    ).toEqual([expect.objectContaining({ code: 'type_mismatch' })]);
    const elsewhere = await newEstate(client);
    const otherBuilding = await meter({ estate_id: elsewhere.id });
    expect(
      problem(
        await client.meters.update({ params: { id: otherBuilding.id }, body: { parent_meter_id: collective.id } }),
        422,
      ).errors,
    ).toEqual([expect.objectContaining({ code: 'other_building' })]);
    // A meter with sub-meters stays; without, it goes.
    problem(await client.meters.remove({ params: { id: sub.id } }), 409);
    expect(
      ok(await client.meters.update({ params: { id: subSub.id }, body: { parent_meter_id: null } }), 200),
    ).toMatchObject({
      parent_meter_id: null,
    });
    expect((await client.meters.remove({ params: { id: subSub.id } })).status).toBe(204);
    problem(await client.meters.get({ params: { id: subSub.id } }), 404);
  });

  it('lists by estate, type and state, sorted, and lists the meters serving a lease', async () => {
    const estate = await newEstate(client);
    const water = await meter({ estate_id: estate.id });
    const power = await meter({ estate_id: estate.id, type: 'ELECTRICITY' });
    const building = await meter({ place_id: estate.place_id, estate_id: undefined, type: 'HEATING' });
    const listed = ok(await client.meters.list({ query: { estate_id: estate.id, sort: 'type' } }), 200);
    expect(listed.data.map((m) => m.id)).toEqual([power.id, water.id]);
    expect(
      ok(await client.meters.list({ query: { estate_id: estate.id, type: 'ELECTRICITY' } }), 200).data,
    ).toHaveLength(1);
    const { lease } = await leaseWithTenant(client, { estate_id: estate.id });
    const forLease = ok(await client.meters.forLease({ params: { lease_id: lease.id }, query: {} }), 200);
    expect(forLease.data.map((m) => m.id).sort()).toEqual([water.id, power.id, building.id].sort());
    problem(await client.meters.list({ query: { sort: 'label' } as never }), 400);
  });

  it('fixes the register of a meter once it has readings (409)', async () => {
    const m = await meter({ max_value: 9999 });
    ok(await client.meters.update({ params: { id: m.id }, body: { max_value: 99999, label: 'Entrée' } }), 200);
    ok(await reading(m.id, '2025-01-01', 10), 201);
    const refused = problem(await client.meters.update({ params: { id: m.id }, body: { max_value: 999999 } }), 409);
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'max_value', code: 'has_readings' })]);
    ok(await client.meters.update({ params: { id: m.id }, body: { max_value: 99999, notes: 'same register' } }), 200);
  });
});

describe('readings', () => {
  it('computes consumption between readings, across a rollover of the register', async () => {
    const m = await meter({ max_value: 99999 });
    const first = ok(await reading(m.id, '2025-01-01', 99_950), 201);
    expect(first).toMatchObject({ consumption: null, days: null, rollover: false, is_anomaly: false, photo: null });
    const second = ok(await reading(m.id, '2025-01-31', 25.5), 201);
    expect(second).toMatchObject({ consumption: 75.5, days: 30, rollover: true, expected_consumption: null });
    const third = ok(await reading(m.id, '2025-03-02', 99.5), 201);
    expect(third).toMatchObject({
      consumption: 74,
      days: 30,
      rollover: false,
      expected_consumption: 75.5,
      is_anomaly: false,
    });
  });

  it('flags a consumption more than 50% away from the meter’s average as an anomaly', async () => {
    const m = await meter();
    ok(await reading(m.id, '2025-01-01', 0), 201);
    ok(await reading(m.id, '2025-01-11', 100), 201); // 10 a day
    const high = ok(await reading(m.id, '2025-01-21', 251), 201); // 151 against 100 expected
    expect(high).toMatchObject({
      consumption: 151,
      expected_consumption: 100,
      deviation_percent: 51,
      is_anomaly: true,
    });
    const normal = ok(await reading(m.id, '2025-02-10', 500), 201); // 249 against 20 days × 12.55
    expect(normal).toMatchObject({ is_anomaly: false });
    const anomalies = ok(
      await client.meterReadings.list({ params: { meter_id: m.id }, query: { is_anomaly: 'true' } }),
      200,
    );
    expect(anomalies.data.map((r) => r.id)).toEqual([high.id]);
  });

  it('refuses a reading dated before the previous one (422), the same day (409), in the future, over max_value or lower without rollover', async () => {
    const m = await meter({ max_value: 999 });
    ok(await reading(m.id, '2025-03-01', 500), 201);
    const before = problem(await reading(m.id, '2025-02-28', 600), 422);
    expect(before.errors).toEqual([expect.objectContaining({ path: 'reading_date', code: 'before_previous' })]);
    expect(before.detail).toContain('2025-03-01');
    problem(await reading(m.id, '2025-03-01', 600), 409);
    problem(await reading(m.id, '2099-01-01', 600), 422);
    expect(problem(await reading(m.id, '2025-03-05', 1000), 422).errors).toEqual([
      expect.objectContaining({ code: 'over_max_value' }),
    ]);
    const plain = await meter();
    ok(await reading(plain.id, '2025-01-01', 50), 201);
    expect(problem(await reading(plain.id, '2025-02-01', 49), 422).errors).toEqual([
      expect.objectContaining({ path: 'value', code: 'below_previous' }),
    ]);
    problem(await reading(plain.id, '2025-02-01', -1), 400);
    problem(await reading(plain.id, '2025-02-01', 1.0001), 400);
  });

  it('needs a photo for a PHOTO reading, and keeps an uploaded register photo', async () => {
    const m = await meter();
    expect(problem(await reading(m.id, '2025-01-01', 10, { method: 'PHOTO' }), 422).errors).toEqual([
      expect.objectContaining({ code: 'photo_required' }),
    ]);
    const bytes = samples.png();
    const uploaded = ok(
      await client.meterReadings.uploadPhoto({
        params: { meter_id: m.id },
        body: {
          reading_date: '2025-01-01',
          value: 12.345,
          notes: 'relevé photo',
          file: new File([bytes], 'compteur.png'),
        },
      }),
      201,
    );
    expect(uploaded).toMatchObject({
      method: 'PHOTO',
      value: 12.345,
      notes: 'relevé photo',
      photo: {
        file_name: 'compteur.png',
        content_type: 'image/png',
        file_size: bytes.length,
        download_url: `/api/meters/${m.id}/readings/${uploaded.id}/photo`,
      },
    });
    const photo = await client.meterReadings.photo({ params: { meter_id: m.id, reading_id: uploaded.id } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await (photo.body as Blob).arrayBuffer())).toEqual(bytes);
    const manual = ok(await reading(m.id, '2025-02-01', 20), 201);
    problem(await client.meterReadings.photo({ params: { meter_id: m.id, reading_id: manual.id } }), 404);
  });

  it('refuses a photo that is not an image (415) and leaves no file behind', async () => {
    const m = await meter();
    const before = await filesUnder(app.files.root);
    const refused = await client.meterReadings.uploadPhoto({
      params: { meter_id: m.id },
      body: { reading_date: '2025-01-01', value: 1, file: new File([samples.pdf()], 'compteur.jpg') },
    });
    problem(refused, 415);
    const missing = await client.meterReadings.uploadPhoto({
      params: { meter_id: m.id },
      body: { reading_date: '2025-01-01', value: 1 },
    });
    problem(missing, 400);
    // A photo dated before the previous reading is refused and its file removed.
    ok(await reading(m.id, '2025-02-01', 5), 201);
    const late = await client.meterReadings.uploadPhoto({
      params: { meter_id: m.id },
      body: { reading_date: '2025-01-15', value: 3, file: new File([samples.jpeg()], 'c.jpg') },
    });
    problem(late, 422);
    expect(await filesUnder(app.files.root)).toEqual(before);
  });

  it('ties a reading to a lease of an estate the meter serves, not to another', async () => {
    const estate = await newEstate(client);
    const m = await meter({ estate_id: estate.id });
    const { lease } = await leaseWithTenant(client, { estate_id: estate.id });
    const entry = ok(await reading(m.id, '2025-01-01', 3, { lease_id: lease.id }), 201);
    expect(entry.lease_id).toBe(lease.id);
    const { lease: elsewhere } = await leaseWithTenant(client);
    expect(problem(await reading(m.id, '2025-02-01', 4, { lease_id: elsewhere.id }), 422).errors).toEqual([
      expect.objectContaining({ code: 'lease_elsewhere' }),
    ]);
    const filtered = ok(
      await client.meterReadings.list({ params: { meter_id: m.id }, query: { lease_id: lease.id } }),
      200,
    );
    expect(filtered.data.map((r) => r.id)).toEqual([entry.id]);
  });

  it('takes back only the latest reading, with its photo', async () => {
    const m = await meter();
    const first = ok(await reading(m.id, '2025-01-01', 1), 201);
    const last = ok(
      await client.meterReadings.uploadPhoto({
        params: { meter_id: m.id },
        body: { reading_date: '2025-02-01', value: 2, file: new File([samples.webp()], 'w.webp') },
      }),
      201,
    );
    problem(await client.meterReadings.remove({ params: { meter_id: m.id, reading_id: first.id } }), 409);
    const withPhoto = await filesUnder(app.files.root);
    expect((await client.meterReadings.remove({ params: { meter_id: m.id, reading_id: last.id } })).status).toBe(204);
    expect((await filesUnder(app.files.root)).length).toBe(withPhoto.length - 1);
    problem(await client.meterReadings.get({ params: { meter_id: m.id, reading_id: last.id } }), 404);
    expect(ok(await client.meterReadings.get({ params: { meter_id: m.id, reading_id: first.id } }), 200).value).toBe(1);
    // A reading is addressed through its own meter.
    const other = await meter();
    problem(await client.meterReadings.get({ params: { meter_id: other.id, reading_id: first.id } }), 404);
  });

  it('reads consumption over a period between readings', async () => {
    const m = await meter();
    ok(await reading(m.id, '2025-01-01', 0), 201);
    ok(await reading(m.id, '2025-01-11', 100), 201);
    ok(await reading(m.id, '2025-01-21', 300), 201);
    const period = ok(
      await client.meters.consumption({ params: { id: m.id }, query: { from: '2025-01-06', to: '2025-01-15' } }),
      200,
    );
    expect(period).toEqual({
      meter_id: m.id,
      unit: 'm3',
      from: '2025-01-06',
      to: '2025-01-15',
      consumption: 50 + 100,
      reading_count: 1,
    });
    const whole = ok(await client.meters.consumption({ params: { id: m.id }, query: {} }), 200);
    expect(whole).toMatchObject({ from: '2025-01-01', to: '2025-01-21', consumption: 300, reading_count: 3 });
    problem(
      await client.meters.consumption({ params: { id: m.id }, query: { from: '2025-02-01', to: '2025-01-01' } }),
      400,
    );
  });
});

describe('meter replacement', () => {
  it('replaces a meter: the chain is kept, sub-meters move, the old one takes no reading (422)', async () => {
    const collective = await meter({ place_id: placeId, estate_id: undefined, max_value: 99999 });
    const sub = await meter({ parent_meter_id: collective.id });
    ok(await reading(collective.id, '2025-01-01', 1000), 201);
    const successor = ok(
      await client.meters.replace({
        params: { id: collective.id },
        body: { serial_number: `NEW-${serial}`, replaced_on: '2025-03-01', final_value: 1200, initial_value: 5 },
      }),
      201,
    );
    expect(successor).toMatchObject({
      place_id: placeId,
      type: 'WATER_COLD',
      max_value: 99999,
      replaces_meter_id: collective.id,
      installed_on: '2025-03-01',
    });
    expect(ok(await client.meters.get({ params: { id: collective.id } }), 200)).toMatchObject({
      replaced_by_meter_id: successor.id,
      replaced_on: '2025-03-01',
    });
    expect(ok(await client.meters.get({ params: { id: sub.id } }), 200).parent_meter_id).toBe(successor.id);
    const old = ok(await client.meterReadings.list({ params: { meter_id: collective.id }, query: {} }), 200).data;
    expect(old.map((r) => [r.reading_date, r.value, r.consumption])).toEqual([
      ['2025-03-01', 1200, 200],
      ['2025-01-01', 1000, null],
    ]);
    const refused = problem(await reading(collective.id, '2025-04-01', 1300), 422);
    expect(refused.errors).toEqual([expect.objectContaining({ code: 'meter_replaced' })]);
    expect(refused.replaced_by_meter_id).toBe(successor.id);
    expect(ok(await reading(successor.id, '2025-04-01', 30), 201).consumption).toBe(25);
    problem(
      await client.meters.replace({
        params: { id: collective.id },
        body: { serial_number: 'AGAIN', replaced_on: '2025-05-01' },
      }),
      409,
    );
    problem(await client.meters.remove({ params: { id: successor.id } }), 409);
    expect(
      ok(await client.meters.list({ query: { replaced: 'true', place_id: placeId } }), 200).data.map((m) => m.id),
    ).toContain(collective.id);
  });

  it('refuses a replacement dated before the old meter’s last reading', async () => {
    const m = await meter();
    ok(await reading(m.id, '2025-02-01', 10), 201);
    const refused = problem(
      await client.meters.replace({
        params: { id: m.id },
        body: { serial_number: 'LATE-1', replaced_on: '2025-01-01' },
      }),
      422,
    );
    expect(refused.errors).toEqual([expect.objectContaining({ path: 'replaced_on' })]);
    expect(ok(await client.meters.get({ params: { id: m.id } }), 200).replaced_by_meter_id).toBeNull();
  });
});
