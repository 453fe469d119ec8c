// What the public tools are built from: a store of the shared data only (no tenant's rows, record
// 126), the PDF renderer and the clock. No request context: the public routes carry no key.
import type { Clock } from '../../../../core/ports/clock.js';
import type { PdfRenderer } from '../../../../core/ports/pdf-renderer.js';
import type { Store } from '../../../../core/ports/store.js';

export interface PublicToolsDeps {
  /** A fresh store per call, scoped to no tenant (adapters/persistence/shared-data-store.ts). */
  sharedData: () => Store;
  pdf: PdfRenderer;
  clock: Clock;
}
