// Direct looks at the test database, for "nothing was written" and "nothing half-written" checks.
import pg from 'pg';

export async function withPool<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

/** Rows per table that this tenant owns (keys and idempotency records left out). */
export function tenantRows(tenantId: string): Promise<Record<string, number>> {
  return withPool(async (pool) => {
    const { rows: tables } = await pool.query<{ table_name: string }>(`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
        and c.table_name not in ('api_keys', 'idempotency_keys') order by 1`);
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from "${table_name}" where tenant_id = $1`,
        [tenantId],
      );
      counts[table_name] = rows[0].n;
    }
    return counts;
  });
}

/** The domain events a tenant's changes published (outbox_events), oldest first, optionally of one type prefix. */
export function publishedEvents(
  tenantId: string,
  typePrefix = '',
): Promise<{ type: string; subject_id: string; payload: Record<string, unknown> }[]> {
  return withPool(
    async (pool) =>
      (
        await pool.query(
          'select type, subject_id, payload from outbox_events where tenant_id = $1 and type like $2 order by created_at, type',
          [tenantId, `${typePrefix}%`],
        )
      ).rows,
  );
}
