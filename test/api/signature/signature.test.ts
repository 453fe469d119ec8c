// Electronic signature over HTTP (spec, "Electronic signature", "Worker endpoints", guest
// signature): initiate and its refusals, status, the guest flow with its one-time codes, the
// worker endpoints and their rules, expiry; the workflow engine is a recording fake here (the
// workflow itself: workflows/lease-signature/, end to end: test/process/signature-e2e.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { creditBalance } from '../../../core/credits/credits.js';
import { expireSignature } from '../../../core/signature/expire-signature.js';
import { tableEventOutbox } from '../../../adapters/persistence/event-outbox.js';
import { MikroStore } from '../../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { tenantRows, withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';
import { type SignableLease, drawings, grant, lastOtp, signableLease } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';
import type { SignatureDocumentDto } from '../../../contract/signature/signatures.js';

const engine = new RecordingWorkflows();
/** A clock the expiry tests move forward. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ workflows: engine, clock });
  tenant = await app.newTenant('Signature');
}, 60_000);
afterAll(() => app.close());

const store = (tenantId = tenant.tenantId) => new MikroStore(app.orm.em.fork(), tenantId);
const balance = (tenantId = tenant.tenantId) => creditBalance(store(tenantId));

async function initiate(lease: SignableLease, t = tenant, headers: Record<string, string> = {}) {
  return t.client.signatures.initiate({
    params: { lease_id: lease.leaseId },
    body: { pdf_id: lease.pdfId, signers: lease.signers },
    extraHeaders: headers,
  });
}

async function events(subjectId: string) {
  return withPool(
    async (pool) =>
      (
        await pool.query('select id, type from outbox_events where subject_id = $1 order by created_at, type', [
          subjectId,
        ])
      ).rows as { id: string; type: string }[],
  );
}

const workerOf = (t: TestTenant) => clientFor(app.baseUrl, { 'x-api-key': t.workerKey, 'x-tenant-id': t.tenantId });

describe('POST /leases/{id}/signature/initiate', () => {
  it('creates the document, one PENDING request per signer, consumes a credit, moves the lease, records the event and starts the workflow', async () => {
    const lease = await signableLease(tenant.client);
    await grant(app, tenant, 2);
    const before = await balance();
    const document = ok(await initiate(lease), 201);
    expect(document).toMatchObject({
      lease_id: lease.leaseId,
      pdf_id: lease.pdfId,
      media_id: lease.pdfId,
      pdf_url: `/api/leases/pdf/${lease.pdfId}`,
      status: 'SIGNING',
      lease_status: 'PENDING_SIGNATURE',
      signed_pdf_url: null,
      proof_url: null,
    });
    expect(document.signature_requests.map((r) => [r.signer_type, r.status, r.signer_email])).toEqual([
      ['PROPRIETAIRE', 'PENDING', 'claire.martin@example.fr'],
      ['LOCATAIRE', 'PENDING', 'camille.durand@example.fr'],
    ]);
    const days = (Date.parse(document.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(await balance()).toBe(before - 1);
    expect(await events(document.document_signature_id)).toEqual([
      { id: document.event_id, type: 'signature.initiated' },
    ]);
    expect(engine.signatures.at(-1)).toEqual({
      tenantId: tenant.tenantId,
      documentId: document.document_signature_id,
      leaseId: lease.leaseId,
      expiresAt: document.expires_at,
      reminderDays: [3, 1],
    });
    const lease2 = ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200);
    expect(lease2.status).toBe('PENDING_SIGNATURE');
    expect(ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200)).toEqual(document);
  });

  it('answers the same document to the same request (and to an Idempotency-Key replay), 409 to another', async () => {
    const lease = await signableLease(tenant.client);
    await grant(app, tenant, 1);
    const key = randomUUID();
    const first = ok(await initiate(lease, tenant, { 'idempotency-key': key }), 201);
    const before = await balance();
    const replay = await initiate(lease, tenant, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const again = ok(await initiate(lease), 200);
    expect(again.document_signature_id).toBe(first.document_signature_id);
    const other = await tenant.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers.map((s) => ({ ...s, email: `other.${s.email}` })) },
    });
    expect(problem(other, 409).document_signature_id).toBe(first.document_signature_id);
    expect(await balance()).toBe(before);
  });

  it('serialises the credit per tenant: parallel initiations never spend more than the balance', async () => {
    const t = await app.newTenant('Signature race');
    const leases = await Promise.all(Array.from({ length: 5 }, () => signableLease(t.client)));
    await grant(app, t, 2);
    const answers = await Promise.all(leases.map((lease) => initiate(lease, t)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 402, 402, 402]);
    for (const refused of answers.filter((a) => a.status === 402)) expect(problem(refused, 402).balance).toBe(0);
    expect(await balance(t.tenantId)).toBe(0);
    const drafts = await Promise.all(leases.map((l) => t.client.leases.get({ params: { id: l.leaseId } })));
    expect(drafts.map((d) => ok(d, 200).status).sort()).toEqual([
      'DRAFT',
      'DRAFT',
      'DRAFT',
      'PENDING_SIGNATURE',
      'PENDING_SIGNATURE',
    ]);
  }, 60_000);

  it('refuses without credit (402 with the balance) and changes nothing', async () => {
    const t = await app.newTenant('Signature no credit');
    const lease = await signableLease(t.client);
    const before = await tenantRows(t.tenantId);
    const refused = problem(await initiate(lease, t), 402);
    expect(refused).toMatchObject({ balance: 0, required: 1 });
    expect(refused.detail).toContain('credits grant');
    expect(await tenantRows(t.tenantId)).toEqual(before);
  });

  // The engine out of reach is no refusal: the start waits in the command outbox (test/faults/temporal-unreachable.test.ts).
  it('refuses with a 503 naming the fix, and changes nothing, when workflows are off', async () => {
    const off = await startTestApp();
    try {
      const t = await off.newTenant('Signature workflows off');
      const offLease = await signableLease(t.client);
      await grant(off, t, 1);
      const before = await tenantRows(t.tenantId);
      const answer = await t.client.signatures.initiate({
        params: { lease_id: offLease.leaseId },
        body: { pdf_id: offLease.pdfId, signers: offLease.signers },
      });
      expect(problem(answer, 503).detail).toContain('go install github.com/temporalio/cli/cmd/temporal@v1.5.1');
      expect(await tenantRows(t.tenantId)).toEqual(before);
    } finally {
      await off.close();
    }
  });

  it('answers bad input with clear problems and changes nothing', async () => {
    const lease = await signableLease(tenant.client);
    const other = await signableLease(tenant.client);
    const foreign = await signableLease((await app.newTenant('Signature foreign')).client);
    await grant(app, tenant, 1);
    const before = await tenantRows(tenant.tenantId);
    const send = (body: Record<string, unknown>, leaseId = lease.leaseId) =>
      tenant.client.signatures.initiate({
        params: { lease_id: leaseId },
        body: { pdf_id: lease.pdfId, signers: lease.signers, ...body } as never,
      });
    const [owner, tenantSigner] = lease.signers;
    expect(problem(await send({}, randomUUID()), 404).detail).toContain('lease');
    expect(problem(await send({}, foreign.leaseId), 404).detail).toContain('lease');
    expect(problem(await send({ pdf_id: foreign.pdfId }), 404).errors?.[0].path).toBe('pdf_id');
    expect(problem(await send({ pdf_id: other.pdfId }), 404).errors?.[0].path).toBe('pdf_id');
    const codes = async (body: Record<string, unknown>, status = 400) =>
      (problem(await send(body), status).errors ?? []).map((e) => `${e.path} ${e.code}`);
    expect(await codes({ signers: [owner] })).toEqual(['signers missing_signer']);
    expect(await codes({ signers: [owner, { ...owner }] })).toEqual([
      'signers.1.signer_type duplicate_signer_type',
      'signers missing_signer',
    ]);
    expect(await codes({ signers: [owner, { ...tenantSigner, email: 'not-an-email' }] })).toEqual([
      'body.signers.1.email invalid_string',
    ]);
    expect(await codes({ signers: [owner, { ...tenantSigner, phone: '12' }] })).toEqual([
      'signers.1.phone invalid_phone',
    ]);
    expect(await codes({ signers: [{ ...owner, person_id: other.ownerId }, tenantSigner] })).toEqual([
      'signers.0.person_id not_lease_owner',
    ]);
    expect(await codes({ signers: [owner, { ...tenantSigner, person_id: other.lesseeId }] })).toEqual([
      'signers.1.person_id not_lease_tenant',
    ]);
    expect(await codes({ signers: [owner, { ...tenantSigner, person_id: foreign.lesseeId }] }, 404)).toEqual([
      'signers.1.person_id not_found',
    ]);
    expect(await codes({ signers: [owner, { ...tenantSigner, signer_type: 'NOTAIRE' }] })).toEqual([
      'body.signers.1.signer_type invalid_enum_value',
    ]);
    ok(await tenant.client.leases.changeStatus({ params: { id: other.leaseId }, body: { status: 'ACTIVE' } }), 200);
    const active = problem(
      await tenant.client.signatures.initiate({
        params: { lease_id: other.leaseId },
        body: { pdf_id: other.pdfId, signers: other.signers },
      }),
      409,
    );
    expect(active).toMatchObject({
      current_status: 'ACTIVE',
      allowed_next_statuses: ['NOTICE', 'FINALISATION', 'EXPIRED', 'TERMINATED'],
    });
    const after = await tenantRows(tenant.tenantId);
    // The one change is the other lease's activation above, which publishes `lease.activated`.
    expect({ ...after, leases: before.leases }).toEqual({ ...before, outbox_events: before.outbox_events + 1 });
    expect(problem(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 404).status).toBe(
      404,
    );
  }, 60_000);
});

describe('guest signature and the worker endpoints', () => {
  let lease: SignableLease;
  let document: SignatureDocumentDto;
  const tokenOf = (type: 'PROPRIETAIRE' | 'LOCATAIRE') =>
    app.guestToken(document.signature_requests.find((r) => r.signer_type === type)!.id);

  beforeAll(async () => {
    lease = await signableLease(tenant.client, { owner: 'Lefèvre', tenant: 'Nguyen' });
    await grant(app, tenant, 1);
    document = ok(await initiate(lease), 201);
  });

  it('shows the session and the PDF to the token holder only', async () => {
    const token = tokenOf('LOCATAIRE');
    const session = ok(await app.anonymous.guestSignature.session({ params: { token } }), 200);
    expect(session).toMatchObject({
      document_signature_id: document.document_signature_id,
      signer_type: 'LOCATAIRE',
      last_name: 'Nguyen',
      status: 'PENDING',
      lease: { rent_amount: 850, estate_name: 'Appartement 12', start_date: '2025-01-01' },
      otp: { channel: null, tries_left: 5, sends_left: 5 },
      pdf_url: `/api/guest/signatures/${token}/pdf`,
    });
    const pdf = await fetch(`${app.baseUrl}${session.pdf_url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const unknown = 'A'.repeat(43);
    problem(await app.anonymous.guestSignature.session({ params: { token: unknown } }), 404);
    problem(await app.anonymous.guestSignature.pdf({ params: { token: unknown } }), 404);
    problem(await app.anonymous.guestSignature.session({ params: { token: 'short' } }), 400);
  });

  it('sends a code, counts wrong codes, signs with the right one and tells the workflow', async () => {
    const token = tokenOf('LOCATAIRE');
    const requestId = document.signature_requests.find((r) => r.signer_type === 'LOCATAIRE')!.id;
    problem(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: '000000', signature_image: drawings.dataUrl(drawings.png()) },
      }),
      400,
    );
    const sent = ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
    expect(sent).toMatchObject({ channel: 'sms', destination: '+337••••••88', sends_left: 4 });
    expect(
      problem(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 429).detail,
    ).toContain('less than a minute');
    const code = await lastOtp(app, tenant.tenantId, requestId);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '999999' ? '999998' : '999999';
    const refused = problem(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: wrong, signature_image: drawings.dataUrl(drawings.png()) },
      }),
      400,
    );
    expect(refused).toMatchObject({ tries_left: 4 });
    problem(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: code, signature_image: 'bm90IGFuIGltYWdl' },
      }),
      415,
    );
    problem(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: {
          otp: code,
          signature_image: drawings.dataUrl(Buffer.concat([drawings.png(), Buffer.alloc(270 * 1024)])),
        },
      }),
      413,
    );
    const signed = ok(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: code, signature_image: drawings.dataUrl(drawings.png()) },
      }),
      200,
    );
    expect(signed).toMatchObject({ status: 'SIGNED', signer_type: 'LOCATAIRE' });
    expect(engine.signals.at(-1)).toMatchObject({
      process: { documentId: document.document_signature_id },
      signal: { requestId, signerType: 'LOCATAIRE' },
    });
    // Signing again answers the same and tells the workflow again (a lost signal is repaired).
    const again = ok(
      await app.anonymous.guestSignature.sign({ params: { token }, body: { otp: '123456', signature_image: 'AAAA' } }),
      200,
    );
    expect(again.signed_at).toBe(signed.signed_at);
    problem(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 409);
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
    expect(status.signature_requests.map((r) => r.status)).toEqual(['PENDING', 'SIGNED']);
  });

  it('locks a request after five wrong codes (423), and takes an SVG drawing', async () => {
    const other = await signableLease(tenant.client);
    await grant(app, tenant, 1);
    const doc = ok(await initiate(other), 201);
    const [ownerRequest, tenantRequest] = doc.signature_requests;
    const token = app.guestToken(ownerRequest.id);
    ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: { channel: 'email' } }), 200);
    const code = await lastOtp(app, tenant.tenantId, ownerRequest.id);
    const wrong = code === '111111' ? '222222' : '111111';
    const sign = (otp: string) =>
      app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp, signature_image: drawings.dataUrl(drawings.png()) },
      });
    for (const left of [4, 3, 2, 1]) expect(problem(await sign(wrong), 400).tries_left).toBe(left);
    expect(problem(await sign(wrong), 423).detail).toContain('locked');
    problem(await sign(code), 423);
    problem(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 423);

    const tenantToken = app.guestToken(tenantRequest.id);
    ok(await app.anonymous.guestSignature.requestOtp({ params: { token: tenantToken }, body: {} }), 200);
    const svg = await app.anonymous.guestSignature.sign({
      params: { token: tenantToken },
      body: {
        otp: await lastOtp(app, tenant.tenantId, tenantRequest.id),
        signature_image: drawings.svg().toString('base64'),
      },
    });
    expect(ok(svg, 200).status).toBe('SIGNED');
  });

  it('expires a code after 10 minutes (410) and a request at expires_at (410)', async () => {
    const other = await signableLease(tenant.client);
    await grant(app, tenant, 1);
    const doc = ok(await initiate(other), 201);
    const request = doc.signature_requests[1];
    const token = app.guestToken(request.id);
    ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
    const code = await lastOtp(app, tenant.tenantId, request.id);
    clock.offsetMs = 11 * 60_000;
    try {
      const late = await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: code, signature_image: drawings.dataUrl(drawings.png()) },
      });
      expect(problem(late, 410).detail).toContain('code expired');
      clock.offsetMs = 15 * 86_400_000;
      problem(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 410);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('completes each signer through the worker endpoint (rule 1), idempotently', async () => {
    const worker = workerOf(tenant);
    const params = { document_signature_id: document.document_signature_id, signer_type: 'LOCATAIRE' as const };
    const first = ok(await worker.signatureWorker.complete({ params, body: { signature_hash: 'sha256:abc' } }), 200);
    expect(first).toEqual({
      success: true,
      message: 'The LOCATAIRE signature request is COMPLETED',
      document_signature_id: document.document_signature_id,
      signer_type: 'LOCATAIRE',
      signature_request_id: document.signature_requests[1].id,
    });
    expect(ok(await worker.signatureWorker.complete({ params, body: { signature_hash: 'sha256:abc' } }), 200)).toEqual(
      first,
    );
    expect(ok(await worker.signatureWorker.complete({ params, body: {} }), 200)).toEqual(first);
    problem(await worker.signatureWorker.complete({ params, body: { signature_hash: 'sha256:other' } }), 409);
    problem(
      await worker.signatureWorker.complete({ params: { ...params, document_signature_id: randomUUID() }, body: {} }),
      404,
    );
    const events1 = await events(document.document_signature_id);
    expect(events1.filter((e) => e.type === 'signature.signer_completed')).toHaveLength(1);
  });

  it('finalizes: before every request is COMPLETED the lease stays PENDING_SIGNATURE (rule 3); after, it becomes ACTIVE once', async () => {
    const worker = workerOf(tenant);
    const id = document.document_signature_id;
    const urls = {
      signed_pdf_url: 'https://files.example/signed.pdf',
      archive_url: 'https://files.example/proof.json',
    };
    const early = ok(await worker.signatureWorker.finalize({ params: { document_signature_id: id }, body: urls }), 200);
    expect(early).toMatchObject({ success: false, document_status: 'COMPLETED', lease_status: 'PENDING_SIGNATURE' });
    expect(early.message).toContain('PROPRIETAIRE not COMPLETED');
    ok(
      await worker.signatureWorker.complete({
        params: { document_signature_id: id, signer_type: 'PROPRIETAIRE' },
        body: {},
      }),
      200,
    );
    // Completed by the worker with no guest signature here (a third-party signing provider): the
    // owner's guest link answers the completed request (found by the API fuzzing: it was a 500).
    const elsewhere = await app.anonymous.guestSignature.sign({
      params: { token: app.guestToken(document.signature_requests[0].id) },
      body: { otp: '000000', signature_image: '0' },
    });
    expect(ok(elsewhere, 200)).toMatchObject({ status: 'COMPLETED', signer_type: 'PROPRIETAIRE' });
    const done = ok(await worker.signatureWorker.finalize({ params: { document_signature_id: id }, body: urls }), 200);
    expect(done).toEqual({
      success: true,
      message: 'The document is COMPLETED and the lease is ACTIVE',
      document_signature_id: id,
      document_status: 'COMPLETED',
      lease_status: 'ACTIVE',
      amendment_id: null,
      amendment_status: null,
    });
    expect(
      ok(await worker.signatureWorker.finalize({ params: { document_signature_id: id }, body: urls }), 200),
    ).toEqual(done);
    problem(
      await worker.signatureWorker.finalize({
        params: { document_signature_id: id },
        body: { signed_pdf_url: 'https://elsewhere.example/x.pdf' },
      }),
      409,
    );
    const finalized = (await events(id)).filter((e) => e.type === 'signature.finalized');
    expect(finalized).toEqual([
      {
        id: tableEventOutbox.idOf({ tenantId: tenant.tenantId, type: 'signature.finalized', key: id }),
        type: 'signature.finalized',
      },
    ]);
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
    expect(status).toMatchObject({
      status: 'COMPLETED',
      lease_status: 'ACTIVE',
      ...{ signed_pdf_url: urls.signed_pdf_url, proof_url: urls.archive_url },
    });
    expect(engine.scheduled.map((s) => s.leaseId)).toContain(lease.leaseId);
    // Files another worker keeps are only linked: this service has no signed PDF of its own to serve.
    problem(await tenant.client.signatures.signedPdf({ params: { lease_id: lease.leaseId } }), 404);
  });

  it('refuses worker routes without a worker key, with a caller key, or for another tenant', async () => {
    const params = { document_signature_id: document.document_signature_id, signer_type: 'LOCATAIRE' as const };
    const call = (headers: Record<string, string>) =>
      clientFor(app.baseUrl, headers).signatureWorker.complete({ params, body: {} });
    problem(await call({}), 401);
    problem(await call({ 'x-api-key': 'rk_wrkr_wrong', 'x-tenant-id': tenant.tenantId }), 401);
    problem(await call({ 'x-api-key': tenant.apiKey, 'x-tenant-id': tenant.tenantId }), 403);
    problem(await call({ authorization: `Bearer ${tenant.apiKey}` }), 401);
    problem(await call({ 'x-api-key': tenant.workerKey }), 401);
    problem(await call({ 'x-api-key': tenant.workerKey, 'x-tenant-id': 'not-a-tenant' }), 401);
    const other = await app.newTenant('Signature other worker');
    problem(await call({ 'x-api-key': tenant.workerKey, 'x-tenant-id': other.tenantId }), 403);
    problem(await workerOf(other).signatureWorker.complete({ params, body: {} }), 404);
  });
});

describe('expiry', () => {
  it('expires open requests and the document, puts the lease back to DRAFT and refunds the credit, once', async () => {
    const lease = await signableLease(tenant.client);
    await grant(app, tenant, 1);
    const document = ok(await initiate(lease), 201);
    const credits = await balance();
    const deps = { clock, ids: { next: randomUUID }, events: tableEventOutbox, workflows: engine };
    expect(await expireSignature(store(), deps, document.document_signature_id)).toBe(true);
    expect(await expireSignature(store(), deps, document.document_signature_id)).toBe(false);
    expect(await balance()).toBe(credits + 1);
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
    expect(status).toMatchObject({ status: 'EXPIRED', lease_status: 'DRAFT' });
    expect(status.signature_requests.map((r) => r.status)).toEqual(['EXPIRED', 'EXPIRED']);
    expect((await events(document.document_signature_id)).map((e) => e.type).sort()).toEqual([
      'signature.expired',
      'signature.initiated',
    ]);
    const token = app.guestToken(document.signature_requests[0].id);
    problem(await app.anonymous.guestSignature.session({ params: { token } }), 410);
    problem(
      await workerOf(tenant).signatureWorker.complete({
        params: { document_signature_id: document.document_signature_id, signer_type: 'LOCATAIRE' },
        body: {},
      }),
      409,
    );
    // The lease can be sent again: a new document.
    const again = ok(await initiate(lease), 201);
    expect(again.document_signature_id).not.toBe(document.document_signature_id);
  });
});
