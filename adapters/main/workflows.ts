// The workflow engine the API uses: a Temporal cluster (TEMPORAL_ADDRESS; its workers run apart,
// `npm run worker`), else an embedded `temporal server start-dev` with an in-process worker when
// the Temporal CLI is on the machine, else off, said clearly in the log.
import path from 'node:path';
import { Connection, WorkflowClient } from '@temporalio/client';
import { NativeConnection, Runtime } from '@temporalio/worker';
import type { Logger } from 'pino';
import type { Workflows } from '../../core/ports/workflows.js';
import { LogNotifier } from '../notify/log-notifier.js';
import type { Orm } from '../persistence/orm.js';
import { OrmTenantStores } from '../persistence/tenant-stores.js';
import { startTemporalDevServer } from '../temporal/dev-server.js';
import { startRentalWorker } from '../temporal/worker.js';
import { DisabledWorkflows, TemporalWorkflows } from '../temporal/workflows-client.js';

export interface WorkflowEngine {
  workflows: Workflows;
  /** For the health endpoint and the start-up log. */
  status: string;
  close(): Promise<void>;
}

export async function openWorkflows(options: {
  temporalAddress?: string;
  embedded: boolean;
  dataDir: string;
  logger: Logger;
  /** The database the in-process worker's activities use. */
  orm: Orm;
}): Promise<WorkflowEngine> {
  const { logger } = options;
  if (options.temporalAddress) {
    const connection = await Connection.connect({ address: options.temporalAddress });
    logger.info(
      { address: options.temporalAddress },
      'workflows on: Temporal cluster (run `npm run worker` for its workers)',
    );
    return {
      workflows: new TemporalWorkflows(new WorkflowClient({ connection })),
      status: `temporal at ${options.temporalAddress}`,
      close: () => connection.close(),
    };
  }
  if (!options.embedded) return off(logger, 'WORKFLOWS_EMBEDDED=false and no TEMPORAL_ADDRESS');

  const started = await startTemporalDevServer({ dataDir: path.join(options.dataDir, 'temporal') });
  if (!started.ok) return off(logger, started.reason);
  const { server } = started;
  // The API process owns SIGTERM/SIGINT (it drains HTTP first, then stops the worker): the SDK must not.
  Runtime.install({ shutdownSignals: [] });
  const workerConnection = await NativeConnection.connect({ address: server.address });
  const worker = await startRentalWorker({
    connection: workerConnection,
    namespace: server.namespace,
    deps: { notifier: new LogNotifier(logger), stores: new OrmTenantStores(options.orm) },
  });
  const clientConnection = await Connection.connect({ address: server.address });
  logger.info(
    { address: server.address, db: server.dbFile },
    'workflows on: embedded Temporal dev server with an in-process worker',
  );
  return {
    workflows: new TemporalWorkflows(new WorkflowClient({ connection: clientConnection, namespace: server.namespace })),
    status: `embedded temporal at ${server.address}`,
    async close() {
      await worker.stop();
      await workerConnection.close();
      await clientConnection.close();
      await server.stop();
    },
  };
}

function off(logger: Logger, reason: string): WorkflowEngine {
  logger.warn(
    { reason },
    'workflows are OFF: leases work, but no revision reminders are scheduled (see docs/peers.md)',
  );
  return { workflows: new DisabledWorkflows(reason), status: `off (${reason})`, close: async () => undefined };
}
