// The workflow engine the API uses, brought up in the background so that the API serves at once
// (docs/decisions.md 205): a Temporal cluster (TEMPORAL_ADDRESS; its workers run apart, `npm run
// worker`), connected with retries; else the embedded default: `temporal server start-dev` (the CLI
// found or obtained once per machine, adapters/temporal/obtain-cli.ts) and the worker as a child
// process of `npm start`, stopped with it; else off, said in the log and in /api/health with how to
// install the CLI. Meanwhile the Workflows port records what use cases ask (the command outbox), and
// the relay sends it once the engine is up.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection, WorkflowClient } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Workflows } from '../../core/ports/workflows.js';
import type { WorkflowEngineState as EngineState } from '../../contract/vocabulary/platform.js';
import type { Orm } from '../persistence/orm.js';
import { mikroStores } from '../persistence/store.js';
import { systemClock } from '../system-clock.js';
import { reconcileAll } from './reconcile-all.js';
import { queuedWorkflowIds, startCommandRelay } from '../temporal/command-relay.js';
import { startTemporalDevServer } from '../temporal/dev-server.js';
import { type CliSources, INSTALL_HINT, obtainTemporalCli } from '../temporal/obtain-cli.js';
import { startReconciliation } from '../temporal/reconcile-loop.js';
import { tableWorkflows } from '../temporal/workflow-commands.js';
import { ENGINE_CHANNEL_ARGS, temporalProbe, temporalTarget } from '../temporal/workflows-client.js';
import type { Config } from './config.js';

export interface WorkflowEngine {
  /** The port the use cases record into: enabled unless workflows turned out off. */
  workflows: Workflows;
  /** The state, and what it means for a person (health, logs). */
  status(): { state: EngineState; description: string };
  /** The Temporal client once the engine is up. */
  client(): WorkflowClient | null;
  /** Whether the engine is up and answers now (the health endpoint says degraded when it does not). */
  reachable(): Promise<boolean>;
  /** Begins bringing the engine up, in the background (after the API listens: obtaining the CLI loads the SDK). */
  start(): void;
  /** Resolves once the engine is up or off (or closed). */
  settled: Promise<void>;
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

/** The engine's mutable state while it comes up; `closers` run last first at close (connection, worker, server). */
class EngineProgress {
  state: EngineState = 'starting';
  description = 'starting';
  connection: Connection | null = null;
  client: WorkflowClient | null = null;
  closing = false;
  readonly abort = new AbortController();
  readonly closers: (() => Promise<void>)[] = [];

  constructor(private readonly logger: Logger) {}

  set(state: EngineState, description: string) {
    this.state = state;
    this.description = description;
  }

  up(connection: Connection, namespace: string, description: string, logged: Record<string, unknown>) {
    this.connection = connection;
    this.client = new WorkflowClient({ connection, namespace });
    this.closers.push(() => connection.close());
    this.set('up', description);
    this.logger.info(logged, `workflows on: ${description}`);
  }

  off(reason: string) {
    this.set('off', `off (${reason}); to turn workflows on, ${INSTALL_HINT}`);
    this.logger.warn(
      { reason, fix: INSTALL_HINT },
      'workflows are OFF: leases work, but no signature, and no notice end, term or revision reminder is timed (see docs/peers.md)',
    );
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects to TEMPORAL_ADDRESS, again every 2 s until it answers (or the service stops). */
async function connectCluster(engine: EngineProgress, config: Config, logger: Logger): Promise<void> {
  const address = config.temporalAddress!;
  engine.set('starting', `starting: connecting to the Temporal cluster at TEMPORAL_ADDRESS=${address}`);
  for (let tries = 0; !engine.closing; tries++) {
    try {
      const connection = await Connection.connect({
        address,
        connectTimeout: '5s',
        channelArgs: ENGINE_CHANNEL_ARGS,
      });
      engine.up(connection, config.temporalNamespace, `temporal at ${address}`, { address });
      return;
    } catch (error) {
      const message = (error as Error).message;
      engine.set('starting', `starting: no Temporal server answers at TEMPORAL_ADDRESS=${address} yet (${message})`);
      if (tries % 15 === 0)
        logger.warn(
          { address, err: message },
          'Temporal not reachable yet: retrying (start it, or correct TEMPORAL_ADDRESS)',
        );
      await pause(2_000);
    }
  }
}

/** The embedded default: the CLI (obtained once per machine), its dev server, the worker, the client. */
async function startEmbedded(
  engine: EngineProgress,
  options: { config: Config; databaseUrl: string; logger: Logger; cliSources?: CliSources },
): Promise<void> {
  const { config, logger } = options;
  engine.set('obtaining_cli', 'starting: looking for the Temporal CLI');
  const cli = await obtainTemporalCli({
    cacheDir: config.temporalCliCache,
    log: (message) => {
      logger.info(message);
      engine.set('obtaining_cli', `starting: ${message}`);
    },
    sources: options.cliSources,
    signal: engine.abort.signal,
  });
  if (engine.closing) return;
  if (!cli.ok) return engine.off(cli.reason);
  engine.set('starting', 'starting: the embedded Temporal dev server');
  const started = await startTemporalDevServer({
    dataDir: path.join(config.dataDir, 'temporal'),
    cliPath: cli.path,
    namespace: config.temporalNamespace,
  });
  if (!started.ok) return engine.off(started.reason);
  const { server } = started;
  engine.closers.push(() => server.stop());
  if (engine.closing) return;
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
  engine.closers.push(() => worker.stop());
  const connection = await Connection.connect({ address: server.address, channelArgs: ENGINE_CHANNEL_ARGS });
  engine.up(connection, server.namespace, `embedded temporal at ${server.address}`, {
    address: server.address,
    db: server.dbFile,
    cli: cli.path,
    worker_pid: worker.pid(),
  });
}

/** The engine, to bring up with `start()`; `settled` resolves once it is up or off. */
export function openWorkflows(options: {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  cliSources?: CliSources;
}): WorkflowEngine {
  const { config, logger } = options;
  const engine = new EngineProgress(logger);
  let begin: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (begin = resolve))
    .then(async () => {
      if (engine.closing) return;
      if (config.temporalAddress) await connectCluster(engine, config, logger);
      else if (!config.workflowsEmbedded) engine.off('WORKFLOWS_EMBEDDED=false and no TEMPORAL_ADDRESS');
      else await startEmbedded(engine, options);
    })
    .catch((error: unknown) => {
      if (!engine.closing) engine.off((error as Error).message);
    });
  return {
    workflows: tableWorkflows({ taskQueue: config.temporalTaskQueue, enabled: () => engine.state !== 'off' }),
    status: () => ({ state: engine.state, description: engine.description }),
    client: () => engine.client,
    reachable: () => (engine.connection ? answers(engine.connection) : Promise.resolve(false)),
    start: () => begin(),
    settled,
    async close() {
      engine.closing = true;
      begin();
      // A CLI being built is abandoned; a dev server being started is waited for, then stopped.
      engine.abort.abort();
      if (engine.state !== 'obtaining_cli') await settled;
      for (const close of [...engine.closers].reverse()) await close();
    },
  };
}

/** The server's health check, bounded to 2 s. */
export function answers(connection: Connection): Promise<boolean> {
  return connection
    .withDeadline(Date.now() + 2_000, () => connection.healthService.check({}))
    .then(
      () => true,
      () => false,
    );
}

const HOUR_MS = 3_600_000;

/**
 * The API process's side of the outbox: the relay that sends the recorded commands once the engine
 * is up, and the reconciliation of the long processes (leases, mandates, syndicates) at start-up (once the engine answers) and then
 * every WORKFLOWS_RECONCILE_HOURS (a day; 0: none).
 */
export function startWorkflowRelays(
  engine: WorkflowEngine,
  options: { orm: Orm; config: Config; logger: Logger },
): { stop(): Promise<void> } {
  const { orm, config, logger } = options;
  const relay = startCommandRelay(
    {
      orm,
      taskQueue: config.temporalTaskQueue,
      target: () => {
        const client = engine.client();
        return client ? temporalTarget(client, config.workflowsCallTimeoutMs) : null;
      },
      reachable: () => engine.reachable(),
      logger,
    },
    { intervalMs: config.workflowsRelayIntervalMs },
  );
  const reconciliation =
    config.workflowsReconcileHours > 0
      ? startReconciliation({
          ready: () => engine.reachable(),
          run: () =>
            reconcileAll({
              stores: mikroStores(orm),
              clock: systemClock,
              workflows: engine.workflows,
              probe: temporalProbe(
                engine.client()!,
                (ids) => queuedWorkflowIds(orm, ids),
                config.workflowsCallTimeoutMs,
              ),
            }),
          everyMs: config.workflowsReconcileHours * HOUR_MS,
          retryMs: 2_000,
          logger,
        })
      : null;
  return {
    async stop() {
      await reconciliation?.stop();
      await relay.stop();
    },
  };
}
