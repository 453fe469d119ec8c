// The composition of the use cases' ports: what every entry point (server, tests) builds the
// HTTP app from.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/ports/clock.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { Workflows } from '../../core/ports/workflows.js';
import type { Services } from '../http/app.js';
import { pdfLibReader } from '../pdf/pdf-reader.js';
import { selectPdfRenderer } from '../pdf/select-renderer.js';
import { fileInspector } from '../storage/file-inspector.js';
import { systemClock } from '../system-clock.js';
import { DisabledWorkflows } from '../temporal/workflows-client.js';

export interface ServicePorts {
  /** Uploaded and generated files: DATA_DIR/files by default, a temporary directory in tests. */
  files: FileStore;
  /** The system clock when absent. */
  clock?: Clock;
  /** The workflow engine (Temporal); off unless given. */
  workflows?: Workflows;
  /** The PDF renderer (adapters/pdf/select-renderer.ts); the embedded pdfkit renderer when absent. */
  renderer?: PdfRenderer;
}

export function buildServices(ports: ServicePorts): Services {
  const clock = ports.clock ?? systemClock;
  const ids = { next: randomUUID };
  const workflows = ports.workflows ?? new DisabledWorkflows('no Temporal server configured');
  const renderer = ports.renderer ?? selectPdfRenderer({});
  return {
    clock,
    leasing: {
      clock,
      ids,
      files: ports.files,
      inspector: fileInspector,
      workflows,
      renderer,
      pdfReader: pdfLibReader,
    },
    billing: { clock, ids, files: ports.files, pdf: renderer, workflows },
    meters: { clock, ids, files: ports.files, inspector: fileInspector },
    charges: { clock, ids, renderer },
  };
}
