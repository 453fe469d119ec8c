// Use cases of energy diagnoses (DPE), assembled: reads (diagnosis-reads.ts) and writes
// (diagnosis-writes.ts).
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { diagnosisReads } from './diagnosis-reads.js';
import { diagnosisWrites } from './diagnosis-writes.js';

export function energyDiagnosisUseCases(store: Store, deps: { clock: Clock }) {
  return { ...diagnosisReads(store, deps), ...diagnosisWrites(store, deps) };
}
