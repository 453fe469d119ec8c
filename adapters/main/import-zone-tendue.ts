// `npm run import:zone-tendue -- --file <csv> --list <CODE> --title <text> --from <date> [--to <date>]
//   --source <text> [--column <zoning column>] [--delimiter ';']`
// Replaces the communes of one version of the zone tendue list (the annex of décret 2013-392 as
// one décret or another sets it), with the days it is in force; a new version starting after the
// open one ends it the day before (docs/legal.md, "Zone tendue"). Reads the service's layout or
// the DGFiP's file (--column "Zonage TLV post décret 22/12/2025"). All or nothing: a rejected row
// changes nothing. Prints the summary on stderr and as JSON on stdout.
import { parseArgs } from 'node:util';
import { formatZoneTendueSummary, importZoneTendueFile } from '../import/zone-tendue-csv.js';
import { exitWith, withOfficialStore } from './official-data-command.js';

const USAGE =
  'usage: import:zone-tendue -- --file <csv> --list <CODE> --title <text> --from <YYYY-MM-DD> [--to <YYYY-MM-DD>] --source <text> [--column <name>] [--delimiter ";"]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      ['file', 'list', 'title', 'from', 'to', 'source', 'column', 'delimiter'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const options = values as Record<string, string | undefined>;
  const { file, list, title, from, source } = options;
  if (!file || !list || !title || !from || !source) {
    process.stderr.write(`--file, --list, --title, --from and --source are required\n${USAGE}\n`);
    return 2;
  }
  return withOfficialStore(async (store) => {
    const summary = await importZoneTendueFile(store, {
      file,
      version: { code: list, title, in_force_from: from, in_force_to: options.to ?? null, source },
      column: options.column,
      delimiter: options.delimiter,
    });
    return { json: summary, text: formatZoneTendueSummary(summary) };
  });
}

exitWith(main(process.argv.slice(2)));
