import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { readCsv } from '../../../adapters/import/csv.js';
import { runImport } from '../../../adapters/import/reference-rents-csv.js';
import { importReferenceRents } from '../../../core/compliance/rent-control/import-reference-rents.js';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../../support/test-locks.js';

const FIXTURES = path.resolve('test/fixtures');
const GOOD = path.join(FIXTURES, 'paris-reference-rents.csv');
const BAD = path.join(FIXTURES, 'paris-reference-rents-bad-rows.csv');

let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;

const store = () => new MikroStore(app.orm.em.fork(), null);
type Problem = {
  status: number;
  detail: string;
  errors?: { path: string; code: string }[];
  candidates?: { number: number }[];
};
const problem = (body: unknown) => body as Problem;

async function zoneByCode(client: Client, code: string) {
  const found = await client.legislativeZones.list({ query: { code } });
  if (found.status !== 200 || found.body.data.length !== 1) throw new Error(`zone ${code} not found`);
  return found.body.data[0];
}

async function createZone(client: Client, body: Record<string, unknown>) {
  const created = await client.legislativeZones.create({ body: { country_code: 'FR', ...body } as never });
  if (created.status !== 201)
    throw new Error(`create ${JSON.stringify(body)}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
  tenant = await app.newTenant('Zones');
  other = await app.newTenant('Zones, other tenant');
  await runImport(store(), { file: GOOD, territory: 'paris' });
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseSharedData?.();
});

describe('official seed', () => {
  it('seeds France with its rent-controlled territories and the zone tendue flag', async () => {
    const agglomerations = await tenant.client.legislativeZones.list({
      query: { zone_type: 'AGGLOMERATION', per_page: 100, sort: 'code' },
    });
    expect(agglomerations.status).toBe(200);
    if (agglomerations.status !== 200) return;
    expect(agglomerations.body.data.map((z) => z.code)).toEqual([
      'FR-EST-ENSEMBLE',
      'FR-GRENOBLE',
      'FR-LYON-VILLEURBANNE',
      'FR-PAYS-BASQUE',
      'FR-PLAINE-COMMUNE',
    ]);
    const controlled = [];
    for (const code of [
      'FR-PARIS',
      'FR-PLAINE-COMMUNE',
      'FR-EST-ENSEMBLE',
      'FR-LILLE',
      'FR-LYON-VILLEURBANNE',
      'FR-MONTPELLIER',
      'FR-BORDEAUX',
      'FR-PAYS-BASQUE',
      'FR-GRENOBLE',
    ]) {
      controlled.push(await zoneByCode(tenant.client, code));
    }
    for (const zone of controlled) {
      expect(zone).toMatchObject({
        is_official: true,
        is_rent_controlled: true,
        is_zone_tendue: true,
        country_code: 'FR',
        is_active: true,
      });
      expect(zone.rent_control_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(controlled[0]).toMatchObject({ zone_type: 'CITY', name: 'Paris', rent_control_start_date: '2019-07-01' });
    expect(controlled[0]).not.toHaveProperty('tenant_id');
  });

  it('filters by code (any case), name, zone_type, is_active, effective_date and parent', async () => {
    const paris = await zoneByCode(tenant.client, 'fr-paris');
    const districts = await tenant.client.legislativeZones.list({
      query: { parent_zone_id: paris.id, zone_type: 'DISTRICT', per_page: 50 },
    });
    expect(districts.status === 200 && districts.body.meta.pagination.total).toBe(20);
    const byName = await tenant.client.legislativeZones.list({ query: { name: 'villeurb' } });
    expect(byName.status === 200 && byName.body.data.map((z) => z.code).sort()).toEqual([
      'FR-LYON-VILLEURBANNE',
      'FR-VILLEURBANNE',
    ]);
    const inForce2021 = await tenant.client.legislativeZones.list({
      query: { effective_date: '2021-01-01', zone_type: 'CITY', per_page: 100 },
    });
    const codes = inForce2021.status === 200 ? inForce2021.body.data.map((z) => z.code) : [];
    expect(codes).toContain('FR-PARIS');
    expect(codes).toContain('FR-LILLE');
    expect(codes).not.toContain('FR-BORDEAUX'); // from 2022-07-15
    const inactive = await tenant.client.legislativeZones.list({ query: { is_active: 'false' } });
    expect(inactive.status === 200 && inactive.body.data.filter((z) => z.is_official)).toEqual([]);
  });

  it('searches with the same filters in a POST body, or none', async () => {
    const found = await tenant.client.legislativeZones.search({
      body: { zone_type: 'CITY', name: 'lyon', is_active: true },
    });
    expect(found.status === 200 && found.body.data.map((z) => z.code)).toEqual(['FR-LYON']);
    const all = await tenant.client.legislativeZones.search({ body: undefined });
    expect(all.status === 200 && all.body.meta.pagination.per_page).toBe(20);
    const bad = await tenant.client.legislativeZones.search({ body: { zone_type: 'PLANET' } as never });
    expect(bad.status).toBe(400);
  });

  it('lists the zones of a country, 404 for an unknown country', async () => {
    const fr = await tenant.client.legislativeZones.byCountry({
      params: { country_code: 'fr' },
      query: { zone_type: 'REGION' },
    });
    expect(fr.status === 200 && fr.body.data.map((z) => z.code).sort()).toEqual([
      'FR-ARA',
      'FR-HDF',
      'FR-IDF',
      'FR-NAQ',
      'FR-OCC',
    ]);
    expect((await tenant.client.legislativeZones.byCountry({ params: { country_code: 'ZZ' }, query: {} })).status).toBe(
      404,
    );
  });

  it('is read-only to tenants: 403 on update, deactivate and reactivate', async () => {
    const paris = await zoneByCode(tenant.client, 'FR-PARIS');
    const update = await tenant.client.legislativeZones.update({ params: { id: paris.id }, body: { name: 'Lutèce' } });
    expect(update.status).toBe(403);
    expect(update.headers.get('content-type')).toContain('application/problem+json');
    expect(
      (await tenant.client.legislativeZones.deactivate({ params: { id: paris.id }, body: undefined })).status,
    ).toBe(403);
    expect(
      (await tenant.client.legislativeZones.reactivate({ params: { id: paris.id }, body: undefined })).status,
    ).toBe(403);
    expect((await zoneByCode(tenant.client, 'FR-PARIS')).name).toBe('Paris');
  });

  it('needs credentials and the write permission', async () => {
    expect((await app.anonymous.legislativeZones.list({ query: {} })).status).toBe(401);
    const readOnly = await tenant.clientWith(['properties:read']);
    expect((await readOnly.legislativeZones.list({ query: {} })).status).toBe(200);
    expect(
      (
        await readOnly.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'FR', code: 'RO-1', name: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('tenant zones and the hierarchy', () => {
  let city: { id: string };
  let district: { id: string };
  let quarter: { id: string };

  beforeAll(async () => {
    const idf = await zoneByCode(tenant.client, 'FR-IDF');
    city = await createZone(tenant.client, {
      zone_type: 'CITY',
      code: 'T-CITY',
      name: 'Ville test',
      parent_zone_id: idf.id,
      effective_date: '2024-01-01',
    });
    district = await createZone(tenant.client, {
      zone_type: 'District',
      code: 'T-DISTRICT',
      name: 'Secteur nord',
      parent_zone_id: city.id,
    });
    quarter = await createZone(tenant.client, {
      zone_type: 'QUARTER',
      code: 'T-QUARTER',
      name: 'Quartier de la gare',
      parent_zone_id: district.id,
      name_local: 'Gare',
    });
  });

  it('creates a zone of the tenant with every field, and answers the reference spelling', async () => {
    const read = await tenant.client.legislativeZones.get({ params: { id: district.id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      zone_type: 'DISTRICT',
      code: 'T-DISTRICT',
      country_code: 'FR',
      is_official: false,
      is_active: true,
      is_rent_controlled: false,
      is_zone_tendue: false,
      parent_zone_id: city.id,
      effective_date: null,
      end_date: null,
      name_local: null,
    });
  });

  it('reads children, parent and ancestors from the parent up', async () => {
    const children = await tenant.client.legislativeZones.children({ params: { id: city.id }, query: {} });
    expect(children.status === 200 && children.body.data.map((z) => z.code)).toEqual(['T-DISTRICT']);
    const parent = await tenant.client.legislativeZones.parent({ params: { id: quarter.id } });
    expect(parent.status === 200 && parent.body.id).toBe(district.id);
    const ancestors = await tenant.client.legislativeZones.ancestors({ params: { id: quarter.id } });
    expect(ancestors.status === 200 && ancestors.body.map((z) => z.code)).toEqual([
      'T-DISTRICT',
      'T-CITY',
      'FR-IDF',
      'FR',
    ]);
    const root = await zoneByCode(tenant.client, 'FR');
    expect((await tenant.client.legislativeZones.parent({ params: { id: root.id } })).status).toBe(404);
    expect((await tenant.client.legislativeZones.ancestors({ params: { id: root.id } })).body).toEqual([]);
  });

  it('refuses a cycle on update with a 422', async () => {
    const self = await tenant.client.legislativeZones.update({
      params: { id: city.id },
      body: { parent_zone_id: city.id },
    });
    expect(self.status).toBe(422);
    expect(problem(self.body).errors?.[0]).toMatchObject({ path: 'parent_zone_id', code: 'cycle' });
    const underDescendant = await tenant.client.legislativeZones.update({
      params: { id: city.id },
      body: { parent_zone_id: quarter.id },
    });
    expect(underDescendant.status).toBe(422);
    expect(problem(underDescendant.body).errors?.[0].code).toBe('cycle');
  });

  it('refuses a parent that is not broader, or of another country, with a 422', async () => {
    const regionUnderCity = await tenant.client.legislativeZones.create({
      body: { zone_type: 'REGION', country_code: 'FR', code: 'T-REGION', name: 'x', parent_zone_id: city.id },
    });
    expect(regionUnderCity.status).toBe(422);
    expect(problem(regionUnderCity.body).errors?.[0].code).toBe('parent_type');
    const belgian = await tenant.client.legislativeZones.create({
      body: {
        zone_type: 'CITY',
        country_code: 'BE',
        code: 'T-BE',
        name: 'Bruxelles',
        parent_zone_id: (await zoneByCode(tenant.client, 'FR')).id,
      },
    });
    expect(belgian.status).toBe(422);
    expect(problem(belgian.body).errors?.[0].code).toBe('parent_country');
    const sideways = await tenant.client.legislativeZones.update({
      params: { id: quarter.id },
      body: { parent_zone_id: (await zoneByCode(tenant.client, 'FR-PARIS-11')).id },
    });
    expect(sideways.status).toBe(200);
    expect(sideways.body).toMatchObject({ parent_zone_id: expect.any(String) });
    await tenant.client.legislativeZones.update({ params: { id: quarter.id }, body: { parent_zone_id: district.id } });
  });

  it('updates only the whitelisted fields; others are a 400', async () => {
    for (const body of [{ code: 'NEW' }, { zone_type: 'CITY' }, { country_code: 'BE' }, { is_rent_controlled: true }]) {
      const refused = await tenant.client.legislativeZones.update({ params: { id: district.id }, body: body as never });
      expect(refused.status).toBe(400);
    }
    const updated = await tenant.client.legislativeZones.update({
      params: { id: district.id },
      body: {
        name: 'Secteur nord-est',
        name_local: 'Nord-Est',
        description: 'd',
        description_local: 'dl',
        effective_date: '2024-02-01',
        end_date: '2026-12-31',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Secteur nord-est',
      name_local: 'Nord-Est',
      code: 'T-DISTRICT',
      effective_date: '2024-02-01',
      end_date: '2026-12-31',
    });
    const reversed = await tenant.client.legislativeZones.update({
      params: { id: district.id },
      body: { end_date: '2023-01-01' },
    });
    expect(reversed.status).toBe(400);
    const cleared = await tenant.client.legislativeZones.update({
      params: { id: district.id },
      body: { end_date: null, name_local: null },
    });
    expect(cleared.body).toMatchObject({ end_date: null, name_local: null });
  });

  it('deactivates and reactivates, 409 when already in that state', async () => {
    const off = await tenant.client.legislativeZones.deactivate({ params: { id: quarter.id }, body: undefined });
    expect(off.status === 200 && off.body.is_active).toBe(false);
    expect(
      (await tenant.client.legislativeZones.deactivate({ params: { id: quarter.id }, body: undefined })).status,
    ).toBe(409);
    const inactive = await tenant.client.legislativeZones.list({ query: { is_active: 'false' } });
    expect(inactive.status === 200 && inactive.body.data.map((z) => z.code)).toEqual(['T-QUARTER']);
    const on = await tenant.client.legislativeZones.reactivate({ params: { id: quarter.id }, body: undefined });
    expect(on.status === 200 && on.body.is_active).toBe(true);
    expect(
      (await tenant.client.legislativeZones.reactivate({ params: { id: quarter.id }, body: undefined })).status,
    ).toBe(409);
  });

  it('refuses a duplicate code (also an official one), an unknown country and bad input', async () => {
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'FR', code: 't-city', name: 'again' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'FR', code: 'FR-PARIS', name: 'again' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'ZZ', code: 'T-ZZ', name: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: { zone_type: 'PLANET', country_code: 'FR', code: 'T-P', name: 'x' } as never,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'FR', code: 'T-X', name: 'x', effective_date: '2025-02-30' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: {
            zone_type: 'CITY',
            country_code: 'FR',
            code: 'T-Y',
            name: 'x',
            effective_date: '2025-02-01',
            end_date: '2025-01-01',
          },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.create({
          body: {
            zone_type: 'CITY',
            country_code: 'FR',
            code: 'T-Z',
            name: 'x',
            id: '00000000-0000-0000-0000-000000000000',
          } as never,
        })
      ).status,
    ).toBe(400);
    const missingParent = await tenant.client.legislativeZones.create({
      body: {
        zone_type: 'CITY',
        country_code: 'FR',
        code: 'T-W',
        name: 'x',
        parent_zone_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(missingParent.status).toBe(404);
  });

  it("hides a tenant's zones from another tenant: 404 everywhere", async () => {
    expect((await other.client.legislativeZones.get({ params: { id: city.id } })).status).toBe(404);
    expect(
      (await other.client.legislativeZones.update({ params: { id: city.id }, body: { name: 'mine' } })).status,
    ).toBe(404);
    expect((await other.client.legislativeZones.deactivate({ params: { id: city.id }, body: undefined })).status).toBe(
      404,
    );
    expect((await other.client.legislativeZones.children({ params: { id: city.id }, query: {} })).status).toBe(404);
    expect((await other.client.legislativeZones.ancestors({ params: { id: quarter.id } })).status).toBe(404);
    const asParent = await other.client.legislativeZones.create({
      body: { zone_type: 'DISTRICT', country_code: 'FR', code: 'O-D', name: 'x', parent_zone_id: city.id },
    });
    expect(asParent.status).toBe(404);
    const list = await other.client.legislativeZones.list({ query: { code: 'T-CITY' } });
    expect(list.status === 200 && list.body.data).toEqual([]);
    // the other tenant may use the same code for its own zone
    expect(
      (
        await other.client.legislativeZones.create({
          body: { zone_type: 'CITY', country_code: 'FR', code: 'T-CITY', name: 'Its own' },
        })
      ).status,
    ).toBe(201);
  });
});

// Fixture figures (test/fixtures/paris-reference-rents.csv), 2024, unfurnished:
//   quarter 1 St-Germain-l'Auxerrois, 1 room, before 1946: 33.50 / 40.20 / 23.50 EUR per m2
//   quarter 41 Folie-Méricourt, 2 rooms, 1946-1970: 29.00 / 34.80 / 20.30 EUR per m2
describe('reference rents', () => {
  it('answers the reference, increased and decreased rents of a quarter (number, name or id)', async () => {
    const byNumber = await tenant.client.legislativeZones.referenceRent({
      query: { quarter: '41', room_count: 2, construction_period: '19461970', is_furnished: false } as never,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toMatchObject({
      reference_rent: 29,
      reference_rent_increased: 34.8,
      reference_rent_decreased: 20.3,
      year: 2024,
      territory: 'Paris',
      administrative_quarter: 'Folie-Méricourt',
      quarter_number: 41,
      sector: 4,
      room_count: '2',
      construction_period: '1946-1970',
      is_furnished: false,
    });
    if (byNumber.status !== 200) return;
    expect(byNumber.body.data_source).toContain('logement-encadrement-des-loyers');
    const byName = await tenant.client.legislativeZones.referenceRent({
      query: {
        quarter: 'folie mericourt',
        territory: 'FR-PARIS',
        room_count: 2,
        construction_period: '1946-1970',
        is_furnished: false,
        year: 2023,
      } as never,
    });
    expect(byName.body).toMatchObject({ reference_rent: 28.5, year: 2023 });
    const byId = await tenant.client.legislativeZones.referenceRent({
      query: {
        quarter: byNumber.body.quarter_id,
        room_count: 7,
        construction_period: 'after_2005',
        is_furnished: true,
      } as never,
    });
    expect(byId.body).toMatchObject({ room_count: '4+', construction_period: 'after_1990', is_furnished: true });
  });

  it('imported quarters are official zones under their arrondissement', async () => {
    const quarter41 = await zoneByCode(tenant.client, 'FR-PARIS-Q41');
    expect(quarter41).toMatchObject({
      zone_type: 'QUARTER',
      name: 'Folie-Méricourt',
      is_official: true,
      is_rent_controlled: true,
    });
    const ancestors = await tenant.client.legislativeZones.ancestors({ params: { id: quarter41.id } });
    expect(ancestors.status === 200 && ancestors.body.map((z) => z.code)).toEqual([
      'FR-PARIS-11',
      'FR-PARIS',
      'FR-75',
      'FR-IDF',
      'FR',
    ]);
  });

  it('404 for an unknown quarter or a year without data; 400 for bad parameters', async () => {
    const category = { room_count: 2, construction_period: 'before_1946', is_furnished: false };
    expect(
      (await tenant.client.legislativeZones.referenceRent({ query: { quarter: '99', ...category } as never })).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.legislativeZones.referenceRent({
          query: { quarter: '41', ...category, year: 2019 } as never,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await tenant.client.legislativeZones.referenceRent({
          query: { quarter: '41', ...category, construction_period: '1990-2005' } as never,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.referenceRent({
          query: { quarter: '41', ...category, room_count: 0 } as never,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await tenant.client.legislativeZones.referenceRent({
          query: { quarter: '41', room_count: 2, construction_period: 'before_1946' } as never,
        })
      ).status,
    ).toBe(400);
  });
});

describe('rent-control check', () => {
  // 25 m2, 1 room, before 1946, unfurnished, quarter 1: cap 40.20 x 25 = 1,005.00 EUR
  const flat = {
    postal_code: '75001',
    room_count: 1,
    surface_area: 25,
    construction_period: 'before_1946',
    is_furnished: false,
  } as const;
  const check = (body: Record<string, unknown>) =>
    tenant.client.legislativeZones.rentControlCheck({ body: body as never });

  it('a compliant rent, with every response field', async () => {
    const result = await check({ ...flat, address: '10 rue de Rivoli, 75001 Paris', proposed_rent: 1000 });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      territory: 'Paris',
      address: '10 rue de Rivoli, 75001 Paris',
      postal_code: '75001',
      administrative_quarter: "St-Germain-l'Auxerrois",
      property: {
        room_count: 1,
        room_count_bucket: '1',
        surface_area: 25,
        construction_period: 'before_1946',
        is_furnished: false,
      },
      reference_rents: {
        year: 2024,
        reference_rent_per_sqm: 33.5,
        reference_rent_increased_per_sqm: 40.2,
        reference_rent_decreased_per_sqm: 23.5,
        reference_rent: 837.5,
        max_rent: 1005,
        min_rent: 587.5,
      },
      proposed_rent: 1000,
      proposed_rent_per_sqm: 40,
      base_rent: 1000,
      rent_supplement: 0,
      is_compliant: true,
      compliance_status: 'COMPLIANT',
      violations: [],
    });
    if (result.status !== 200) return;
    expect(result.body.quarter_id).toEqual(expect.any(String));
    expect(result.body.recommendations.length).toBeGreaterThan(0);
    expect(result.body.data_source).toContain('logement-encadrement-des-loyers');
    expect(result.body.last_update).toEqual(expect.any(String));
  });

  it('finds the postal code in the address when postal_code is absent', async () => {
    const { postal_code: _none, ...rest } = flat;
    const result = await check({ ...rest, address: '10 rue de Rivoli, 75001 Paris', proposed_rent: 1005 });
    expect(result.body).toMatchObject({ compliance_status: 'COMPLIANT', postal_code: '75001' });
  });

  it('one cent over the increased reference needs a justified complément de loyer', async () => {
    const result = await check({ ...flat, proposed_rent: 1005.01 });
    expect(result.body).toMatchObject({
      is_compliant: false,
      compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
    });
    if (result.status !== 200) return;
    expect(result.body.violations[0]).toMatchObject({
      rule: 'RENT_ABOVE_INCREASED_REFERENCE',
      figures: { excess: 0.01, max_rent: 1005 },
    });
    expect(result.body.recommendations.map((r) => r.code)).toEqual(['LOWER_RENT', 'JUSTIFY_SUPPLEMENT']);
  });

  it('a justified complément de loyer on a capped base rent is compliant; not for a G dwelling', async () => {
    const justified = await check({
      ...flat,
      proposed_rent: 1105,
      rent_supplement: 100,
      rent_supplement_justification: 'Private 40 m2 terrace facing the Louvre',
    });
    expect(justified.body).toMatchObject({
      is_compliant: true,
      compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
      base_rent: 1005,
      rent_supplement: 100,
    });
    const label = await check({
      ...flat,
      proposed_rent: 1105,
      rent_supplement: 100,
      rent_supplement_justification: 'terrace',
      energy_label: 'G',
    });
    expect(label.body).toMatchObject({ is_compliant: false, compliance_status: 'NON_COMPLIANT' });
    expect(label.status === 200 && label.body.violations[0].rule).toBe('RENT_SUPPLEMENT_EXCLUDED');
    const excluded = await check({ ...flat, proposed_rent: 1105, complement_exclusions: ['SANITARY_ON_LANDING'] });
    expect(excluded.body).toMatchObject({ compliance_status: 'NON_COMPLIANT' });
  });

  it('is NOT_APPLICABLE outside every rent-controlled territory', async () => {
    const marseille = await check({ ...flat, postal_code: '13001', proposed_rent: 5000 });
    expect(marseille.status).toBe(200);
    expect(marseille.body).toMatchObject({
      territory: null,
      administrative_quarter: null,
      quarter_id: null,
      reference_rents: null,
      is_compliant: true,
      compliance_status: 'NOT_APPLICABLE',
      proposed_rent_per_sqm: 200,
      data_source: null,
      last_update: null,
    });
    expect(marseille.status === 200 && marseille.body.recommendations[0].code).toBe('OUTSIDE_RENT_CONTROL');
  });

  it('asks for the quarter when a postal code covers quarters with different rents', async () => {
    const eleventh = await check({ ...flat, postal_code: '75011', proposed_rent: 900 });
    expect(eleventh.status).toBe(422);
    expect(problem(eleventh.body).candidates?.map((c) => c.number)).toEqual([41, 42, 43]);
    const withQuarter = await check({ ...flat, postal_code: '75011', quarter: 'Roquette', proposed_rent: 850 });
    expect(withQuarter.body).toMatchObject({ administrative_quarter: 'Roquette', compliance_status: 'COMPLIANT' });
    const mismatch = await check({ ...flat, postal_code: '75001', quarter: '41', proposed_rent: 900 });
    expect(mismatch.status).toBe(422);
  });

  it('422 for a territory without loaded rents or a postal code partly inside a territory', async () => {
    const lyon = await check({ ...flat, postal_code: '69003', proposed_rent: 900 });
    expect(lyon.status).toBe(422);
    expect(problem(lyon.body).detail).toContain('Lyon and Villeurbanne');
    const grenoble = await check({ ...flat, postal_code: '38000', proposed_rent: 900 });
    expect(grenoble.status).toBe(422);
    expect(problem(grenoble.body).errors?.[0].code).toBe('partial_postal_code');
  });

  it('bad input is a 400 problem', async () => {
    for (const body of [
      { ...flat, proposed_rent: 900, room_count: undefined },
      { ...flat, proposed_rent: 900, construction_period: 'medieval' },
      { ...flat, proposed_rent: 900, surface_area: 0 },
      { ...flat, proposed_rent: -1 },
      { ...flat, proposed_rent: 900.001 },
      { room_count: 1, surface_area: 25, construction_period: 'before_1946', is_furnished: false, proposed_rent: 900 },
      { ...flat, proposed_rent: 900, rent_supplement: 1000 },
      { ...flat, postal_code: '7500', proposed_rent: 900 },
      { ...flat, proposed_rent: 900, unknown_field: 1 },
    ]) {
      const refused = await check(body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('accepts the spec spellings of the construction period; Paris answers 1991-2005 from its after-1990 table', async () => {
    const result = await check({ ...flat, construction_period: '19912005', proposed_rent: 700 });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ property: { construction_period: '1991-2005' } });
    const merged = await check({ ...flat, construction_period: 'after_1990', proposed_rent: 700 });
    expect((result.body as { reference_rents: unknown }).reference_rents).toEqual(
      (merged.body as { reference_rents: unknown }).reference_rents,
    );
  });
});

describe('reference-rent import', () => {
  it('is idempotent: a second run creates and changes nothing', async () => {
    const again = await runImport(store(), { file: GOOD, territory: 'FR-PARIS' });
    expect(again).toMatchObject({
      territory: 'FR-PARIS',
      read: 256,
      imported: 256,
      created: 0,
      updated: 0,
      unchanged: 256,
      rejected: 0,
      quarters_created: 0,
      years: [2023, 2024],
    });
  });

  it('rejects bad rows with their line and reasons, and imports the rest', async () => {
    const summary = await runImport(store(), { file: BAD, territory: 'paris' });
    expect(summary).toMatchObject({ read: 7, imported: 1, unchanged: 1, rejected: 6 });
    expect(summary.rejections.map((r) => r.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(summary.rejections[0].reasons[0]).toContain('piece "7"');
    expect(summary.rejections[1].reasons[0]).toContain('epoque "1990-2005"');
    expect(summary.rejections[2].reasons[0]).toContain('meuble_txt "oui"');
    expect(summary.rejections[3].reasons[0]).toContain('max 40 is not the reference 30 + 20%');
    expect(summary.rejections[4].reasons[0]).toBe('id_quartier is missing');
    expect(summary.rejections[5].reasons[0]).toBe(
      'duplicate of line 2 (same quarter, year, rooms, period and furnished flag)',
    );
  });

  it('updates a changed value in place', async () => {
    const { headers, records } = readCsv(
      "annee;id_zone;id_quartier;nom_quartier;piece;epoque;meuble_txt;ref;max;min\n2022;1;1;St-Germain-l'Auxerrois;1;Avant 1946;meublé;30.0;36.0;21.0\n",
    );
    const first = await importReferenceRents(store(), { territory: 'paris', headers, records, data_source: 'test' });
    expect(first).toMatchObject({ created: 1 });
    const changed = readCsv(
      "annee;id_zone;id_quartier;nom_quartier;piece;epoque;meuble_txt;ref;max;min\n2022;1;1;St-Germain-l'Auxerrois;1;Avant 1946;meublé;30.5;36.6;21.4\n",
    );
    const second = await importReferenceRents(store(), { territory: 'paris', ...changed, data_source: 'test' });
    expect(second).toMatchObject({ created: 0, updated: 1 });
    const read = await tenant.client.legislativeZones.referenceRent({
      query: {
        quarter: '1',
        room_count: 1,
        construction_period: 'before_1946',
        is_furnished: true,
        year: 2022,
      } as never,
    });
    expect(read.body).toMatchObject({
      reference_rent: 30.5,
      reference_rent_increased: 36.6,
      reference_rent_decreased: 21.4,
      data_source: 'test',
    });
  });

  it("refuses a file without the layout's columns, or an unknown territory", async () => {
    const { headers, records } = readCsv('annee;id_quartier;nom_quartier\n2024;1;x\n');
    await expect(
      importReferenceRents(store(), { territory: 'paris', headers, records, data_source: 'x' }),
    ).rejects.toThrow('missing column(s) piece, epoque, meuble_txt, ref, max, min');
    await expect(runImport(store(), { file: GOOD, territory: 'atlantis' })).rejects.toThrow(
      'rent-controlled territory atlantis not found',
    );
  });

  it('runs as the npm command with a summary on stdout', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        'adapters/main/import-reference-rents.ts',
        '--file',
        BAD,
        '--territory',
        'paris',
      ],
      {
        env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn' },
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ read: 7, imported: 1, rejected: 6 });
    expect(stderr).toContain('read 7, imported 1');
    expect(stderr).toContain('line 3: piece "7"');
  }, 60_000);
});
