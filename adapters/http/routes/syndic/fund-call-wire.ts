// Fund calls and co-owner accounts on the wire: cents in core, euros in answers (`x_cents` -> `x`,
// in nested lines too).
import { fromCents } from '../../../../core/shared/money.js';
import { wire } from '../../wire.js';

type Plain = Record<string, unknown>;

function euros(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(euros);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value as Plain).map(([key, v]) =>
      key.endsWith('_cents') && typeof v === 'number'
        ? [key.slice(0, -'_cents'.length), fromCents(v)]
        : [key, euros(v)],
    ),
  );
}

/** A record (or a read-path view) with its cents as euros; the response allow-list keeps the declared keys. */
export function centsWire<T extends object>(record: T): Plain {
  return euros(wire(record)) as Plain;
}

/** A page of records with their cents as euros. */
export function centsPage<T extends object>(page: { items: T[] }, meta: unknown) {
  return { data: page.items.map(centsWire), meta };
}
