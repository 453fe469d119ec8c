// `npm start`: the API on PORT/HOST under /api, on embedded defaults when nothing is configured.
// A start-up failure is one line naming the cause and the fix, and exit code 1 (startup-failure.ts).
// First: zod's methods on its prototype before the contract makes its schemas (zod-methods.ts).
import './zod-methods.js';
import { type Server, createServer } from 'node:http';
import { createApp } from '../http/app.js';
import { loadServiceSecret } from '../security/service-secret.js';
import { selectPdfRenderer } from '../pdf/select-renderer.js';
import { nodeSecrets } from '../security/secrets.js';
import { startWebhookRelay } from '../webhooks/relay-loop.js';
import { type DeliveryLoop, startDeliveryLoop } from '../notify/delivery-loop.js';
import { type KeyChanges, listenForKeyChanges } from '../persistence/key-changes.js';
import { type Config, loadConfig } from './config.js';
import { prepareDataDir } from './data-dir.js';
import { openFileStore } from './file-store.js';
import { type Database, openDatabase } from './database.js';
import { type IdleRelease, releaseMemoryWhenIdle, v8Heap } from './idle-memory.js';
import { createLogger, serviceOutput } from './logger.js';
import { type MessagePeers, openMessagePeers } from './messages.js';
import { buildServices } from './services.js';
import { listenFailure, databaseFailure, startOrExplain } from './startup-failure.js';
import { type WorkflowEngine, openWorkflows, startWorkflowRelays } from './workflows.js';

let database: Database | undefined;
let engine: WorkflowEngine | undefined;
let commands: ReturnType<typeof startWorkflowRelays> | undefined;
let relay: ReturnType<typeof startWebhookRelay> | undefined;
let messaging: MessagePeers | undefined;
let delivery: DeliveryLoop | undefined;
let keyChanges: KeyChanges | undefined;
let idleRelease: IdleRelease | undefined;
const release = async () => {
  await keyChanges?.close();
  await delivery?.stop();
  await messaging?.close();
  await relay?.stop();
  await commands?.stop();
  await engine?.close();
  await database?.close();
};

const { logger, server } = await startOrExplain(
  'rental-service',
  async () => {
    const config = loadConfig();
    const logger = createLogger(config.logLevel, serviceOutput());
    await prepareDataDir(config.dataDir, { embeddedPostgres: !config.databaseUrl });
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      logger,
      poolMax: config.databasePoolMax,
    }).catch((error: unknown) => Promise.reject(databaseFailure(error, config.databaseUrl)));
    database = db;
    // Keys revoked through any process are refused by this one at once (docs/decisions.md 184).
    keyChanges = await listenForKeyChanges(db.url, logger);
    // Workflows come up in the background: the API serves meanwhile, and the command outbox keeps
    // what changes ask of the engine until it is up (docs/decisions.md 205).
    const wf = openWorkflows({ config, databaseUrl: db.url, logger });
    engine = wf;
    messaging = await openMessagePeers(config.messages, logger);
    const services = buildServices({
      orm: db.orm,
      files: await openFileStore(config.files),
      serviceSecret: loadServiceSecret({ secret: config.serviceSecret, dataDir: config.dataDir }),
      workflows: wf.workflows,
      signature: config.signature,
      renderer: selectPdfRenderer({ gotenbergUrl: config.gotenbergUrl }),
      // The Stripe SDK (6 MB of heap) is loaded only when Stripe is configured.
      payments: config.stripe ? (await import('../payments/stripe-provider.js')).stripeProvider(config.stripe) : null,
      allowPrivateWebhooks: config.webhooks.allowPrivate,
      channels: messaging.channels,
      sender: config.messages.sender,
      sepaDebtor: config.sepaDebtor,
    });
    // Outbound webhooks: a relay over the event outbox, in this process unless turned off
    // (docs/decisions.md 132).
    if (config.webhooks.relayIntervalMs > 0)
      relay = startWebhookRelay(services.webhooks, { intervalMs: config.webhooks.relayIntervalMs, logger });
    // Workflow starts and signals: a relay over the command outbox, and the daily reconciliation.
    commands = startWorkflowRelays(wf, { orm: db.orm, config, logger });
    // Messages to people: a relay over the message outbox, in this process unless turned off
    // (docs/decisions.md 178).
    if (config.messages.relayIntervalMs > 0)
      delivery = startDeliveryLoop(services.messages, { intervalMs: config.messages.relayIntervalMs, logger });
    const server = await listen(config, createHandler(config, logger, db, wf, services));
    if (config.memoryReleaseIdleMs > 0) idleRelease = releaseIdleMemory(server, config.memoryReleaseIdleMs, logger);
    wf.start();
    logger.info(
      { url: `http://${config.host}:${config.port}/api`, docs: `http://${config.host}:${config.port}/api/docs` },
      'rental service listening',
    );
    return { logger, server };
  },
  release,
);

function createHandler(
  config: Config,
  logger: ReturnType<typeof createLogger>,
  db: Database,
  wf: WorkflowEngine,
  services: ReturnType<typeof buildServices>,
) {
  return createApp({
    orm: db.orm,
    pool: db.pool,
    rateLimitPool: db.rateLimitPool,
    secrets: nodeSecrets,
    keyChanges,
    logger,
    rateLimit: config.rateLimit,
    publicRateLimit: config.publicRateLimit,
    trustProxy: config.trustProxy,
    services,
    peers: {
      workflows: wf.status().description,
      workflowEngine: wf.status,
      pdf: config.gotenbergUrl ? 'gotenberg' : 'embedded',
      workflowsReachable: wf.reachable,
      messages: { mailpit: messaging?.mailpitUrl ?? null, unreachable: () => delivery?.unreachable() ?? [] },
    },
  });
}

/**
 * Listens with bounded waits for slow clients: the headers within HTTP_HEADERS_TIMEOUT_MS, the whole
 * request within HTTP_REQUEST_TIMEOUT_MS (docs/decisions.md, record 152).
 */
function listen(config: Config, handler: ReturnType<typeof createApp>): Promise<Server> {
  const { headersMs, requestMs } = config.httpTimeouts;
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(100, Math.min(headersMs, requestMs, 30_000) / 4),
    },
    handler,
  );
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(listenFailure(error, config.host, config.port)));
    server.listen(config.port, config.host, () => resolve(server));
  });
}

/** Memory back to the system once the API is idle after a load (idle-memory.ts). */
function releaseIdleMemory(server: Server, idleMs: number, logger: ReturnType<typeof createLogger>): IdleRelease {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return releaseMemoryWhenIdle(server, idleMs, {
    ...v8Heap(),
    now: Date.now,
    released: (before, after) =>
      logger.debug(
        { heap_mb: [mb(before), mb(after)], rss_mb: mb(process.memoryUsage.rss()) },
        'idle: memory given back',
      ),
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining HTTP connections');
  idleRelease?.stop();
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  clearTimeout(force);
  await delivery?.stop();
  await messaging?.close();
  await relay?.stop();
  await commands?.stop();
  await engine?.close();
  logger.info('workflows closed');
  await keyChanges?.close();
  await database?.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
