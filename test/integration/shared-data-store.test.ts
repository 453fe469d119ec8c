// The store of the public routes (adapters/persistence/shared-data-store.ts) reads what every
// tenant shares and no tenant's row: the tenant filter and row-level security both see to it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IndexValue } from '../../core/indexation/index-value.js';
import { Lease } from '../../core/leasing/lease.js';
import { Owner } from '../../core/property/owner.js';
import { LegislativeZone } from '../../core/zones/zone.js';
import { sharedDataStore } from '../../adapters/persistence/shared-data-store.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { leaseWithTenant, newEstate, ok } from '../support/leasing.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../support/test-locks.js';

let releaseSharedData: (() => Promise<void>) | undefined;
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  releaseSharedData = await holdTestLock('sharedData');
  app = await startTestApp();
  tenant = await app.newTenant('Shared data store');
  const estate = await newEstate(tenant.client);
  await leaseWithTenant(tenant.client, { estate_id: estate.id });
  ok(
    await tenant.client.legislativeZones.create({
      body: { zone_type: 'CITY', country_code: 'FR', code: 'ZZ-SHARED-STORE', name: 'Ville privée' } as never,
    }),
    201,
  );
}, TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseSharedData?.();
});

describe('the shared-data store', () => {
  it("reads the official zones and the index table, and no tenant's owners, leases or zones", async () => {
    const store = sharedDataStore(app.orm);
    expect(await store.repo(Owner).count({})).toBe(0);
    expect(await store.repo(Lease).findAll({})).toEqual([]);
    const zones = await store.repo(LegislativeZone).findAll({});
    expect(zones.length).toBeGreaterThan(10);
    expect(zones.every((zone) => zone.tenant_id === null)).toBe(true);
    expect(zones.map((zone) => zone.code)).not.toContain('ZZ-SHARED-STORE');
    expect(await store.repo(IndexValue).findOne({ series: 'IRL', quarter: '2025-Q3' })).toMatchObject({
      value: 145.77,
    });
  });

  it("cannot write a tenant's row", async () => {
    const store = sharedDataStore(app.orm);
    store.repo(Owner).persist(Object.assign(new Owner(), { tenant_id: tenant.tenantId, last_name: 'Intruder' }));
    await expect(store.flush()).rejects.toThrow(/row-level security/);
  });
});
