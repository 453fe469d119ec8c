// `npm run import:reference-rents -- --file <csv> [--territory paris] [--source <text>] [--delimiter ';']`
// Imports reference rents from the Paris open-data layout into the official data shared by every
// tenant (docs/reference-rents.md). Idempotent: rows are upserted. Prints the summary (read,
// imported, rejected with reasons) on stderr and as one JSON object on stdout.
import { parseArgs } from 'node:util';
import { formatSummary, runImport } from '../import/reference-rents-csv.js';
import { exitWith, withOfficialStore } from './official-data-command.js';

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
  const file = values.file;
  if (!file) {
    process.stderr.write(`--file is required\n${USAGE}\n`);
    return 2;
  }
  return withOfficialStore(async (store) => {
    const summary = await runImport(store, {
      file,
      territory: values.territory,
      dataSource: values.source,
      delimiter: values.delimiter,
      progress: process.stderr,
    });
    return { json: summary, text: formatSummary(summary) };
  });
}

exitWith(main(process.argv.slice(2)));
