import { describe, expect, it } from '@jest/globals';
import type { EntityMetadata } from '@mikro-orm/core';
import { condition, filters, orderBy } from '../../../adapters/persistence/sql.js';
import { compile } from '../../../adapters/persistence/sql-text.js';
import type { ReadContext } from '../../../adapters/persistence/query.js';

const field = (name: string, nullable = false) => ({ fieldNames: [name], nullable });
const meta = {
  className: 'Thing',
  tableName: 'things',
  properties: {
    id: field('id'),
    tenant_id: field('tenant_id'),
    name: field('name'),
    area: field('area', true),
    status: field('status'),
  },
  filters: {
    tenant: { name: 'tenant', default: true, cond: (args: { tenantId: string }) => ({ tenant_id: args.tenantId }) },
  },
} as unknown as EntityMetadata;

const compiled = (criteria: Record<string, unknown>) => compile(condition(meta, criteria));

describe('criteria of the Store port as SQL (read path)', () => {
  it('writes each operator with its values as parameters, null as IS NULL', () => {
    const { sql: text, parameters } = compiled({
      name: 'Lot 1',
      area: { $gte: 30, $lt: 90 },
      status: { $in: ['ACTIVE', 'NOTICE'] },
      id: { $ne: null },
      tenant_id: null,
    });
    expect(text).toBe(
      '("e0"."name" = $1 and ("e0"."area" >= $2 and "e0"."area" < $3) and "e0"."status" in ($4, $5) and "e0"."id" is not null and "e0"."tenant_id" is null)',
    );
    expect(parameters).toEqual(['Lot 1', 30, 90, 'ACTIVE', 'NOTICE']);
  });

  it('nests $or, $and and $not, and reads empty lists as false ($in) and true ($nin)', () => {
    const { sql: text, parameters } = compiled({
      $or: [{ name: { $ilike: '%a\\_b%' } }, { $and: [{ status: { $nin: [] } }, { area: { $in: [] } }] }],
      $not: { status: ['DRAFT'] },
    });
    expect(text).toBe('(("e0"."name" ilike $1 or (true and false)) and not "e0"."status" in ($2))');
    expect(parameters).toEqual(['%a\\_b%', 'DRAFT']);
  });

  it('refuses a field the entity does not have and an operator it does not know', () => {
    expect(() => compiled({ password: 'x' })).toThrow(/no field password/);
    expect(() => compiled({ name: { $regex: 'x' } })).toThrow(/not supported/);
  });

  it('orders nullable columns with their nulls last, NOT NULL columns by the plain direction', () => {
    const order = compile(
      orderBy(meta, [
        { field: 'area', direction: 'desc' },
        { field: 'id', direction: 'asc' },
      ]),
    );
    expect(order.sql).toBe('"e0"."area" desc nulls last, "e0"."id" asc');
  });

  it("applies a tenant's default filters with its parameters, none for the system, and fails closed without them", () => {
    const ctx = (tenantId: string | null, filterParams: Record<string, object>) =>
      ({ em: {}, filterParams, meta, tenantId }) as unknown as ReadContext;
    expect(filters(ctx('t1', { tenant: { tenantId: 't1' } }))).toEqual([{ tenant_id: 't1' }]);
    expect(filters(ctx(null, {}))).toEqual([]);
    expect(() => filters(ctx('t1', {}))).toThrow(/no parameters/);
  });
});
