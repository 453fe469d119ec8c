// What the amendment use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { PdfReader, PdfRenderer } from '../ports/pdf-renderer.js';
import type { Workflows } from '../ports/workflows.js';

export interface AmendmentDeps {
  clock: Clock;
  ids: Ids;
  files: FileStore;
  inspector: FileInspector;
  /** The expiry timer of amendments awaiting their signatures (workflows/amendment-expiry). */
  workflows: Workflows;
  /** The lease PDF renderer and reader, for the amendment PDF (docs/decisions.md 147). */
  renderer: PdfRenderer;
  pdfReader: PdfReader;
}

/** Who acts: the principal (API key id) written as performed_by and created_by. */
export interface AmendmentActor {
  keyId: string;
}
