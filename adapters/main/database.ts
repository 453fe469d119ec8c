// The database the process uses: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR/pg.
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Orm, migrate, openOrm } from '../persistence/orm.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  orm: Orm;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  embeddedPort?: number;
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
    log: (message) => options.logger.info({ orm: message.replace(/\x1b\[[0-9;]*m/g, '') }, 'orm'),
  });
  await migrate(orm);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server drops (restart, failover) is an 'error' event on the pool; without
  // a listener it crashes the process. Requests then fail with a logged 500 and the pool reconnects.
  pool.on('error', (error) => options.logger.error({ err: error }, 'idle PostgreSQL connection lost'));
  return {
    orm,
    pool,
    url,
    async close() {
      await pool.end();
      await orm.close(true);
      await stopEmbedded?.();
    },
  };
}
