import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { addMonths } from '../../../core/shared/dates.js';
import { tenantRows } from '../../support/db.js';
import { samples } from '../../support/files.js';
import { RecordingWorkflows } from '../../support/workflows.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { normaliseText, pdfToText } from '../../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the condition report PDF test');

const engine = new RecordingWorkflows();

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Condition reports');
  client = tenant.client;
});
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);

/** An ACTIVE lease with two rooms and a boiler in its estate. */
async function activeLease(c: Client = client) {
  const { lease } = await leaseWithTenant(c, { start_date: '2024-01-01' });
  const estate = ok(await c.estates.get({ params: { id: lease.estate_id } }), 200);
  const room = (designation: string) =>
    c.rooms.create({ params: { place_id: estate.place_id, estate_id: estate.id }, body: { designation } });
  const living = ok(await room('Séjour'), 201);
  const kitchen = ok(await room('Cuisine'), 201);
  const boiler = ok(
    await c.equipment.create({ body: { name: 'Chaudière', category: 'HVAC', room_id: kitchen.id } as never }),
    201,
  );
  ok(await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease, estate, living, kitchen, boiler };
}

const move = async (leaseId: string, status: 'NOTICE' | 'FINALISATION') =>
  ok(await client.leases.changeStatus({ params: { id: leaseId }, body: { status } }), 200);

function entryBody(f: Awaited<ReturnType<typeof activeLease>>, photoIds: string[] = []) {
  return {
    report_type: 'ENTRY' as const,
    inspection_date: '2024-01-01',
    general_comments: 'Logement propre',
    items: [
      { room_id: f.living.id, element: 'Murs', condition: 'GOOD' as const, photo_media_ids: photoIds },
      { room_id: f.living.id, element: 'Sol', condition: 'EXCELLENT' as const, comments: 'parquet vitrifié' },
      { room_id: f.kitchen.id, element: 'Chaudière', equipment_id: f.boiler.id, condition: 'GOOD' as const },
    ],
    meters: [{ meter_type: 'ELECTRICITY' as const, meter_number: 'PDL-123', reading: 12345.5, unit: 'kWh' }],
    inventory: [
      { item_code: 'TABLE_AND_SEATS' as const, label: 'Table et 4 chaises', quantity: 5, condition: 'GOOD' as const },
    ],
  };
}

type Fixture = Awaited<ReturnType<typeof activeLease>>;

/** The keys of the estate, handed to the tenant with the entry report: 2 of the door, 1 of the mailbox. */
async function handKeysOver(f: Fixture, entryReportId: string) {
  const sets = [];
  for (const [key_type, count] of [
    ['ENTRANCE_DOOR', 2],
    ['MAILBOX', 1],
  ] as const) {
    const set = ok(await client.keySets.create({ params: { estate_id: f.estate.id }, body: { key_type, count } }), 201);
    ok(
      await client.keySets.handOver({
        params: { estate_id: f.estate.id, key_set_id: set.id },
        body: { to_holder: 'TENANT', count, condition_report_id: entryReportId },
      }),
      201,
    );
    sets.push(set);
  }
  return { door: sets[0], mailbox: sets[1] };
}

/** The tenant hands a set back to the landlord with the exit report, `count` keys of it. */
const handBack = (f: Fixture, keySetId: string, exitReportId: string, count: number) =>
  client.keySets.handOver({
    params: { estate_id: f.estate.id, key_set_id: keySetId },
    body: { to_holder: 'LANDLORD', count, condition_report_id: exitReportId },
  });

/** An entry report with the keys handed over. */
async function entryWithKeys(f: Fixture) {
  const entry = ok(await create(client, f.lease.id, entryBody(f)), 201);
  return { entry, keys: await handKeysOver(f, entry.id) };
}

/** A deposit recorded on the lease, held until the keys come back. */
const holdDeposit = (leaseId: string) =>
  client.leaseDeposit.create({ params: { lease_id: leaseId }, body: { amount: 100 } });
/** An exit report of today that finds everything as the entry report left it. */
function conformingExitBody(f: Awaited<ReturnType<typeof activeLease>>) {
  const entry = entryBody(f);
  return {
    report_type: 'EXIT' as const,
    inspection_date: today(),
    items: entry.items.map(({ photo_media_ids: _photos, ...item }) => item),
    inventory: entry.inventory,
  };
}

/** The conforming exit report, every key handed back with it. */
async function conformingExit(f: Fixture, keys: Awaited<ReturnType<typeof handKeysOver>>) {
  const exit = ok(await create(client, f.lease.id, conformingExitBody(f)), 201);
  ok(await handBack(f, keys.door.id, exit.id, 2), 201);
  ok(await handBack(f, keys.mailbox.id, exit.id, 1), 201);
  return exit;
}

const create = (c: Client, leaseId: string, body: unknown) =>
  c.conditionReports.create({ params: { lease_id: leaseId }, body: body as never });
const signOff = (c: Client, leaseId: string, reportId: string, party: 'TENANT' | 'LANDLORD') =>
  c.conditionReports.signOff({
    params: { lease_id: leaseId, report_id: reportId },
    body: { party, signatory: party === 'TENANT' ? 'Camille Durand' : 'SCI Les Lilas' },
  });

describe('condition reports', () => {
  it('writes an entry report room by room with photos, meters, keys and furniture, and prints it', async () => {
    const f = await activeLease();
    const photo = ok(
      await client.media.upload({ body: { lease_id: f.lease.id, file: new File([samples.jpeg()], 'murs.jpg') } }),
      201,
    );
    const created = ok(await create(client, f.lease.id, entryBody(f, [photo.id])), 201);
    const keys = await handKeysOver(f, created.id);
    const report = ok(
      await client.conditionReports.get({ params: { lease_id: f.lease.id, report_id: created.id } }),
      200,
    );
    expect(report).toMatchObject({
      lease_id: f.lease.id,
      report_type: 'ENTRY',
      status: 'DRAFT',
      inspection_date: '2024-01-01',
    });
    expect(report.items.map((i) => [i.room_label, i.element, i.element_kind, i.condition, i.photo_media_ids])).toEqual([
      ['Séjour', 'Murs', 'SURFACE', 'GOOD', [photo.id]],
      ['Séjour', 'Sol', 'SURFACE', 'EXCELLENT', []],
      ['Cuisine', 'Chaudière', 'EQUIPMENT', 'GOOD', []],
    ]);
    expect(report.keys.map(({ handover_id: _id, ...k }) => k)).toEqual([
      { key_set_id: keys.door.id, key_type: 'ENTRANCE_DOOR', label: null, count: 2, missing_count: 0, comments: null },
      { key_set_id: keys.mailbox.id, key_type: 'MAILBOX', label: null, count: 1, missing_count: 0, comments: null },
    ]);
    expect(report.inventory).toEqual([
      {
        id: expect.any(String),
        item_code: 'TABLE_AND_SEATS',
        label: 'Table et 4 chaises',
        quantity: 5,
        condition: 'GOOD',
        comments: null,
      },
    ]);
    const list = ok(
      await client.conditionReports.list({ params: { lease_id: f.lease.id }, query: { report_type: 'ENTRY' } }),
      200,
    );
    expect(list.data.map((r) => r.id)).toEqual([report.id]);

    const pdf = await client.conditionReports.pdf({ params: { lease_id: f.lease.id, report_id: report.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    if (pdftotext) {
      const text = normaliseText(await pdfToText(pdftotext, Buffer.from(await (pdf.body as Blob).arrayBuffer())));
      expect(text).toContain("État des lieux d'entrée");
      expect(text).toContain('Murs : bon état (photos : 1)');
      expect(text).toContain('Électricité n° PDL-123 : 12345.5 kWh');
      expect(text).toContain("Porte d'entrée : 2");
      expect(text).toContain('Table et 4 chaises (5) : bon état');
    }
    // A photo in a report cannot be deleted.
    problem(await client.media.remove({ params: { media_id: photo.id } }), 409);
  });

  it("refuses a second entry report, another estate's room or equipment, foreign photos, and writes nothing", async () => {
    const f = await activeLease();
    const other = await activeLease();
    ok(await create(client, f.lease.id, entryBody(f)), 201);
    const before = await tenantRows(tenant.tenantId);
    expect(problem(await create(client, f.lease.id, entryBody(f)), 409).existing_report_id).toBeDefined();
    const wrongRoom = problem(await create(client, other.lease.id, entryBody(f)), 422);
    expect(wrongRoom.errors?.map((e) => e.path)).toEqual([
      'items.0.room_id',
      'items.1.room_id',
      'items.2.room_id',
      'items.2.equipment_id',
    ]);
    const otherPhoto = ok(
      await client.media.upload({ body: { lease_id: f.lease.id, file: new File([samples.png()], 'x.png') } }),
      201,
    );
    const pdf = ok(await client.media.upload({ body: { file: new File([samples.pdf()], 'x.pdf') } }), 201);
    const badPhotos = problem(
      await create(client, other.lease.id, {
        report_type: 'ENTRY',
        inspection_date: today(),
        items: [{ element: 'Murs', condition: 'GOOD', photo_media_ids: [otherPhoto.id, pdf.id] }],
      }),
      422,
    );
    expect(badPhotos.errors?.map((e) => e.code)).toEqual(['foreign_media', 'not_a_photo']);
    const stranger = await app.newTenant('Condition reports stranger');
    const strangerLease = await activeLease(stranger.client);
    problem(
      await create(client, other.lease.id, {
        report_type: 'ENTRY',
        inspection_date: today(),
        items: [{ room_id: strangerLease.living.id, element: 'Murs', condition: 'GOOD' }],
      }),
      404,
    );
    expect(problem(await create(client, f.lease.id, { ...entryBody(f), report_type: 'EXIT' }), 409).lease_status).toBe(
      'ACTIVE',
    );
    problem(await create(client, f.lease.id, { report_type: 'ENTRY', inspection_date: '2024-02-30' }), 400);
    expect(await tenantRows(tenant.tenantId)).toEqual({ ...before, media: before.media + 2 });
    problem(await create(stranger.client, f.lease.id, entryBody(f)), 404);
    problem(await stranger.client.conditionReports.list({ params: { lease_id: f.lease.id }, query: {} }), 404);
  }, 120_000);

  it('replaces the content until a party accepts, then fixes it; both acceptances sign it', async () => {
    const f = await activeLease();
    const report = ok(await create(client, f.lease.id, entryBody(f)), 201);
    const params = { lease_id: f.lease.id, report_id: report.id };
    const updated = ok(
      await client.conditionReports.update({
        params,
        body: {
          inspection_date: '2024-01-02',
          items: [{ room_id: f.living.id, element: 'Plafond', condition: 'FAIR' }],
        },
      }),
      200,
    );
    expect(updated.items.map((i) => i.element)).toEqual(['Plafond']);
    expect(updated).toMatchObject({ keys: [], inventory: [], meters: [], general_comments: null });
    const { report_type: _type, ...content } = entryBody(f);
    ok(await client.conditionReports.update({ params, body: content }), 200);

    const tenantSigned = ok(await signOff(client, f.lease.id, report.id, 'TENANT'), 200);
    expect(tenantSigned).toMatchObject({
      status: 'DRAFT',
      tenant_signatory: 'Camille Durand',
      lease_terminated: false,
    });
    expect(tenantSigned.tenant_signed_at).not.toBeNull();
    problem(await client.conditionReports.update({ params, body: { inspection_date: '2024-01-02' } }), 409);
    problem(await client.conditionReports.remove({ params }), 409);
    problem(await signOff(client, f.lease.id, report.id, 'TENANT'), 409);
    const signed = ok(await signOff(client, f.lease.id, report.id, 'LANDLORD'), 200);
    expect(signed).toMatchObject({ status: 'SIGNED', landlord_signatory: 'SCI Les Lilas' });
  });

  it('refuses to sign an inspection that has not taken place, and deletes a draft', async () => {
    const f = await activeLease();
    const report = ok(await create(client, f.lease.id, { report_type: 'ENTRY', inspection_date: '2999-01-01' }), 201);
    expect(problem(await signOff(client, f.lease.id, report.id, 'LANDLORD'), 422).errors?.[0].code).toBe(
      'inspection_in_future',
    );
    expect(
      (await client.conditionReports.remove({ params: { lease_id: f.lease.id, report_id: report.id } })).status,
    ).toBe(204);
    problem(await client.conditionReports.get({ params: { lease_id: f.lease.id, report_id: report.id } }), 404);
  });

  it('compares the exit with the entry per item: wear is not a degradation, breakage and missing pieces are', async () => {
    const f = await activeLease();
    const { entry, keys } = await entryWithKeys(f);
    await move(f.lease.id, 'NOTICE');
    problem(await client.conditionReports.comparison({ params: { lease_id: f.lease.id } }), 404);
    const early = problem(
      await create(client, f.lease.id, { report_type: 'EXIT', inspection_date: '2023-12-31' }),
      422,
    );
    expect(early.errors?.[0].code).toBe('before_entry');
    const exit = ok(
      await create(client, f.lease.id, {
        report_type: 'EXIT',
        inspection_date: today(),
        items: [
          { room_id: f.living.id, element: ' murs ', condition: 'FAIR' },
          { room_id: f.living.id, element: 'Sol', condition: 'DAMAGED', comments: 'rayures profondes' },
          { room_id: f.kitchen.id, element: 'Chaudière (révisée)', equipment_id: f.boiler.id, condition: 'GOOD' },
          { room_id: f.kitchen.id, element: 'Hotte', condition: 'GOOD' },
        ],
        inventory: [{ item_code: 'TABLE_AND_SEATS', label: 'table et 4 chaises', quantity: 4, condition: 'GOOD' }],
      }),
      201,
    );
    ok(await handBack(f, keys.door.id, exit.id, 1), 201);
    const comparison = ok(await client.conditionReports.comparison({ params: { lease_id: f.lease.id } }), 200);
    expect(comparison).toMatchObject({
      exit_report_id: exit.id,
      entry_report_id: entry.id,
      signed: false,
      conforming: false,
      deposit_restitution_months: 2,
      keys: {
        returned: false,
        short: [
          { key_set_id: keys.mailbox.id, key_type: 'MAILBOX', label: null, handed_over: 1, returned: 0 },
          { key_set_id: keys.door.id, key_type: 'ENTRANCE_DOOR', label: null, handed_over: 2, returned: 1 },
        ],
      },
      missing_pieces: [{ item_code: 'TABLE_AND_SEATS', entry_quantity: 5, exit_quantity: 4 }],
    });
    expect(comparison.items.map((i) => [i.element, i.change])).toEqual([
      ['Murs', 'WEAR'],
      ['Sol', 'DEGRADATION'],
      ['Chaudière', 'UNCHANGED'],
      ['Hotte', 'NEW'],
    ]);
  }, 120_000);

  it('terminates a lease in finalisation once the exit report is signed by both and the keys are back', async () => {
    const f = await activeLease();
    const { keys } = await entryWithKeys(f);
    ok(await holdDeposit(f.lease.id), 201);
    await move(f.lease.id, 'FINALISATION');
    const exit = await conformingExit(f, keys);
    ok(await signOff(client, f.lease.id, exit.id, 'LANDLORD'), 200);
    expect(ok(await client.leases.get({ params: { id: f.lease.id } }), 200).status).toBe('FINALISATION');
    const signed = ok(await signOff(client, f.lease.id, exit.id, 'TENANT'), 200);
    // The sign-off also hands the held deposit over: keys back today, a conforming exit, one month.
    expect(signed).toMatchObject({
      status: 'SIGNED',
      lease_terminated: true,
      deposit_handover: {
        keys_returned_on: today(),
        restitution_deadline: addMonths(today(), 1),
        watch_scheduled: true,
      },
    });
    expect(ok(await client.leaseDeposit.get({ params: { lease_id: f.lease.id } }), 200)).toMatchObject({
      status: 'AWAITING_RESTITUTION',
      keys_returned_on: today(),
      exit_matches_entry: true,
    });
    expect(ok(await client.leases.get({ params: { id: f.lease.id } }), 200).status).toBe('TERMINATED');
    expect(ok(await client.estates.get({ params: { id: f.estate.id } }), 200).rental_status).toBe('VACANT');
    const comparison = ok(await client.conditionReports.comparison({ params: { lease_id: f.lease.id } }), 200);
    expect(comparison).toMatchObject({
      signed: true,
      conforming: true,
      deposit_restitution_months: 1,
      keys: { returned: true },
    });
  }, 120_000);

  it('keeps a lease in finalisation while the tenant still holds keys', async () => {
    const f = await activeLease();
    const { keys } = await entryWithKeys(f);
    await move(f.lease.id, 'FINALISATION');
    const exit = ok(await create(client, f.lease.id, { report_type: 'EXIT', inspection_date: today() }), 201);
    ok(await handBack(f, keys.mailbox.id, exit.id, 1), 201);
    ok(await holdDeposit(f.lease.id), 201);
    ok(await signOff(client, f.lease.id, exit.id, 'LANDLORD'), 200);
    const signed = ok(await signOff(client, f.lease.id, exit.id, 'TENANT'), 200);
    expect(signed).toMatchObject({ lease_terminated: false, deposit_handover: null });
    expect(ok(await client.leases.get({ params: { id: f.lease.id } }), 200).status).toBe('FINALISATION');
    // The keys come back later: their day is the caller's, the conformity still the signed report's.
    const handover = (body: Record<string, unknown>) =>
      client.leaseDeposit.handover({ params: { lease_id: f.lease.id }, body: body as never });
    expect(problem(await handover({}), 422).errors?.map((e) => e.code)).toEqual(['required']);
    expect(problem(await handover({ keys_returned_on: today(), exit_matches_entry: true }), 422).errors?.[0].code).toBe(
      'contradicts_exit_report',
    );
    expect(ok(await client.leaseDeposit.get({ params: { lease_id: f.lease.id } }), 200).status).toBe('HELD');
    const deposit = ok(await handover({ keys_returned_on: today() }), 200);
    expect(deposit).toMatchObject({ exit_matches_entry: false, restitution_deadline: addMonths(today(), 2) });
  });

  it('asks for the watch with the handover the sign-off records, and again with the same handover', async () => {
    const f = await activeLease();
    const { keys } = await entryWithKeys(f);
    await move(f.lease.id, 'NOTICE');
    const exit = await conformingExit(f, keys);
    const deposit = ok(await holdDeposit(f.lease.id), 201);
    ok(await signOff(client, f.lease.id, exit.id, 'LANDLORD'), 200);
    const signed = ok(await signOff(client, f.lease.id, exit.id, 'TENANT'), 200);
    // Recorded with the handover, sent once committed, whatever the engine's state (the command outbox).
    expect(signed.deposit_handover).toEqual({
      keys_returned_on: today(),
      restitution_deadline: addMonths(today(), 1),
      watch_scheduled: true,
    });
    expect(engine.deposits.filter((d) => d.depositId === deposit.id)).toHaveLength(1);
    ok(await client.leaseDeposit.handover({ params: { lease_id: f.lease.id }, body: {} }), 200);
    expect(engine.deposits.filter((d) => d.depositId === deposit.id)).toHaveLength(2);
  });

  it('flags in the lease compliance the furniture of the legal list a furnished lease lacks', async () => {
    const { lease } = await leaseWithTenant(client, { type: 'HabitationMeublee', start_date: '2024-01-01' });
    const before = ok(await client.leaseCompliance.get({ params: { id: lease.id } }), 200).furnished_inventory;
    expect(before).toMatchObject({ applicable: true, entry_report_id: null });
    expect(before.missing).toHaveLength(11);
    const codes = [
      'BEDDING',
      'LIGHT_BLOCKING',
      'HOB',
      'OVEN_OR_MICROWAVE',
      'FRIDGE_FREEZER',
      'TABLEWARE',
      'KITCHEN_UTENSILS',
      'TABLE_AND_SEATS',
      'STORAGE_SHELVES',
    ] as const;
    const entry = ok(
      await create(client, lease.id, {
        report_type: 'ENTRY',
        inspection_date: '2024-01-01',
        inventory: [
          ...codes.map((item_code) => ({ item_code, quantity: 1, condition: 'GOOD' })),
          { item_code: 'LIGHTING', quantity: 3, condition: 'BROKEN' },
        ],
      }),
      201,
    );
    const after = ok(await client.leaseCompliance.get({ params: { id: lease.id } }), 200).furnished_inventory;
    expect(after).toEqual({ applicable: true, entry_report_id: entry.id, missing: ['LIGHTING', 'CLEANING_EQUIPMENT'] });
    const unfurnished = await leaseWithTenant(client);
    expect(
      ok(await client.leaseCompliance.get({ params: { id: unfurnished.lease.id } }), 200).furnished_inventory,
    ).toEqual({
      applicable: false,
      entry_report_id: null,
      missing: [],
    });
  }, 120_000);
});
