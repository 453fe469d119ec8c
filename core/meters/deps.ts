// What the meter use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';

export interface MetersDeps {
  clock: Clock;
  ids: Ids;
  /** Photos of registers. */
  files: FileStore;
  inspector: FileInspector;
}
