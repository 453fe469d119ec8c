// The hosted signing page (/sign/{token}) over HTTP, as a browser without script uses it: each state
// of a request (open, code sent, wrong code with the tries left, locked, expired, withdrawn, signed,
// complete), its headers, French text and escaping, the PDFs, and the token kept out of the logs.
// In a real browser: test/browser/signing-page.test.ts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { signatureFileKeys } from '../../../core/signature/signature-records.js';
import type { SignatureDocumentDto } from '../../../contract/signature/signatures.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { ok } from '../../support/leasing.js';
import { expectPage, pageClient } from '../../support/pages.js';
import { drawings, grant, guestSigns, lastOtp, signableLease } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
/** What the app logs, at info: every request's line. */
const logLines: string[] = [];
let app: TestApp;
let tenant: TestTenant;
let pages: ReturnType<typeof pageClient>;

beforeAll(async () => {
  const sink = new Writable({
    write: (chunk, _encoding, done) => {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await startTestApp({ workflows: engine, clock, logger: pino({ level: 'info' }, sink) });
  tenant = await app.newTenant('Agence "Les <Lilas>" & Fils');
  pages = pageClient(app.baseUrl);
}, 60_000);
afterAll(() => app.close());

async function initiated(): Promise<SignatureDocumentDto> {
  const lease = await signableLease(tenant.client);
  await grant(app, tenant, 1);
  return ok(
    await tenant.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers },
    }),
    201,
  );
}

/** The tenant's request of a new document, its token and page path. */
async function tenantRequest() {
  const document = await initiated();
  const request = document.signature_requests.find((r) => r.signer_type === 'LOCATAIRE')!;
  const token = app.guestToken(request.id);
  return { document, request, token, path: `/sign/${token}` };
}

const signFields = (otp: string) => ({ otp, signature_image: drawings.dataUrl(drawings.png()), consent: 'oui' });
const wrongOf = (code: string) => (code === '999999' ? '999998' : '999999');

describe('the signing page', () => {
  it('shows who asks, what is signed and the PDF, escaped, in French, with the security headers', async () => {
    const { path } = await tenantRequest();
    const body = await expectPage(await pages.get(path), 200, app.baseUrl);
    expect(body).toContain(
      '<strong>Agence &quot;Les &lt;Lilas&gt;&quot; &amp; Fils</strong> vous invite à signer le bail',
    );
    expect(body).not.toContain('<Lilas>');
    expect(body).toContain('du logement « Appartement 12 »');
    expect(body).toMatch(/<dd>850,00\s€<\/dd>/);
    expect(body).toContain('<dd>1 janvier 2025</dd>');
    expect(body).toContain('Camille Durand, locataire (vous) : <span class="tag waiting">en attente</span>');
    expect(body).toContain('Claire Martin, bailleur : <span class="tag waiting">en attente</span>');
    expect(body).toContain(`<iframe class="pdf" src="${path}/document.pdf"`);
    expect(body).toContain('par SMS au +337••••••88');
    expect(body).toMatch(/par e-mail à c•+@example\.fr/);
    expect(body).toContain('Recevoir mon code');
    // The second step, and its script, come once a code is out.
    expect(body).not.toContain('name="otp"');
    expect(body).not.toContain('<script');

    const pdf = await pages.get(`${path}/document.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="bail.pdf"');
    expect(pdf.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('sends a code, refuses a wrong one with the tries left, then signs with the right one', async () => {
    const { document, request, path } = await tenantRequest();
    const sent = await pages.post(`${path}/code`, { channel: 'sms' });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `${path}#code`]);
    const open = await expectPage(await pages.get(path), 200, app.baseUrl);
    expect(open).toMatch(/Un code a été envoyé par SMS au \+337••••••88\. Il est valable jusqu’à \d\d:\d\d\./);
    expect(open).toContain('5 essais possibles');
    expect(open).toMatch(
      /<script src="\/assets\/signature-pad\.[0-9a-f]{16}\.js" integrity="sha384-[^"]+" defer><\/script>/,
    );

    const again = await pages.post(`${path}/code`, { channel: 'sms' });
    expect(await expectPage(again, 429, app.baseUrl)).toMatch(
      /Un code vient d’être envoyé\. Vous pourrez en demander un autre dans \d+ secondes\./,
    );
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const code = await lastOtp(app, tenant.tenantId, request.id);
    const wrong = await expectPage(await pages.post(`${path}/sign`, signFields(wrongOf(code))), 400, app.baseUrl);
    expect(wrong).toContain(
      '<p class="notice error" role="alert" id="erreur-otp">Code incorrect. Il vous reste 4 essais.</p>',
    );
    expect(wrong).toContain('aria-describedby="erreur-otp otp-aide" aria-invalid="true"');
    expect(wrong).toContain('4 essais possibles');
    const unticked = await pages.post(`${path}/sign`, { ...signFields(code), consent: '' });
    expect(await expectPage(unticked, 400, app.baseUrl)).toContain('Cochez la case pour confirmer');
    const undrawn = await pages.post(`${path}/sign`, { ...signFields(code), signature_image: '' });
    expect(await expectPage(undrawn, 400, app.baseUrl)).toContain('Dessinez votre signature');
    const unreadable = await pages.post(`${path}/sign`, { ...signFields(code), signature_image: 'bm90IGFuIGltYWdl' });
    expect(await expectPage(unreadable, 415, app.baseUrl)).toContain('Votre signature n’a pas pu être lue');

    const signed = await pages.post(`${path}/sign`, signFields(code));
    expect([signed.status, signed.headers.get('location')]).toEqual([303, path]);
    expect(engine.signals.at(-1)).toMatchObject({
      process: { documentId: document.document_signature_id },
      signal: { requestId: request.id, signerType: 'LOCATAIRE' },
    });
    const thanks = await expectPage(await pages.get(path), 200, app.baseUrl);
    expect(thanks).toContain('<h1>Votre signature est enregistrée</h1>');
    expect(thanks).toContain('Camille Durand, locataire (vous) : <span class="tag done">a signé</span>');
    expect(thanks).toContain('Le document sera complet quand tous les signataires auront signé.');
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: document.lease_id } }), 200);
    expect(status.signature_requests.map((r) => r.status)).toEqual(['PENDING', 'SIGNED']);
  });

  it('locks the request after five wrong codes: a page of its own (423)', async () => {
    const { request, path } = await tenantRequest();
    await pages.post(`${path}/code`, { channel: 'email' });
    const wrong = wrongOf(await lastOtp(app, tenant.tenantId, request.id));
    for (const left of ['4 essais', '3 essais', '2 essais', '1 essai'])
      expect(await (await pages.post(`${path}/sign`, signFields(wrong))).text()).toContain(`Il vous reste ${left}.`);
    const locked = await expectPage(await pages.post(`${path}/sign`, signFields(wrong)), 423, app.baseUrl);
    expect(locked).toContain('<h1>Cette demande de signature est bloquée</h1>');
    expect(locked).toContain('Demandez à <strong>Agence &quot;Les &lt;Lilas&gt;&quot; &amp; Fils</strong>');
    expect(await expectPage(await pages.get(path), 423, app.baseUrl)).toContain('ce lien ne permet plus de signer');
  });

  it('shows an expired request as such (410), without the document', async () => {
    const { path } = await tenantRequest();
    clock.offsetMs = 15 * 86_400_000;
    try {
      const expired = await expectPage(await pages.get(path), 410, app.baseUrl);
      expect(expired).toContain('<h1>Cette demande de signature a expiré</h1>');
      expect(expired).not.toContain('Appartement 12');
      expect(await expectPage(await pages.post(`${path}/code`, { channel: 'sms' }), 410, app.baseUrl)).toContain(
        'a expiré',
      );
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('shows a withdrawn request as such (410)', async () => {
    const { document, path } = await tenantRequest();
    ok(await tenant.client.leases.changeStatus({ params: { id: document.lease_id }, body: { status: 'DRAFT' } }), 200);
    expect(await expectPage(await pages.get(path), 410, app.baseUrl)).toContain(
      '<h1>Cette demande de signature a été retirée</h1>',
    );
  });

  it('offers the signed PDF once every signer signed and the document is complete', async () => {
    const { document, path } = await tenantRequest();
    for (const request of document.signature_requests) await guestSigns(app, tenant.tenantId, request.id);
    const waiting = await expectPage(await pages.get(path), 200, app.baseUrl);
    expect(waiting).toContain('le document signé est en préparation');
    expect((await pages.get(`${path}/signed.pdf`)).status).toBe(404);

    const worker = clientFor(app.baseUrl, { 'x-api-key': tenant.workerKey, 'x-tenant-id': tenant.tenantId });
    const id = document.document_signature_id;
    for (const signer_type of ['PROPRIETAIRE', 'LOCATAIRE'] as const)
      ok(await worker.signatureWorker.complete({ params: { document_signature_id: id, signer_type }, body: {} }), 200);
    const signedPdf = Buffer.from('%PDF-1.7 signed');
    await app.files.put(signatureFileKeys.signedPdf({ tenant_id: tenant.tenantId, id }), signedPdf);
    const urls = { signed_pdf_url: `${app.baseUrl}/api/leases/${document.lease_id}/signature/signed-pdf` };
    expect(
      ok(await worker.signatureWorker.finalize({ params: { document_signature_id: id }, body: urls }), 200),
    ).toMatchObject({
      success: true,
    });

    const done = await expectPage(await pages.get(path), 200, app.baseUrl);
    expect(done).toContain('<h1>Le bail est signé</h1>');
    expect(done).toContain(`<a class="button" href="${path}/signed.pdf" download="bail-signe.pdf">`);
    const file = await pages.get(`${path}/signed.pdf`);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bail-signe.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(signedPdf);
  });

  it('answers an unknown or malformed link with a French 404 page', async () => {
    for (const path of [`/sign/${'A'.repeat(43)}`, '/sign/short', `/sign/${'A'.repeat(43)}/document.pdf`])
      expect(await expectPage(await pages.get(path), 404, app.baseUrl)).toContain(
        '<h1>Ce lien de signature n’est pas valable</h1>',
      );
    expect(await expectPage(await pages.get('/sign'), 404, app.baseUrl)).toContain('<h1>Page introuvable</h1>');
  });

  it('never writes the token to the logs', async () => {
    const { token, path } = await tenantRequest();
    await pages.get(path);
    await pages.post(`${path}/code`, { channel: 'sms' });
    await pages.get(`${path}/document.pdf`);
    const logs = logLines.join('');
    expect(logs).toContain('"url":"/sign/[token]/code"');
    // The redirect's Location carries the token: the line gives the answer's status, not its headers.
    expect(logs).toMatch(/"url":"\/sign\/\[token\]\/code"[^\n]*"res":\{"statusCode":303\}/);
    expect(logs).not.toContain(token);
  });
});
