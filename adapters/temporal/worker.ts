// The service's Temporal worker: every workflow of workflows/index.ts (the bundle `npm run build`
// made, or bundled by the SDK's webpack at start when running from the sources) and the activities
// built from core ports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type NativeConnection, type WorkerOptions } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../../workflows/activities.js';
import { TASK_QUEUE } from '../../workflows/task-queue.js';

/**
 * The workflows bundle entry (absolute path, as the bundler needs): workflows/index.ts from the
 * sources, workflows/index.js from the compiled dist/ (`npm start`, docs/decisions.md 79).
 */
export const WORKFLOWS_PATH = fileURLToPath(
  new URL(`../../workflows/index${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/** The bundle scripts/build.mjs writes beside the compiled workflows (docs/decisions.md 343). */
export function workflowCode(
  entry: string = WORKFLOWS_PATH,
): Pick<WorkerOptions, 'workflowBundle'> | Pick<WorkerOptions, 'workflowsPath'> {
  const codePath = path.join(path.dirname(entry), 'bundle.js');
  return entry.endsWith('.js') && existsSync(codePath) ? { workflowBundle: { codePath } } : { workflowsPath: entry };
}

export interface RentalWorkerOptions {
  connection: NativeConnection;
  namespace?: string;
  taskQueue?: string;
  deps: ActivityDeps;
  /** Passed through to Worker.create (identity, tuning, a prebuilt workflowBundle...). */
  workerOptions?: Partial<Omit<WorkerOptions, 'connection' | 'namespace' | 'taskQueue' | 'activities'>>;
}

export async function createRentalWorker(options: RentalWorkerOptions): Promise<Worker> {
  const { workerOptions = {} } = options;
  return Worker.create({
    ...(workerOptions.workflowBundle || workerOptions.workflowsPath ? {} : workflowCode()),
    ...workerOptions,
    connection: options.connection,
    namespace: options.namespace ?? 'default',
    taskQueue: options.taskQueue ?? TASK_QUEUE,
    activities: createActivities(options.deps),
  });
}

export interface RunningWorker {
  worker: Worker;
  /** Settles when the worker has stopped (after `stop()`, or on a fatal error: it then rejects). */
  done: Promise<void>;
  /** Stops polling, lets in-flight tasks finish, resolves when the worker is stopped. */
  stop(): Promise<void>;
}

/** Creates the worker and runs it in the background. */
export async function startRentalWorker(options: RentalWorkerOptions): Promise<RunningWorker> {
  const worker = await createRentalWorker(options);
  const done = worker.run();
  return {
    worker,
    done,
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await done;
    },
  };
}
