// The workflow engine the API uses: a Temporal cluster (TEMPORAL_ADDRESS; its workers run apart,
// `npm run worker`), else the embedded default: `temporal server start-dev` (the CLI found or
// obtained once, adapters/temporal/obtain-cli.ts) and the worker as a child process of `npm start`,
// stopped with it; else off, said in the log and in /api/health with how to install the CLI.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection, WorkflowClient } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Workflows } from '../../core/ports/workflows.js';
import { startTemporalDevServer } from '../temporal/dev-server.js';
import { type CliSources, INSTALL_HINT, obtainTemporalCli } from '../temporal/obtain-cli.js';
import { DisabledWorkflows, temporalWorkflows } from '../temporal/workflows-client.js';
import type { Config } from './config.js';
import { StartupError } from './startup-failure.js';

export interface WorkflowEngine {
  workflows: Workflows;
  /** For the health endpoint and the start-up log. */
  status: string;
  /** Whether the engine answers now (the health endpoint says degraded when it does not). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** The worker entry point beside this file (worker.ts under tsx, worker.js once compiled). */
const WORKER_SCRIPT = fileURLToPath(
  new URL(`./worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * `npm run worker` as a child process on the same configuration, restarted when it dies, and
 * stopped (SIGTERM, then SIGKILL) when the API stops. An IPC channel ties it to this process: the
 * worker exits when it closes, so it never outlives a killed API.
 */
function superviseWorker(env: NodeJS.ProcessEnv, logger: Logger) {
  let child: ChildProcess | undefined;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [...process.execArgv, WORKER_SCRIPT], {
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, 'the Temporal worker exited: restarting it in 2 s');
      setTimeout(() => !stopping && start(), 2_000);
    });
  };
  start();
  return {
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const force = setTimeout(() => running.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}

export async function openWorkflows(options: {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  cliSources?: CliSources;
}): Promise<WorkflowEngine> {
  const { logger, config } = options;
  if (config.temporalAddress) {
    const address = config.temporalAddress;
    const connection = await Connection.connect({ address, connectTimeout: '5s' }).catch((error: Error) => {
      throw new StartupError(
        `no Temporal server answers at TEMPORAL_ADDRESS=${address} (${error.message})`,
        'start it, correct TEMPORAL_ADDRESS, or unset it for the embedded Temporal dev server',
      );
    });
    logger.info(
      { address: config.temporalAddress },
      'workflows on: Temporal cluster (run `npm run worker` for its workers)',
    );
    return {
      workflows: temporalWorkflows(
        new WorkflowClient({ connection, namespace: config.temporalNamespace }),
        config.temporalTaskQueue,
        config.workflowsCallTimeoutMs,
      ),
      status: `temporal at ${config.temporalAddress}`,
      reachable: () => answers(connection),
      close: () => connection.close(),
    };
  }
  if (!config.workflowsEmbedded) return off(logger, 'WORKFLOWS_EMBEDDED=false and no TEMPORAL_ADDRESS');

  const cli = await obtainTemporalCli({
    cacheDir: config.temporalCliCache,
    log: (message) => logger.info(message),
    sources: options.cliSources,
  });
  if (!cli.ok) return off(logger, cli.reason);
  const started = await startTemporalDevServer({
    dataDir: path.join(config.dataDir, 'temporal'),
    cliPath: cli.path,
    namespace: config.temporalNamespace,
  });
  if (!started.ok) return off(logger, started.reason);
  const { server } = started;
  const worker = superviseWorker(
    {
      ...process.env,
      TEMPORAL_ADDRESS: server.address,
      TEMPORAL_NAMESPACE: server.namespace,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: config.dataDir,
      API_URL: config.apiOrigin,
    },
    logger,
  );
  const connection = await Connection.connect({ address: server.address });
  logger.info(
    { address: server.address, db: server.dbFile, cli: cli.path, worker_pid: worker.pid() },
    'workflows on: embedded Temporal dev server, worker in a child process',
  );
  return {
    workflows: temporalWorkflows(
      new WorkflowClient({ connection, namespace: server.namespace }),
      config.temporalTaskQueue,
      config.workflowsCallTimeoutMs,
    ),
    status: `embedded temporal at ${server.address}`,
    reachable: () => answers(connection),
    async close() {
      await worker.stop();
      await connection.close();
      await server.stop();
    },
  };
}

function off(logger: Logger, reason: string): WorkflowEngine {
  logger.warn(
    { reason, fix: INSTALL_HINT },
    'workflows are OFF: leases work, but no signature, and no notice end, term or revision reminder is timed (see docs/peers.md)',
  );
  return {
    workflows: new DisabledWorkflows(`${reason}; to turn them on, ${INSTALL_HINT}`),
    status: `off (${reason}); to turn workflows on, ${INSTALL_HINT}`,
    reachable: async () => false,
    close: async () => undefined,
  };
}

/** The server's health check, bounded to 2 s. */
function answers(connection: Connection): Promise<boolean> {
  return connection
    .withDeadline(Date.now() + 2_000, () => connection.healthService.check({}))
    .then(
      () => true,
      () => false,
    );
}
