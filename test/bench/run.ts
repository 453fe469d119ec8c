// `npm run bench [-- --estates 100000 --leases 100000 --contacts 100000 --tenants 3 --small 1000
//   --seconds 10 --rounds 3 --connections 50 --no-profile --month-end-leases 10000]`
// Starts the service as `npm start` does (its own process, embedded PostgreSQL in a temporary
// DATA_DIR), seeds it in SQL, starts the raw baseline (baseline.ts) on the same PostgreSQL, loads
// both from a second process, measures month end (month-end.ts: 1,000 leases, then
// --month-end-leases; 0 skips it), profiles the API, and writes docs/benchmarks.md. Targets are checked
// here, never in timed unit tests; the exit code is 1 when one is missed.
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../adapters/main/embedded-postgres.js';
import { DEFAULT_RELEASE_IDLE_MS } from '../../adapters/main/idle-memory.js';
import { freePort } from '../../adapters/peers/process.js';
import { prepareCachedLeasePdf } from './lease-pdf.js';
import { load, medianOf } from './load.js';
import { monthEnd } from './month-end.js';
import { groupedRss } from '../support/processes.js';
import { type ProfileSummary, summariseProfile } from './profile.js';
import { queryPlans } from './query-plans.js';
import { type Measured, type Round, writeReport } from './report.js';
import { ESTATES_QUERY, type Scenario, type ScenarioData, scenarios } from './scenarios.js';
import { seed } from './seed.js';
import { ROOT, type RunningService, createTenant, startBaseline, startService } from './service.js';

const { values: args } = parseArgs({
  options: {
    estates: { type: 'string', default: '100000' },
    leases: { type: 'string', default: '100000' },
    contacts: { type: 'string' },
    tenants: { type: 'string', default: '3' },
    small: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'no-profile': { type: 'boolean', default: false },
    'month-end-leases': { type: 'string', default: '10000' },
  },
});
const settings = {
  estates: Number(args.estates),
  leases: Number(args.leases),
  contacts: Number(args.contacts ?? args.estates),
  tenants: Math.max(1, Number(args.tenants)),
  small: Number(args.small),
  seconds: Number(args.seconds),
  warmup: Number(args.warmup),
  rounds: Math.max(1, Number(args.rounds)),
  connections: Number(args.connections),
  profile: !args['no-profile'],
  monthEndLeases: Number(args['month-end-leases']),
};
/** A warm-up load: the measured connections, for the warm-up's seconds. */
const WARM = { connections: settings.connections, seconds: settings.warmup };
const say = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function firstId(db: pg.Pool, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0].id;
}

/** Walks the estates list by cursor to page 500; undefined when the service offers no cursor. */
async function deepCursor(service: RunningService, apiKey: string): Promise<ScenarioData['deepCursor']> {
  let cursor: string | undefined;
  let last: { area: number; id: string } | undefined;
  for (let page = 1; page < 500; page += 1) {
    const query = `${ESTATES_QUERY}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(`${service.baseUrl}/api/estates?${query}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const body = (await res.json()) as { data: { area: number; id: string }[]; meta: { next_cursor: string | null } };
    cursor = body.meta.next_cursor ?? undefined;
    last = body.data.at(-1);
    if (!cursor || !last) return undefined;
  }
  return cursor && last ? { cursor, ...last } : undefined;
}

async function prepare(service: RunningService, dataDir: string, db: pg.Pool): Promise<ScenarioData> {
  const small = await createTenant(dataDir, 'bench small');
  const bigs = [];
  for (let i = 0; i < settings.tenants; i += 1) bigs.push(await createTenant(dataDir, `bench big ${i + 1}`));
  const big = bigs[0];
  say(`seeding ${settings.tenants} tenant(s) of ${settings.estates} estates, and one of ${settings.small}`);
  await seed(db, [
    { tenantId: small.tenant_id, data: { estates: settings.small, leases: settings.small, contacts: settings.small } },
    ...bigs.map((tenant) => ({
      tenantId: tenant.tenant_id,
      data: { estates: settings.estates, leases: settings.leases, contacts: settings.contacts },
    })),
  ]);
  const leaseId = await firstId(db, 'select id from leases where tenant_id = $1 order by id limit 1', [big.tenant_id]);
  return {
    small,
    big,
    smallRows: settings.small,
    bigRows: settings.estates,
    leaseId,
    estateId: await firstId(db, 'select id from estates where tenant_id = $1 order by id limit 1', [big.tenant_id]),
    leaseTypeId: await firstId(db, `select id from lease_types where code = 'HabitationVide'`, []),
    deepCursor: await deepCursor(service, big.api_key),
    leasePdf: await prepareCachedLeasePdf(service.baseUrl, big.api_key, leaseId),
  };
}

/**
 * Every scenario once against the service before any is measured: the process is measured as a
 * deployment runs, its code compiled by V8 for every kind of request, not only the one before.
 */
async function warmAll(service: RunningService, list: Scenario[]): Promise<void> {
  for (const scenario of list.filter((s) => !s.skipped)) await load(service.baseUrl, scenario.service, WARM);
}

/**
 * A warm-up of the service and of the baseline, then the measured rounds, service and baseline in
 * turn, so that a moment of the machine's other load falls on both sides of a round: one load of
 * a few seconds gives a p99 that moves by a third from run to run (docs/decisions.md 348).
 */
async function measure(scenario: Scenario, service: RunningService, baseline: Baseline): Promise<Measured> {
  const options = { connections: settings.connections, seconds: settings.seconds };
  await load(service.baseUrl, scenario.service, WARM);
  if (scenario.baseline) await load(baseline.baseUrl, scenario.baseline, WARM);
  const rounds: Round[] = [];
  for (let i = 0; i < settings.rounds; i += 1) {
    const measured = await load(service.baseUrl, scenario.service, { ...options, serverPid: service.apiPid });
    const raw = scenario.baseline
      ? await load(baseline.baseUrl, scenario.baseline, { ...options, serverPid: baseline.pid })
      : undefined;
    say(
      `${scenario.id} round ${i + 1}: ${measured.requestsPerSecond.toFixed(0)} req/s p50 ${measured.p50} p99 ${measured.p99} errors ${measured.errors} cpu/req ${measured.cpuMsPerRequest?.toFixed(2)} ms` +
        (raw
          ? ` | baseline ${raw.requestsPerSecond.toFixed(0)} req/s p99 ${raw.p99} cpu/req ${raw.cpuMsPerRequest?.toFixed(2)} ms`
          : ''),
    );
    rounds.push({ service: measured, baseline: raw });
  }
  const raws = rounds.flatMap((round) => (round.baseline ? [round.baseline] : []));
  return {
    scenario,
    service: medianOf(rounds.map((round) => round.service)),
    baseline: raws.length ? medianOf(raws) : undefined,
    rounds,
  };
}

/** A second start of the same service under `--cpu-prof`, loaded scenario by scenario. */
async function profile(dataDir: string, port: number, list: Scenario[]): Promise<Map<string, ProfileSummary>> {
  const dir = path.join(dataDir, 'profiles');
  const service = await startService({
    dataDir,
    port,
    env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` },
  });
  const windows = new Map<string, { from: number; to: number }>();
  await warmAll(service, list);
  for (const scenario of list) {
    await load(service.baseUrl, scenario.service, WARM);
    const from = Number(process.hrtime.bigint() / 1000n);
    await load(service.baseUrl, scenario.service, { connections: settings.connections, seconds: settings.seconds });
    windows.set(scenario.id, { from, to: Number(process.hrtime.bigint() / 1000n) });
  }
  await service.stop();
  const file = (await readdir(dir).catch(() => [])).find((name) => name.includes(`.${service.apiPid}.`));
  // The API writes its profile as it exits; one stopped by force (a shutdown past the minute stop()
  // allows, at 100,000 rows) writes none: the report is written without the profile, as with --no-profile.
  if (!file) {
    say(`no CPU profile of the API process ${service.apiPid} in ${dir}: the report goes without one`);
    return new Map();
  }
  return new Map([...windows].map(([id, window]) => [id, summariseProfile(path.join(dir, file), ROOT, window)]));
}

/**
 * Every scenario against the service and the baseline, with the API's peak memory, its memory at the
 * end of the load, and the memory of every process once the API has given back what the load took
 * (after MEMORY_RELEASE_IDLE_MS without a request, docs/decisions.md 341).
 */
type Baseline = Awaited<ReturnType<typeof startBaseline>>;

async function loadAll(service: RunningService, list: Scenario[], baseline: Baseline) {
  const results: Measured[] = [];
  let rssPeak = 0;
  const apiRss = () => groupedRss(service.rootPid, service.apiPid).find((g) => g.role === 'API (node)')?.rssBytes ?? 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, apiRss());
  }, 500);
  try {
    await warmAll(service, list);
    for (const scenario of list) {
      if (scenario.skipped) results.push({ scenario });
      else results.push(await measure(scenario, service, baseline));
    }
  } finally {
    clearInterval(sampler);
  }
  const rssAtEnd = apiRss();
  const idleMs = Number(process.env.MEMORY_RELEASE_IDLE_MS ?? DEFAULT_RELEASE_IDLE_MS);
  say(`waiting ${(idleMs / 1000 + 5).toFixed(0)} s for the API to give back the memory of the load`);
  await new Promise((resolve) => setTimeout(resolve, idleMs + 5000));
  return { results, rssPeak, rssAtEnd, memory: groupedRss(service.rootPid, service.apiPid) };
}

async function main(): Promise<boolean> {
  const loadBefore = os.loadavg();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-bench-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const port = await freePort();
  say(`starting the service (npm start) with DATA_DIR=${dataDir}`);
  const service = await startService({ dataDir, port });
  let baseline: Baseline | undefined;
  try {
    const database = await startEmbeddedPostgres(path.join(dataDir, 'pg')); // the service's running cluster
    const db = new pg.Pool({ connectionString: database.url, max: 2 });
    const data = await prepare(service, dataDir, db);
    baseline = await startBaseline(database.url);
    const list = scenarios(data);
    const measured = await loadAll(service, list, baseline);
    say('explaining the list queries as the tenant and as the owner');
    const plans = await queryPlans(db, list);
    const monthEndResults = await monthEnd(service, dataDir, db, settings.monthEndLeases);
    await db.end();
    baseline.stop();
    await service.stop();
    let profiles = new Map<string, ProfileSummary>();
    if (settings.profile) {
      say('profiling the API (a second start under --cpu-prof)');
      profiles = await profile(
        dataDir,
        port,
        list.filter((s) => s.profiled && !s.skipped),
      );
    }
    const failed = await writeReport({
      ...measured,
      file: path.join(ROOT, 'docs/benchmarks.md'),
      settings,
      argv: process.argv.slice(2),
      loadBefore,
      loadAfter: os.loadavg(),
      profiles,
      plans,
      monthEnd: monthEndResults,
    });
    say(`docs/benchmarks.md written${failed ? '; some targets are missed' : ''}`);
    return failed;
  } finally {
    baseline?.stop();
    await service.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const failed = await main();
process.exit(failed ? 1 : 0);
