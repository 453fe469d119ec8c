// The database the process uses: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR/pg.
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Orm, migrate, openOrm } from '../persistence/orm.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: Orm;
  pool: pg.Pool;
  /**
   * The rate limit counter's connections, with synchronous_commit off: a list request then does
   * not wait for a disk flush of its hit, nor do the requests queued behind that tenant's counter
   * row. A crash of PostgreSQL may forget the last fraction of a second of hits (docs/decisions.md 76).
   */
  rateLimitPool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  embeddedPort?: number;
  /** Most connections of the ORM's pool (10 when absent). */
  poolMax?: number;
}): Promise<Database> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = options.databaseUrl;
  if (!url) {
    const dir = path.join(options.dataDir, 'pg');
    options.logger.info({ dir }, 'no DATABASE_URL: starting embedded PostgreSQL');
    const embedded = await startEmbeddedPostgres(dir, { port: options.embeddedPort });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const orm = await openOrm(url, {
    poolMax: options.poolMax,
    log: (message) => options.logger.info({ orm: message.replace(/\x1b\[[0-9;]*m/g, '') }, 'orm'),
  });
  await migrate(orm);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const rateLimitPool = new pg.Pool({ connectionString: url, max: 4, options: '-c synchronous_commit=off' });
  // An idle connection the server drops (restart, failover) is an 'error' event on the pool; without
  // a listener it crashes the process. Requests then fail with a logged 500 and the pool reconnects.
  for (const each of [pool, rateLimitPool])
    each.on('error', (error) => options.logger.error({ err: error }, 'idle PostgreSQL connection lost'));
  return {
    orm,
    pool,
    rateLimitPool,
    url,
    async close() {
      await pool.end();
      await rateLimitPool.end();
      await orm.close(true);
      await stopEmbedded?.();
    },
  };
}
