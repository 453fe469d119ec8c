// Replays recorded workflow histories in a thread of its own (see replayHistories in temporal.ts).
// The SDK's replay worker runs workflow code in the calling thread and installs a promise hook
// there that it never removes: every later promise of the thread would compile a function.
import { parentPort, workerData } from 'node:worker_threads';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';

const { workflowsPath, replayName, histories, runtime } = workerData;
// The quiet settings of quietTemporalRuntime (temporal.ts), in this thread's own runtime.
Runtime.install({ logger: new DefaultLogger(runtime.logLevel), telemetryOptions: runtime.telemetry });
const replayed = [];
let failed;
for await (const result of Worker.runReplayHistories({ workflowsPath, replayName }, histories)) {
  if (result.error) {
    const { name, message, stack } = result.error;
    failed = { workflowId: result.workflowId, name, message, stack };
    break;
  }
  replayed.push(result.workflowId);
}
parentPort.postMessage({ replayed, failed });
