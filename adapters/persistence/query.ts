// The pieces of the read path (read.ts) that every query shares: the context a repository reads
// in, its QueryBuilder with the tenant filter, the order of a list, and the mapping of rows.
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Criteria } from '../../core/ports/store.js';
import type { SortKey } from '../../core/shared/paging.js';

export type Row = Record<string, unknown>;

export interface ReadContext {
  em: EntityManager;
  meta: EntityMetadata;
  /** The tenant whose filter applies; null for the system (filter off). */
  tenantId: string | null;
}

/** A QueryBuilder over the entity with these criteria and, for a tenant, the tenant filter. */
export async function queryBuilder(ctx: ReadContext, alias: string, criteria: Criteria) {
  const qb = ctx.em.createQueryBuilder(ctx.meta.class as never, alias).where(criteria as never);
  if (ctx.tenantId) await qb.applyFilters();
  return qb;
}

/**
 * Records without a value sort last in either direction (docs/decisions.md 8). A NOT NULL column
 * has no such records: its plain direction lets one index serve both (docs/decisions.md 78).
 */
export function orderBy(meta: EntityMetadata, sort: SortKey[] = []) {
  return sort.map((key) => {
    const prop = meta.properties[key.field as never] as { nullable?: boolean } | undefined;
    return { [key.field]: prop && !prop.nullable ? key.direction : `${key.direction} nulls last` };
  });
}

const mappers = new WeakMap<EntityMetadata, (row: Row) => object>();

/**
 * Row to record, compiled once per entity: column to property, with the property's conversion
 * (numeric to number, timestamps to Date ...). A plain object: the entity class's prototype
 * carries the ORM's property accessors, which would make every assignment a definition.
 */
export function recordMapper(ctx: ReadContext): (row: Row) => object {
  const known = mappers.get(ctx.meta);
  if (known) return known;
  const platform = ctx.em.getPlatform();
  const fields = ctx.meta.props
    .filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1)
    .map((prop) => {
      const type = prop.customType;
      // Timestamps arrive as PostgreSQL's text (MikroORM's type parsers), with their offset.
      const convert = type
        ? (value: unknown) => type.convertToJSValue(value, platform)
        : prop.runtimeType === 'Date'
          ? (value: unknown) => (value instanceof Date ? value : new Date(value as string))
          : undefined;
      return [prop.name, prop.fieldNames[0], convert] as const;
    });
  const mapper = (row: Row) => {
    const record: Row = {};
    for (const [name, column, convert] of fields) {
      const value = row[column];
      record[name] = value === null || value === undefined || !convert ? value : convert(value);
    }
    return record;
  };
  mappers.set(ctx.meta, mapper);
  return mapper;
}
