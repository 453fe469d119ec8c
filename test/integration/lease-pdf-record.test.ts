// The lease PDF record through the Store port on the real database: written in one tenant, read
// with its bytes there, never seen from another tenant (tenant filter and row-level security).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LeasePdf, leasePdfStorageKey } from '../../core/leasing/pdf/lease-pdf.js';
import { leasePdfUseCases } from '../../core/leasing/pdf/lease-pdfs.js';
import { NotFoundError } from '../../core/shared/errors.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { newLease } from '../support/leasing.js';

let app: TestApp;
let owner: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  [owner, other] = await Promise.all([app.newTenant('PDF owner'), app.newTenant('PDF other')]);
});
afterAll(() => app.close());

const storeOf = (tenant: TestTenant) => new MikroStore(app.orm.em.fork(), tenant.tenantId);

describe('lease PDF record', () => {
  it('is stored with its bytes, read back by id in its tenant, and a 404 elsewhere', async () => {
    const lease = await newLease(owner.client);
    const bytes = new TextEncoder().encode('%PDF-1.7 test bytes');
    const pdf = Object.assign(new LeasePdf(), {
      id: crypto.randomUUID(),
      tenant_id: owner.tenantId,
      lease_id: lease.id,
      template_id: crypto.randomUUID(),
      template_type: 'LeaseContract' as const,
      template_version: 1,
      file_size: bytes.byteLength,
      pages: 1,
      sha256: '0'.repeat(64),
      custom_variables: { include_tenant_info: true },
    });
    pdf.storage_key = leasePdfStorageKey(pdf);
    await app.files.put(pdf.storage_key, bytes);
    const store = storeOf(owner);
    store.repo(LeasePdf).persist(pdf);
    await store.flush();

    const read = await leasePdfUseCases(storeOf(owner), { files: app.files }).bytes(pdf.id);
    expect(read.pdf).toMatchObject({
      id: pdf.id,
      lease_id: lease.id,
      pages: 1,
      custom_variables: { include_tenant_info: true },
    });
    expect(Buffer.from(read.bytes).toString()).toBe('%PDF-1.7 test bytes');

    const foreign = leasePdfUseCases(storeOf(other), { files: app.files });
    await expect(foreign.get(pdf.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(foreign.bytes(pdf.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
