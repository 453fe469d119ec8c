// `npm run import:reference-rents -- --file <csv> [--territory paris] [--source <text>] [--delimiter ';']`
// Imports reference rents from the Paris open-data layout into the official data shared by every
// tenant (docs/reference-rents.md). Idempotent: rows are upserted. Prints the summary (read,
// imported, rejected with reasons) on stderr and as one JSON object on stdout.
import { parseArgs } from 'node:util';
import { DomainError } from '../../core/shared/errors.js';
import { MikroStore } from '../persistence/store.js';
import { loadConfig } from './config.js';
import { openDatabase } from './database.js';
import { createLogger } from './logger.js';
import { formatSummary, runImport } from '../import/reference-rents-csv.js';

const USAGE = 'usage: import:reference-rents -- --file <csv> [--territory paris] [--source <text>] [--delimiter ";"]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      file: { type: 'string' },
      territory: { type: 'string', default: 'paris' },
      source: { type: 'string' },
      delimiter: { type: 'string' },
    },
  });
  if (!values.file) {
    process.stderr.write(`--file is required\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    // The official reference data belongs to no tenant: an unscoped store.
    const summary = await runImport(new MikroStore(database.orm.em.fork(), null), {
      file: values.file,
      territory: values.territory,
      dataSource: values.source,
      delimiter: values.delimiter,
      progress: process.stderr,
    });
    process.stderr.write(formatSummary(summary));
    process.stdout.write(`${JSON.stringify(summary)}\n`);
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
