// Every non-public route of the contract refuses a missing, malformed, unknown, revoked and foreign
// key before doing anything (docs/decisions.md, record 153): 401 for credentials that prove nothing,
// 403 for a real key of the wrong kind or tenant; a problem+json each time, and nothing written.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroStore } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { tenantRows, withPool } from '../support/db.js';
import { fillPath, isIdParam, isPublic, isWorker, routes } from '../support/contract-walk.js';

const VALID_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let revokedApiKey: string;
let revokedWorkerKey: string;
let lesseeKey: string;
let ownerKey: string;

/** Revoked as an operator does it: the key's row marked, found by the hash of the key. */
const revoke = (key: string) =>
  withPool((pool) =>
    pool.query('update api_keys set revoked_at = now() where key_hash = $1', [
      createHash('sha256').update(key).digest('hex'),
    ]),
  );

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Authentication walk');
  other = await app.newTenant('Authentication walk, other tenant');
  const revoked = await app.newTenant('Authentication walk, revoked');
  revokedApiKey = revoked.apiKey;
  revokedWorkerKey = revoked.workerKey;
  await revoke(revokedApiKey);
  await revoke(revokedWorkerKey);
  lesseeKey = await issuedLesseeKey();
  ownerKey = await issuedOwnerKey();
});
afterAll(() => app.close());

/** A lessee key of the tenant (the portal's kind of key). */
async function issuedLesseeKey(): Promise<string> {
  const issued = await keyUseCases(new MikroStore(app.orm.em.fork(), null), nodeSecrets).createKey({
    tenantId: tenant.tenantId,
    kind: 'lessee',
    permissions: ['lessee:leases:read', 'lessee:leases:download'],
    lesseeId: VALID_ID,
  });
  return issued.api_key;
}

/** An owner key of the tenant (what an owner claim issues), bound to an owner of its own. */
async function issuedOwnerKey(): Promise<string> {
  const owner = await tenant.client.owners.create({ body: { last_name: 'Walk' } });
  const issued = await keyUseCases(new MikroStore(app.orm.em.fork(), null), nodeSecrets).createKey({
    tenantId: tenant.tenantId,
    kind: 'owner',
    permissions: ['owner:read', 'owner:download'],
    ownerId: (owner.body as { id: string }).id,
  });
  return issued.api_key;
}

interface Attempt {
  what: string;
  headers: Record<string, string>;
  expected: number;
}

function callerAttempts(lesseeRoute: boolean, ownerRoute = false): Attempt[] {
  const attempts: Attempt[] = [
    { what: 'missing', headers: {}, expected: 401 },
    { what: 'empty bearer', headers: { authorization: 'Bearer ' }, expected: 401 },
    { what: 'basic scheme', headers: { authorization: `Basic ${btoa(`user:${tenant.apiKey}`)}` }, expected: 401 },
    { what: 'key with spaces', headers: { authorization: `Bearer ${tenant.apiKey} extra` }, expected: 401 },
    { what: 'oversized', headers: { authorization: `Bearer ${'k'.repeat(5_000)}` }, expected: 401 },
    { what: 'unknown', headers: { authorization: `Bearer rk_live_${'A'.repeat(43)}` }, expected: 401 },
    { what: 'in X-API-Key', headers: { 'x-api-key': tenant.apiKey }, expected: 401 },
    { what: 'revoked', headers: { authorization: `Bearer ${revokedApiKey}` }, expected: 401 },
    { what: 'worker key', headers: { authorization: `Bearer ${tenant.workerKey}` }, expected: 403 },
  ];
  if (!lesseeRoute)
    attempts.push({ what: 'lessee key', headers: { authorization: `Bearer ${lesseeKey}` }, expected: 403 });
  // An owner key reads the owner routes only; a manager's key is refused there.
  if (ownerRoute)
    attempts.push({ what: 'manager key', headers: { authorization: `Bearer ${tenant.apiKey}` }, expected: 403 });
  else attempts.push({ what: 'owner key', headers: { authorization: `Bearer ${ownerKey}` }, expected: 403 });
  return attempts;
}

function workerAttempts(): Attempt[] {
  const tenantId = tenant.tenantId;
  return [
    { what: 'missing', headers: { 'x-tenant-id': tenantId }, expected: 401 },
    {
      what: 'as bearer',
      headers: { authorization: `Bearer ${tenant.workerKey}`, 'x-tenant-id': tenantId },
      expected: 401,
    },
    { what: 'unknown', headers: { 'x-api-key': `rk_wrkr_${'A'.repeat(43)}`, 'x-tenant-id': tenantId }, expected: 401 },
    { what: 'oversized', headers: { 'x-api-key': 'k'.repeat(5_000), 'x-tenant-id': tenantId }, expected: 401 },
    { what: 'no tenant id', headers: { 'x-api-key': tenant.workerKey }, expected: 401 },
    { what: 'malformed tenant id', headers: { 'x-api-key': tenant.workerKey, 'x-tenant-id': 'x' }, expected: 401 },
    { what: 'revoked', headers: { 'x-api-key': revokedWorkerKey, 'x-tenant-id': tenantId }, expected: 401 },
    { what: 'caller key', headers: { 'x-api-key': tenant.apiKey, 'x-tenant-id': tenantId }, expected: 403 },
    { what: "another tenant's key", headers: { 'x-api-key': other.workerKey, 'x-tenant-id': tenantId }, expected: 403 },
  ];
}

describe('authentication on every non-public route', () => {
  it('refuses missing, malformed, unknown, revoked and foreign keys, and writes nothing', async () => {
    const before = await tenantRows(tenant.tenantId);
    const findings: string[] = [];
    let checked = 0;
    for (const walked of routes.filter((r) => !isPublic(r))) {
      const path = fillPath(walked, (param) => (isIdParam(walked, param) ? VALID_ID : 'FR'));
      const permission = (walked.route.metadata as { permission?: string } | undefined)?.permission ?? '';
      const attempts = isWorker(walked)
        ? workerAttempts()
        : callerAttempts(permission.startsWith('lessee:'), permission.startsWith('owner:'));
      for (const attempt of attempts) {
        const hasBody = walked.method === 'POST' || walked.method === 'PUT' || walked.method === 'PATCH';
        const res = await fetch(`${app.baseUrl}${path}`, {
          method: walked.method,
          headers: hasBody ? { ...attempt.headers, 'content-type': 'application/json' } : attempt.headers,
          body: hasBody ? '{}' : undefined,
        });
        const text = await res.text();
        checked += 1;
        const problem = (res.headers.get('content-type') ?? '').includes('application/problem+json');
        if (res.status !== attempt.expected || !problem)
          findings.push(`${walked.method} ${walked.path} (${attempt.what}): ${res.status} ${text.slice(0, 120)}`);
        if (text.includes(tenant.apiKey) || text.includes(tenant.workerKey))
          findings.push(`${walked.method} ${walked.path} (${attempt.what}): echoes a key`);
      }
    }
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(800);
    expect(await tenantRows(tenant.tenantId)).toEqual(before);
  }, 180_000);
});
