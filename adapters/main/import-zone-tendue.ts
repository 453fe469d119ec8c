// `npm run import:zone-tendue -- --file <csv> --source <text> [--delimiter ';']`
// Replaces the zone tendue list (the communes annexed to décret 2013-392, as replaced by décret
// 2023-822) with the file's communes and its source (docs/legal.md, "Zone tendue"). All or
// nothing: a rejected row changes nothing. Prints the summary on stderr and as JSON on stdout.
import { parseArgs } from 'node:util';
import { formatZoneTendueSummary, importZoneTendueFile } from '../import/zone-tendue-csv.js';
import { exitWith, withOfficialStore } from './official-data-command.js';

const USAGE = 'usage: import:zone-tendue -- --file <csv> --source <text> [--delimiter ";"]';

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
    const summary = await importZoneTendueFile(store, { file, source, delimiter: values.delimiter });
    return { json: summary, text: formatZoneTendueSummary(summary) };
  });
}

exitWith(main(process.argv.slice(2)));
