// What every command on the official data shares (the reference rents, the indices, the zone tendue
// communes): a store of no tenant over the configured database, a summary printed for people on
// stderr and as one JSON object on stdout, rule violations reported with exit code 1.
import { DomainError } from '../../core/shared/errors.js';
import type { Store } from '../../core/ports/store.js';
import { MikroStore } from '../persistence/store.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { createLogger } from './logger.js';

export interface CommandOutcome {
  /** The summary as JSON, on stdout. */
  json: unknown;
  /** The summary for people, on stderr. */
  text: string;
}

/** Runs the work on the official data and answers the process exit code. */
export async function withOfficialStore(work: (store: Store) => Promise<CommandOutcome>): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    // The official reference data belongs to no tenant: an unscoped store.
    const outcome = await work(new MikroStore(database.orm.em.fork(), null));
    process.stderr.write(outcome.text);
    process.stdout.write(`${JSON.stringify(outcome.json)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      process.stderr.write(`${error.message}\n${error.errors.map((e) => `  ${e.path}: ${e.message}`).join('\n')}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** Ends the process with the command's exit code (1 on an unexpected failure). */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
