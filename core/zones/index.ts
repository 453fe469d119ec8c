// Use cases of legislative zones, assembled: reads (zone-reads.ts) and a tenant's writes
// (zone-writes.ts). The official zones are visible to every tenant and read-only (403); a
// tenant's own zones are invisible to others (404).
import type { Store } from '../ports/store.js';
import { zoneReads } from './zone-reads.js';
import { zoneWrites } from './zone-writes.js';

export function zoneUseCases(store: Store) {
  return { ...zoneReads(store), ...zoneWrites(store) };
}
