// The SQL of the read path (read.ts), written with a `sql` template of Kysely's form (sql-text.ts)
// and run through MikroORM's Kysely integration (em.getKysely(): the same pool and connection
// hook, the transaction when there is one): the Store port's criteria (core/ports/store.ts: $eq $ne $in $nin $gt $gte $lt
// $lte $like $ilike $contains $or $and $not) and the entity's default filters (the tenant) as one WHERE,
// values as parameters, names from the entity metadata. MikroORM's QueryBuilder builds the same
// statements at several times the CPU: it was the costliest step of a list request once the rows
// were no longer hydrated (docs/decisions.md 76).
import type { EntityMetadata } from '@mikro-orm/core';
import { CompiledQuery } from 'kysely';
import type { Criteria } from '../../core/ports/store.js';
import { escapeLike } from '../../core/shared/criteria.js';
import type { SortKey } from '../../core/shared/paging.js';
import type { ReadContext } from './query.js';
import { type Sql, compile, sql } from './sql-text.js';

type Condition = Sql;

const COMPARISONS: Record<string, string> = {
  $gt: '>',
  $gte: '>=',
  $lt: '<',
  $lte: '<=',
  $like: 'like',
  $ilike: 'ilike',
};

export const ALIAS = 'e0';

function column(meta: EntityMetadata, field: string): Condition {
  const prop = meta.properties[field as never] as { fieldNames?: string[] } | undefined;
  if (!prop?.fieldNames?.length) throw new Error(`${meta.className} has no field ${field}`);
  return sql.ref(`${ALIAS}.${prop.fieldNames[0]}`);
}

function isOperators(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    Object.keys(value).every((key) => key.startsWith('$'))
  );
}

function all(parts: Condition[]): Condition {
  return parts.length === 0 ? sql`true` : parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * How `$contains` is written. For reading rows, `strpos(lower(column), lower(term)) > 0`: under
 * row-level security PostgreSQL keeps column statistics from ILIKE (not leakproof), guesses too few
 * matches and reads and sorts all the tenant's rows; on an expression it guesses many, so it walks
 * the list's index in order and stops after the page (docs/decisions.md 78). For the planner's
 * estimate of a total (explained without row-level security), ILIKE, on which it has statistics.
 */
export type ContainsAs = 'strpos' | 'ilike';

/** One operator on a column; undefined and null both mean SQL NULL, as MikroORM reads them. */
function operator(ref: Condition, op: string, value: unknown, containsAs: ContainsAs): Condition {
  const missing = value === null || value === undefined;
  switch (op) {
    case '$contains':
      return containsAs === 'ilike'
        ? sql`${ref} ilike ${`%${escapeLike(String(value))}%`}`
        : sql`strpos(lower(${ref}), lower(${value})) > 0`;
    case '$eq':
      return missing ? sql`${ref} is null` : sql`${ref} = ${value}`;
    case '$ne':
      return missing ? sql`${ref} is not null` : sql`${ref} <> ${value}`;
    case '$in':
    case '$nin': {
      const values = value as unknown[];
      if (values.length === 0) return op === '$in' ? sql`false` : sql`true`;
      const list = sql.join(values.map((v) => sql`${v}`));
      return op === '$in' ? sql`${ref} in (${list})` : sql`${ref} not in (${list})`;
    }
    default: {
      const comparison = COMPARISONS[op];
      if (!comparison) throw new Error(`criteria operator ${op} is not supported by the read path`);
      return sql`${ref} ${sql.raw(comparison)} ${value}`;
    }
  }
}

/** The criteria as one SQL condition over the entity (alias e0). */
export function condition(meta: EntityMetadata, criteria: Criteria, containsAs: ContainsAs = 'strpos'): Condition {
  const inner = (c: Criteria) => condition(meta, c, containsAs);
  return all(
    Object.entries(criteria).map(([key, value]) => {
      if (key === '$and') return all((value as Criteria[]).map(inner));
      if (key === '$or') {
        const parts = (value as Criteria[]).map(inner);
        return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
      }
      if (key === '$not') return sql`not ${inner(value as Criteria)}`;
      const ref = column(meta, key);
      if (isOperators(value)) return all(Object.entries(value).map(([op, v]) => operator(ref, op, v, containsAs)));
      // A list is a shorthand for $in, as in MikroORM's criteria.
      return operator(ref, Array.isArray(value) ? '$in' : '$eq', value, containsAs);
    }),
  );
}

/**
 * The entity's default filters with the parameters of its store (the tenant's, which the store also
 * sets on its EntityManager), for a tenant's read; none for the system's. A default filter without
 * its parameters fails closed, as MikroORM's own filters do.
 */
export function filters(ctx: ReadContext): Criteria[] {
  if (!ctx.tenantId) return [];
  return Object.entries(ctx.meta.filters ?? {})
    .filter(([, filter]) => filter.default)
    .map(([name, filter]) => {
      if (typeof filter.cond !== 'function') return filter.cond as Criteria;
      const args = ctx.filterParams[name];
      if (!args) throw new Error(`filter ${name} of ${ctx.meta.className} has no parameters`);
      return filter.cond(args, 'read', ctx.em) as Criteria;
    });
}

/** `where ...`: the criteria and the default filters. */
export function where(ctx: ReadContext, criteria: Criteria, containsAs: ContainsAs = 'strpos'): Condition {
  return condition(ctx.meta, { $and: [criteria, ...filters(ctx)] }, containsAs);
}

/** The entity's table, as `"table" as "e0"`. */
export function from(meta: EntityMetadata): Condition {
  return sql`${sql.table(meta.tableName)} as ${sql.ref(ALIAS)}`;
}

/**
 * The order of a list: records without a value last in either direction (docs/decisions.md 8),
 * said only on nullable columns, so that a NOT NULL column's one index serves both directions
 * (docs/decisions.md 78).
 */
export function orderBy(meta: EntityMetadata, sort: SortKey[]): Condition {
  const keys = sort.map((key) => {
    const prop = meta.properties[key.field as never] as { nullable?: boolean } | undefined;
    const direction = key.direction === 'desc' ? 'desc' : 'asc';
    return sql`${column(meta, key.field)} ${sql.raw(prop?.nullable ? `${direction} nulls last` : direction)}`;
  });
  return sql.join(keys);
}

/**
 * Runs a statement through MikroORM's Kysely (its pool and connection hook, or the transaction of
 * the EntityManager), after MikroORM's `onQuery` hook has seen it, as every statement of the ORM
 * does (the query-plan test records them there). Written as text here (sql-text.ts), not by Kysely.
 */
export async function run<R = Record<string, unknown>>(ctx: ReadContext, query: Sql): Promise<R[]> {
  const { sql: text, parameters } = compile(query);
  ctx.em.config.get('onQuery')(text, [...parameters]);
  return (await ctx.em.getKysely().executeQuery<R>(CompiledQuery.raw(text, parameters))).rows;
}
