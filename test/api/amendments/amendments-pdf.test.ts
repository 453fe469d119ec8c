// The amendment PDF (docs/decisions.md 147), read back with pdftotext: the parties, the lease, the
// amendment and its rent or duration details, in French; recorded among the lease's PDFs,
// downloaded like them, cached; rendered by the embedded renderer and by the real Gotenberg.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GotenbergRenderer } from '../../../adapters/pdf/gotenberg-renderer.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { expectPdf, rawCall, textOf } from '../../support/lease-pdfs.js';
import { draftAmendment, ok, problem } from '../../support/leasing.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';
import { signableLease, validatedAmendment } from '../../support/signature.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the amendment PDF tests (reading text back)');
const gotenbergUrl = requirePeer(PEER_ENV.gotenbergUrl, 'the amendment PDF tests through Gotenberg');

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Amendment PDFs');
}, 60_000);
afterAll(() => app.close());

const flat = (text: string) => text.replace(/[\u2019]/g, "'").replace(/\s+/g, ' ');

async function downloadText(on: TestApp, who: TestTenant, url: string): Promise<string> {
  const { response, bytes } = await rawCall(on.baseUrl, who, 'GET', url);
  expect(response.status).toBe(200);
  expectPdf(bytes);
  return flat(await textOf(pdftotext!, bytes));
}

(pdftotext ? describe : describe.skip)('POST /leases/{lease_id}/amendments/{amendment_id}/pdf', () => {
  it('records a rent change amendment: parties, lease, amendment, old and new rent and charges, in French', async () => {
    const lease = await signableLease(tenant.client);
    const { params, pdfId } = await validatedAmendment(tenant.client, lease);
    const record = ok(
      await tenant.client.leasePdfs.list({ params: { lease_id: lease.leaseId }, query: {} }),
      200,
    ).data.find((pdf) => pdf.id === pdfId)!;
    expect(record).toMatchObject({ template_type: 'Amendment', amendment_id: params.amendment_id });
    const text = await downloadText(app, tenant, record.file_path);
    expect(text).toContain('Avenant n° 1 au contrat de location');
    expect(text).toContain('Bailleur : Claire Martin');
    expect(text).toContain('Locataire : Camille Durand');
    expect(text).toContain('Nature : Modification du loyer');
    expect(text).toContain('Intitulé : Baisse du loyer');
    expect(text).toContain("Date d'effet : 1er janvier 2026");
    expect(text).toContain('Accord des parties du 15 décembre 2025');
    expect(text).toContain("Prise d'effet du bail : 1er janvier 2025");
    expect(text).toMatch(/Loyer mensuel hors charges 850,00 € 800,00 €/);
    expect(text).toMatch(/Charges mensuelles néant 60,00 €/);
    expect(text).toContain('Le nouveau loyer est dû à compter du 1er janvier 2026.');
    expect(text).toContain('Le bailleur');
    expect(text).toMatch(/Page 1 sur \d/);
  });

  it('states a duration change: old and new end date and the extension', async () => {
    const lease = await signableLease(tenant.client);
    const { params, pdfId } = await validatedAmendment(tenant.client, lease, 'DURATION_CHANGE');
    const list = ok(await tenant.client.amendmentPdfs.list({ params, query: {} }), 200);
    expect(list.data.map((pdf) => pdf.id)).toEqual([pdfId]);
    const text = await downloadText(app, tenant, `/api/leases/pdf/${pdfId}`);
    expect(text).toContain('Nature : Modification de la durée du bail');
    expect(text).toContain("Fin du bail avant l'avenant : 31 décembre 2027");
    expect(text).toContain('Nouvelle fin du bail : 31 décembre 2028');
    expect(text).toContain('Prolongation : 1 an');
    expect(text).not.toContain('Loyer mensuel hors charges');
  });

  it('streams the PDF with Accept: application/pdf through the cache, and records nothing', async () => {
    const lease = await signableLease(tenant.client);
    const { params } = await validatedAmendment(tenant.client, lease);
    const path = `/api/leases/${params.lease_id}/amendments/${params.amendment_id}/pdf`;
    const first = await rawCall(app.baseUrl, tenant, 'POST', path, {
      body: { template_type: 'Amendment' },
      headers: { accept: 'application/pdf' },
    });
    expect(first.response.status).toBe(200);
    expectPdf(first.bytes);
    expect(first.response.headers.get('x-cache')).toBe('HIT'); // validatedAmendment rendered the same facts
    expect(ok(await tenant.client.amendmentPdfs.list({ params, query: {} }), 200).meta.pagination.total).toBe(1);
  });

  it('is a 404 for an amendment of another lease or tenant, and the lease path refuses Amendment (422)', async () => {
    const lease = await signableLease(tenant.client);
    const { params } = await validatedAmendment(tenant.client, lease);
    const other = await signableLease(tenant.client);
    problem(
      await tenant.client.amendmentPdfs.generate({
        params: { ...params, lease_id: other.leaseId },
        body: { template_type: 'Amendment' },
      }),
      404,
    );
    const stranger = await app.newTenant('Amendment PDFs, another tenant');
    problem(await stranger.client.amendmentPdfs.generate({ params, body: { template_type: 'Amendment' } }), 404);
    problem(await stranger.client.amendmentPdfs.list({ params, query: {} }), 404);
    const refusal = problem(
      await tenant.client.leasePdfs.generate({
        params: { lease_id: lease.leaseId },
        body: { template_type: 'Amendment' },
      }),
      422,
    );
    expect(refusal.detail).toContain('/amendments/{amendment_id}/pdf');
  });

  it('deleting a draft amendment removes its PDFs', async () => {
    const lease = await signableLease(tenant.client);
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.leaseId }, body: { status: 'ACTIVE' } }), 200);
    const draft = await draftAmendment(tenant.client, lease.leaseId, 'CLAUSE_CHANGE', 'Animaux admis');
    const params = { lease_id: lease.leaseId, amendment_id: draft.id };
    const pdf = ok(await tenant.client.amendmentPdfs.generate({ params, body: { template_type: 'Amendment' } }), 201);
    ok(await tenant.client.leaseAmendments.remove({ params }), 204);
    problem(await tenant.client.leasePdfs.download({ params: { pdf_id: pdf.pdf_id } }), 404);
  });
});

(gotenbergUrl && pdftotext ? describe : describe.skip)('the amendment PDF through the real Gotenberg', () => {
  let viaGotenberg: TestApp;
  let owner: TestTenant;

  beforeAll(async () => {
    viaGotenberg = await startTestApp({ renderer: new GotenbergRenderer({ url: gotenbergUrl!, timeoutMs: 60_000 }) });
    owner = await viaGotenberg.newTenant('Amendment PDF via Gotenberg');
  }, 60_000);
  afterAll(() => viaGotenberg.close());

  it('renders the same words', async () => {
    const lease = await signableLease(owner.client);
    const { pdfId } = await validatedAmendment(owner.client, lease);
    const text = await downloadText(viaGotenberg, owner, `/api/leases/pdf/${pdfId}`);
    expect(text).toContain('Avenant n° 1 au contrat de location');
    expect(text).toMatch(/Loyer mensuel hors charges 850,00 € 800,00 €/);
  });
});
