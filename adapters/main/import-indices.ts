// `npm run import:indices -- --file <csv> --source <text> [--delimiter ';']`
// Upserts INSEE index values (IRL, IRL_OVERSEAS, IRL_CORSICA, ILC, ILAT, ICC by quarter) into the
// official index table (docs/legal.md, "Indices"). Idempotent; prints the summary on stderr and as
// one JSON object on stdout.
import { parseArgs } from 'node:util';
import { formatIndexSummary, importIndexFile } from '../import/index-values-csv.js';
import { exitWith, withOfficialStore } from './official-data-command.js';

const USAGE = 'usage: import:indices -- --file <csv> --source <text> [--delimiter ";"]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { file: { type: 'string' }, source: { type: 'string' }, delimiter: { type: 'string' } },
  });
  const { file, source } = values;
  if (!file || !source) {
    process.stderr.write(`--file and --source are required\n${USAGE}\n`);
    return 2;
  }
  return withOfficialStore(async (store) => {
    const summary = await importIndexFile(store, { file, source, delimiter: values.delimiter });
    return { json: summary, text: formatIndexSummary(summary) };
  });
}

exitWith(main(process.argv.slice(2)));
