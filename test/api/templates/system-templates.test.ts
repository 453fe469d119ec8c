// Every system template printed for a realistic lease under both renderers (the embedded pdfkit
// one, and Gotenberg's Chromium from the test peers), its PDF text holding the legal mentions of
// its type; and one template giving the same text both ways (docs/decisions.md 253).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GotenbergRenderer } from '../../../adapters/pdf/gotenberg-renderer.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { contractLease, expectPdf, rawCall, textOf } from '../../support/lease-pdfs.js';
import { ok } from '../../support/leasing.js';
import { publishedTemplate } from '../../support/templates.js';
import { PEER_ENV, requirePeer } from '../../support/peers.js';

const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the system templates tests (reading text back)');
const gotenbergUrl = requirePeer(PEER_ENV.gotenbergUrl, 'the system templates tests through Gotenberg');

interface Printer {
  app: TestApp;
  tenant: TestTenant;
  leaseId: string;
}

const printers: Record<'embedded' | 'gotenberg', Printer> = {} as never;
let catalogue: { id: string; type: string; mentions: string[] }[] = [];

beforeAll(async () => {
  for (const kind of ['embedded', 'gotenberg'] as const) {
    const renderer = kind === 'gotenberg' ? new GotenbergRenderer({ url: gotenbergUrl! }) : undefined;
    const app = await startTestApp({ renderer });
    const tenant = await app.newTenant(`System templates (${kind})`);
    printers[kind] = { app, tenant, leaseId: (await contractLease(tenant.client)).leaseId };
  }
  catalogue = ok(await printers.embedded.tenant.client.templateCatalogue.list(), 200).data;
}, 120_000);
afterAll(async () => {
  for (const printer of Object.values(printers)) await printer.app.close();
});

/** The PDF of a system template for the printer's lease, through POST /leases/{id}/pdf (shape B), and its text. */
async function printed(printer: Printer, template: { id: string; type: string }) {
  const six = ['LeaseContract', 'Amendment', 'InventoryReport', 'RentReceipt', 'NoticeToVacate', 'OtherDocument'];
  const { response, bytes } = await rawCall(
    printer.app.baseUrl,
    printer.tenant,
    'POST',
    `/api/leases/${printer.leaseId}/pdf`,
    {
      body: { template_type: six.includes(template.type) ? template.type : 'OtherDocument', template_id: template.id },
      headers: { accept: 'application/pdf' },
    },
  );
  expect(response.status).toBe(200);
  expectPdf(bytes);
  return textOf(pdftotext!, bytes);
}

/** The words of a text, list bullets left out (Chromium draws them as markers, pdfkit as text), the lease's reference too (each app's lease has its own). */
const words = (text: string) =>
  text
    .replace(/[•]/g, ' ')
    .replace(/BAIL-\w+/g, 'BAIL')
    .replace(/\s+/g, ' ')
    .trim();

(pdftotext && gotenbergUrl ? describe : describe.skip)('the system catalogue printed for a lease', () => {
  it.each(['embedded', 'gotenberg'] as const)(
    'every template holds the mentions of its type (%s)',
    async (kind) => {
      expect(catalogue).toHaveLength(13);
      for (const template of catalogue) {
        const text = await printed(printers[kind], template);
        expect(text).toContain('SCI Les Tilleuls');
        expect(text).toContain('8 rue Oberkampf');
        for (const mention of template.mentions) expect(`${template.type}: ${text}`).toContain(mention);
      }
    },
    180_000,
  );

  it('gives the same text under both renderers', async () => {
    for (const type of ['RentReminder', 'FormalNotice', 'NoticeToVacate', 'Amendment']) {
      const template = catalogue.find((t) => t.type === type)!;
      const [embedded, gotenberg] = await Promise.all([
        printed(printers.embedded, template),
        printed(printers.gotenberg, template),
      ]);
      expect(words(embedded)).toBe(words(gotenberg));
    }
  }, 60_000);

  it('regenerates the PDF of version 1, cache cleared, with the same text after version 2 is published', async () => {
    const { app, tenant, leaseId } = printers.embedded;
    const template = await publishedTemplate(tenant.client, 'RentReceipt');
    const generate = async (version?: number) => {
      const pdf = ok(
        await tenant.client.leasePdfs.generate({
          params: { lease_id: leaseId },
          body: { template_type: 'RentReceipt', template_id: template.id, template_version: version } as never,
        }),
        201,
      );
      const { bytes } = await rawCall(app.baseUrl, tenant, 'GET', pdf.download_url);
      return { pdf, text: await textOf(pdftotext!, bytes) };
    };
    const v1 = await generate();
    const edited = template.draft_body.replace('<h1>{{ receipt.kind }}</h1>', '<h1>Quittance (v2)</h1>');
    ok(await tenant.client.templates.update({ params: { id: template.id }, body: { body: edited } }), 200);
    ok(await tenant.client.templates.publish({ params: { id: template.id }, body: undefined }), 200);
    expect((await generate()).text).toContain('Quittance (v2)');
    ok(await tenant.client.leasePdfCache.clear({ body: undefined } as never), 200);
    const again = await generate(1);
    expect(again.pdf).toMatchObject({ template_id: template.id, template_version: 1 });
    expect(again.text).toBe(v1.text);
    expect(again.text).not.toContain('(v2)');
  });
});
