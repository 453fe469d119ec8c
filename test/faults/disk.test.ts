// A full or read-only disk under DATA_DIR/files (docs/decisions.md, record 151): an upload answers a
// clear 503 problem, records nothing and leaves no partial file; the service goes on once there is room.
// The disk is a real one: a small tmpfs mounted for the test (the tests run as root, as CI does).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { tenantRows } from '../support/db.js';
import { samples } from '../support/files.js';
import { newLease, ok } from '../support/leasing.js';

let mountPoint: string;
let app: TestApp;
let tenant: TestTenant;
let leaseId: string;

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

beforeAll(async () => {
  mountPoint = await mkdtemp(path.join(os.tmpdir(), 'rental-fault-disk-'));
  mount('-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint);
  app = await startTestApp({ filesDir: path.join(mountPoint, 'files') });
  tenant = await app.newTenant('Disk full');
  leaseId = (await newLease(tenant.client)).id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  execFileSync('umount', [mountPoint]);
});

const upload = (bytes: Buffer) =>
  tenant.client.leaseDocuments.upload({
    params: { lease_id: leaseId },
    body: { document_type: 'LeaseAgreement', file: new File([bytes], 'bail.pdf') },
  });

async function expectRefused(bytes: Buffer) {
  const before = await tenantRows(tenant.tenantId);
  const refused = await upload(bytes);
  expect(refused.status).toBe(503);
  expect(refused.body).toMatchObject({ detail: expect.stringMatching(/cannot store files .* (full|read-only)/) });
  expect(JSON.stringify(refused.body)).not.toContain(mountPoint);
  expect(await tenantRows(tenant.tenantId)).toEqual(before);
  const left = await readdir(mountPoint, { recursive: true }).catch(() => []);
  expect(left.filter((file) => String(file).endsWith('.part'))).toEqual([]);
}

describe('the file store on a full or read-only disk', () => {
  it('refuses an upload that does not fit with a 503, then takes one that does', async () => {
    await expectRefused(Buffer.concat([samples.pdf(), Buffer.alloc(400 * 1024, 0x20)]));
    ok(await upload(samples.pdf()), 201);
  });

  it('refuses an upload while the disk is read-only, then takes it once it is writable again', async () => {
    mount('-o', 'remount,ro', mountPoint);
    try {
      await expectRefused(samples.pdf());
    } finally {
      mount('-o', 'remount,rw', mountPoint);
    }
    ok(await upload(samples.pdf()), 201);
  });
});
