// Runs the reconciliation of the long processes (core/shared/reconcile-processes.ts) in the API
// process: as soon as the engine is up and answers after start-up, then every `everyMs` (a day).
// A pass that fails (the engine went away meanwhile) is tried again `retryMs` later.
import type { Logger } from 'pino';
import { type RepeatingPass, repeatPass } from '../repeat-pass.js';

export type ReconcileLoop = RepeatingPass;

export function startReconciliation(options: {
  /** One pass: the totals, and the counts of each source (leases, mandates, syndicates). */
  run: () => Promise<{ checked: number; restarted: number; sources: Record<string, unknown> }>;
  /** Whether the engine is up and answers now. */
  ready: () => Promise<boolean>;
  everyMs: number;
  retryMs: number;
  logger: Logger;
}): ReconcileLoop {
  const attempt = async (): Promise<number> => {
    if (!(await options.ready())) return options.retryMs;
    try {
      const { checked, restarted, sources } = await options.run();
      options.logger.info({ checked, restarted, sources }, 'reconciled the long processes');
      return options.everyMs;
    } catch (error) {
      options.logger.warn({ err: (error as Error).message }, 'reconciliation of the long processes failed: retrying');
      return options.retryMs;
    }
  };
  return repeatPass(attempt, 0);
}
