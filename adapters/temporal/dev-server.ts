// A local Temporal server for the embedded default (no TEMPORAL_ADDRESS): `temporal server
// start-dev` of the Temporal CLI, on loopback ports, its state in a SQLite file under `dataDir`
// so workflows (month- and year-long timers) survive a restart.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { locateProgram } from '../peers/locate.js';
import { freePort, startPeerProcess, waitUntilReady } from '../peers/process.js';

export interface TemporalDevServer {
  /** gRPC address for clients and workers, `127.0.0.1:<port>`. */
  address: string;
  namespace: string;
  /** The web UI, when started with `ui: true`. */
  uiUrl?: string;
  cliPath: string;
  dbFile: string;
  stop(): Promise<void>;
}

export type DevServerStart = { ok: true; server: TemporalDevServer } | { ok: false; reason: string };

export interface DevServerOptions {
  /** Directory of the SQLite file (`temporal.db`) and the server log. */
  dataDir: string;
  namespace?: string;
  port?: number;
  ui?: boolean;
  uiPort?: number;
  /** The CLI binary; default TEMPORAL_CLI_PATH, then `temporal` on PATH, then the install-peers cache. */
  cliPath?: string;
  env?: NodeJS.ProcessEnv;
  startTimeoutMs?: number;
}

/** The Temporal CLI: TEMPORAL_CLI_PATH, else `temporal` on PATH, else the install-peers cache. */
export function findTemporalCli(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return locateProgram('temporal', { envVar: 'TEMPORAL_CLI_PATH', env })?.path;
}

/** Starts `temporal server start-dev`; `{ok: false, reason}` when no CLI binary is found. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServerStart> {
  const env = options.env ?? process.env;
  let cliPath: string | undefined;
  try {
    cliPath = options.cliPath ?? findTemporalCli(env);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  if (!cliPath) {
    return {
      ok: false,
      reason: 'no Temporal CLI found (TEMPORAL_CLI_PATH, `temporal` on PATH, or scripts/install-peers.sh cache)',
    };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const namespace = options.namespace ?? 'default';
  const port = options.port ?? (await freePort());
  const dbFile = path.join(options.dataDir, 'temporal.db');
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--http-port',
    String(await freePort()),
    '--metrics-port',
    String(await freePort()),
    '--namespace',
    namespace,
    '--db-filename',
    dbFile,
    '--log-level',
    'warn',
  ];
  let uiUrl: string | undefined;
  if (options.ui) {
    const uiPort = options.uiPort ?? (await freePort());
    args.push('--ui-ip', '127.0.0.1', '--ui-port', String(uiPort));
    uiUrl = `http://127.0.0.1:${uiPort}`;
  } else {
    args.push('--headless');
  }

  const child = startPeerProcess(cliPath, args, {
    env,
    logFile: path.join(options.dataDir, 'temporal-dev-server.log'),
  });
  const address = `127.0.0.1:${port}`;
  await waitUntilReady(
    'temporal server start-dev',
    child,
    async () => {
      const connection = await Connection.connect({ address, connectTimeout: 1_000 });
      try {
        await connection.workflowService.describeNamespace({ namespace });
        return true;
      } finally {
        await connection.close();
      }
    },
    { timeoutMs: options.startTimeoutMs ?? 60_000, intervalMs: 300 },
  );
  return { ok: true, server: { address, namespace, uiUrl, cliPath, dbFile, stop: () => child.stop(10_000) } };
}
