// docs/benchmarks.md, written by `npm run bench` from what it measured: every scenario with the
// baseline of the same run, the targets met or missed with their gap, the memory of every process
// of the service, and the CPU profile of the API.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { type LoadResult, median } from './load.js';
import { type MonthEndMeasure, monthEndSection, monthEndTargets } from './month-end-report.js';
import type { ProfileSummary } from './profile.js';
import type { QueryPlan } from './query-plans.js';
import { SAME_ANSWER_PAGE, SAME_ANSWER_SEARCH, type Scenario } from './scenarios.js';

/** One measured round of a scenario: the service's load, then the baseline's. */
export interface Round {
  service: LoadResult;
  baseline?: LoadResult;
}

export interface Measured {
  scenario: Scenario;
  /** Each figure's median over the rounds. */
  service?: LoadResult;
  baseline?: LoadResult;
  rounds?: Round[];
}

export interface Report {
  file: string;
  settings: Record<string, number | boolean>;
  argv: string[];
  loadBefore: number[];
  loadAfter: number[];
  results: Measured[];
  memory: { role: string; count: number; rssBytes: number }[];
  rssPeak: number;
  /** The API's RSS when the last scenario's load ended, before it gave back the memory of the load. */
  rssAtEnd: number;
  profiles: Map<string, ProfileSummary>;
  /** The page query of each list scenario, explained as the tenant and as the owner (query-plans.ts). */
  plans: Map<string, QueryPlan>;
  /** Month end at each size measured (month-end.ts), smallest first; none when skipped. */
  monthEnd: MonthEndMeasure[];
}

export interface Target {
  what: string;
  measured: string;
  met: boolean;
  /** The scenario it is measured on, for the explanation of a miss. */
  scenario?: string;
}

const MB = 2 ** 20;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

interface Paired {
  /** The median of the rounds' ratios. */
  ratio: number;
  rounds: number[];
}

/**
 * A figure of the service against the baseline's in the same round, for every round: a moment of
 * the machine's other load weighs on both sides of one round (docs/decisions.md 348).
 */
function paired(m: Measured, figure: (result: LoadResult) => number | undefined): Paired | undefined {
  const ratios = (m.rounds ?? []).flatMap(({ service, baseline }) => {
    const ours = figure(service);
    const theirs = baseline ? figure(baseline) : undefined;
    return ours !== undefined && theirs ? [ours / theirs] : [];
  });
  return ratios.length ? { ratio: median(ratios), rounds: ratios } : undefined;
}

const rateOf = (result: LoadResult) => result.requestsPerSecond;
const p99Of = (result: LoadResult) => Math.max(result.p99, 1);
const cpuOf = (result: LoadResult) => result.cpuMsPerRequest;

function ratio(m: Measured): number | undefined {
  return paired(m, rateOf)?.ratio;
}

function resultRows(results: Measured[]): string[] {
  return results.map((m) => {
    const s = m.service;
    const b = m.baseline;
    if (!s) return `| ${m.scenario.name} | not measured: ${m.scenario.skipped} | | | | | | | |`;
    const r = ratio(m);
    const cpu = (result?: LoadResult) => result?.cpuMsPerRequest?.toFixed(2) ?? '—';
    return `| ${m.scenario.name} | ${s.requestsPerSecond.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.errors} | ${cpu(s)} | ${
      b ? `${b.requestsPerSecond.toFixed(0)} / ${b.p50} / ${b.p99} / ${cpu(b)}` : '—'
    } | ${r === undefined ? '—' : `${r.toFixed(2)}x`} |`;
  });
}

/** Ratio targets to the baseline of the same run (issue 36 §4): a target in ms says more about the machine's load. */
const LIST_TARGETS = { requestsPerSecond: 0.7, p99: 1.5, cpu: 1.5 };
const CREATE_LEASE_RATE = 0.35;
const SINGLE_P99 = 1.5;

const x = (value: number) => `${value.toFixed(2)}x`;
/** The median ratio, and each round's when there were several. */
const shown = (p: Paired) =>
  p.rounds.length > 1 ? `${x(p.ratio)} (rounds: ${p.rounds.map(x).join(', ')})` : x(p.ratio);

/**
 * How a list's p50 grows from the small tenant to the large one, on pages that answer as many
 * records at both sizes: the contacts search fills a page of 100 only at the large size
 * (scenarios.ts), so its growth is read on smaller pages that both fill (docs/decisions.md 337).
 */
const GROWTH = [
  { list: 'estates', scenario: 'estates', answer: 'pages of 100' },
  { list: 'leases', scenario: 'leases', answer: 'pages of 100' },
  { list: 'contacts', scenario: SAME_ANSWER_SEARCH, answer: `pages of ${SAME_ANSWER_PAGE}, which both sizes fill` },
];

/** req/s, p99 and API CPU per request of a scenario, each as a ratio to the baseline's. */
export function ratioTargets(m: Measured): Target[] {
  const rate = paired(m, rateOf);
  const p99 = paired(m, p99Of);
  if (!rate || !p99) return [];
  const cpu = paired(m, cpuOf);
  const scenario = m.scenario.id;
  const judged = (what: string, p: Paired, met: boolean) => ({ what, measured: shown(p), met, scenario });
  if (m.scenario.kind === 'list') {
    const { requestsPerSecond: minRate, p99: maxP99, cpu: maxCpu } = LIST_TARGETS;
    return [
      judged(`${scenario}: req/s >= ${minRate}x the baseline`, rate, rate.ratio >= minRate),
      judged(`${scenario}: p99 <= ${maxP99}x the baseline's`, p99, p99.ratio <= maxP99),
      ...(cpu
        ? [judged(`${scenario}: API CPU per request <= ${maxCpu}x the baseline's`, cpu, cpu.ratio <= maxCpu)]
        : []),
    ];
  }
  if (scenario === 'create-lease')
    return [
      judged(
        `${scenario}: req/s >= ${CREATE_LEASE_RATE}x the baseline (same checks in one transaction)`,
        rate,
        rate.ratio >= CREATE_LEASE_RATE,
      ),
    ];
  return [judged(`${scenario}: p99 <= ${SINGLE_P99}x the baseline's`, p99, p99.ratio <= SINGLE_P99)];
}

function targets(report: Report): Target[] {
  const out: Target[] = [];
  const byId = new Map(report.results.map((m) => [m.scenario.id, m]));
  for (const m of report.results) {
    const s = m.service;
    if (!s) continue;
    out.push(...ratioTargets(m));
    const scenario = m.scenario.id;
    if (s.errors > 0) out.push({ what: `${scenario}: no errors`, measured: String(s.errors), met: false, scenario });
  }
  for (const { list, scenario, answer } of GROWTH) {
    const small = byId.get(`${scenario}-small`)?.service;
    const big = byId.get(`${scenario}-big`)?.service;
    if (small && big) {
      const slower = big.p50 / Math.max(small.p50, 1);
      out.push({
        what: `${list}: p50 at the large size <= 1.5x the small one (${answer})`,
        measured: `${slower.toFixed(2)}x`,
        met: slower <= 1.5,
        scenario: `${scenario}-big`,
      });
    }
  }
  const api = report.memory.find((g) => g.role === 'API (node)');
  if (api)
    out.push({
      what: 'API RSS < 300 MB after the load (once idle)',
      measured: `${(api.rssBytes / MB).toFixed(0)} MB`,
      met: api.rssBytes < 300 * MB,
    });
  return [...out, ...monthEndTargets(report.monthEnd)];
}

/**
 * Each missed target with what explains it, from this run: the CPU per request of the API and of
 * the baseline (which the machine's other load changes little) and the largest categories of the
 * scenario's profile (its large-size variant when only that one was profiled).
 */
function gaps(checked: Target[], report: Report): string {
  const missed = checked.filter((t) => !t.met);
  if (missed.length === 0) return 'Every target is met in this run.\n';
  return missed
    .map((t) => {
      const m = report.results.find((r) => r.scenario.id === t.scenario);
      const profile = t.scenario
        ? (report.profiles.get(t.scenario) ?? report.profiles.get(t.scenario.replace(/-small$/, '-big')))
        : undefined;
      const cpu =
        m?.service?.cpuMsPerRequest !== undefined
          ? ` API CPU ${m.service.cpuMsPerRequest.toFixed(2)} ms per request` +
            (m.baseline?.cpuMsPerRequest !== undefined
              ? ` against ${m.baseline.cpuMsPerRequest.toFixed(2)} ms for the baseline.`
              : '.')
          : '';
      const top = profile
        ? ` Profile: ${profile.categories
            .slice(0, 4)
            .map((c) => `${c.name} ${pct(c.share)}`)
            .join(', ')}.`
        : '';
      const plan = t.scenario ? report.plans.get(t.scenario) : undefined;
      const database = plan
        ? ` Database: the page query takes ${plan.asTenant.ms.toFixed(1)} ms as the tenant against ${plan.asOwner.ms.toFixed(1)} ms as the owner (see "The page query in PostgreSQL").`
        : '';
      return `- ${t.what}: measured ${t.measured}.${cpu}${top}${database}`;
    })
    .join('\n');
}

function planSection(plans: Map<string, QueryPlan>, results: Measured[]): string {
  if (plans.size === 0) return 'No list scenario was explained in this run.\n';
  const rows = [...plans].map(([id, plan]) => {
    const name = results.find((m) => m.scenario.id === id)?.scenario.name ?? id;
    return `| ${name} | ${plan.asTenant.ms.toFixed(1)} | ${plan.asOwner.ms.toFixed(1)} | ${plan.asTenant.nodes} | ${plan.asOwner.nodes} |`;
  });
  return `| scenario | as the tenant, ms | as the owner, ms | plan as the tenant | plan as the owner |
|---|---|---|---|---|
${rows.join('\n')}
`;
}

function profileSection(profiles: Map<string, ProfileSummary>, results: Measured[]): string {
  if (profiles.size === 0)
    return 'Not profiled in this run: `--no-profile`, or the API wrote no profile (it was stopped by force; the run says so).\n';
  return [...profiles]
    .map(([id, summary]) => {
      const name = results.find((m) => m.scenario.id === id)?.scenario.name ?? id;
      const categories = summary.categories
        .filter((c) => c.share >= 0.005)
        .map((c) => `| ${c.name} | ${c.ms.toFixed(0)} | ${pct(c.share)} |`);
      const functions = summary.functions.map(
        (f) => `| \`${f.name}\` | ${f.where ? `\`${f.where}\`` : '(native)'} | ${f.category} | ${pct(f.share)} |`,
      );
      return `### ${name}

${summary.totalMs.toFixed(0)} ms of CPU in the API process over the measured window (idle excluded).

| category (self time) | ms | share |
|---|---|---|
${categories.join('\n')}

| top functions by self time | where | category | share |
|---|---|---|---|
${functions.join('\n')}
`;
    })
    .join('\n');
}

/** Whether the machine was loaded by others: the load average before the run against its cores. */
function loadNote(report: Report, cores: number): string {
  const loaded = report.loadBefore[0] > cores / 2;
  return loaded
    ? `The machine was loaded by other work when the run started (a load average of ${report.loadBefore[0].toFixed(1)} on ${cores} cores):
  requests per second and latencies are low and noisy. Compare the service with the baseline of the same run, and
  read the CPU time per request (API CPU ms/req), which the machine's other load changes little.`
    : `The machine was quiet when the run started. The CPU time per request (API CPU ms/req) is what one request costs
  the API process.`;
}

/**
 * Where the API's memory goes: a heap snapshot (--heapsnapshot-signal) and /proc/<pid>/smaps of the
 * API after 50-connection list loads at 100,000 rows, taken apart from this run (docs/decisions.md 307).
 */
const MEMORY_FINDINGS = `### Where the API's memory goes

Measured apart from this run (2026-11-26, same machine, the API under \`npm start\`'s flags, after 8 s loads of
the three list scenarios at 100,000 rows; a heap snapshot, then \`/proc/<pid>/smaps\`; docs/decisions.md 307):

- The live JavaScript heap is about 100 MB: strings 38 MB (21 MB of it the source text of the loaded modules, which
  V8 keeps to compile functions lazily), compiled code 16.5 MB, arrays 15 MB, bound functions 7 MB, object shapes
  5 MB; the zod schemas of the contract are about 1 MB of objects. The caches are bounded (the estimates of totals:
  1,000 entries; the API keys: 10,000).
- The OpenAPI document held 9 MB as objects and took 1.4 s of CPU at every start: it is now built at the first
  request of \`/api/openapi.json\` and kept as its JSON text (3.4 MB).
- The rest of the RSS is V8's heap pages, not live data: after the load, 451 MB of the 483 MB of anonymous memory
  was in mappings of 256 kB at most (V8's page size), against 24 MB in malloc's heap. Under 50 concurrent list
  requests the old generation grows far past its live set before V8 collects it. \`--optimize-for-size\` held the
  API at 205 MB but cut its requests per second about threefold; \`--heap-growing-percent=30\` (the old generation
  may grow 30 % past what the last collection kept, not up to 4x) held it at 292 to 366 MB for the same requests per
  second in those loads, and is what \`npm start\` now passes. A hard cap (\`--max-old-space-size\`) stays out
  (decision 79.2).
- Measured again on 2026-11-27 (heap snapshot and \`perf\` of the whole API process under the 1,000-row estates list,
  docs/decisions.md 334): of the 112 MB of live heap, 31 MB was module source text and 3 MB the source maps of
  packages (\`--enable-source-maps\` reads every package's map); the AWS SDK, the Stripe SDK and archiver, which
  a default start never uses, held 15 MB. The entry points now turn source maps on for our own code only, and those
  three packages load when first used. 47 % of the API's CPU was in V8's helper threads (marking, scavenging,
  sweeping): 50 requests in flight outlived the 8 MB semi-spaces and were promoted; \`npm start\` passed 16 MB,
  20 to 30 % less CPU per list request for what the two changes above saved (32 MB since decision 338).
- Later the same day (docs/decisions.md 335 and 336): zod 3 binds 24 methods to each of the contract's 6,300
  schemas, 160,000 bound functions; with those methods left on zod's prototype the contract takes 14.6 MB of heap
  instead of 24.8. And V8 had pretenured the allocation sites of the rows, records and answers (most of their
  objects were alive at each scavenge, held by the requests in flight), so objects that live for one request were
  made in the old generation, which was marked again twice a second; \`npm start\` now turns that off
  (\`--no-allocation-site-pretenuring\`): the list requests of the 1,000-row tenant took 0.6 to 0.9 ms of API CPU
  against 1.1 to 1.6 ms.
- A heap snapshot of 2026-11-27 17:15 (the API after 5 s loads of the estates list, the contacts search and the single
  read on the 1,000-row tenant; RSS 306 MB, 244 MB of it anonymous): 84 MB of live heap, of which strings 32 MB
  (27.6 MB in strings over 200 characters: the modules' source text, the 68 largest all two-byte, i.e. each holds
  a character outside Latin-1: fontkit 1.1 MB, and pdfkit and liquidjs 0.4 MB each, whose text is there twice),
  compiled code 16.3 MB, arrays 14.2 MB, objects 7.5 MB, object shapes 5.1 MB. The 160 MB between that live heap
  and the anonymous RSS are V8's young generation (two semi-spaces of up to 32 MB, decision 338) and old-generation
  pages not yet given back after the load.
- Those pages go back to the system once the API is idle (docs/decisions.md 341): V8's own memory reducer, which
  did it after about 8 s of low allocation but not always, and slowed the API's next seconds of load by half, is
  off; after \`MEMORY_RELEASE_IDLE_MS\` (30 s) without a request the API runs one memory-reducing collection
  (0.13 s): in a measure of 2026-11-27 19:35 its RSS went from 311 to 185 MB, its committed heap from 190 to
  89 MB. The table above is read after it.`;

/** Writes the report; true when a target is missed. */
export async function writeReport(report: Report): Promise<boolean> {
  const cpus = os.cpus();
  const checked = targets(report);
  const load = (avg: number[]) => avg.map((v) => v.toFixed(2)).join(', ');
  const command = `npm run bench${report.argv.length ? ` -- ${report.argv.join(' ')}` : ''}`;
  const text = `# Benchmarks

Written by \`npm run bench\` (test/bench/run.ts) on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; every figure
below comes from that run.

- Command: \`${command}\` (settings: ${Object.entries(report.settings)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')})
- Machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}
- Load average (1, 5, 15 min) before the run: ${load(report.loadBefore)}; after: ${load(report.loadAfter)}. ${loadNote(report, cpus.length)}
- The service is started as \`npm start\` starts it (its own process tree, embedded PostgreSQL in a temporary DATA_DIR,
  rate limit raised so that the load is not refused, no reconciliation of the long processes: the seeded leases have no
  workflows, and a start-up pass would start one per lease under the load, decision 333). Data seeded in SQL: one tenant of ${report.settings.small} rows
  per table and ${report.settings.tenants} tenant(s) of ${report.settings.estates} estates, ${report.settings.leases} leases and ${report.settings.contacts} contacts, then VACUUM ANALYZE.
- Raw baseline (test/bench/baseline.ts): a node:http server running the scenario's data query with plain \`pg\` and
  JSON.stringify on the same PostgreSQL, as the owner role: no auth, rate limit, validation, count, row-level security
  or logging. To create a lease it runs the service's checks (the estate and the lease type exist, the lessor's
  category) and the insert in one transaction.
- Targets (issue 36) are ratios to the baseline of the same run, which the machine's load moves together: list pages
  at least ${LIST_TARGETS.requestsPerSecond}x its req/s, at most ${LIST_TARGETS.p99}x its p99 and ${LIST_TARGETS.cpu}x its API CPU per request; single reads and deep
  pages at most ${SINGLE_P99}x its p99; lease creation at least ${CREATE_LEASE_RATE}x its req/s; a list's p50 at the large size at most
  1.5x the small one, on pages that answer as many records at both sizes (the contacts search matches 10 of 1,000
  contacts: its growth is read on pages of 10); the API under 300 MB of RSS after the load. Targets in milliseconds are gone: at 50
  connections on 2 cores the baseline's own p99 is 70 to 140 ms.
- Load: autocannon in a second process, ${report.settings.connections} connections. First every scenario once for
  ${report.settings.warmup} s against the service, so that none is measured on code V8 has not compiled yet (the first one was, until
  2026-11-27); then each one after a ${report.settings.warmup} s warm-up of the service and of the baseline, in ${report.settings.rounds} round(s) of
  ${report.settings.seconds} s against the service then ${report.settings.seconds} s against the baseline. The results are each figure's median over the
  rounds; a target's ratio is the median of the rounds' ratios, each round's shown beside it (docs/decisions.md 348).

## Results

| scenario | req/s | p50 ms | p99 ms | errors | API CPU ms/req | baseline req/s / p50 / p99 / CPU ms/req | service / baseline (req/s) |
|---|---|---|---|---|---|---|---|
${resultRows(report.results).join('\n')}

## Targets

| target | measured | |
|---|---|---|
${checked.map((t) => `| ${t.what} | ${t.measured} | ${t.met ? 'met' : '**missed**'} |`).join('\n')}

### Missed targets: the gap, and what the profile says

${gaps(checked, report)}

${monthEndSection(report.monthEnd)}

## Memory of the service's processes after the load, once the API is idle

| process | count | RSS |
|---|---|---|
${report.memory.map((g) => `| ${g.role} | ${g.count} | ${(g.rssBytes / MB).toFixed(0)} MB |`).join('\n')}

Peak RSS of the API process during the load: ${(report.rssPeak / MB).toFixed(0)} MB; ${(report.rssAtEnd / MB).toFixed(0)} MB when the load ended.
The table is read once the API has been idle for \`MEMORY_RELEASE_IDLE_MS\` and 5 s more: it has then given
back to the system the memory the load made it take (docs/decisions.md 341). PostgreSQL processes share their
buffers, so their summed RSS counts shared memory more than once.

${MEMORY_FINDINGS}

## The page query in PostgreSQL

The baseline's SQL of each list scenario (the WHERE and ORDER BY of the service's page query), run with
\`EXPLAIN ANALYZE\` after the load, once as the service runs it (the tenant role: row-level security) and once as the
baseline does (the owner). Under row-level security PostgreSQL keeps column statistics from operators that are not
leakproof, such as ILIKE: when its estimate of the matching rows falls under the page size, it reads and sorts all the
tenant's rows instead of walking an index in the list's order and stopping after the page. That is why the service
writes a search term as \`strpos(lower(column), lower(term)) > 0\` (docs/decisions.md 78), as this SQL does.

${planSection(report.plans, report.results)}
## Where the time goes (CPU profile of the API under the same load)

A second start of the service under \`node --cpu-prof\`, each profiled scenario loaded as above; self time by
category and the functions that take the most, from the samples of that scenario's window.

${profileSection(report.profiles, report.results)}`;
  await writeFile(report.file, text + (await templateSection(report.file)));
  return checked.some((t) => !t.met);
}

/**
 * The "Template rendering" section, measured apart (test/bench/template-rendering.ts writes its table;
 * it needs Gotenberg), kept as it stands when the rest of the report is written again.
 */
async function templateSection(file: string): Promise<string> {
  const before = await readFile(file, 'utf8').catch(() => '');
  const at = before.indexOf('\n## Template rendering');
  return at < 0 ? '' : `\n${before.slice(at).trimEnd()}\n`;
}
