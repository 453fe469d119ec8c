import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Property');
  other = await app.newTenant('Other');
});
afterAll(() => app.close());

async function types() {
  const estateTypes = await tenant.client.catalogue.estateTypes();
  const roomTypes = await tenant.client.catalogue.roomTypes();
  const placeTypes = await tenant.client.catalogue.placeTypes();
  if (estateTypes.status !== 200 || roomTypes.status !== 200 || placeTypes.status !== 200) throw new Error('types');
  return { estateTypes: estateTypes.body, roomTypes: roomTypes.body, placeTypes: placeTypes.body };
}

async function newPlace(t: TestTenant = tenant, body: Record<string, unknown> = {}) {
  const res = await t.client.places.create({
    body: { name: 'Résidence des Lilas', city: 'Lyon', postal_code: '69003', ...body },
  });
  if (res.status !== 201) throw new Error(`place: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function newEstate(placeId: string, body: Record<string, unknown> = {}, t: TestTenant = tenant) {
  const res = await t.client.estates.createInPlace({
    params: { id: placeId },
    body: { name: 'Lot 12', fiscal_identifier: 'FR-12345', ...body },
  });
  if (res.status !== 201) throw new Error(`estate: ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('reference records', () => {
  it('serves seeded place, estate and room types', async () => {
    const { estateTypes, roomTypes, placeTypes } = await types();
    expect(estateTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Appartement', 'Studio', 'Maison', 'Local commercial']),
    );
    expect(roomTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Séjour', 'Chambre', 'Cuisine', 'Salle de bains']),
    );
    expect(placeTypes.length).toBeGreaterThan(3);
  });

  it('serves active countries, a country by id and by ISO code', async () => {
    const countries = await tenant.client.catalogue.countries();
    expect(countries.status).toBe(200);
    if (countries.status !== 200) return;
    expect(countries.body.every((c) => c.is_active)).toBe(true);
    const france = countries.body.find((c) => c.code === 'FR');
    expect(france).toMatchObject({ name: 'France', is_active: true });
    expect((await tenant.client.catalogue.country({ params: { id: france!.id } })).body).toMatchObject({ code: 'FR' });
    const germany = await tenant.client.catalogue.countryByCode({ params: { code: 'de' } });
    expect(germany.status).toBe(200);
    expect(germany.body).toMatchObject({ code: 'DE', name: 'Germany', is_active: false });
    expect((await tenant.client.catalogue.countryByCode({ params: { code: 'QQ' } })).status).toBe(404);
    expect((await tenant.client.catalogue.countryByCode({ params: { code: 'FRA' } })).status).toBe(400);
  });
});

describe('places', () => {
  it('creates, lists with filters, gets, updates and deletes a place', async () => {
    const { placeTypes } = await types();
    const owner = await tenant.client.owners.create({ body: { last_name: 'Bailleur' } });
    if (owner.status !== 201) throw new Error('owner');
    const place = await newPlace(tenant, {
      owner_id: owner.body.id,
      type_id: placeTypes[0].id,
      place_category: 'Collective',
      legal_regime: 'Copropriete',
      construction_date: '1975-06-01T00:00:00',
      latitude: 45.76,
      longitude: 4.84,
      number_of_floor: 6,
    });
    expect(place).toMatchObject({ owner_id: owner.body.id, construction_date: '1975-06-01T00:00:00', latitude: 45.76 });
    await newPlace(tenant, { city: 'Paris', postal_code: '75011' });

    const byOwner = await tenant.client.places.list({ query: { owner_id: owner.body.id } });
    expect(byOwner.status === 200 && byOwner.body.data.map((p) => p.id)).toEqual([place.id]);
    const byCity = await tenant.client.places.list({ query: { city: 'Paris' } });
    expect(byCity.status === 200 && byCity.body.data.every((p) => p.city === 'Paris')).toBe(true);
    const byCategory = await tenant.client.places.list({
      query: { place_category: 'Collective', postal_code: '69003' },
    });
    expect(byCategory.status === 200 && byCategory.body.data.map((p) => p.id)).toEqual([place.id]);

    const updated = await tenant.client.places.update({
      params: { id: place.id },
      body: { digicode: '4512B', latitude: null },
    });
    expect(updated.body).toMatchObject({ digicode: '4512B', latitude: null, name: 'Résidence des Lilas' });
    expect((await tenant.client.places.get({ params: { id: place.id } })).body).toMatchObject({ digicode: '4512B' });

    const owned = await tenant.client.owners.ofPlace({ params: { id: place.id } });
    expect(owned.body).toMatchObject({ id: owner.body.id });

    expect((await tenant.client.places.remove({ params: { id: place.id } })).status).toBe(204);
    expect((await tenant.client.places.get({ params: { id: place.id } })).status).toBe(404);
  });

  it('refuses an unknown owner, bad coordinates and a bad date; 409 when estates remain', async () => {
    const unknownOwner = await tenant.client.places.create({
      body: { name: 'X', owner_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownOwner.status).toBe(404);
    expect((await tenant.client.places.create({ body: { name: 'X', latitude: 123 } })).status).toBe(400);
    expect(
      (await tenant.client.places.create({ body: { name: 'X', construction_date: '2025-02-30T00:00:00' } })).status,
    ).toBe(400);
    expect((await tenant.client.places.create({ body: { name: '   ' } })).status).toBe(400);
    const place = await newPlace();
    await newEstate(place.id);
    expect((await tenant.client.places.remove({ params: { id: place.id } })).status).toBe(409);
  });

  it("hides another tenant's places and refuses its owner as owner_id", async () => {
    const place = await newPlace();
    expect((await other.client.places.get({ params: { id: place.id } })).status).toBe(404);
    expect((await other.client.places.update({ params: { id: place.id }, body: { name: 'Mine' } })).status).toBe(404);
    expect((await other.client.places.remove({ params: { id: place.id } })).status).toBe(404);
    expect((await other.client.owners.ofPlace({ params: { id: place.id } })).status).toBe(404);
    const owner = await tenant.client.owners.create({ body: { last_name: 'Secret' } });
    if (owner.status !== 201) throw new Error('owner');
    expect((await other.client.places.create({ body: { name: 'Y', owner_id: owner.body.id } })).status).toBe(404);
  });

  it('needs properties:delete to delete', async () => {
    const place = await newPlace();
    const writer = await tenant.clientWith(['properties:read', 'properties:write']);
    expect((await writer.places.remove({ params: { id: place.id } })).status).toBe(403);
  });
});

describe('estates', () => {
  it('creates through the place, reads nested and flat, derives rental_status', async () => {
    const { estateTypes } = await types();
    const place = await newPlace();
    const estate = await newEstate(place.id, {
      estate_type_id: estateTypes[0].id,
      area: 54.3,
      number_of_room: 3,
      floor: 2,
      rent_amount: 950.5,
      rental_status: 'RENTED',
      construction_date: '1975-01-01',
    });
    expect(estate).toMatchObject({
      place_id: place.id,
      area: 54.3,
      rent_amount: 950.5,
      rental_status: 'VACANT',
      construction_date: '1975-01-01',
    });
    expect((await tenant.client.estates.getInPlace({ params: { id: place.id, estate_id: estate.id } })).body).toEqual(
      estate,
    );
    expect((await tenant.client.estates.get({ params: { id: estate.id } })).body).toEqual(estate);
    const inPlace = await tenant.client.estates.listInPlace({ params: { id: place.id }, query: {} });
    expect(inPlace.status === 200 && inPlace.body.data.map((e) => e.id)).toEqual([estate.id]);
  });

  it('applies absent / null / value on update and never lets the caller set rental_status', async () => {
    const place = await newPlace();
    const estate = await newEstate(place.id, { area: 40, floor: 1, orientation: 'Sud', rent_amount: 700 });
    const res = await tenant.client.estates.update({
      params: { id: estate.id },
      body: { orientation: null, floor: 3, rental_status: 'RENTED' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orientation: null,
      floor: 3,
      area: 40,
      rent_amount: 700,
      rental_status: 'VACANT',
    });
    const nulled = await tenant.client.estates.update({ params: { id: estate.id }, body: { name: null } as never });
    expect(nulled.status).toBe(400);
    expect((await tenant.client.estates.get({ params: { id: estate.id } })).body).toMatchObject({ name: 'Lot 12' });
    const nested = await tenant.client.estates.updateInPlace({
      params: { id: place.id, estate_id: estate.id },
      body: { lot_number: 'B-7' },
    });
    expect(nested.body).toMatchObject({ lot_number: 'B-7', floor: 3 });
  });

  it('moves an estate between places of the tenant; 404 for an unknown or foreign place', async () => {
    const from = await newPlace();
    const to = await newPlace(tenant, { name: 'Le Clos' });
    const estate = await newEstate(from.id);
    const moved = await tenant.client.estates.update({ params: { id: estate.id }, body: { place_id: to.id } });
    expect(moved.body).toMatchObject({ place_id: to.id });
    expect((await tenant.client.estates.getInPlace({ params: { id: from.id, estate_id: estate.id } })).status).toBe(
      404,
    );
    expect((await tenant.client.estates.getInPlace({ params: { id: to.id, estate_id: estate.id } })).status).toBe(200);

    const foreign = await newPlace(other);
    const refused = await tenant.client.estates.update({
      params: { id: estate.id },
      body: { place_id: foreign.id, floor: 9 },
    });
    expect(refused.status).toBe(404);
    const unknown = await tenant.client.estates.update({
      params: { id: estate.id },
      body: { place_id: '00000000-0000-4000-8000-000000000001' },
    });
    expect(unknown.status).toBe(404);
    expect((await tenant.client.estates.get({ params: { id: estate.id } })).body).toMatchObject({
      place_id: to.id,
      floor: null,
    });
  });

  it('filters by area_min, area_max, floor, number_of_room and sorts by area', async () => {
    const t = await app.newTenant('Estate filters');
    const place = await newPlace(t);
    for (const [area, floor, rooms] of [
      [20, 0, 1],
      [45, 1, 2],
      [70, 1, 3],
      [110, 4, 5],
    ]) {
      await newEstate(place.id, { area, floor, number_of_room: rooms, name: `A${area}` }, t);
    }
    const mid = await t.client.estates.list({ query: { area_min: 30, area_max: 80, sort: '-area' } });
    expect(mid.status === 200 && mid.body.data.map((e) => e.area)).toEqual([70, 45]);
    const floor1 = await t.client.estates.list({ query: { floor: 1, number_of_room: 3 } });
    expect(floor1.status === 200 && floor1.body.data.map((e) => e.area)).toEqual([70]);
    const sorted = await t.client.estates.list({ query: { sort: 'area', per_page: 3 } });
    expect(sorted.status === 200 && sorted.body.meta.pagination).toMatchObject({
      total: 4,
      total_pages: 2,
      has_next: true,
    });
    expect((await t.client.estates.list({ query: { area_min: 'big' as never } })).status).toBe(400);
  });

  it('deletes an estate with its rooms, reports the owner of an estate, and isolates tenants', async () => {
    const owner = await tenant.client.owners.create({ body: { last_name: 'Proprio' } });
    if (owner.status !== 201) throw new Error('owner');
    const place = await newPlace(tenant, { owner_id: owner.body.id });
    const estate = await newEstate(place.id);
    expect((await tenant.client.owners.ofEstate({ params: { id: estate.id } })).body).toMatchObject({
      id: owner.body.id,
    });
    expect((await other.client.estates.get({ params: { id: estate.id } })).status).toBe(404);
    expect((await other.client.estates.remove({ params: { id: estate.id } })).status).toBe(404);
    expect((await other.client.owners.ofEstate({ params: { id: estate.id } })).status).toBe(404);
    await tenant.client.rooms.create({
      params: { place_id: place.id, estate_id: estate.id },
      body: { designation: 'Séjour' },
    });
    expect((await tenant.client.estates.remove({ params: { id: estate.id } })).status).toBe(204);
    expect((await tenant.client.estates.get({ params: { id: estate.id } })).status).toBe(404);
  });

  it('validates the create body', async () => {
    const place = await newPlace();
    const missing = await tenant.client.estates.createInPlace({
      params: { id: place.id },
      body: { name: 'No fiscal id' } as never,
    });
    expect(missing.status).toBe(400);
    expect((missing.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(
      'body.fiscal_identifier',
    );
    const negative = await tenant.client.estates.createInPlace({
      params: { id: place.id },
      body: { name: 'N', fiscal_identifier: 'F', area: -3 },
    });
    expect(negative.status).toBe(400);
    const badDate = await tenant.client.estates.createInPlace({
      params: { id: place.id },
      body: { name: 'N', fiscal_identifier: 'F', renovation_date: '2025-02-30' },
    });
    expect(badDate.status).toBe(400);
  });
});

describe('rooms', () => {
  it('creates with either spelling, lists, gets and updates', async () => {
    const { roomTypes } = await types();
    const place = await newPlace();
    const estate = await newEstate(place.id);
    const params = { place_id: place.id, estate_id: estate.id };
    const reference = await tenant.client.rooms.create({
      params,
      body: { type_room_id: roomTypes[0].id, carrez_surface: 18.5, designation: 'Séjour', habitable_surface: 19 },
    });
    expect(reference.status).toBe(201);
    expect(reference.body).toMatchObject({
      type_room_id: roomTypes[0].id,
      carrez_surface: 18.5,
      designation: 'Séjour',
      habitable_surface: 19,
    });
    const workflow = await tenant.client.rooms.create({
      params,
      body: { room_type_id: roomTypes[1].id, area: 11.2, name: 'Chambre 1' } as never,
    });
    expect(workflow.body).toMatchObject({
      type_room_id: roomTypes[1].id,
      carrez_surface: 11.2,
      designation: 'Chambre 1',
    });
    if (workflow.status !== 201) return;
    const list = await tenant.client.rooms.list({ params, query: {} });
    expect(list.status === 200 && list.body.data.length).toBe(2);
    const updated = await tenant.client.rooms.update({
      params: { ...params, room_id: workflow.body.id },
      body: { area: 12 } as never,
    });
    expect(updated.body).toMatchObject({ carrez_surface: 12, designation: 'Chambre 1' });
    expect((await tenant.client.rooms.get({ params: { ...params, room_id: workflow.body.id } })).body).toMatchObject({
      carrez_surface: 12,
    });
  });

  it('refuses a room through the wrong estate or tenant, and an unknown room type', async () => {
    const place = await newPlace();
    const estate = await newEstate(place.id);
    const elsewhere = await newEstate(place.id, { name: 'Lot 13' });
    const room = await tenant.client.rooms.create({
      params: { place_id: place.id, estate_id: estate.id },
      body: { designation: 'Cuisine' },
    });
    if (room.status !== 201) throw new Error('room');
    expect(
      (
        await tenant.client.rooms.get({
          params: { place_id: place.id, estate_id: elsewhere.id, room_id: room.body.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.client.rooms.get({ params: { place_id: place.id, estate_id: estate.id, room_id: room.body.id } }))
        .status,
    ).toBe(404);
    expect(
      (await other.client.rooms.list({ params: { place_id: place.id, estate_id: estate.id }, query: {} })).status,
    ).toBe(404);
    const badType = await tenant.client.rooms.create({
      params: { place_id: place.id, estate_id: estate.id },
      body: { type_room_id: '00000000-0000-4000-8000-000000000002' },
    });
    expect(badType.status).toBe(404);
  });
});
