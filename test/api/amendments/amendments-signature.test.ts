// The signature of an amendment (docs/decisions.md 148) through the lease signature process:
// initiate moves a VALIDATED amendment to PENDING_SIGNATURE with its history entries and
// SIGNATURE_REQUIRED notifications, the worker endpoints finalize it to ACTIVE (the lease rent
// changes), expiry lapses both; 409 on another status or an out-of-date PDF, 404 across tenants.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tableEventOutbox } from '../../../adapters/persistence/event-outbox.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { creditBalance } from '../../../core/credits/credits.js';
import { expireSignature } from '../../../core/signature/expire-signature.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';
import {
  type SignableAmendment,
  type SignableLease,
  grant,
  signableLease,
  validatedAmendment,
} from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ workflows: engine, clock });
  tenant = await app.newTenant('Amendment signature');
}, 60_000);
afterAll(() => app.close());

const store = () => new MikroStore(app.orm.em.fork(), tenant.tenantId);
const worker = () => clientFor(app.baseUrl, { 'x-api-key': tenant.workerKey, 'x-tenant-id': tenant.tenantId });

async function initiate(lease: SignableLease, amendment: SignableAmendment, who = tenant) {
  return who.client.amendmentSignature.initiate({
    params: amendment.params,
    body: { pdf_id: amendment.pdfId, signers: lease.signers },
  });
}

async function history(params: SignableAmendment['params']) {
  return ok(await tenant.client.amendmentHistory.list({ params, query: { per_page: 100 } }), 200).data;
}

async function notifications(params: SignableAmendment['params']) {
  return ok(await tenant.client.amendmentNotifications.list({ params, query: { per_page: 100 } }), 200).data.map(
    (n) => n.notification_type,
  );
}

describe('POST /leases/{lease_id}/amendments/{amendment_id}/signature/initiate', () => {
  it('moves a VALIDATED amendment to PENDING_SIGNATURE, with its history, notifications, credit, timer and workflow', async () => {
    const lease = await signableLease(tenant.client);
    const amendment = await validatedAmendment(tenant.client, lease);
    await grant(app, tenant, 1);
    const before = await creditBalance(store());
    const document = ok(await initiate(lease, amendment), 201);
    const current = ok(await tenant.client.leaseAmendments.get({ params: amendment.params }), 200);
    expect(document).toMatchObject({
      lease_id: lease.leaseId,
      amendment_id: amendment.params.amendment_id,
      amendment_status: 'PENDING_SIGNATURE',
      lease_status: 'ACTIVE',
      status: 'SIGNING',
      pdf_id: amendment.pdfId,
      expires_at: current.expires_at, // the requests lapse with the amendment
    });
    expect(document.signature_requests.map((r) => [r.signer_type, r.status])).toEqual([
      ['PROPRIETAIRE', 'PENDING'],
      ['LOCATAIRE', 'PENDING'],
    ]);
    expect(await creditBalance(store())).toBe(before - 1);
    expect(engine.signatures.map((s) => s.documentId)).toContain(document.document_signature_id);
    expect(engine.amendmentExpiries.map((s) => s.amendmentId)).toContain(amendment.params.amendment_id);
    const entries = await history(amendment.params);
    expect(
      entries
        .map((e) => e.change_type)
        .slice(-2)
        .sort(),
    ).toEqual(['SIGNATURE_UPDATE', 'STATUS_CHANGE']);
    expect(entries.find((e) => e.change_type === 'SIGNATURE_UPDATE')!.new_values).toMatchObject({
      document_signature_id: document.document_signature_id,
      status: 'SIGNING',
    });
    expect(await notifications(amendment.params)).toEqual(['SIGNATURE_REQUIRED', 'SIGNATURE_REQUIRED']);
    // The same request again answers the document; the lease's own signature status knows nothing of it.
    expect(ok(await initiate(lease, amendment), 200).document_signature_id).toBe(document.document_signature_id);
    problem(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 404);
    const status = ok(await tenant.client.amendmentSignature.status({ params: amendment.params }), 200);
    expect(status.document_signature_id).toBe(document.document_signature_id);
  });

  it('is a 409 with the allowed moves for an amendment that is not VALIDATED, and changes nothing', async () => {
    const lease = await signableLease(tenant.client);
    const amendment = await validatedAmendment(tenant.client, lease);
    await grant(app, tenant, 1);
    ok(
      await tenant.client.leaseAmendments.changeStatus({ params: amendment.params, body: { status: 'CANCELLED' } }),
      200,
    );
    const entries = (await history(amendment.params)).length;
    const refusal = problem(await initiate(lease, amendment), 409);
    expect(refusal).toMatchObject({ current_status: 'CANCELLED', allowed_next_statuses: [] });
    expect(await history(amendment.params)).toHaveLength(entries);
    problem(await tenant.client.amendmentSignature.status({ params: amendment.params }), 404);
  });

  it('is a 409 for a PDF that no longer states the amendment, a 404 for a PDF of the lease itself', async () => {
    const lease = await signableLease(tenant.client);
    const amendment = await validatedAmendment(tenant.client, lease, 'DURATION_CHANGE');
    await grant(app, tenant, 1);
    const contract = problem(
      await tenant.client.amendmentSignature.initiate({
        params: amendment.params,
        body: { pdf_id: lease.pdfId, signers: lease.signers },
      }),
      404,
    );
    expect(contract.errors?.[0]).toMatchObject({ path: 'pdf_id' });
    // A party joins the lease: the PDF generated before no longer names every tenant.
    const lessee = ok(
      await tenant.client.lessees.create({ body: { first_name: 'Hugo', last_name: 'Petit' } as never }),
      201,
    );
    ok(
      await tenant.client.leaseLessees.add({
        params: { lease_id: lease.leaseId },
        body: { lessee_id: lessee.id, role: 'CoTenant', start_date: '2025-06-01' },
      }),
      201,
    );
    const stale = problem(await initiate(lease, amendment), 409);
    expect(stale.errors?.[0]).toMatchObject({ path: 'pdf_id', code: 'stale_pdf' });
    const fresh = ok(
      await tenant.client.amendmentPdfs.generate({ params: amendment.params, body: { template_type: 'Amendment' } }),
      201,
    );
    ok(await initiate(lease, { ...amendment, pdfId: fresh.pdf_id }), 201);
  });

  it("is a 404 for another tenant's amendment, on initiate and status", async () => {
    const lease = await signableLease(tenant.client);
    const amendment = await validatedAmendment(tenant.client, lease);
    const stranger = await app.newTenant('Amendment signature, another tenant');
    await grant(app, stranger, 1);
    problem(await initiate(lease, amendment, stranger), 404);
    problem(await stranger.client.amendmentSignature.status({ params: amendment.params }), 404);
    problem(await stranger.client.amendmentSignature.signedPdf({ params: amendment.params }), 404);
    expect(ok(await tenant.client.leaseAmendments.get({ params: amendment.params }), 200).status).toBe('VALIDATED');
  });
});

describe('the worker endpoints on an amendment document', () => {
  it('finalize (all completed) activates the amendment: the lease rent changes, history and AMENDMENT_ACTIVATED written, timer stopped', async () => {
    const lease = await signableLease(tenant.client);
    const amendment = await validatedAmendment(tenant.client, lease);
    await grant(app, tenant, 1);
    const document = ok(await initiate(lease, amendment), 201);
    const params = { document_signature_id: document.document_signature_id };
    ok(await worker().signatureWorker.complete({ params: { ...params, signer_type: 'PROPRIETAIRE' }, body: {} }), 200);
    const partial = ok(
      await worker().signatureWorker.finalize({ params, body: { signed_pdf_url: 'https://signer.example/a.pdf' } }),
      200,
    );
    expect(partial).toMatchObject({ success: false, amendment_status: 'PENDING_SIGNATURE' });
    ok(await worker().signatureWorker.complete({ params: { ...params, signer_type: 'LOCATAIRE' }, body: {} }), 200);
    const done = ok(
      await worker().signatureWorker.finalize({ params, body: { signed_pdf_url: 'https://signer.example/a.pdf' } }),
      200,
    );
    expect(done).toMatchObject({
      success: true,
      amendment_id: amendment.params.amendment_id,
      amendment_status: 'ACTIVE',
      lease_status: 'ACTIVE',
    });
    const leaseNow = ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200);
    expect(leaseNow).toMatchObject({ rent_amount: 800, charges_amount: 60 });
    expect(engine.settledAmendments).toContain(amendment.params.amendment_id);
    expect(await notifications(amendment.params)).toEqual(expect.arrayContaining(['AMENDMENT_ACTIVATED']));
    const entries = await history(amendment.params);
    expect(entries.filter((e) => e.change_type === 'SIGNATURE_UPDATE')).toHaveLength(4); // initiated, 2 completed, finalized
    expect(entries.find((e) => e.change_type === 'STATUS_CHANGE' && e.new_values?.status === 'ACTIVE')).toBeDefined();
    // A replay changes nothing.
    expect(
      ok(
        await worker().signatureWorker.finalize({ params, body: { signed_pdf_url: 'https://signer.example/a.pdf' } }),
        200,
      ),
    ).toMatchObject({ success: true, amendment_status: 'ACTIVE' });
    expect(await history(amendment.params)).toHaveLength(entries.length);
  });

  it('finalize of a cancelled amendment is a 409; expiry lapses a pending amendment and refunds the credit', async () => {
    const lease = await signableLease(tenant.client);
    const cancelled = await validatedAmendment(tenant.client, lease);
    await grant(app, tenant, 2);
    const first = ok(await initiate(lease, cancelled), 201);
    ok(
      await tenant.client.leaseAmendments.changeStatus({ params: cancelled.params, body: { status: 'CANCELLED' } }),
      200,
    );
    const params = { document_signature_id: first.document_signature_id };
    for (const signer_type of ['PROPRIETAIRE', 'LOCATAIRE'] as const)
      ok(await worker().signatureWorker.complete({ params: { ...params, signer_type }, body: {} }), 200);
    const refusal = problem(
      await worker().signatureWorker.finalize({ params, body: { signed_pdf_url: 'https://signer.example/b.pdf' } }),
      409,
    );
    expect(refusal).toMatchObject({ current_status: 'CANCELLED' });

    const lapsing = await validatedAmendment(tenant.client, lease, 'DURATION_CHANGE');
    const second = ok(await initiate(lease, lapsing), 201);
    const credits = await creditBalance(store());
    const deps = { clock, ids: { next: randomUUID }, events: tableEventOutbox, workflows: engine };
    clock.offsetMs = Date.parse(second.expires_at) - Date.now() + 1000;
    try {
      expect(await expireSignature(store(), deps, second.document_signature_id)).toBe(true);
      expect(await expireSignature(store(), deps, second.document_signature_id)).toBe(false);
    } finally {
      clock.offsetMs = 0;
    }
    expect(await creditBalance(store())).toBe(credits + 1);
    const status = ok(await tenant.client.amendmentSignature.status({ params: lapsing.params }), 200);
    expect(status).toMatchObject({ status: 'EXPIRED', amendment_status: 'EXPIRED' });
    expect(engine.settledAmendments).toContain(lapsing.params.amendment_id);
    const last = (await history(lapsing.params)).slice(-2).map((e) => [e.change_type, e.new_values?.status]);
    expect(last.sort()).toEqual([
      ['SIGNATURE_UPDATE', 'EXPIRED'],
      ['STATUS_CHANGE', 'EXPIRED'],
    ]);
  });
});
