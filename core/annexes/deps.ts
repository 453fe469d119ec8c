// What the lease annex use cases are built from.
import type { MediaDeps } from '../media/media-use-cases.js';
import type { Clock } from '../ports/clock.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';

export interface AnnexDeps extends MediaDeps {
  clock: Clock;
  /** Generated annexes (rent mentions, entry report, inventory): the configured renderer. */
  renderer: PdfRenderer;
  /** The static notice: always the embedded renderer, so its file is the same wherever it is made. */
  staticPdf: PdfRenderer;
}
