// PDF rendering through the real peers: Gotenberg 8 (Chromium) converts an HTML lease page, and
// the embedded pdfkit renderer draws the same document model; pdftotext reads both back.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PdfRenderError, type PrintableDocument } from '../../core/ports/pdf-renderer.js';
import { EmbeddedPdfRenderer, toWinAnsi } from '../../adapters/pdf/embedded-renderer.js';
import { GotenbergRenderer, isPdf } from '../../adapters/pdf/gotenberg-renderer.js';
import { documentToHtml, escapeHtml } from '../../adapters/pdf/html-template.js';
import { selectPdfRenderer } from '../../adapters/pdf/select-renderer.js';
import { freePort } from '../../adapters/peers/process.js';
import { normaliseText, pdfToText } from '../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';

const gotenbergUrl = requirePeer(PEER_ENV.gotenbergUrl, 'the Gotenberg PDF tests');
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the PDF tests (reading text back)');

/** A residential lease as the lease PDF lays it out: plain text, French, money and dates. */
const lease: PrintableDocument = {
  title: "Contrat de location — Bail d'habitation non meublé",
  subtitle: 'Référence BAIL-2025-0042 — établi le 15/01/2025',
  language: 'fr',
  sections: [
    {
      heading: 'I. Désignation des parties',
      paragraphs: [
        'Bailleur : SCI Les Tilleuls, 12 rue des Lilas, 69003 Lyon, représentée par Mme Hélène Dubois.',
        'Locataire : M. François Lefèvre, né le 03/04/1990 à Nantes.',
      ],
    },
    {
      heading: 'II. Objet du contrat',
      paragraphs: [
        'Logement de 3 pièces principales, 62,5 m² (surface habitable), 2e étage, 8 avenue Jean Jaurès, 69007 Lyon.',
        'Usage : habitation principale exclusivement.',
      ],
    },
    {
      heading: 'III. Date de prise d’effet et durée du contrat',
      paragraphs: ['Prise d’effet le 01/02/2025 pour une durée de trois ans, reconduite tacitement.'],
    },
    {
      heading: 'IV. Conditions financières',
      paragraphs: [
        'Loyer mensuel hors charges : 850,00 €, payable le 5 de chaque mois, terme à échoir, par virement bancaire.',
        'Provision sur charges : 75,00 € par mois, régularisée annuellement.',
        'Révision annuelle au 01/02 selon l’indice de référence des loyers (IRL) du 3e trimestre 2024 : 144,51.',
        'Dépôt de garantie : 850,00 € (un mois de loyer hors charges).',
      ],
    },
    {
      heading: 'V. Clauses particulières',
      paragraphs: ['Entretien annuel de la chaudière à la charge du locataire. Animaux tolérés.'],
    },
  ],
};

function expectDocumentText(text: string, document: PrintableDocument) {
  const read = normaliseText(text);
  expect(read).toContain(normaliseText(document.title));
  if (document.subtitle) expect(read).toContain(normaliseText(document.subtitle));
  for (const section of document.sections) {
    expect(read).toContain(normaliseText(section.heading));
    for (const paragraph of section.paragraphs ?? []) expect(read).toContain(normaliseText(paragraph));
  }
}

describe('HTML template of the document model', () => {
  it('escapes every text and keeps the structure', () => {
    const html = documentToHtml({
      title: 'Bail <script>alert(1)</script> & "co"',
      sections: [{ heading: "L'article <1>", paragraphs: ['a < b & c > d'] }],
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Bail &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;</title>');
    expect(html).toContain('<h2>L&#39;article &lt;1&gt;</h2>');
    expect(html).toContain('<p>a &lt; b &amp; c &gt; d</p>');
    expect(html).not.toContain('<script>');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('renderer selection', () => {
  it('uses Gotenberg when GOTENBERG_URL is configured, the embedded renderer otherwise', () => {
    expect(selectPdfRenderer({ gotenbergUrl: 'http://127.0.0.1:3000' }).kind).toBe('gotenberg');
    expect(selectPdfRenderer({}).kind).toBe('embedded');
  });
});

(pdftotext ? describe : describe.skip)('embedded renderer (pdfkit)', () => {
  it('renders the lease document to a PDF whose text reads back the same content', async () => {
    const pdf = await new EmbeddedPdfRenderer(() => new Date('2025-01-15T10:00:00Z')).render(lease);
    expect(isPdf(pdf)).toBe(true);
    expectDocumentText(await pdfToText(pdftotext!, pdf), lease);
  });

  it('breaks long documents over several pages and keeps every paragraph', async () => {
    const long: PrintableDocument = {
      title: 'Inventaire détaillé',
      sections: Array.from({ length: 12 }, (_, s) => ({
        heading: `Pièce ${s + 1}`,
        paragraphs: Array.from(
          { length: 6 },
          (_, p) => `Élément ${s + 1}.${p + 1} : état d’usage correct, aucune dégradation constatée ce jour.`,
        ),
      })),
    };
    const pdf = await new EmbeddedPdfRenderer().render(long);
    const text = await pdfToText(pdftotext!, pdf);
    expectDocumentText(text, long);
    expect(
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type \/Page\b/g)?.length ?? 0,
    ).toBeGreaterThan(1);
  });

  it('draws characters outside the built-in fonts as ? instead of garbage', () => {
    expect(toWinAnsi('1\u202f234,50 € — « oui » ✓ 東')).toBe('1 234,50 € — « oui » ? ?');
  });
});

(gotenbergUrl && pdftotext ? describe : describe.skip)('Gotenberg 8 renderer (real Gotenberg, Chromium)', () => {
  let renderer: GotenbergRenderer;
  beforeAll(() => {
    renderer = new GotenbergRenderer({ url: gotenbergUrl!, timeoutMs: 60_000 });
  });

  it('is healthy', async () => {
    expect(await renderer.healthy()).toBe(true);
  });

  it('converts an HTML lease page to a PDF whose text reads back', async () => {
    const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Bail BAIL-2025-0042</title>
<style>table { border-collapse: collapse } td { border: 1px solid #000; padding: 4px }</style></head>
<body>
  <h1>Bail d'habitation — 8 avenue Jean Jaurès, 69007 Lyon</h1>
  <table>
    <tr><td>Loyer mensuel hors charges</td><td>850,00 €</td></tr>
    <tr><td>Provision sur charges</td><td>75,00 €</td></tr>
    <tr><td>Dépôt de garantie</td><td>850,00 €</td></tr>
  </table>
  <p>Le locataire, M. François Lefèvre, reconnaît avoir reçu les clés le 01/02/2025.</p>
</body></html>`;
    const pdf = await renderer.convertHtml(page, { filename: 'bail' });
    expect(isPdf(pdf)).toBe(true);
    const text = normaliseText(await pdfToText(pdftotext!, pdf));
    expect(text).toContain("Bail d'habitation — 8 avenue Jean Jaurès, 69007 Lyon");
    expect(text).toMatch(/Loyer mensuel hors charges\s+850,00 €/);
    expect(text).toMatch(/Dépôt de garantie\s+850,00 €/);
    expect(text).toContain('M. François Lefèvre, reconnaît avoir reçu les clés le 01/02/2025.');
  });

  it('renders the document model, and reads back the same content as the embedded renderer', async () => {
    const [viaGotenberg, embedded] = await Promise.all([
      renderer.render(lease),
      new EmbeddedPdfRenderer().render(lease),
    ]);
    const gotenbergText = await pdfToText(pdftotext!, viaGotenberg);
    const embeddedText = await pdfToText(pdftotext!, embedded);
    expectDocumentText(gotenbergText, lease);
    expectDocumentText(embeddedText, lease);
    // Same words in the same order, whatever the line breaks.
    expect(normaliseText(gotenbergText)).toBe(normaliseText(embeddedText));
  });

  it('reports Gotenberg errors with their status', async () => {
    // A multipart form without the index.html file: Gotenberg answers 400.
    const response = await fetch(`${gotenbergUrl}/forms/chromium/convert/html`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    const failing = new GotenbergRenderer({ url: `${gotenbergUrl}/no-such-prefix` });
    const error = await failing.convertHtml('<p>x</p>').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfRenderError);
    expect((error as PdfRenderError).status).toBe(404);
  });
});

describe('Gotenberg renderer without a Gotenberg', () => {
  it('fails with a clear error when Gotenberg is unreachable', async () => {
    const port = await freePort();
    const renderer = new GotenbergRenderer({ url: `http://127.0.0.1:${port}`, timeoutMs: 5_000 });
    await expect(renderer.render(lease)).rejects.toThrow(
      new RegExp(`Gotenberg at http://127.0.0.1:${port} is unreachable`),
    );
    expect(await renderer.healthy(1_000)).toBe(false);
  });
});
