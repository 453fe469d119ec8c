import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;
let home: Building;

type Problem = { status: number; detail: string; errors?: { path: string; message: string; code: string }[] };
const problem = (body: unknown) => body as Problem;

interface Building {
  placeId: string;
  estateId: string;
  otherEstateId: string;
  roomId: string;
}

async function building(client: Client, name = 'Résidence Les Tilleuls'): Promise<Building> {
  const place = await client.places.create({ body: { name } });
  if (place.status !== 201) throw new Error(`setup place: ${JSON.stringify(place.body)}`);
  const placeId = place.body.id;
  const estate = await client.estates.createInPlace({
    params: { id: placeId },
    body: { name: 'Apt 1', fiscal_identifier: 'F-1' },
  });
  const other = await client.estates.createInPlace({
    params: { id: placeId },
    body: { name: 'Apt 2', fiscal_identifier: 'F-2' },
  });
  if (estate.status !== 201 || other.status !== 201) throw new Error('setup estates');
  const room = await client.rooms.create({
    params: { place_id: placeId, estate_id: estate.body.id },
    body: { designation: 'Cuisine' },
  });
  if (room.status !== 201) throw new Error(`setup room: ${JSON.stringify(room.body)}`);
  return { placeId, estateId: estate.body.id, otherEstateId: other.body.id, roomId: room.body.id };
}

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Equipment');
  home = await building(tenant.client);
});
afterAll(() => app.close());

async function createEquipment(fields: Record<string, unknown> = {}, client: Client = tenant.client) {
  const res = await client.equipment.create({ body: { name: 'Chaudière', category: 'HVAC', ...fields } as never });
  if (res.status !== 201) throw new Error(`setup equipment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function history(id: string, client: Client = tenant.client) {
  const res = await client.equipment.history({ params: { id }, query: {} });
  if (res.status !== 200) throw new Error(`history: ${res.status}`);
  return res.body.data;
}

describe('equipment CRUD', () => {
  it('creates an equipment in a room, filling the estate and the place, and opens its history', async () => {
    const created = await tenant.client.equipment.create({
      body: {
        name: 'Chaudière gaz',
        category: 'HVAC',
        brand: 'Saunier Duval',
        model: 'ThemaPlus',
        serial_number: 'SD-123',
        installation_date: '2019-05-01',
        warranty_end: '2024-05-01',
        condition: 'GOOD',
        condition_notes: 'Serviced 2024',
        room_id: home.roomId,
      },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({
      room_id: home.roomId,
      estate_id: home.estateId,
      place_id: home.placeId,
      condition: 'GOOD',
      category: 'HVAC',
    });
    expect(created.body).not.toHaveProperty('tenant_id');
    const read = await tenant.client.equipment.get({ params: { id: created.body.id } });
    expect(read.body).toEqual(created.body);
    const lines = await history(created.body.id);
    expect(lines).toEqual([
      expect.objectContaining({
        source: 'create',
        condition: 'GOOD',
        condition_notes: 'Serviced 2024',
        room_id: home.roomId,
      }),
    ]);
  });

  it('creates an equipment without a location, defaulting the category to OTHER', async () => {
    const created = await tenant.client.equipment.create({ body: { name: 'Détecteur de fumée' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      category: 'OTHER',
      condition: null,
      place_id: null,
      estate_id: null,
      room_id: null,
    });
  });

  it('accepts other spellings of conditions and categories', async () => {
    const created = await createEquipment({ category: 'plumbing', condition: 'needs-repair' });
    expect(created).toMatchObject({ category: 'PLUMBING', condition: 'NEEDS_REPAIR' });
  });

  it('checks the location on create: 404 for an unknown record, 422 for an estate of another place', async () => {
    const unknownRoom = await tenant.client.equipment.create({
      body: { name: 'X', room_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownRoom.status).toBe(404);
    const elsewhere = await building(tenant.client, 'Autre immeuble');
    const mismatch = await tenant.client.equipment.create({
      body: { name: 'X', place_id: elsewhere.placeId, estate_id: home.estateId },
    });
    expect(mismatch.status).toBe(422);
    expect(problem(mismatch.body).errors?.[0].code).toBe('estate_not_in_place');
    const roomElsewhere = await tenant.client.equipment.create({
      body: { name: 'X', estate_id: home.otherEstateId, room_id: home.roomId },
    });
    expect(roomElsewhere.status).toBe(422);
    expect(problem(roomElsewhere.body).errors?.[0].code).toBe('room_not_in_estate');
    const matching = await tenant.client.equipment.create({
      body: { name: 'X', place_id: home.placeId, estate_id: home.estateId },
    });
    expect(matching.status).toBe(201);
  });

  it('validates the body (400) and the warranty dates (422)', async () => {
    expect((await tenant.client.equipment.create({ body: { name: '' } })).status).toBe(400);
    expect((await tenant.client.equipment.create({ body: { name: 'X', category: 'FURNITURE' as never } })).status).toBe(
      400,
    );
    expect((await tenant.client.equipment.create({ body: { name: 'X', condition: 'SHINY' as never } })).status).toBe(
      400,
    );
    expect(
      (await tenant.client.equipment.create({ body: { name: 'X', installation_date: '2024-13-01' } })).status,
    ).toBe(400);
    expect((await tenant.client.equipment.create({ body: { name: 'X', weight: 3 } as never })).status).toBe(400);
    const warranty = await tenant.client.equipment.create({
      body: { name: 'X', installation_date: '2024-01-02', warranty_end: '2024-01-01' },
    });
    expect(warranty.status).toBe(422);
  });

  it('updates with absent keeps / null removes, recording condition changes only', async () => {
    const item = await createEquipment({ condition: 'EXCELLENT', brand: 'Atlantic', estate_id: home.estateId });
    const renamed = await tenant.client.equipment.update({
      params: { id: item.id },
      body: { name: 'Chauffe-eau', brand: null },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Chauffe-eau',
      brand: null,
      condition: 'EXCELLENT',
      estate_id: home.estateId,
    });
    expect(await history(item.id)).toHaveLength(1);
    const worn = await tenant.client.equipment.update({
      params: { id: item.id },
      body: { condition: 'FAIR', condition_notes: 'Limescale' },
    });
    expect(worn.body).toMatchObject({ condition: 'FAIR', condition_notes: 'Limescale' });
    const lines = await history(item.id);
    expect(lines.map((l) => [l.source, l.condition])).toEqual([
      ['update', 'FAIR'],
      ['create', 'EXCELLENT'],
    ]);
    expect(
      (await tenant.client.equipment.update({ params: { id: item.id }, body: { name: null } as never })).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.equipment.update({
          params: { id: item.id },
          body: { warranty_end: '2000-01-01', installation_date: '2001-01-01' },
        })
      ).status,
    ).toBe(422);
  });

  it('deletes the equipment and its history (204), then 404', async () => {
    const item = await createEquipment();
    expect((await tenant.client.equipment.remove({ params: { id: item.id } })).status).toBe(204);
    expect((await tenant.client.equipment.get({ params: { id: item.id } })).status).toBe(404);
    expect((await tenant.client.equipment.history({ params: { id: item.id }, query: {} })).status).toBe(404);
  });
});

describe('linking equipment', () => {
  it('links to a room, an estate, a place and an estate of a place, recording each move', async () => {
    const item = await createEquipment({ name: 'Radiateur', category: 'HVAC' });
    const toRoom = await tenant.client.equipment.linkToRoom({
      params: { room_id: home.roomId },
      body: { equipment_id: item.id, condition: 'GOOD', condition_notes: 'Entry report' },
    });
    expect(toRoom.status).toBe(200);
    expect(toRoom.body).toMatchObject({
      room_id: home.roomId,
      estate_id: home.estateId,
      place_id: home.placeId,
      condition: 'GOOD',
      condition_notes: 'Entry report',
    });

    const toEstate = await tenant.client.equipment.linkToEstate({
      params: { estate_id: home.otherEstateId },
      body: { equipment_id: item.id, condition: 'poor' as never },
    });
    expect(toEstate.status).toBe(200);
    expect(toEstate.body).toMatchObject({
      room_id: null,
      estate_id: home.otherEstateId,
      place_id: home.placeId,
      condition: 'POOR',
      condition_notes: null,
    });

    const toPlace = await tenant.client.equipment.linkToPlace({
      params: { place_id: home.placeId },
      body: { equipment_id: item.id, condition: 'DAMAGED', condition_notes: 'Hall' },
    });
    expect(toPlace.status).toBe(200);
    expect(toPlace.body).toMatchObject({
      room_id: null,
      estate_id: null,
      place_id: home.placeId,
      condition: 'DAMAGED',
    });

    const withContext = await tenant.client.equipment.linkToPlaceEstate({
      params: { place_id: home.placeId, estate_id: home.estateId },
      body: { equipment_id: item.id, condition: 'BROKEN' },
    });
    expect(withContext.status).toBe(200);
    expect(withContext.body).toMatchObject({
      room_id: null,
      estate_id: home.estateId,
      place_id: home.placeId,
      condition: 'BROKEN',
    });

    const lines = await history(item.id);
    expect(lines.map((l) => [l.source, l.condition, l.estate_id])).toEqual([
      ['link', 'BROKEN', home.estateId],
      ['link', 'DAMAGED', null],
      ['link', 'POOR', home.otherEstateId],
      ['link', 'GOOD', home.estateId],
      ['create', null, null],
    ]);
    const paged = await tenant.client.equipment.history({ params: { id: item.id }, query: { per_page: 2, page: 3 } });
    expect(paged.status === 200 && paged.body.data.map((l) => l.source)).toEqual(['create']);
    expect(paged.status === 200 && paged.body.meta.pagination).toMatchObject({ total: 5, total_pages: 3 });
  });

  it('needs the estate to belong to the place (404 otherwise)', async () => {
    const item = await createEquipment();
    const elsewhere = await building(tenant.client, 'Immeuble voisin');
    const res = await tenant.client.equipment.linkToPlaceEstate({
      params: { place_id: elsewhere.placeId, estate_id: home.estateId },
      body: { equipment_id: item.id, condition: 'GOOD' },
    });
    expect(res.status).toBe(404);
    expect((await tenant.client.equipment.get({ params: { id: item.id } })).body).toMatchObject({
      place_id: null,
      condition: null,
    });
    expect(await history(item.id)).toHaveLength(1);
  });

  it('needs a condition among the eight statuses, and an existing equipment and target (404)', async () => {
    const item = await createEquipment();
    expect(
      (
        await tenant.client.equipment.linkToRoom({
          params: { room_id: home.roomId },
          body: { equipment_id: item.id } as never,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.equipment.linkToRoom({
          params: { room_id: home.roomId },
          body: { equipment_id: item.id, condition: 'OK' as never },
        })
      ).status,
    ).toBe(400);
    for (const condition of [
      'EXCELLENT',
      'GOOD',
      'FAIR',
      'POOR',
      'DAMAGED',
      'NEEDS_REPAIR',
      'BROKEN',
      'MISSING',
    ] as const) {
      expect(
        (
          await tenant.client.equipment.linkToRoom({
            params: { room_id: home.roomId },
            body: { equipment_id: item.id, condition },
          })
        ).status,
      ).toBe(200);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await tenant.client.equipment.linkToRoom({
          params: { room_id: missing },
          body: { equipment_id: item.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.equipment.linkToEstate({
          params: { estate_id: missing },
          body: { equipment_id: item.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.equipment.linkToPlace({
          params: { place_id: missing },
          body: { equipment_id: item.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.equipment.linkToPlace({
          params: { place_id: home.placeId },
          body: { equipment_id: missing, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
  });

  it('goes with its estate when the estate is deleted, and only then', async () => {
    const t = await app.newTenant('Equipment cascade');
    const b = await building(t.client);
    const item = await createEquipment({ room_id: b.roomId }, t.client);
    expect((await t.client.estates.remove({ params: { id: b.otherEstateId } })).status).toBe(204);
    expect((await t.client.equipment.get({ params: { id: item.id } })).status).toBe(200);
    expect((await t.client.estates.remove({ params: { id: b.estateId } })).status).toBe(204);
    expect((await t.client.equipment.get({ params: { id: item.id } })).status).toBe(404);
  });
});

describe('equipment lists', () => {
  let t: TestTenant;
  let b: Building;
  beforeAll(async () => {
    t = await app.newTenant('Equipment lists');
    b = await building(t.client);
    await createEquipment(
      { name: 'Évier', category: 'PLUMBING', condition: 'GOOD', room_id: b.roomId, brand: 'Franke' },
      t.client,
    );
    await createEquipment(
      { name: 'Tableau électrique', category: 'ELECTRICAL', condition: 'NEEDS_REPAIR', estate_id: b.estateId },
      t.client,
    );
    await createEquipment(
      { name: 'Interphone', category: 'ELECTRICAL', condition: 'BROKEN', place_id: b.placeId },
      t.client,
    );
    await createEquipment(
      { name: 'Extincteur', category: 'SAFETY', condition: 'GOOD', estate_id: b.otherEstateId },
      t.client,
    );
  });

  const names = async (query: Record<string, unknown>) => {
    const res = await t.client.equipment.list({ query: query as never });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.map((e) => e.name).sort();
  };

  it('filters by room, estate (rooms included) and place (everything in the building)', async () => {
    expect(await names({ room_id: b.roomId })).toEqual(['Évier']);
    expect(await names({ estate_id: b.estateId })).toEqual(['Tableau électrique', 'Évier']);
    expect(await names({ place_id: b.placeId })).toHaveLength(4);
  });

  it('filters by condition, category and search, and pages', async () => {
    expect(await names({ condition: 'GOOD' })).toEqual(['Extincteur', 'Évier']);
    expect(await names({ condition: 'needs_repair' })).toEqual(['Tableau électrique']);
    expect(await names({ category: 'ELECTRICAL' })).toEqual(['Interphone', 'Tableau électrique']);
    expect(await names({ search: 'franke' })).toEqual(['Évier']);
    expect(await names({ category: 'ELECTRICAL', estate_id: b.estateId })).toEqual(['Tableau électrique']);
    const page = await t.client.equipment.list({ query: { per_page: 3, sort: 'name' } });
    expect(page.status === 200 && page.body.meta.pagination).toEqual({
      current_page: 1,
      per_page: 3,
      total: 4,
      total_pages: 2,
      has_next: true,
      has_prev: false,
    });
    expect((await t.client.equipment.list({ query: { condition: 'SHINY' as never } })).status).toBe(400);
    expect((await t.client.equipment.list({ query: { sort: 'serial_number' as never } })).status).toBe(400);
  });
});

describe('equipment: tenancy and permissions', () => {
  it("answers 404 for another tenant's equipment and link targets", async () => {
    const other = await app.newTenant('Equipment intruder');
    const item = await createEquipment({ room_id: home.roomId });
    expect((await other.client.equipment.get({ params: { id: item.id } })).status).toBe(404);
    expect((await other.client.equipment.update({ params: { id: item.id }, body: { name: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await other.client.equipment.remove({ params: { id: item.id } })).status).toBe(404);
    expect((await other.client.equipment.history({ params: { id: item.id }, query: {} })).status).toBe(404);
    const theirs = await createEquipment({}, other.client);
    expect(
      (
        await other.client.equipment.linkToRoom({
          params: { room_id: home.roomId },
          body: { equipment_id: theirs.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await other.client.equipment.linkToEstate({
          params: { estate_id: home.estateId },
          body: { equipment_id: theirs.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.equipment.linkToPlace({
          params: { place_id: home.placeId },
          body: { equipment_id: theirs.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(404);
    expect((await other.client.equipment.create({ body: { name: 'X', place_id: home.placeId } })).status).toBe(404);
    const list = await other.client.equipment.list({ query: { place_id: home.placeId } });
    expect(list.status === 200 && list.body.data).toEqual([]);
  });

  it('needs properties:read, properties:write and properties:delete', async () => {
    const item = await createEquipment();
    const reader = await tenant.clientWith(['properties:read']);
    expect((await reader.equipment.list({ query: {} })).status).toBe(200);
    expect((await reader.equipment.history({ params: { id: item.id }, query: {} })).status).toBe(200);
    expect((await reader.equipment.create({ body: { name: 'X' } })).status).toBe(403);
    expect((await reader.equipment.update({ params: { id: item.id }, body: { name: 'Y' } })).status).toBe(403);
    expect(
      (
        await reader.equipment.linkToRoom({
          params: { room_id: home.roomId },
          body: { equipment_id: item.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(403);
    expect((await reader.equipment.remove({ params: { id: item.id } })).status).toBe(403);
    const writer = await tenant.clientWith(['properties:write']);
    expect(
      (
        await writer.equipment.linkToRoom({
          params: { room_id: home.roomId },
          body: { equipment_id: item.id, condition: 'GOOD' },
        })
      ).status,
    ).toBe(200);
    expect((await writer.equipment.remove({ params: { id: item.id } })).status).toBe(403);
    const deleter = await tenant.clientWith(['properties:delete']);
    expect((await deleter.equipment.remove({ params: { id: item.id } })).status).toBe(204);
    expect((await app.anonymous.equipment.list({ query: {} })).status).toBe(401);
  });
});
