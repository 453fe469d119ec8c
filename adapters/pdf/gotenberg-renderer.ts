// PdfRenderer over Gotenberg 8: the document's HTML page printed by Chromium through
// POST {GOTENBERG_URL}/forms/chromium/convert/html (multipart form, the page as `index.html`).
// Plain fetch + FormData (Node 24): see docs/decisions.md for why not the gotenberg-js-client card.
import { PdfRenderError, type PdfRenderer, type PrintableDocument } from '../../core/ports/pdf-renderer.js';
import { documentToHtml, footerHtml } from './html-template.js';

export interface GotenbergRendererOptions {
  /** Base URL of the Gotenberg API, e.g. `http://127.0.0.1:3000` (GOTENBERG_URL). */
  url: string;
  /** Time limit of one conversion; Gotenberg's own default limit is 30 s. */
  timeoutMs?: number;
  /** Sent as `Gotenberg-Trace`, so Gotenberg's log lines of this call can be found. */
  traceId?: () => string;
}

/** Page setup of a conversion. A4 with 20 mm / 18 mm margins unless the page's CSS says otherwise. */
export interface HtmlConversionOptions {
  /** Gotenberg-Output-Filename (without .pdf). */
  filename?: string;
  /** Let the page's CSS `@page` size win over the form's paper size. */
  preferCssPageSize?: boolean;
  /** A complete HTML page Chromium prints in the bottom margin of every page (`footer.html`). */
  footer?: string;
}

const A4 = { paperWidth: '8.27', paperHeight: '11.7' }; // inches
const MARGINS = { marginTop: '0.79', marginBottom: '0.79', marginLeft: '0.71', marginRight: '0.71' };

export class GotenbergRenderer implements PdfRenderer {
  readonly kind = 'gotenberg';
  private readonly baseUrl: string;

  constructor(private readonly options: GotenbergRendererOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
  }

  render(document: PrintableDocument): Promise<Uint8Array> {
    return this.convertHtml(documentToHtml(document), {
      preferCssPageSize: true,
      filename: 'document',
      footer: footerHtml(document),
    });
  }

  /** Prints an HTML page (a complete document, with its styles inline) to PDF. */
  async convertHtml(html: string, conversion: HtmlConversionOptions = {}): Promise<Uint8Array> {
    const form = new FormData();
    form.append('files', new Blob([html], { type: 'text/html; charset=utf-8' }), 'index.html');
    if (conversion.footer)
      form.append('files', new Blob([conversion.footer], { type: 'text/html; charset=utf-8' }), 'footer.html');
    for (const [name, value] of Object.entries({ ...A4, ...MARGINS })) form.append(name, value);
    form.append('printBackground', 'true');
    form.append('preferCssPageSize', String(conversion.preferCssPageSize ?? false));

    const headers: Record<string, string> = {};
    if (conversion.filename) headers['Gotenberg-Output-Filename'] = conversion.filename;
    if (this.options.traceId) headers['Gotenberg-Trace'] = this.options.traceId();

    const endpoint = `${this.baseUrl}/forms/chromium/convert/html`;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        body: form,
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
      });
    } catch (error) {
      throw new PdfRenderError(`Gotenberg at ${this.baseUrl} is unreachable: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).trim().slice(0, 500);
      throw new PdfRenderError(
        `Gotenberg answered ${response.status} to ${endpoint}${detail ? `: ${detail}` : ''}`,
        response.status,
      );
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!isPdf(bytes)) {
      throw new PdfRenderError(
        `Gotenberg answered ${response.status} with ${response.headers.get('content-type') ?? 'no content type'}, not a PDF`,
      );
    }
    return bytes;
  }

  /** Gotenberg's own health check: `GET /health` answers 200 with `{"status":"up"}` when its modules are up. */
  async healthy(timeoutMs = 5_000): Promise<boolean> {
    try {
      const response = await fetch(`${this.baseUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return false;
      const body = (await response.json()) as { status?: string };
      return body.status === 'up';
    } catch {
      return false;
    }
  }
}

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 8 && new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-';
}
