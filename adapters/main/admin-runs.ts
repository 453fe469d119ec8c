// `npm run admin -- run follow --tenant <id> --run <id> [--interval <ms>]`: follows a batch run
// (core/runs/, docs/decisions.md 234) with a progress bar on stderr until it ends, then prints the
// run as JSON on stdout. It reads the run's record, as GET /runs/{id} does, from the database: the
// command works wherever the database is reachable, the workflow engine or not.
import cliProgress from 'cli-progress';
import type { Store } from '../../core/ports/store.js';
import { BatchRun } from '../../core/runs/batch-run.js';
import { isFinal, progressOf } from '../../core/runs/run-rules.js';

export const RUNS_USAGE = `  admin run follow --tenant <tenant-id> --run <run-id> [--interval <ms>]   (a progress bar until the run ends)`;

export const RUNS_COMMANDS = ['run follow'];

export class RunsUsageError extends Error {}

export interface RunsOptions {
  tenant?: string;
  run?: string;
  interval?: string;
}

/** Polls the run every `interval` ms, the bar on stderr, until it ends; answers the run's last state. */
export async function followRun(options: RunsOptions, storeFor: (tenantId: string) => Store): Promise<unknown> {
  if (!options.tenant || !options.run) throw new RunsUsageError('--tenant and --run are required');
  const interval = Number(options.interval ?? 1000);
  if (!Number.isInteger(interval) || interval < 50)
    throw new RunsUsageError('--interval is a number of ms, 50 or more');
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format:
        '{kind} {period} [{bar}] {percentage}% | {value}/{total} items | done {done} failed {failed} skipped {skipped} | {status}',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  for (;;) {
    // A fresh store each time: nothing cached between two reads.
    const run = await storeFor(options.tenant).repo(BatchRun).get(options.run);
    const progress = progressOf(run);
    const through = run.done + run.failed + run.skipped;
    const fields = { kind: run.kind, period: run.period, ...progress };
    if (!started) bar.start(Math.max(run.total, 1), through, fields);
    started = true;
    bar.setTotal(Math.max(run.total, 1));
    bar.update(through, fields);
    if (isFinal(run.status)) {
      bar.stop();
      return { id: run.id, kind: run.kind, period: run.period, ...progress, finished_at: run.finished_at };
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
