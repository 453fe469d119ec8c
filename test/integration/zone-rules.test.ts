import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importZoneTendueFile } from '../../adapters/import/zone-tendue-csv.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { importReferenceRents } from '../../core/compliance/rent-control/import-reference-rents.js';
import { ReferenceRent } from '../../core/compliance/rent-control/reference-rent.js';
import { checkRentAtAddress } from '../../core/compliance/rent-control/rent-control-check.js';
import { setRentControlEnd } from '../../core/zones/rent-control-period.js';
import { LegislativeZone } from '../../core/zones/zone.js';
import { importZoneTendueList, zoneTendueLists, zoneTendueOf } from '../../core/zones/zone-tendue-list.js';
import { ZoneTendueList } from '../../core/zones/zone-tendue.js';
import { runTs } from '../process/run.js';
import { type TestApp, startTestApp } from '../support/app.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../support/test-locks.js';

// The zone tendue lists and the end of rent control are shared data: every test here leaves them as
// the migrations ship them (three versions of the list, the end of the ELAN experiment). The lists
// these tests import are in force in 1990, a year no shipped list covers.
const FIXTURE = path.resolve('test/fixtures/zone-tendue-communes.csv');
const DGFIP_LAYOUT = path.resolve('test/fixtures/zonage-tlv-dgfip-layout.csv');
const EXPERIMENT_END = '2026-11-23';
const TEST_1990 = {
  code: 'TEST_1990',
  title: 'A list of the tests',
  in_force_from: '1990-01-01',
  in_force_to: '1990-12-31',
  source: 'test/fixtures',
};
let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
const store = () => new MikroStore(app.orm.em.fork(), null);
const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' });

async function dropTestLists() {
  await store().transaction(async (tx) => {
    for (const list of await tx.repo(ZoneTendueList).findAll({ code: { $in: ['TEST_1990', 'TEST_2099'] } }))
      tx.repo(ZoneTendueList).remove(list);
    const shipped = await tx.repo(ZoneTendueList).findOne({ code: 'DECRET_2025_1267' });
    shipped!.in_force_to = null;
  });
}

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await dropTestLists();
  await setRentControlEnd(store(), EXPERIMENT_END);
  await app.close();
  await releaseSharedData?.();
});

const at = (postal_code: string | null, city: string | null, day: string) =>
  zoneTendueOf(store(), { postal_code, city }, day);

describe('the zone tendue lists shipped with the service', () => {
  it('are the three versions of the annex of décret 2013-392, each with its days in force', async () => {
    const lists = await zoneTendueLists(store(), { page: 1, per_page: 20 });
    expect(
      lists.items.map((l) => [l.code, l.in_force_from, l.in_force_to, l.urban_area_communes, l.tourist_communes]),
    ).toEqual([
      ['DECRET_2013_392', '2013-05-12', '2023-08-26', 35, 0],
      ['DECRET_2023_822', '2023-08-27', '2025-12-23', 36, 0],
      ['DECRET_2025_1267', '2025-12-24', null, 36, 0],
    ]);
  });

  it('place Marseille and its arrondissements, Lyon, Lille and Bordeaux in zone tendue under every list', async () => {
    for (const day of ['2020-06-15', '2024-06-15', '2026-03-02']) {
      for (const [postal, city] of [
        ['13001', 'Marseille'],
        ['13005', 'Marseille 5e Arrondissement'],
        ['13016', null],
        ['69003', 'Lyon'],
        ['59000', 'Lille'],
        ['33000', 'Bordeaux'],
      ] as const)
        expect([day, city, (await at(postal, city, day)).status]).toEqual([day, city, 'LISTED']);
    }
    expect(await at('13001', 'Marseille', '2026-03-02')).toEqual({
      status: 'LISTED',
      commune: { insee_code: '13055', name: 'Marseille', category: 'URBAN_AREA' },
      list: expect.objectContaining({ code: 'DECRET_2025_1267', in_force_to: null }),
    });
  });

  it('judge an address by the list in force on the day', async () => {
    expect((await at('35000', 'Rennes', '2023-08-26')).status).toBe('NOT_LISTED');
    expect((await at('35000', 'Rennes', '2023-08-27')).status).toBe('LISTED');
    expect((await at('23000', 'Guéret', '2026-03-02')).status).toBe('NOT_LISTED');
    expect(await at('13001', 'Marseille', '2013-05-11')).toEqual({ status: 'UNKNOWN', commune: null, list: null });
  });
});

describe('importing a version of the list', () => {
  it('replaces the communes of one version, answers by département and name or postal code', async () => {
    const summary = await importZoneTendueFile(store(), { file: FIXTURE, version: TEST_1990 });
    expect(summary).toEqual({
      list: 'TEST_1990',
      read: 8,
      imported: 8,
      added: 8,
      removed: 0,
      closed: null,
      rejections: [],
    });
    expect(await at('74000', 'Annecy', '1990-06-01')).toEqual({
      status: 'LISTED',
      commune: { insee_code: '74010', name: 'Annecy', category: 'URBAN_AREA' },
      list: { code: 'TEST_1990', title: 'A list of the tests', in_force_from: '1990-01-01', in_force_to: '1990-12-31' },
    });
    expect((await at('20090', 'Ajaccio', '1990-06-01')).status).toBe('LISTED');
    expect((await at('74370', null, '1990-06-01')).status).toBe('LISTED');
    expect((await at('74100', 'Annemasse', '1990-06-01')).status).toBe('NOT_LISTED');
    expect((await at('23000', null, '1990-06-01')).status).toBe('NOT_LISTED');
    expect((await at('74000', 'Annecy', '1991-01-01')).status).toBe('UNKNOWN');
  });

  it('all or nothing: a file with a bad row changes nothing; a version needs its dates and source', async () => {
    const replaced = await importZoneTendueList(store(), TEST_1990, [
      { line: 2, insee_code: '74010', name: 'Annecy', postal_codes: '74000', category: 'URBAN_AREA' },
    ]);
    expect(replaced).toMatchObject({ imported: 1, added: 0, removed: 7 });
    expect((await at('06000', 'Nice', '1990-06-01')).status).toBe('NOT_LISTED');
    const refused = await importZoneTendueList(store(), TEST_1990, [
      { line: 2, insee_code: '06088', name: 'Nice', category: 'URBAN_AREA' },
      { line: 3, insee_code: '6088', name: 'Nice', postal_codes: '6000', category: 'URBAN_AREA' },
      { line: 4, insee_code: '06088', name: 'Nice', category: 'URBAN_AREA' },
    ]);
    expect(refused.rejections).toEqual([
      {
        line: 3,
        reasons: [
          'insee_code must be a commune code of 5 characters (2A/2B for Corsica)',
          'postal code(s) 6000 are not 5 digits',
        ],
      },
      { line: 4, reasons: ['duplicate of line 2'] },
    ]);
    expect((await at('06000', 'Nice', '1990-06-01')).status).toBe('NOT_LISTED');
    await expect(importZoneTendueList(store(), { ...TEST_1990, source: ' ' }, [])).rejects.toThrow(
      'the source of the list is required',
    );
    await expect(importZoneTendueList(store(), { ...TEST_1990, in_force_to: '1989-12-31' }, [])).rejects.toThrow(
      'the last day in force precedes the first',
    );
  });

  it('refuses a version over another one, and a new open version ends the one in force', async () => {
    await expect(
      importZoneTendueList(store(), { ...TEST_1990, code: 'TEST_2099', in_force_to: '1991-06-30' }, []),
    ).rejects.toThrow('The list TEST_1990 is in force on some of these days');
    const next = await importZoneTendueList(
      store(),
      { ...TEST_1990, code: 'TEST_2099', in_force_from: '2099-01-01', in_force_to: null },
      [],
    );
    expect(next.closed).toBe('DECRET_2025_1267');
    const shipped = await store().repo(ZoneTendueList).findOne({ code: 'DECRET_2025_1267' });
    expect(shipped?.in_force_to).toBe('2098-12-31');
    await dropTestLists();
  });

  it('runs as the npm command, on the DGFiP layout with the zoning column chosen', async () => {
    const result = await runTs(
      'adapters/main/import-zone-tendue.ts',
      [
        ...['--file', DGFIP_LAYOUT, '--list', 'TEST_1990', '--title', 'Zonage TLV 2023 (extract)'],
        ...['--from', '1990-01-01', '--to', '1990-12-31', '--source', 'DGFiP layout'],
        ...['--column', 'Zonage TLV 2023'],
      ],
      env(),
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ list: 'TEST_1990', read: 4, imported: 3 });
    expect(result.stderr).toContain('TEST_1990: read 4, imported 3');
    expect((await at('35000', 'Rennes', '1990-06-01')).status).toBe('LISTED');
    // A tense tourist commune is listed for the vacancy tax, not as a zone tendue of loi 89-462.
    expect(await at('13260', 'Cassis', '1990-06-01')).toMatchObject({
      status: 'NOT_LISTED',
      commune: { name: 'Cassis', category: 'TOURIST' },
    });
    const usage = await runTs('adapters/main/import-zone-tendue.ts', ['--file', DGFIP_LAYOUT], env());
    expect(usage.code).toBe(2);
  }, 60_000);
});

describe('the end of rent control', () => {
  const paris = async () => (await store().repo(LegislativeZone).findAll({ tenant_id: null, code: 'FR-PARIS' }))[0];

  it('is seeded at the end of the experiment of loi ELAN art. 140 for every rent-controlled zone', async () => {
    const zones = await store().repo(LegislativeZone).findAll({ tenant_id: null, is_rent_controlled: true });
    expect(zones.length).toBeGreaterThan(20);
    expect(new Set(zones.map((zone) => zone.rent_control_end_date))).toEqual(new Set([EXPERIMENT_END]));
  });

  it('moves for a territory and the zones under it, never before rent control began', async () => {
    const change = await setRentControlEnd(store(), '2031-11-23', 'fr-paris');
    expect(change.zones.map((zone) => zone.code)).toEqual(expect.arrayContaining(['FR-PARIS', 'FR-PARIS-11']));
    expect(change.zones.map((zone) => zone.code)).not.toContain('FR-LILLE');
    expect((await paris()).rent_control_end_date).toBe('2031-11-23');
    await expect(setRentControlEnd(store(), '2019-06-30', 'FR-PARIS')).rejects.toThrow('cannot end before it started');
    await expect(setRentControlEnd(store(), '2031-13-01')).rejects.toThrow('until must be a date');
    await expect(setRentControlEnd(store(), '2031-11-23', 'FR-NOWHERE')).rejects.toThrow('not found');
  });

  it('is moved by the admin command', async () => {
    const result = await runTs(
      'adapters/main/admin.ts',
      ['rent-control', 'extend', '--until', EXPERIMENT_END, '--territory', 'FR-PARIS'],
      env(),
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ until: EXPERIMENT_END });
    expect((await paris()).rent_control_end_date).toBe(EXPERIMENT_END);
    const usage = await runTs('adapters/main/admin.ts', ['rent-control', 'extend'], env());
    expect(usage.code).toBe(2);
  }, 60_000);
});

describe('a territory whose arrêté has five construction periods', () => {
  const headers = ['annee', 'id_quartier', 'nom_quartier', 'piece', 'epoque', 'meuble_txt', 'ref', 'max', 'min'];
  const record = (line: number, epoque: string, ref: string, max: string, min: string) => ({
    line,
    record: {
      annee: '2025',
      id_quartier: '1',
      nom_quartier: 'Écusson',
      piece: '2',
      epoque,
      meuble_txt: 'non meublé',
      ref,
      max,
      min,
    },
  });
  afterAll(async () => {
    // the shared data goes back to what the seed has
    await store().transaction(async (tx) => {
      const territory = await tx.repo(LegislativeZone).findOne({ tenant_id: null, code: 'FR-MONTPELLIER' });
      for (const rent of await tx.repo(ReferenceRent).findAll({ territory_zone_id: territory!.id }))
        tx.repo(ReferenceRent).remove(rent);
      await tx.flush();
      for (const zone of await tx.repo(LegislativeZone).findAll({ tenant_id: null, code: 'FR-MONTPELLIER-Q1' }))
        tx.repo(LegislativeZone).remove(zone);
    });
  });

  it('keeps 1991-2005 and after 2005 apart, and answers each its own values', async () => {
    const summary = await importReferenceRents(store(), {
      territory: 'FR-MONTPELLIER',
      headers,
      records: [record(2, '1991-2005', '14.0', '16.8', '9.8'), record(3, 'Après 2005', '15.0', '18.0', '10.5')],
      data_source: 'test: a five-period arrêté',
    });
    expect(summary).toMatchObject({ imported: 2, rejected: 0 });
    const check = (construction_period: '1991-2005' | 'after_2005' | 'after_1990') =>
      checkRentAtAddress(store(), {
        postal_code: '34000',
        room_count: 2,
        surface_area: 40,
        construction_period,
        is_furnished: false,
        proposed_rent: 700,
      });
    expect((await check('1991-2005')).reference?.rent).toMatchObject({
      construction_period: '1991-2005',
      reference_rent: 14,
    });
    expect((await check('after_2005')).reference?.rent).toMatchObject({
      construction_period: 'after_2005',
      reference_rent: 15,
    });
    await expect(check('after_1990')).rejects.toThrow('reference rent');
  });
});
