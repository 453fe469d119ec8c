import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { ok } from '../../support/leasing.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../../support/test-locks.js';

let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
let client: Client;

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
  client = (await app.newTenant('Zone tendue lists')).client;
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseSharedData?.();
});

const lookup = async (query: { postal_code?: string; city?: string; date?: string }) =>
  ok(await client.zoneTendue.lookup({ query }), 200);

describe('the zone tendue lists, shipped with the service', () => {
  it('lists the versions of the annex of décret 2013-392 with their days in force', async () => {
    const lists = ok(await client.zoneTendue.lists({ query: {} }), 200);
    expect(lists.data.map((l) => [l.code, l.in_force_from, l.in_force_to])).toEqual([
      ['DECRET_2013_392', '2013-05-12', '2023-08-26'],
      ['DECRET_2023_822', '2023-08-27', '2025-12-23'],
      ['DECRET_2025_1267', '2025-12-24', null],
    ]);
    expect(lists.data.map((l) => l.urban_area_communes)).toEqual([35, 36, 36]);
    expect(lists.meta.pagination.total).toBe(3);
  });

  it('places Marseille, its arrondissements, Lyon, Lille and Bordeaux in zone tendue out of the box', async () => {
    for (const address of [
      { postal_code: '13001', city: 'Marseille' },
      { postal_code: '13008', city: 'Marseille 8e Arrondissement' },
      { postal_code: '13013' },
      { postal_code: '69007', city: 'Lyon 7e' },
      { postal_code: '59000', city: 'Lille' },
      { postal_code: '33000', city: 'Bordeaux' },
    ])
      expect([address, (await lookup(address)).status]).toEqual([address, 'LISTED']);
    expect(await lookup({ postal_code: '13001', city: 'Marseille', date: '2024-02-01' })).toEqual({
      date: '2024-02-01',
      status: 'LISTED',
      commune: { insee_code: '13055', name: 'Marseille', category: 'URBAN_AREA' },
      list: {
        code: 'DECRET_2023_822',
        title: expect.stringContaining('décret n° 2023-822'),
        in_force_from: '2023-08-27',
        in_force_to: '2025-12-23',
      },
    });
  });

  it('answers by the list in force on the day, outside every list, and UNKNOWN before the first', async () => {
    expect((await lookup({ postal_code: '35000', city: 'Rennes', date: '2022-05-01' })).status).toBe('NOT_LISTED');
    expect((await lookup({ postal_code: '35000', city: 'Rennes', date: '2024-05-01' })).status).toBe('LISTED');
    expect(await lookup({ postal_code: '23000', city: 'Guéret', date: '2026-01-05' })).toMatchObject({
      status: 'NOT_LISTED',
      commune: null,
      list: { code: 'DECRET_2025_1267' },
    });
    expect(await lookup({ postal_code: '13001', date: '2010-01-01' })).toMatchObject({ status: 'UNKNOWN', list: null });
    expect((await client.zoneTendue.lookup({ query: { postal_code: '1300' } })).status).toBe(400);
  });
});
