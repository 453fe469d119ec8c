// Which PdfRenderer the service uses: Gotenberg when GOTENBERG_URL is configured, else the
// in-process renderer of the same document model (docs/architecture.md, "Real parts").
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import { EmbeddedPdfRenderer } from './embedded-renderer.js';
import { GotenbergRenderer } from './gotenberg-renderer.js';

export function selectPdfRenderer(config: { gotenbergUrl?: string; timeoutMs?: number }): PdfRenderer {
  return config.gotenbergUrl
    ? new GotenbergRenderer({ url: config.gotenbergUrl, timeoutMs: config.timeoutMs })
    : new EmbeddedPdfRenderer();
}
