// Keys revoked at once in every API process (adapters/persistence/key-changes.ts, adapters/http/auth.ts):
// PostgreSQL tells each change to a key, however it is made, on the api_key_changes channel; the key
// cache of the authentication keeps a key only while it listens, and drops a changed key when told.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import pino from 'pino';
import { contract } from '../../contract/index.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { authMiddleware } from '../../adapters/http/auth.js';
import { type KeyChanges, listenForKeyChanges } from '../../adapters/persistence/key-changes.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import { type TestApp, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { eventually } from '../support/eventually.js';

let harness: TestApp;
let changes: KeyChanges;
let server: http.Server;
let url: string;
/** This test's listening connection, told from the others by its application name. */
const applicationName = `key-changes-${randomUUID()}`;
const told: (string | null)[] = [];
/** Key lookups: each one hashes the key it looks up. */
let lookups = 0;

beforeAll(async () => {
  harness = await startTestApp();
  const database = new URL(process.env.TEST_DATABASE_URL!);
  database.searchParams.set('application_name', applicationName);
  changes = await listenForKeyChanges(database.toString(), pino({ level: 'silent' }), { retryMs: 1_000 });
  changes.onChange((keyId) => told.push(keyId));
  const secrets = { ...nodeSecrets, hash: (key: string) => ((lookups += 1), nodeSecrets.hash(key)) };
  const app = express();
  app.use((req, _res, next) => ((req.tsRestRoute = contract.places.list), next()));
  app.use(authMiddleware(harness.orm, secrets, changes));
  app.get('/', (req, res) => res.json({ tenant: req.ctx!.actor.tenantId }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await changes?.close();
  await harness?.close();
});

const keys = () => keyUseCases(new MikroStore(harness.orm.em.fork(), null), nodeSecrets);
const status = async (key: string) => (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status;

async function newKey() {
  const tenant = await harness.newTenant('Key changes');
  return (await keys().createKey({ tenantId: tenant.tenantId, kind: 'api', permissions: ['properties:read'] })).key;
}

describe('changes to keys', () => {
  it('are told by id when a key is revoked or deleted, whoever does it', async () => {
    const deleted = await newKey();
    const secret = (await keys().createKey({ tenantId: deleted.tenant_id, kind: 'api', permissions: [] })).api_key;
    const revoked = (await keys().authenticate(secret))!;
    await keys().revoke(secret, new Date());
    await withPool((pool) => pool.query('delete from api_keys where id = $1', [deleted.id]));
    await eventually(() => expect(told).toEqual(expect.arrayContaining([revoked.id, deleted.id])));
  });

  it('let a key be remembered while told, and forgotten the moment it is revoked', async () => {
    const tenant = await harness.newTenant('Key changes, cache');
    const before = lookups;
    expect([await status(tenant.apiKey), await status(tenant.apiKey), await status(tenant.apiKey)]).toEqual([
      200, 200, 200,
    ]);
    expect(lookups - before).toBe(1);
    const count = told.length;
    await withPool((pool) =>
      pool.query('update api_keys set revoked_at = now() where key_hash = $1', [nodeSecrets.hash(tenant.apiKey)]),
    );
    await eventually(() => expect(told.length).toBeGreaterThan(count));
    expect(await status(tenant.apiKey)).toBe(401);
  });

  it('stop the cache while the connection is lost, and resume once it is back', async () => {
    const tenant = await harness.newTenant('Key changes, lost connection');
    expect(await status(tenant.apiKey)).toBe(200);
    await withPool((pool) =>
      pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        applicationName,
      ]),
    );
    await eventually(() => expect(changes.live()).toBe(false));
    expect(told.at(-1)).toBeNull();
    const before = lookups;
    expect([await status(tenant.apiKey), await status(tenant.apiKey)]).toEqual([200, 200]);
    expect(lookups - before).toBe(2);
    await eventually(() => expect(changes.live()).toBe(true));
    expect([await status(tenant.apiKey), await status(tenant.apiKey)]).toEqual([200, 200]);
    expect(lookups - before).toBe(3);
  });
});
