// Entities to JSON bodies, typed as the contract reads them: timestamps as ISO strings, paginated
// envelopes. Which fields reach the wire is decided by the contract alone (response-shape.ts).
import type { Figure, Violation } from '../../core/compliance/violation.js';
import { fromCents } from '../../core/shared/money.js';
import { type Page, pageMeta } from '../../core/shared/paging.js';

export type Wire<T> = {
  [K in keyof T as K extends 'tenant_id' ? never : K]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K];
};

export function wire<T extends object>(entity: T): Wire<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entity)) {
    if (key === 'tenant_id' || typeof value === 'function') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Wire<T>;
}

export function paged<T extends object>(page: Page<T>) {
  return { data: page.items.map(wire), meta: { pagination: pageMeta(page) } };
}

/** Money figures of compliance rules are cents in core (`x_cents`); the wire answers euros under `x`. */
export function figuresWire(figures: Record<string, Figure>): Record<string, Figure> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) =>
      key.endsWith('_cents') && typeof value === 'number'
        ? [key.slice(0, -'_cents'.length), fromCents(value)]
        : [key, value],
    ),
  );
}

export function violationsWire(violations: Violation[]) {
  return violations.map((violation) => ({ ...violation, figures: figuresWire(violation.figures) }));
}
