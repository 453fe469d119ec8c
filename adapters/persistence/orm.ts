import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrationsList } from '../../migrations/index.js';
import { entities } from './entities/index.js';
import { applyTenantSession } from './session.js';

export type Orm = MikroORM;

export async function openOrm(
  databaseUrl: string,
  options: {
    poolMax?: number;
    log?: (message: string) => void;
    /** Sees every statement (with `?` placeholders) before it runs: the query-plan test records them. */
    onQuery?: (sql: string, params: readonly unknown[]) => void;
  } = {},
): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Row-level security context per connection checkout, not a transaction per request (session.ts).
    onReserveConnection: applyTenantSession,
    forceUtcTimezone: true,
    debug: false,
    // ORM messages (migrations applied) go to our logger, never to stdout.
    logger: options.log ?? (() => undefined),
    ...(options.onQuery
      ? {
          onQuery: (sql: string, params: readonly unknown[]) => {
            options.onQuery!(sql, params);
            return sql;
          },
        }
      : {}),
  });
}

/**
 * Applies the committed migrations that have not run yet. Processes starting together (several API
 * processes and workers) take turns under an advisory lock, so that each migration runs once; the
 * lock is held by a connection of its own and goes with it.
 */
export async function migrate(orm: MikroORM): Promise<void> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtextextended('rental-service migrations', 0))`);
    await orm.migrator.up();
  } finally {
    await lock.end();
  }
}
