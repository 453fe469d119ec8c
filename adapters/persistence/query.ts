// The pieces the read path (read.ts) and the store share: the context a repository reads in, the
// order of a list for the EntityManager, and the mapping of rows to records.
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SortKey } from '../../core/shared/paging.js';

export type Row = Record<string, unknown>;

export interface ReadContext {
  em: EntityManager;
  /** The parameters of the entity's default filters (the tenant's), by filter name. */
  filterParams: Readonly<Record<string, object>>;
  meta: EntityMetadata;
  /** The tenant whose filter applies; null for the system (filter off). */
  tenantId: string | null;
}

/**
 * The order of EntityManager reads (`findAll`), as the read path orders (sql.ts): records without
 * a value last in either direction (docs/decisions.md 8), said only on nullable columns.
 */
export function findOrder(meta: EntityMetadata, sort: SortKey[] = []) {
  return sort.map((key) => {
    const prop = meta.properties[key.field as never] as { nullable?: boolean } | undefined;
    return { [key.field]: prop && !prop.nullable ? key.direction : `${key.direction} nulls last` };
  });
}

const mappers = new WeakMap<EntityMetadata, (row: Row) => object>();

/** What a fraction of 0, 1 or 2 digits needs to make milliseconds. */
const MS_PADDING = ['.000', '00', '0'];

const at = (text: string, index: number, char: string) => text.charCodeAt(index) === char.charCodeAt(0);

/** `YYYY-MM-DD HH:MM:SS[.f{1,6}]+00`: the separators at their places (PostgreSQL writes the digits). */
function isUtcTimestamp(text: string): boolean {
  const n = text.length;
  return (
    n >= 22 &&
    n <= 29 &&
    n !== 23 &&
    at(text, 4, '-') &&
    at(text, 7, '-') &&
    at(text, 10, ' ') &&
    at(text, 13, ':') &&
    at(text, 16, ':') &&
    (n === 22 || at(text, 19, '.')) &&
    text.endsWith('+00')
  );
}

/**
 * A timestamp as PostgreSQL writes it in UTC (`2026-11-22 09:34:32.9+00`, MikroORM keeps it as
 * text) to what Date.toISOString writes (`2026-11-22T09:34:32.900Z`): milliseconds, truncated.
 * A read record carries this string (View in core/ports/store.ts), not a Date: parsing to a Date
 * and formatting it again was a third of the CPU of a list answer. Cut from the text by position:
 * a regular expression's match and its groups were a fifth of the memory a list page allocated
 * (docs/decisions.md 325).
 */
export function isoTimestamp(text: string): string {
  if (!isUtcTimestamp(text)) return new Date(text).toISOString();
  const n = text.length;
  const digits = n === 22 ? 0 : n - 23;
  return digits >= 3
    ? `${text.slice(0, 10)}T${text.slice(11, 23)}Z`
    : `${text.slice(0, 10)}T${text.slice(11, n - 3)}${MS_PADDING[digits]}Z`;
}

/**
 * Row to record, generated once per entity: an object literal of the entity's fields, each read
 * from its column by constant name and converted (numeric to number, timestamps to ISO strings
 * ...), as MikroORM's own hydrators are generated. A plain object: the entity class's prototype carries the
 * ORM's property accessors, which would make every assignment a definition. Property and column
 * names come from the entity metadata, quoted as JSON strings.
 */
export function recordMapper(ctx: ReadContext): (row: Row) => object {
  const known = mappers.get(ctx.meta);
  if (known) return known;
  const platform = ctx.em.getPlatform();
  const converters: ((value: unknown) => unknown)[] = [];
  const fields = ctx.meta.props
    .filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1)
    .map((prop) => {
      const [name, column] = [JSON.stringify(prop.name), JSON.stringify(prop.fieldNames[0])];
      const type = prop.customType;
      const convert = type
        ? (value: unknown) => type.convertToJSValue(value, platform)
        : prop.runtimeType === 'Date'
          ? (value: unknown) => (value instanceof Date ? value.toISOString() : isoTimestamp(value as string))
          : undefined;
      if (!convert) return `${name}: r[${column}]`;
      converters.push(convert);
      return `${name}: (x = r[${column}]) == null ? x : c[${converters.length - 1}](x)`;
    });
  const mapper = new Function('c', `return function map(r) { let x; return { ${fields.join(', ')} }; };`)(
    converters,
  ) as (row: Row) => object;
  mappers.set(ctx.meta, mapper);
  return mapper;
}
