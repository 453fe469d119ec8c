// Runs the reconciliation of the leases' timers (core/leasing/reconcile-timers.ts) in the API
// process: as soon as the engine is up and answers after start-up, then every `everyMs` (a day).
// A pass that fails (the engine went away meanwhile) is tried again `retryMs` later.
import type { Logger } from 'pino';
import { type RepeatingPass, repeatPass } from '../repeat-pass.js';

export type ReconcileLoop = RepeatingPass;

export function startReconciliation(options: {
  run: () => Promise<{ checked: number; restarted: number }>;
  /** Whether the engine is up and answers now. */
  ready: () => Promise<boolean>;
  everyMs: number;
  retryMs: number;
  logger: Logger;
}): ReconcileLoop {
  const attempt = async (): Promise<number> => {
    if (!(await options.ready())) return options.retryMs;
    try {
      const { checked, restarted } = await options.run();
      options.logger.info({ checked, restarted }, 'reconciled the timers of the active leases');
      return options.everyMs;
    } catch (error) {
      options.logger.warn({ err: (error as Error).message }, 'reconciliation of the lease timers failed: retrying');
      return options.retryMs;
    }
  };
  return repeatPass(attempt, 0);
}
