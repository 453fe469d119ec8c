// Ports of the leasing area (the FileStore is shared: core/shared/ports.ts).
import type { Workflows } from '../ports/workflows.js';
import type { Clock, FileStore, Ids } from '../shared/ports.js';

export type { FileStore };

/** Looks into file content: the media type from the first bytes (never from the name or the declared type), and a digest. */
export interface FileInspector {
  sniff(bytes: Uint8Array): Promise<string | undefined>;
  sha256(bytes: Uint8Array): string;
}

export interface LeasingDeps {
  clock: Clock;
  ids: Ids;
  files: FileStore;
  inspector: FileInspector;
  /** The workflow engine: yearly revision reminders start when a lease becomes ACTIVE, stop when it ends. */
  workflows: Workflows;
}
