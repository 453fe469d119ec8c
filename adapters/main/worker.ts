// `npm run worker`: the Temporal worker process. Connects to TEMPORAL_ADDRESS (namespace and task
// queue from the configuration), runs every workflow of the service with its activities (on the
// service's database and files; the lease-lifecycle ones move leases and record what the engine is
// to be told), runs a relay of the workflow command outbox, and on SIGTERM / SIGINT, or when the
// `npm start` that spawned it goes away, stops polling, lets in-flight tasks finish, closes its
// connections and exits 0.
import { Connection, WorkflowClient } from '@temporalio/client';
import { NativeConnection, Runtime } from '@temporalio/worker';
import { selectPdfRenderer } from '../pdf/select-renderer.js';
import { loadServiceSecret } from '../security/service-secret.js';
import { startRentalWorker } from '../temporal/worker.js';
import { startCommandRelay } from '../temporal/command-relay.js';
import { tableWorkflows } from '../temporal/workflow-commands.js';
import { ENGINE_CHANNEL_ARGS, temporalTarget } from '../temporal/workflows-client.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { openFileStore } from './file-store.js';
import { createLogger, serviceOutput } from './logger.js';
import { buildActivityDeps } from './services.js';
import { answers } from './workflows.js';

const config = loadConfig();
const logger = createLogger(config.logLevel, serviceOutput());

if (!config.temporalAddress) {
  logger.error('TEMPORAL_ADDRESS is not set: the worker needs a Temporal server (docs/peers.md). Workflows are off.');
  process.exit(1);
}
const address = config.temporalAddress;

/** How long the drain may take once the API that started this worker is gone. */
const PARENT_GONE_GRACE_MS = 15_000;
/** The worker's ordered stop, once it runs; before that nothing is in flight, and a stop just exits. */
const worker: { stop?: (reason: string) => Promise<void> } = {};
function stopFor(reason: string) {
  if (worker.stop) return void worker.stop(reason);
  logger.info({ reason }, 'worker stopped before it ran');
  process.exit(0);
}
process.on('SIGTERM', () => stopFor('SIGTERM'));
process.on('SIGINT', () => stopFor('SIGINT'));
// Spawned by `npm start` with an IPC channel: when that process goes away, so does this one, also
// while it still starts (it may be waiting for a Temporal dev server that went with the API). The
// drain may then wait on a server that is not there: after the 15 s the API itself gives the worker
// at a stop (adapters/main/workflows.ts), it exits.
process.on('disconnect', () => {
  setTimeout(() => {
    logger.warn('worker stopped before its tasks finished: its parent process is gone');
    process.exit(1);
  }, PARENT_GONE_GRACE_MS).unref();
  stopFor('parent process gone');
});

async function connect(): Promise<NativeConnection> {
  // The Temporal server may still be starting (compose starts both together): retry for a minute.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await NativeConnection.connect({ address });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      logger.warn({ address, err: (error as Error).message }, 'Temporal not reachable yet, retrying');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

// This process owns its signals (it drains the worker first): the SDK must not take them.
Runtime.install({ shutdownSignals: [] });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger,
  poolMax: config.databasePoolMax,
});
const connection = await connect();
// The lease-lifecycle activities move leases through the status use case, which records the
// lease's timers in the command outbox; this process's relay sends them, as the API's does.
const clientConnection = await Connection.connect({ address, channelArgs: ENGINE_CHANNEL_ARGS });
const workflows = tableWorkflows({ taskQueue: config.temporalTaskQueue, enabled: () => true });
const target = temporalTarget(
  new WorkflowClient({ connection: clientConnection, namespace: config.temporalNamespace }),
  config.workflowsCallTimeoutMs,
);
const commands = startCommandRelay(
  {
    orm: database.orm,
    taskQueue: config.temporalTaskQueue,
    target: () => target,
    reachable: () => answers(clientConnection),
    logger,
  },
  { intervalMs: config.workflowsRelayIntervalMs },
);
const running = await startRentalWorker({
  connection,
  namespace: config.temporalNamespace,
  taskQueue: config.temporalTaskQueue,
  deps: buildActivityDeps({
    orm: database.orm,
    files: await openFileStore(config.files),
    serviceSecret: loadServiceSecret({ secret: config.serviceSecret, dataDir: config.dataDir }),
    apiOrigin: config.apiOrigin,
    publicBaseUrl: config.publicBaseUrl,
    workflows,
    renderer: selectPdfRenderer({ gotenbergUrl: config.gotenbergUrl }),
  }),
});
logger.info(
  { address, namespace: config.temporalNamespace, taskQueue: config.temporalTaskQueue, api: config.apiOrigin },
  'worker running',
);

let stopping = false;
worker.stop = async (reason: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ reason }, 'worker shutting down: finishing in-flight tasks');
  await running.stop();
  await commands.stop();
  await connection.close();
  await clientConnection.close();
  await database.close();
  logger.info('worker stopped');
  process.exit(0);
};

running.done.catch((error: unknown) => {
  logger.fatal({ err: error }, 'worker failed');
  process.exit(1);
});
