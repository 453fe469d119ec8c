// Estate diagnostics use cases, assembled: reads (estate-diagnostic-reads.ts) and writes
// (estate-diagnostic-writes.ts: one active diagnostic per type per estate, spec "Rules stated").
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { estateDiagnosticReads } from './estate-diagnostic-reads.js';
import { estateDiagnosticWrites } from './estate-diagnostic-writes.js';

export function estateDiagnosticUseCases(store: Store, deps: { clock: Clock }) {
  return { ...estateDiagnosticReads(store, deps), ...estateDiagnosticWrites(store, deps) };
}
