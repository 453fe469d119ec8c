// The HtmlPdfRenderer port (core/ports/document-templates.ts): a template's HTML printed by
// Gotenberg's Chromium route when GOTENBERG_URL is set, else read as the document model and drawn
// by the embedded pdfkit renderer (docs/decisions.md 253). Both take the sanitised HTML only, so
// nothing remote is fetched either way.
import type { HtmlPdfRenderer } from '../../core/ports/document-templates.js';
import { PdfRenderError, type PdfRenderer } from '../../core/ports/pdf-renderer.js';
import { EmbeddedPdfRenderer } from './embedded-renderer.js';
import { GotenbergRenderer } from './gotenberg-renderer.js';
import { htmlToDocument, sanitiseHtml, templatePage } from './template-html.js';

export class GotenbergHtmlRenderer implements HtmlPdfRenderer {
  readonly kind = 'gotenberg';
  readonly sanitise = sanitiseHtml;
  constructor(private readonly gotenberg: GotenbergRenderer) {}

  render(html: string, page: { title: string; language: string }): Promise<Uint8Array> {
    return this.gotenberg.convertHtml(templatePage(html, page), { preferCssPageSize: true, filename: 'document' });
  }
}

export class EmbeddedHtmlRenderer implements HtmlPdfRenderer {
  readonly kind = 'embedded';
  readonly sanitise = sanitiseHtml;
  constructor(private readonly embedded: PdfRenderer = new EmbeddedPdfRenderer()) {}

  async render(html: string, page: { title: string; language: string }): Promise<Uint8Array> {
    try {
      return await this.embedded.render(htmlToDocument(html, page));
    } catch (error) {
      throw error instanceof PdfRenderError
        ? error
        : new PdfRenderError((error as Error).message, undefined, { cause: error });
    }
  }
}

/** The printer of templates that goes with the service's PDF renderer: Gotenberg's, else the embedded one. */
export function htmlRendererFor(renderer: PdfRenderer): HtmlPdfRenderer {
  return renderer instanceof GotenbergRenderer ? new GotenbergHtmlRenderer(renderer) : new EmbeddedHtmlRenderer();
}
