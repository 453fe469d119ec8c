import { readFileSync } from 'node:fs';

// The data files the migrations load (migrations/data/): shared, dated lists such as the zone
// tendue and zone A bis communes.

/** The file beside the migrations (sources), or under the repository's migrations/ (compiled in dist/). */
export function dataFile(name: string): string {
  for (const candidate of [`./data/${name}`, `../../migrations/data/${name}`]) {
    try {
      return readFileSync(new URL(candidate, import.meta.url), 'utf8');
    } catch {
      // the other place
    }
  }
  throw new Error(`${name} not found beside the migrations`);
}

/** A text as an SQL literal. */
export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
