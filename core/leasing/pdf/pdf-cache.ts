// The content-addressed cache of PDF renders (docs/decisions.md): an entry per template and data,
// keyed by the template's type and builder version and a SHA-256 of the canonical data; the bytes
// live in the FileStore. One counters row per tenant holds the statistics; every change to the
// tenant's cache locks it, so hits, misses, entries and bytes stay exact under concurrency.
import type { Store } from '../../ports/store.js';
import type { PdfTemplateType } from '../../../contract/vocabulary/leasing.js';

export class PdfCacheEntry {
  id!: string;
  tenant_id!: string;
  cache_key!: string;
  template_type!: PdfTemplateType;
  template_version!: number;
  storage_key!: string;
  file_size!: number;
  pages!: number;
  sha256!: string;
  hits = 0;
  last_hit_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** The tenant's cache statistics since `since` (creation or last clear); id is the tenant id. */
export class PdfCacheCounters {
  id!: string;
  tenant_id!: string;
  hits = 0;
  misses = 0;
  entries = 0;
  bytes = 0;
  since!: Date;
  created_at!: Date;
  updated_at!: Date;
}

/**
 * JSON with object keys sorted at every level and undefined members left out: the same data
 * always gives the same text, whatever order its keys were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/** The cache key: template type, builder version and the hex SHA-256 of the canonical data. */
export function pdfCacheKey(template: { type: PdfTemplateType; version: number }, dataSha256: string): string {
  return `${template.type}:v${template.version}:${dataSha256}`;
}

export interface PdfCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  /** hits / (hits + misses), 0 before the first lookup; four decimals. */
  hit_ratio: number;
  since: Date;
}

export function cacheStats(counters: PdfCacheCounters): PdfCacheStats {
  const lookups = counters.hits + counters.misses;
  return {
    hits: counters.hits,
    misses: counters.misses,
    entries: counters.entries,
    bytes: counters.bytes,
    hit_ratio: lookups === 0 ? 0 : Math.round((counters.hits / lookups) * 10_000) / 10_000,
    since: counters.since,
  };
}

/** The tenant's counters row: the pdf cache migration makes one with every tenant. */
export async function countersOf(store: Store): Promise<PdfCacheCounters> {
  const counters = await store.repo(PdfCacheCounters).findOne({});
  if (!counters) throw new Error('the tenant has no PDF cache counters row (migration Migration20261123010100)');
  return counters;
}

/** The counters row, locked until the transaction ends: the tenant's cache changes one at a time. */
export async function lockedCounters(tx: Store): Promise<PdfCacheCounters> {
  return tx.repo(PdfCacheCounters).getLocked((await countersOf(tx)).id);
}
