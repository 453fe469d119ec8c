// Temporal SDK settings shared by the workflow tests.
import { randomUUID } from 'node:crypto';
import { tableEventOutbox } from '../../adapters/persistence/event-outbox.js';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import type { History } from '@temporalio/common/lib/proto-utils.js';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import { DefaultLogger, Runtime, type WorkflowBundleWithSourceMap, bundleWorkflowCode } from '@temporalio/worker';
import { buildActivityDeps } from '../../adapters/main/services.js';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import type { WorkflowClient } from '@temporalio/client';
import { commandCalls } from '../../adapters/temporal/workflow-commands.js';
import { temporalTarget, workflowCalls } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH, createRentalWorker, startRentalWorker } from '../../adapters/temporal/worker.js';
import { TEST_SERVICE_SECRET, type TestApp, type TestTenant, startTestApp } from './app.js';
import type { Clock } from '../../core/ports/clock.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { TenantStores } from '../../core/ports/store.js';
import type { WorkflowCalls, Workflows } from '../../core/ports/workflows.js';
import type { ActivityDeps } from '../../workflows/activities.js';

/**
 * The SDK runtime's quiet settings: WARN from the TypeScript side (INFO prints every bundle and
 * worker state change), ERROR from the Rust core (it warns that the Java test server does not
 * advertise a heartbeat capability, which these tests do not use).
 */
const QUIET_RUNTIME = {
  logLevel: 'WARN',
  telemetry: { logging: { filter: { core: 'ERROR', other: 'ERROR' }, forward: {} } },
} as const;

/** Installs the SDK runtime of this thread with the quiet settings. */
export function quietTemporalRuntime(): void {
  try {
    Runtime.install({ logger: new DefaultLogger(QUIET_RUNTIME.logLevel), telemetryOptions: QUIET_RUNTIME.telemetry });
  } catch {
    // Already installed in this process (another test file ran first): keep it.
  }
}

/**
 * Recorded workflow histories, replayed against today's workflow code (ARCHITECTURE: every
 * workflow has a replay test) so that a change which would break processes already running fails
 * here. Histories are JSON files in `<process>/histories/`, written by the process's
 * time-skipping test when RECORD_HISTORIES=1 (`RECORD_HISTORIES=1 npm test -- workflows/<process>`).
 */
export async function recordHistory(
  handle: { fetchHistory(): Promise<History> },
  dir: string,
  name: string,
): Promise<void> {
  if (process.env.RECORD_HISTORIES !== '1') return;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${name}.json`), `${historyToJSON(await handle.fetchHistory())}\n`);
}

/**
 * Replays every history of `dir`; resolves to the files replayed, rejects with the first that fails.
 * In a thread of its own (replay-thread.mjs): the SDK's replay worker leaves a promise hook behind in
 * the thread that ran it, which would then compile a function for every promise of the later tests.
 */
export async function replayHistories(dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const histories = await Promise.all(
    files.map(async (file) => ({
      workflowId: file,
      history: JSON.parse(await readFile(path.join(dir, file), 'utf8')),
    })),
  );
  const replayName = path.basename(path.dirname(dir));
  const workerData = { workflowsPath: WORKFLOWS_PATH, replayName, histories, runtime: QUIET_RUNTIME };
  const thread = new Thread(new URL('./replay-thread.mjs', import.meta.url), { workerData });
  const outcome = await new Promise<ReplayOutcome>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the replay thread exited (${code}) without an answer`)));
  });
  if (outcome.failed) {
    const { workflowId, ...cause } = outcome.failed;
    throw new Error(`replay of ${workflowId} failed: ${cause.message}`, { cause });
  }
  return outcome.replayed;
}

interface ReplayOutcome {
  replayed: string[];
  failed?: { workflowId: string; name: string; message: string; stack?: string };
}

/**
 * The Workflows port's calls sent to Temporal at once, outside any transaction: for a test that
 * starts or signals a process by itself, as the relay would send what a use case recorded.
 */
export function directWorkflowCalls(client: WorkflowClient, taskQueue: string): WorkflowCalls {
  const target = temporalTarget(client);
  return workflowCalls(commandCalls(taskQueue, (command) => target.send(command)));
}

/** A port no activity of the test should touch: any use fails the test with its name. */
function unusedPort<T>(name: string): T {
  return new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'then') return undefined;
        throw new Error(`${name}.${String(key)} is not used by this test`);
      },
    },
  ) as T;
}

/**
 * Activity deps for workflow tests of processes that need only a notifier and tenant stores (rent
 * revision reminders, rent reminders, deposit restitution), and a clock and the engine for the lease
 * lifecycle: the signature's ports are unused.
 */
export function activityDeps(deps: {
  notifier: Notifier;
  stores: TenantStores;
  clock?: Clock;
  workflows?: Workflows;
  /** The files and the PDF renderer of the activities that print (owner statements). */
  files?: FileStore;
  pdf?: PdfRenderer;
}): ActivityDeps {
  return {
    notifier: deps.notifier,
    stores: { forTenant: (tenantId) => deps.stores.forTenant(tenantId), system: () => unusedPort('stores.system') },
    guestSecrets: unusedPort('guestSecrets'),
    guestLink: () => {
      throw new Error('guestLink is not used by this test');
    },
    files: deps.files ?? unusedPort('files'),
    inspector: unusedPort('inspector'),
    signedPdf: unusedPort('signedPdf'),
    clock: deps.clock ?? unusedPort('clock'),
    ids: unusedPort('ids'),
    events: tableEventOutbox,
    workerApi: unusedPort('workerApi'),
    workflows: deps.workflows ?? unusedPort('workflows'),
    pdf: deps.pdf ?? unusedPort('pdf'),
  };
}

export interface TimeSkippingWorld {
  env: TestWorkflowEnvironment;
  app: TestApp;
  tenant: TestTenant;
  taskQueue: string;
  /** Stops the API, the worker and the test server. */
  close(): Promise<void>;
}

/**
 * The time-skipping test server, the service's worker on a queue of its own (activities on the test
 * database, leases it activates tell the same engine) and the API on that engine, with one tenant:
 * what every workflow test of a process driven through the API starts from.
 */
export async function startTimeSkippingWorld(options: {
  testServerPath: string;
  queuePrefix: string;
  tenantName: string;
  notifier: Notifier;
  stores: TenantStores;
  clock: Clock;
}): Promise<TimeSkippingWorld> {
  quietTemporalRuntime();
  const taskQueue = `${options.queuePrefix}-${randomUUID()}`;
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: options.testServerPath } },
  });
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
  // The API records what use cases ask in the command outbox; its relay sends it to the test server.
  const app = await startTestApp({ clock: options.clock, engine: temporalTarget(env.client.workflow), taskQueue });
  const worker = await startRentalWorker({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue,
    deps: activityDeps({
      notifier: options.notifier,
      stores: options.stores,
      clock: options.clock,
      workflows: app.services.leasing.workflows,
      files: app.files,
      pdf: app.services.billing.pdf,
    }),
    workerOptions: { workflowBundle },
  });
  const tenant = await app.newTenant(options.tenantName);
  return {
    env,
    app,
    tenant,
    taskQueue,
    async close() {
      await app.close();
      await worker.stop();
      await env.teardown();
    },
  };
}

/**
 * The service's worker as `npm run worker` builds it (buildActivityDeps), on the test app's database,
 * files, outbox and API, under a test server: what the signature process tests run.
 */
export function appWorker(
  env: TestWorkflowEnvironment,
  app: TestApp,
  options: {
    taskQueue: string;
    clock: Clock;
    workflows: Workflows;
    workflowBundle: WorkflowBundleWithSourceMap;
    /** The origin of the invitations' links (default https://signer.example): the app's, for a browser to follow. */
    publicBaseUrl?: string;
  },
) {
  return createRentalWorker({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    taskQueue: options.taskQueue,
    deps: buildActivityDeps({
      orm: app.orm,
      files: app.files,
      serviceSecret: TEST_SERVICE_SECRET,
      apiOrigin: app.baseUrl,
      publicBaseUrl: options.publicBaseUrl ?? 'https://signer.example',
      notifier: app.outbox,
      clock: options.clock,
      workflows: options.workflows,
    }),
    workerOptions: { workflowBundle: options.workflowBundle },
  });
}
