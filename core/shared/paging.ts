// List conventions (spec "List conventions"): 1-based pages, sort by whitelisted fields; and the
// keyset cursor beside `page` (docs/decisions.md 77): a deep page reached without counting past
// every row before it.
import { ValidationError } from './errors.js';

export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  field: string;
  direction: SortDirection;
}

/** Where a keyset page starts: the sort values of the last record of the page before it. */
export interface Cursor {
  /** The number of the page this cursor leads to. */
  page: number;
  /** The sort it was made for (`-area,id`): a cursor is refused with another one. */
  sort: string;
  /** One value per sort key (dates as ISO strings), in the order of the sort. */
  values: unknown[];
}

export interface PageRequest {
  page: number;
  perPage: number;
  sort: SortKey[];
  /** Keyset: the page starts after this position instead of at an offset. */
  after?: Cursor;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  /** True when the total was estimated rather than counted (past the count cap of the store). */
  totalIsEstimate?: boolean;
  /** Whether a record follows this page, when the store tells; derived from the total otherwise. */
  hasNext?: boolean;
  /** Where the next page starts, when there is one and the store tells. */
  next?: Cursor | null;
}

/** Parses `field` / `-field` (comma separated for several keys). */
export function parseSort(sort: string | undefined, fallback: SortKey[]): SortKey[] {
  if (!sort) return fallback;
  return sort
    .split(',')
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('-')
        ? { field: part.slice(1), direction: 'desc' as const }
        : { field: part, direction: 'asc' as const },
    );
}

export const sortSignature = (sort: SortKey[]) =>
  sort.map((key) => `${key.direction === 'desc' ? '-' : ''}${key.field}`).join(',');

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque `cursor` of the wire: the page it leads to, the sort it belongs to, the values. */
export function encodeCursor(cursor: Cursor): string {
  const values = cursor.values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return toBase64Url(JSON.stringify({ p: cursor.page, s: cursor.sort, v: values }));
}

function invalidCursor(message: string): ValidationError {
  return new ValidationError(`Invalid cursor: ${message}`, [{ path: 'cursor', message, code: 'invalid_cursor' }]);
}

/** A cursor given back by a caller; 400 when it is not one of ours or was made for another sort. */
export function decodeCursor(text: string, sort: SortKey[]): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    throw invalidCursor('not a cursor given by this service');
  }
  const { p, s, v } = (parsed ?? {}) as { p?: unknown; s?: unknown; v?: unknown };
  if (!Number.isInteger(p) || (p as number) < 2 || !Array.isArray(v) || typeof s !== 'string')
    throw invalidCursor('not a cursor given by this service');
  if (s !== sortSignature(sort)) throw invalidCursor(`made for the sort ${s}; send the same sort, or start again`);
  if (v.length !== sort.length || v.some((value) => typeof value === 'object' && value !== null))
    throw invalidCursor('not a cursor given by this service');
  return { page: p as number, sort: s, values: v };
}

export function pageMeta(page: Page<unknown>) {
  const totalPages = Math.max(1, Math.ceil(page.total / page.perPage));
  return {
    current_page: page.page,
    per_page: page.perPage,
    total: page.total,
    total_pages: totalPages,
    has_next: page.hasNext ?? page.page < totalPages,
    has_prev: page.page > 1,
  };
}

/** The `meta` of a paginated answer: the page numbers, the next cursor, whether the total is estimated. */
export function listMeta(page: Page<unknown>) {
  return {
    pagination: pageMeta(page),
    next_cursor: page.next ? encodeCursor(page.next) : null,
    total_is_estimate: page.totalIsEstimate ?? false,
  };
}
