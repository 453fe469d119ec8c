// A management mandate signed through the signature process (docs/decisions.md 211, 300): sent to its
// owner (PROPRIETAIRE) and the agency (MANDATAIRE), each signing through the guest link with a one-time
// code; once the worker finalizes, the mandate is ACTIVE with signed_on through its own move, or stays
// DRAFT with the reason when a lot is under another ACTIVE mandate. The workflow engine is a recording
// fake here; the worker endpoints are called as the workflow calls them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { expectPdf, rawCall, textOf } from '../../support/lease-pdfs.js';
import { ok, problem } from '../../support/leasing.js';
import { mandateBody } from '../../support/mandates.js';
import { agencySigner, signableMandate } from '../../support/mandate-signature.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { grant, guestSigns } from '../../support/signature.js';
import { RecordingWorkflows } from '../../support/workflows.js';
import type { MandateSignatureDto } from '../../../contract/signature/mandate-signature.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the mandate PDF text');
const engine = new RecordingWorkflows();
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Agence du Parc');
  await grant(app, tenant, 10);
}, 60_000);
afterAll(() => app.close());

const today = () => new Date().toISOString().slice(0, 10);
const worker = () => clientFor(app.baseUrl, { 'x-api-key': tenant.workerKey, 'x-tenant-id': tenant.tenantId });
const requestOf = (document: MandateSignatureDto, type: string) =>
  document.signature_requests.find((r) => r.signer_type === type)!;

async function initiate(mandateId: string) {
  return tenant.client.mandateSignature.initiate({
    params: { mandate_id: mandateId },
    body: { agency_signer: agencySigner },
  });
}

/** Both parties sign through their guest links; the worker completes each and finalizes, as the workflow does. */
async function signAndFinalize(document: MandateSignatureDto) {
  for (const type of ['PROPRIETAIRE', 'MANDATAIRE'])
    await guestSigns(app, tenant.tenantId, requestOf(document, type).id);
  const params = { document_signature_id: document.document_signature_id };
  for (const signer_type of ['PROPRIETAIRE', 'MANDATAIRE'] as const)
    ok(await worker().signatureWorker.complete({ params: { ...params, signer_type }, body: {} }), 200);
  const base = `${app.baseUrl}/api/mandates/${document.mandate_id}/signature`;
  return ok(
    await worker().signatureWorker.finalize({
      params,
      body: { signed_pdf_url: `${base}/signed-pdf`, archive_url: `${base}/proof` },
    }),
    200,
  );
}

describe('POST /mandates/{id}/signature/initiate', () => {
  it('sends the DRAFT to the owner and the agency; both sign; the mandate is ACTIVE with signed_on', async () => {
    const { mandate, owner } = await signableMandate(tenant.client);
    const sent = ok(await initiate(mandate.id), 201);
    expect(sent).toMatchObject({
      mandate_id: mandate.id,
      mandate_status: 'DRAFT',
      signed_on: null,
      status: 'SIGNING',
      activation_refusal: null,
      pdf_url: `/api/mandates/${mandate.id}/signature/pdf`,
    });
    expect(sent.signature_requests.map((r) => [r.signer_type, r.person_id, r.signer_email, r.status])).toEqual([
      ['PROPRIETAIRE', owner.id, 'helene.mandant@example.fr', 'PENDING'],
      ['MANDATAIRE', tenant.tenantId, 'agnes@agence.example.fr', 'PENDING'],
    ]);
    // The workflow of the lease signature process runs the document, with no lease.
    expect(engine.signatures).toContainEqual(
      expect.objectContaining({ documentId: sent.document_signature_id, leaseId: null }),
    );
    // The same request again answers the same document.
    expect(ok(await initiate(mandate.id), 200).document_signature_id).toBe(sent.document_signature_id);

    const token = app.guestToken(requestOf(sent, 'PROPRIETAIRE').id);
    const session = ok(await app.anonymous.guestSignature.session({ params: { token } }), 200);
    expect(session).toMatchObject({
      signer_type: 'PROPRIETAIRE',
      lease: null,
      amendment: null,
      mandate: { id: mandate.id, number: mandate.number, owner_name: 'Hélène Mandant', duration_months: 12 },
    });
    const pdf = await app.anonymous.guestSignature.pdf({ params: { token } });
    expect(pdf.status).toBe(200);
    // The hosted signing page speaks of the mandate, the owner signing as mandant.
    const page = await fetch(`${app.baseUrl}/sign/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`le mandat de gestion n° ${mandate.number} de Hélène Mandant`);
    expect(html).toContain('Agnès Gérance, mandataire');
    expect(html).toContain('Hélène Mandant, mandant (vous)');

    const finalized = await signAndFinalize(sent);
    expect(finalized).toMatchObject({
      success: true,
      document_status: 'COMPLETED',
      lease_status: null,
      mandate_id: mandate.id,
      mandate_status: 'ACTIVE',
      activation_refusal: null,
    });
    const after = ok(await tenant.client.mandates.get({ params: { mandate_id: mandate.id } }), 200);
    expect(after).toMatchObject({ status: 'ACTIVE', signed_on: today() });
    // The statement schedule starts as with a manual activation.
    expect(engine.ownerStatements).toContainEqual({ mandateId: mandate.id });
    const status = ok(await tenant.client.mandateSignature.status({ params: { mandate_id: mandate.id } }), 200);
    expect(status).toMatchObject({ status: 'COMPLETED', mandate_status: 'ACTIVE', signed_on: today() });
    expect(status.signature_requests.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    // Replayed, finalize changes nothing.
    expect(await signAndFinalizeReplay(sent)).toMatchObject({ success: true, mandate_status: 'ACTIVE' });
    // Nothing left to sign: an ACTIVE mandate is a 409 with the allowed moves.
    expect(problem(await initiate(mandate.id), 409)).toMatchObject({ allowed_moves: ['suspend', 'terminate'] });
  });

  it('keeps the signature and the mandate DRAFT, with the reason, when a lot came under another ACTIVE mandate', async () => {
    const { mandate, owner, estate } = await signableMandate(tenant.client);
    const sent = ok(await initiate(mandate.id), 201);
    // Meanwhile another mandate over the same estate is signed on paper and activated.
    const other = ok(
      await tenant.client.mandates.create({ body: mandateBody(owner.id, [{ estate_id: estate.id }]) as never }),
      201,
    );
    ok(await tenant.client.mandates.activate({ params: { mandate_id: other.id }, body: { signed_on: today() } }), 200);
    const finalized = await signAndFinalize(sent);
    expect(finalized).toMatchObject({
      success: false,
      document_status: 'COMPLETED',
      mandate_status: 'DRAFT',
      activation_refusal: { code: 'lot_under_active_mandate' },
    });
    const status = ok(await tenant.client.mandateSignature.status({ params: { mandate_id: mandate.id } }), 200);
    expect(status).toMatchObject({
      status: 'COMPLETED',
      mandate_status: 'DRAFT',
      signed_on: null,
      activation_refusal: { code: 'lot_under_active_mandate', message: expect.stringContaining(`${other.number}`) },
    });
    const again = problem(await initiate(mandate.id), 409);
    expect(again.errors?.map((e) => e.code)).toEqual(['already_signed']);
    // Once the other mandate ends, the paper path activates it with the day it was signed.
    ok(
      await tenant.client.mandates.terminate({
        params: { mandate_id: other.id },
        body: { terminated_on: '2030-01-01', reason: 'vente' } as never,
      }),
      200,
    );
    ok(
      await tenant.client.mandates.activate({ params: { mandate_id: mandate.id }, body: { signed_on: today() } }),
      200,
    );
  });

  it('refuses an owner without e-mail or mobile (422), a bad agency phone (400), another tenant (404)', async () => {
    const { mandate, owner } = await signableMandate(tenant.client);
    ok(await tenant.client.owners.update({ params: { id: owner.id }, body: { mobile_phone: null } as never }), 200);
    const unreachable = problem(await initiate(mandate.id), 422);
    expect(unreachable.errors?.map((e) => e.code)).toEqual(['owner_contact']);
    ok(
      await tenant.client.owners.update({ params: { id: owner.id }, body: { mobile_phone: '0612345678' } as never }),
      200,
    );
    const badPhone = await tenant.client.mandateSignature.initiate({
      params: { mandate_id: mandate.id },
      body: { agency_signer: { ...agencySigner, phone: '12' } },
    });
    expect(problem(badPhone, 400).errors?.map((e) => e.code)).toEqual(['invalid_phone']);
    const stranger = await app.newTenant('Another agency');
    problem(
      await stranger.client.mandateSignature.initiate({
        params: { mandate_id: mandate.id },
        body: { agency_signer: agencySigner },
      }),
      404,
    );
    problem(await tenant.client.mandateSignature.status({ params: { mandate_id: mandate.id } }), 404);
  });
});

async function signAndFinalizeReplay(document: MandateSignatureDto) {
  const base = `${app.baseUrl}/api/mandates/${document.mandate_id}/signature`;
  return ok(
    await worker().signatureWorker.finalize({
      params: { document_signature_id: document.document_signature_id },
      body: { signed_pdf_url: `${base}/signed-pdf`, archive_url: `${base}/proof` },
    }),
    200,
  );
}

(pdftotext ? describe : describe.skip)('the mandate PDF', () => {
  it('states the register number, the parties, the lot, the duration and renewal, the powers, the fees and the termination', async () => {
    const { mandate } = await signableMandate(tenant.client);
    ok(await initiate(mandate.id), 201);
    const { response, bytes } = await rawCall(app.baseUrl, tenant, 'GET', `/api/mandates/${mandate.id}/signature/pdf`);
    expect(response.status).toBe(200);
    expectPdf(bytes);
    const text = (await textOf(pdftotext!, bytes)).replace(/\u202f|\u00a0/g, ' ');
    for (const expected of [
      `Mandat n° ${mandate.number} du registre des mandats`,
      'Hélène Mandant',
      'Agence du Parc',
      'Appartement 3',
      "Prise d'effet : 1er janvier 2026",
      'Durée : 1 an',
      'tacite reconduction',
      'Encaisser les loyers',
      '7,5 % hors taxes des loyers et des charges encaissés',
      'TVA au taux de 20 %',
      'préavis de 3 mois',
      'au moins une fois par an',
    ])
      expect(text).toContain(expected);
  });
});
