// Criteria helpers for the Store port's operator vocabulary (core/ports/store.ts).
import type { Criteria } from '../ports/store.js';

/** The text with LIKE wildcards (`%`, `_`) and the escape character itself escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring search over several fields: the term is literal text. */
export function searchCriteria(term: string | undefined, fields: readonly string[]): Criteria {
  if (!term) return {};
  return { $or: fields.map((field) => ({ [field]: { $contains: term } })) };
}

/** Drops undefined values so that absent filters do not constrain the query. */
export function definedCriteria(criteria: Record<string, unknown>): Criteria {
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined));
}

/** `{ field: { $gte: from, $lte: to } }` for the bounds that are given. */
export function rangeCriteria(field: string, from: unknown, to: unknown): Criteria {
  const range: Record<string, unknown> = {};
  if (from !== undefined) range.$gte = from;
  if (to !== undefined) range.$lte = to;
  return Object.keys(range).length > 0 ? { [field]: range } : {};
}
