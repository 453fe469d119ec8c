// The coverage statistics of a fuzzing run (scripts/fuzz.sh), from the NDJSON event reports of its
// schemathesis runs: the cases sent in each phase, and the operations each phase tested. Prints one
// line, which fuzz.sh keeps in <report dir>/cases.txt for the totals line of .ci/run:
//   17234 cases (examples 203, coverage 15811, fuzzing 1190, stateful 30); operations tested: examples 203, ...
//   node scripts/fuzz-statistics.mjs <report dir>
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.data/fuzz-report';
const PHASES = ['examples', 'coverage', 'fuzzing', 'stateful'];
const cases = Object.fromEntries(PHASES.map((phase) => [phase, 0]));
const tested = Object.fromEntries(PHASES.map((phase) => [phase, new Set()]));

for (const name of readdirSync(dir).filter((file) => /^ndjson-.*\.ndjson$/.test(file))) {
  for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const { phase, status, recorder } = JSON.parse(line).ScenarioFinished;
    if (!(phase in cases)) continue;
    const sent = Object.keys(recorder?.cases ?? {}).length;
    cases[phase] += sent;
    if (status !== 'skip' && sent > 0) tested[phase].add(recorder.label);
  }
}

const total = Object.values(cases).reduce((sum, n) => sum + n, 0);
const byPhase = PHASES.map((phase) => `${phase} ${cases[phase]}`).join(', ');
// The stateful phase's scenarios are labelled by their chain of operations, not by one operation.
const operations = PHASES.filter((phase) => phase !== 'stateful')
  .map((phase) => `${phase} ${tested[phase].size}`)
  .join(', ');
console.log(`${total} cases (${byPhase}); operations tested: ${operations}`);
