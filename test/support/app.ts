// A real API server on a loopback port over the test database, and typed contract clients.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { initClient } from '@ts-rest/core';
import pg from 'pg';
import { type Logger, pino } from 'pino';
import { contract } from '../../contract/index.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { MessageChannels } from '../../core/ports/message-channels.js';
import type { SenderDefaults } from '../../core/messages/sender-identity.js';
import type { Clock } from '../../core/ports/clock.js';
import type { PaymentProvider } from '../../core/ports/payment-provider.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { WebhookSender } from '../../core/ports/webhook-sender.js';
import type { Workflows } from '../../core/ports/workflows.js';
import type { SignatureSettings } from '../../core/signature/deps.js';
import { TableOutbox } from '../../adapters/notify/table-outbox.js';
import { hmacGuestSecrets } from '../../adapters/security/guest-secrets.js';
import { aesSecretBox } from '../../adapters/security/secret-box.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { assignPlan } from '../../core/plans/plans.js';
import { createApp } from '../../adapters/http/app.js';
import { buildServices } from '../../adapters/main/services.js';
import type { ResponseChecks } from '../../adapters/http/response-shape.js';
import type { PeerStatus } from '../../adapters/http/routes/platform/health.js';
import { type Orm, openOrm } from '../../adapters/persistence/orm.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { nodeSecrets } from '../../adapters/security/secrets.js';
import { type CommandRelay, type RelayPass, startCommandRelay } from '../../adapters/temporal/command-relay.js';
import type { CommandTarget } from '../../adapters/temporal/command-target.js';
import { tableWorkflows } from '../../adapters/temporal/workflow-commands.js';
import { LocalFileStore } from '../../adapters/storage/local-file-store.js';

export type Client = ReturnType<typeof clientFor>;

export function clientFor(baseUrl: string, headers: Record<string, string> = {}) {
  return initClient(contract, { baseUrl, baseHeaders: headers, throwOnUnknownStatus: false, validateResponse: false });
}

export interface TestTenant {
  tenantId: string;
  apiKey: string;
  workerKey: string;
  /** A client with the tenant's all-permission owner key. */
  client: Client;
  /** A client whose key has only these permissions. */
  clientWith(
    permissions: string[],
    options?: { kind?: 'api' | 'lessee' | 'worker'; lesseeId?: string; role?: string },
  ): Promise<Client>;
}

export interface TestApp {
  baseUrl: string;
  orm: Orm;
  /** The use cases' deps the app was built with (the webhook relay of a test runs on them). */
  services: ReturnType<typeof buildServices>;
  /** Where this app keeps uploaded files. */
  files: LocalFileStore;
  /** Unauthenticated client. */
  anonymous: Client;
  /** The messages queued by this app (one-time codes), in the outbox table. */
  outbox: TableOutbox;
  /** The guest token of a signature request, as the invitation sends it. */
  guestToken(requestId: string): string;
  /** The task queue of the app's workflow commands (with an `engine`). */
  taskQueue: string;
  /** Sends every command waiting on the app's queue to its engine, a backoff or not (with an `engine`). */
  sendWorkflowCommands(): Promise<RelayPass>;
  /**
   * A new account with its owner and worker keys, on the plan given: UNLIMITED (the plan the platform
   * assigns) unless told, so that no test meets a plan limit it does not test (docs/decisions.md 281).
   */
  newTenant(name?: string, options?: { plan?: string }): Promise<TestTenant>;
  close(): Promise<void>;
}

/** The service secret of test apps (guest tokens, worker keys), shared with test workers. */
export const TEST_SERVICE_SECRET = 'test-service-secret-0123456789abcdef';

/** A due date past every backoff. */
const EVERYTHING_DUE = new Date('9999-12-31T00:00:00Z');

/** Each answer ends after a pass of the app's relay: the engine has what the request committed. */
function sendingBeforeAnswering(handler: RequestListener, relay: CommandRelay): RequestListener {
  return (req, res) => {
    const end = res.end.bind(res) as (...args: unknown[]) => void;
    res.end = ((...args: unknown[]) => {
      void relay
        .pass()
        .catch(() => undefined)
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    handler(req, res);
  };
}

export async function startTestApp(
  options: {
    rateLimit?: { limit: number; windowSeconds: number };
    /** The public tools' budget per client address; tests give each a fresh X-Forwarded-For address. */
    publicRateLimit?: { limit: number; windowSeconds: number };
    /** The Workflows port as is (a double): what core asks reaches it at once, with no outbox. */
    workflows?: Workflows;
    /**
     * The engine behind the real command outbox (a RecordingEngine, or Temporal through
     * temporalTarget): the app's relay sends to it every 50 ms, and before each answer ends, so a test
     * reads what the engine got as soon as it has the answer.
     */
    engine?: CommandTarget;
    /** The task queue of the commands (the worker's, with Temporal); one of the app's own when absent. */
    taskQueue?: string;
    notifier?: Notifier;
    signature?: SignatureSettings;
    clock?: Clock;
    renderer?: PdfRenderer;
    /** The app's logger (silent unless TEST_LOG_LEVEL says otherwise). */
    logger?: Logger;
    /** Where files go (a worker process of the test shares it); a temporary directory when absent. */
    filesDir?: string;
    payments?: PaymentProvider | null;
    allowPrivateWebhooks?: boolean;
    webhookSender?: WebhookSender;
    /** The e-mail and SMS providers the delivery relay of a test sends through. */
    channels?: MessageChannels;
    sender?: SenderDefaults;
    /** What the health endpoint reads of a delivery relay the test runs. */
    messagesRelay?: PeerStatus['messages'];
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const orm = await openOrm(url, { poolMax: 5 });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // Uploaded files go to a directory of this test run, removed with it.
  const files = new LocalFileStore(options.filesDir ?? (await mkdtemp(path.join(os.tmpdir(), 'rental-test-files-'))));
  // Every response of every API test is checked against the contract: declared status, body of
  // the declared shape. A finding fails the test file when its app closes.
  const responseChecks: ResponseChecks = { strict: true, findings: [] };
  const taskQueue = options.taskQueue ?? `test-app-${randomUUID()}`;
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const engine = options.engine;
  const relay = engine
    ? startCommandRelay(
        { orm, taskQueue, target: () => engine, reachable: async () => true, logger },
        { intervalMs: 50 },
      )
    : null;
  const services = buildServices({
    orm,
    files,
    serviceSecret: TEST_SERVICE_SECRET,
    workflows: options.engine ? tableWorkflows({ taskQueue, enabled: () => true }) : options.workflows,
    notifier: options.notifier,
    signature: options.signature,
    clock: options.clock,
    renderer: options.renderer,
    payments: options.payments,
    allowPrivateWebhooks: options.allowPrivateWebhooks,
    webhookSender: options.webhookSender,
    channels: options.channels,
    sender: options.sender,
  });
  const app = createApp({
    responseChecks,
    orm,
    pool,
    secrets: nodeSecrets,
    logger,
    rateLimit: options.rateLimit ?? { limit: 100_000, windowSeconds: 3600 },
    publicRateLimit: options.publicRateLimit ?? { limit: 100_000, windowSeconds: 3600 },
    // The test client is the proxy: a test names its client address in X-Forwarded-For.
    trustProxy: 'loopback',
    services,
    peers: {
      workflows: 'off',
      pdf: options.renderer?.kind === 'gotenberg' ? 'gotenberg' : 'embedded',
      messages: options.messagesRelay,
    },
  });
  const server = createServer(relay ? sendingBeforeAnswering(app, relay) : app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = () => keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets);

  return {
    baseUrl,
    orm,
    services,
    files,
    anonymous: clientFor(baseUrl),
    outbox: new TableOutbox(orm, aesSecretBox(TEST_SERVICE_SECRET)),
    guestToken: (requestId) => hmacGuestSecrets(TEST_SERVICE_SECRET).tokenFor(requestId),
    taskQueue,
    sendWorkflowCommands: async () => (relay ? relay.pass(EVERYTHING_DUE) : { sent: 0, failed: 0 }),
    async newTenant(name = 'Test tenant', tenantOptions = {}) {
      const created = await keys().createTenant(name);
      const plan = tenantOptions.plan ?? 'UNLIMITED';
      if (plan !== 'FREE') await assignPlan(services.plans.stores, created.tenant_id, plan, new Date());
      return {
        tenantId: created.tenant_id,
        apiKey: created.api_key,
        workerKey: created.worker_key,
        client: clientFor(baseUrl, { authorization: `Bearer ${created.api_key}` }),
        async clientWith(permissions, opts = {}) {
          const issued = await keys().createKey({
            tenantId: created.tenant_id,
            kind: opts.kind ?? 'api',
            permissions,
            lesseeId: opts.lesseeId,
            role: opts.role,
          });
          return clientFor(baseUrl, { authorization: `Bearer ${issued.api_key}` });
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await relay?.stop();
      await pool.end();
      await orm.close(true);
      await rm(files.root, { recursive: true, force: true });
      const findings = [
        ...new Map(responseChecks.findings.map((f) => [`${f.route} ${f.status} ${f.problem}`, f])).values(),
      ];
      if (findings.length > 0) {
        throw new Error(
          `responses off the contract:\n${findings.map((f) => `  ${f.route} -> ${f.status}: ${f.problem}`).join('\n')}`,
        );
      }
    },
  };
}
