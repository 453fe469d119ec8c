// Lints the OpenAPI document the service serves with Redocly CLI (recommended, redocly.yaml) and
// Spectral (spectral:oas, .spectral.yaml), both pinned in devDependencies (docs/decisions.md 181).
// Prints each tool's errors and warnings, the warnings by rule; exits 1 on an error.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../adapters/http/openapi.js';

const root = path.resolve(import.meta.dirname, '..');
// A fixed path: .redocly.lint-ignore.yaml names its problems under it.
const file = '.data/openapi/openapi.json';
mkdirSync(path.join(root, '.data/openapi'), { recursive: true });
writeFileSync(path.join(root, file), JSON.stringify(openApiDocument(), null, 2));

type Count = { errors: number; warnings: number; byRule: Record<string, number>; ignored?: number };

/** Runs a linter that exits 1 on its findings, and returns what it printed. */
function run(tool: string, args: string[]): string {
  try {
    return execFileSync(path.join(root, 'node_modules/.bin', tool), args, {
      cwd: root,
      // No usage report, no look-up of a newer version: the lint reads nothing but the file.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, status } = error as { stdout?: string; status?: number };
    if (status === 1 && stdout) return stdout;
    throw error;
  }
}

function count(findings: { severity: 'error' | 'warn' | string; rule: string }[]): Count {
  const result: Count = { errors: 0, warnings: 0, byRule: {} };
  for (const { severity, rule } of findings) {
    if (severity === 'error') result.errors += 1;
    else if (severity === 'warn') result.warnings += 1;
    else continue;
    result.byRule[`${severity} ${rule}`] = (result.byRule[`${severity} ${rule}`] ?? 0) + 1;
  }
  return result;
}

function redocly(): Count {
  const report = JSON.parse(run('redocly', ['lint', file, '--format=json'])) as {
    problems: { severity: string; ruleId: string }[];
    totals: { ignored: number };
  };
  const counted = count(report.problems.map((p) => ({ severity: p.severity, rule: p.ruleId })));
  return { ...counted, ignored: report.totals.ignored };
}

function spectral(): Count {
  const out = run('spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
  const findings = JSON.parse(out.trim() || '[]') as { severity: number; code: string }[];
  const severities = ['error', 'warn', 'info', 'hint'];
  return count(findings.map((f) => ({ severity: severities[f.severity], rule: f.code })));
}

const version = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;
let failed = false;
for (const [name, lint, pkg] of [
  ['redocly', redocly, '@redocly/cli'],
  ['spectral', spectral, '@stoplight/spectral-cli'],
] as const) {
  const result = lint();
  const ignored = result.ignored ? `, ${result.ignored} ignored (.redocly.lint-ignore.yaml)` : '';
  console.log(`openapi lint: ${name} ${version(pkg)}: ${result.errors} errors, ${result.warnings} warnings${ignored}`);
  for (const [rule, n] of Object.entries(result.byRule)) console.log(`  ${n} ${rule}`);
  failed ||= result.errors > 0;
}
process.exit(failed ? 1 : 0);
