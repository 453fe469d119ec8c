// `npm run worker`: the Temporal worker process of the production stack. Connects to
// TEMPORAL_ADDRESS (namespace TEMPORAL_NAMESPACE, default `default`), runs every workflow of the
// service with its activities (which read and write the database: DATABASE_URL, or the embedded
// PostgreSQL under DATA_DIR), and on SIGTERM / SIGINT stops polling, lets in-flight tasks finish,
// closes the connection and the database and exits 0.
import { NativeConnection } from '@temporalio/worker';
import { LogNotifier } from '../notify/log-notifier.js';
import { OrmTenantStores } from '../persistence/tenant-stores.js';
import { startRentalWorker } from '../temporal/worker.js';
import { TASK_QUEUE } from '../../workflows/task-queue.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { createLogger } from './logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

if (!config.temporalAddress) {
  logger.error('TEMPORAL_ADDRESS is not set: the worker needs a Temporal server (docs/peers.md). Workflows are off.');
  process.exit(1);
}

const namespace = process.env.TEMPORAL_NAMESPACE || 'default';
const taskQueue = process.env.TEMPORAL_TASK_QUEUE || TASK_QUEUE;

async function connect(address: string): Promise<NativeConnection> {
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

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
const connection = await connect(config.temporalAddress);
const running = await startRentalWorker({
  connection,
  namespace,
  taskQueue,
  deps: { notifier: new LogNotifier(logger), stores: new OrmTenantStores(database.orm) },
});
logger.info({ address: config.temporalAddress, namespace, taskQueue }, 'worker running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker shutting down: finishing in-flight tasks');
  await running.stop();
  await connection.close();
  await database.close();
  logger.info('worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

running.done.catch((error: unknown) => {
  logger.fatal({ err: error }, 'worker failed');
  process.exit(1);
});
