// `npm start`: the API on PORT/HOST under /api, on embedded defaults when nothing is configured.
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from '../http/app.js';
import { loadServiceSecret } from '../security/service-secret.js';
import { selectPdfRenderer } from '../pdf/select-renderer.js';
import { nodeSecrets } from '../security/secrets.js';
import { LocalFileStore } from '../storage/local-file-store.js';
import { stripeProvider } from '../payments/stripe-provider.js';
import { startWebhookRelay } from '../webhooks/relay-loop.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { buildServices } from './services.js';
import { openWorkflows } from './workflows.js';
import { createLogger } from './logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
const engine = await openWorkflows({ config, databaseUrl: database.url, logger });
const services = buildServices({
  orm: database.orm,
  files: new LocalFileStore(path.join(config.dataDir, 'files')),
  serviceSecret: loadServiceSecret({ secret: config.serviceSecret, dataDir: config.dataDir }),
  workflows: engine.workflows,
  signature: config.signature,
  renderer: selectPdfRenderer({ gotenbergUrl: config.gotenbergUrl }),
  payments: config.stripe ? stripeProvider(config.stripe) : null,
  allowPrivateWebhooks: config.webhooks.allowPrivate,
});
const relay = startWebhookRelay(services.webhooks, { intervalMs: config.webhooks.relayIntervalMs, logger });
const app = createApp({
  orm: database.orm,
  pool: database.pool,
  secrets: nodeSecrets,
  logger,
  rateLimit: config.rateLimit,
  publicRateLimit: config.publicRateLimit,
  trustProxy: config.trustProxy,
  services,
  peers: { workflows: engine.status, pdf: config.gotenbergUrl ? 'gotenberg' : 'embedded' },
});

const server: Server = app.listen(config.port, config.host, () => {
  logger.info(
    { url: `http://${config.host}:${config.port}/api`, docs: `http://${config.host}:${config.port}/api/docs` },
    'rental service listening',
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: draining HTTP connections');
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  clearTimeout(force);
  await relay.stop();
  await engine.close();
  logger.info('workflows closed');
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
