import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importZoneTendueFile } from '../../adapters/import/zone-tendue-csv.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { importReferenceRents } from '../../core/compliance/rent-control/import-reference-rents.js';
import { ReferenceRent } from '../../core/compliance/rent-control/reference-rent.js';
import { checkRentAtAddress } from '../../core/compliance/rent-control/rent-control-check.js';
import { setRentControlEnd } from '../../core/zones/rent-control-period.js';
import { LegislativeZone } from '../../core/zones/zone.js';
import { importZoneTendueList, zoneTendueOf } from '../../core/zones/zone-tendue-list.js';
import { runTs } from '../process/run.js';
import { type TestApp, startTestApp } from '../support/app.js';

// The zone tendue list and the end of rent control are shared data: every test here leaves them as
// the seed has them (an empty list, the end of the ELAN experiment).
const FIXTURE = path.resolve('test/fixtures/zone-tendue-communes.csv');
const EXPERIMENT_END = '2026-11-23';
let app: TestApp;
const store = () => new MikroStore(app.orm.em.fork(), null);
const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' });

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await importZoneTendueList(store(), [], 'restored empty by the test');
  await setRentControlEnd(store(), EXPERIMENT_END);
  await app.close();
});

describe('zone tendue list', () => {
  it('is unknown until a list is imported', async () => {
    await importZoneTendueList(store(), [], 'empty');
    expect(await zoneTendueOf(store(), { postal_code: '74000', city: 'Annecy' })).toEqual({
      status: 'UNKNOWN',
      commune: null,
      source: null,
    });
  });

  it('imports the communes with their source and answers by département and name or postal code', async () => {
    const summary = await importZoneTendueFile(store(), {
      file: FIXTURE,
      source: 'Décret n° 2023-822, annexe (extract)',
    });
    expect(summary).toEqual({ read: 7, imported: 7, added: 7, removed: 0, rejections: [] });
    expect(await zoneTendueOf(store(), { postal_code: '74000', city: 'Annecy' })).toEqual({
      status: 'LISTED',
      commune: { insee_code: '74010', name: 'Annecy' },
      source: 'Décret n° 2023-822, annexe (extract)',
    });
    expect((await zoneTendueOf(store(), { postal_code: '20090', city: 'Ajaccio' })).status).toBe('LISTED');
    expect((await zoneTendueOf(store(), { postal_code: '74370', city: null })).status).toBe('LISTED');
    expect((await zoneTendueOf(store(), { postal_code: '74100', city: 'Annemasse' })).status).toBe('NOT_LISTED');
    expect((await zoneTendueOf(store(), { postal_code: '23000', city: null })).status).toBe('NOT_LISTED');
  });

  it('replaces the whole list, and a file with a bad row changes nothing', async () => {
    const replaced = await importZoneTendueList(
      store(),
      [{ line: 2, insee_code: '74010', name: 'Annecy', postal_codes: '74000' }],
      'second list',
    );
    expect(replaced).toMatchObject({ imported: 1, added: 0, removed: 6 });
    expect((await zoneTendueOf(store(), { postal_code: '06000', city: 'Nice' })).status).toBe('NOT_LISTED');
    const refused = await importZoneTendueList(
      store(),
      [
        { line: 2, insee_code: '06088', name: 'Nice' },
        { line: 3, insee_code: '6088', name: 'Nice', postal_codes: '6000' },
        { line: 4, insee_code: '06088', name: 'Nice' },
      ],
      'third list',
    );
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
    expect((await zoneTendueOf(store(), { postal_code: '06000', city: 'Nice' })).status).toBe('NOT_LISTED');
    await expect(importZoneTendueList(store(), [], ' ')).rejects.toThrow('The source of the list is required');
  });

  it('runs as the npm command with a summary on stdout', async () => {
    const result = await runTs(
      'adapters/main/import-zone-tendue.ts',
      ['--file', FIXTURE, '--source', 'extract'],
      env(),
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ read: 7, imported: 7 });
    expect(result.stderr).toContain('read 7, imported 7');
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
