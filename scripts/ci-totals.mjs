// The one plain line CI reads at the very end of .ci/run: the totals of every suite that ran,
// nothing else on it (the breakdown by suite is the line before).
//   suites: jest 500 passed; schemathesis 112 operations passed, 10741 cases
//   tests: 612 passed, 0 failed, 0 skipped
// Suites that did not run (a step failed before them) are named as such, and count as failed, so
// a run that stopped early never reads as green.
//   node scripts/ci-totals.mjs [--jest .data/jest-results.json] [--fuzz-dir .data/fuzz-report]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const jestFile = option('--jest', '.data/jest-results.json');
const fuzzDir = option('--fuzz-dir', '.data/fuzz-report');
const expected = (option('--expect', 'jest,schemathesis') ?? '').split(',').filter(Boolean);

const totals = { passed: 0, failed: 0, skipped: 0 };
const parts = [];

function jestSuite() {
  if (!existsSync(jestFile)) return null;
  const r = JSON.parse(readFileSync(jestFile, 'utf8'));
  // A suite that failed to load (syntax error, setup crash) has no test results: count it as failed.
  const brokenSuites = r.numRuntimeErrorTestSuites ?? 0;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenSuites,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    label: 'jest',
  };
}

/**
 * The JUnit reports of the schemathesis runs of scripts/fuzz.sh: junit-units.xml has one testcase
 * per API operation (examples, coverage, fuzzing), junit-stateful.xml the stateful scenarios.
 */
function schemathesisSuite() {
  if (!existsSync(fuzzDir)) return null;
  const reports = readdirSync(fuzzDir).filter((name) => /^junit-.*\.xml$/.test(name));
  if (reports.length === 0) return null;
  const suite = { passed: 0, failed: 0, skipped: 0, label: 'schemathesis', unit: 'operations' };
  for (const name of reports) {
    const xml = readFileSync(path.join(fuzzDir, name), 'utf8');
    const cases = [...xml.matchAll(/<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)];
    for (const [, body = ''] of cases) {
      if (/<(failure|error)\b/.test(body)) suite.failed += 1;
      else if (/<skipped\b/.test(body)) suite.skipped += 1;
      else suite.passed += 1;
    }
  }
  const casesFile = path.join(fuzzDir, 'cases.txt');
  suite.extra = existsSync(casesFile) ? readFileSync(casesFile, 'utf8').trim() : '';
  return suite;
}

const found = { jest: jestSuite(), schemathesis: schemathesisSuite() };
for (const name of expected) {
  const suite = found[name];
  if (!suite) {
    totals.failed += 1;
    parts.push(`${name} did not run`);
    continue;
  }
  totals.passed += suite.passed;
  totals.failed += suite.failed;
  totals.skipped += suite.skipped;
  const unit = suite.unit ? ` ${suite.unit}` : '';
  const detail = [`${suite.passed}${unit} passed`];
  if (suite.failed) detail.push(`${suite.failed} failed`);
  if (suite.skipped) detail.push(`${suite.skipped} skipped`);
  if (suite.extra) detail.push(suite.extra);
  parts.push(`${suite.label} ${detail.join(', ')}`);
}

console.log(`suites: ${parts.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = totals.failed > 0 ? 1 : 0;
