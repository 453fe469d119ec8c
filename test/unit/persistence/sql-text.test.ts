import { describe, expect, it } from '@jest/globals';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql as kysely,
} from 'kysely';
import { compile, sql } from '../../../adapters/persistence/sql-text.js';

const compiler = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A page statement of the read path's form, written with either tag. */
function pageStatement<T>(tag: typeof sql) {
  const e0 = tag.ref('e0');
  const matching = tag`${tag.ref('e0.tenant_id')} = ${'t1'} and strpos(${tag.ref('e0.search_text')}, lower(${'moreau'})) > 0`;
  const order = tag.join([tag`${tag.ref('e0.created_at')} ${tag.raw('desc')}`, tag`${tag.ref('e0.id')} desc`]);
  const ids = tag`select ${tag.ref('e0.id')} from ${tag.table('contacts')} as ${e0} where ${matching} and ${tag.ref('e0.status')} in (${tag.join(['A', 'B'])}) order by ${order} limit ${101} offset ${0}`;
  return tag`select ${e0}.*, (select count(*) from (select 1 from ${tag.table('contacts')} as ${e0} where ${matching} limit ${1001}) as "counted")::int as ${tag.ref('__total')} from ${tag.table('contacts')} as ${e0} where ${e0}.id = any(array(${ids})) order by ${order}` as T;
}

describe('the read path as SQL text (sql-text.ts)', () => {
  it("writes what Kysely's tag compiles: the same text, values numbered in order, pieces inlined", () => {
    const ours = compile(pageStatement(sql));
    const theirs = pageStatement<{ compile(k: typeof compiler): { sql: string; parameters: readonly unknown[] } }>(
      kysely as unknown as typeof sql,
    ).compile(compiler);
    expect(ours.sql).toBe(theirs.sql);
    expect(ours.parameters).toEqual([...theirs.parameters]);
    expect(ours.parameters).toEqual(['t1', 'moreau', 1001, 't1', 'moreau', 'A', 'B', 101, 0]);
    expect(ours.sql).toContain('"e0"."status" in ($6, $7)');
  });

  it('quotes identifiers, doubling their quotes, and splits schema and table', () => {
    expect(compile(sql`${sql.ref('we"ird.col umn')}`).sql).toBe('"we""ird"."col umn"');
    expect(compile(sql`${sql.table('audit.entries')}`).sql).toBe('"audit"."entries"');
  });

  it('keeps every value a parameter, whatever it holds, and joins nothing as nothing', () => {
    const injected = "x'); drop table contacts; --";
    expect(compile(sql`select ${injected}, ${null}, ${[1, 2]}`)).toEqual({
      sql: 'select $1, $2, $3',
      parameters: [injected, null, [1, 2]],
    });
    expect(compile(sql`(${sql.join([])})`).sql).toBe('()');
    expect(compile(sql.join([sql`a`, sql`b`], sql` or `)).sql).toBe('a or b');
  });
});
