// Month end at scale (issue 36 §4), on the service started as `npm start` starts it (Temporal and its
// worker included): for each size, a tenant of its own seeded in SQL (month-end-seed.ts), then
// - the notices of rent due of the month: a RENT_NOTICES run started through the API and waited for
//   (its periods opened, every PDF rendered and stored);
// - a camt.053 file of one credit per lease, each with the lease's payment reference: the import and
//   its matching are the request (the sure matches recorded as payments there);
// - the receipts of the periods paid: the PAYMENT_RECEIPTS run the import recorded, waited for from
//   the import's answer to its end (docs/decisions.md 320).
// Counts are read in SQL and in the file store. Called by run.ts after the list scenarios; alone:
// `npx tsx test/bench/month-end.ts --leases 1000 [--steps bank] [--profile]` (starts and stops the
// service itself; --steps runs only those steps, e.g. the import alone; --profile prints where the
// API's and the worker's CPU went).
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../adapters/main/embedded-postgres.js';
import { freePort } from '../../adapters/peers/process.js';
import { camt053 } from './camt053.js';
import { seedMonthEnd } from './month-end-seed.js';
import { type ProfileSummary, summariseProfile } from './profile.js';
import { ROOT, type RunningService, createTenant, startService } from './service.js';

export interface MonthEndStep {
  seconds: number;
  items: number;
  /** What was checked in SQL and in the file store. */
  detail: string;
}

export interface MonthEndResult {
  leases: number;
  notices: MonthEndStep;
  bank: MonthEndStep;
  receipts: MonthEndStep;
}

export type StepName = 'notices' | 'bank' | 'receipts';

/** A size whose month end stopped on an error (a step answered 5xx, a run FAILED), and the steps done before. */
export interface MonthEndFailure {
  leases: number;
  error: string;
  done: Partial<Record<StepName, MonthEndStep>>;
}

interface RunRead {
  id: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  skipped: number;
}

const FINAL = ['COMPLETED', 'CANCELLED', 'FAILED'];
const say = (line: string) => process.stderr.write(`bench: ${line}\n`);
const seconds = (from: number) => (performance.now() - from) / 1000;

function caller(service: RunningService, apiKey: string) {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${service.baseUrl}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  };
}

type Call = ReturnType<typeof caller>;

/** Polls the run until it ends (COMPLETED expected). */
async function waitRun(call: Call, runId: string): Promise<RunRead> {
  const deadline = Date.now() + 60 * 60_000;
  for (;;) {
    const run = await call<RunRead>('GET', `/runs/${runId}`);
    if (FINAL.includes(run.status)) {
      if (run.status !== 'COMPLETED') throw new Error(`run ${runId} ended ${run.status}`);
      return run;
    }
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status} after an hour`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Files stored for the tenant whose key has `/${folder}/` (a local file store under DATA_DIR/files). */
async function storedFiles(dataDir: string, tenantId: string, folder: string): Promise<number> {
  const names = await readdir(path.join(dataDir, 'files', tenantId), { recursive: true }).catch(() => []);
  return names.filter((name) => name.split(path.sep).at(-2) === folder).length;
}

async function count(db: pg.Pool, sql: string, params: unknown[]): Promise<number> {
  return Number((await db.query<{ n: string }>(sql, params)).rows[0].n);
}

const runLine = (run: RunRead) => `${run.done} done, ${run.failed} failed, ${run.skipped} skipped of ${run.total}`;

async function notices(
  call: Call,
  db: pg.Pool,
  dataDir: string,
  tenantId: string,
  month: string,
): Promise<MonthEndStep> {
  const started = performance.now();
  const created = await call<RunRead>('POST', '/runs', { kind: 'RENT_NOTICES', period: month });
  const run = await waitRun(call, created.id);
  const elapsed = seconds(started);
  const periods = await count(db, 'select count(*) as n from rent_periods where tenant_id = $1', [tenantId]);
  const pdfs = await storedFiles(dataDir, tenantId, 'notices');
  return {
    seconds: elapsed,
    items: run.done,
    detail: `${runLine(run)}; ${periods} periods opened, ${pdfs} notice PDFs stored`,
  };
}

async function bankImport(call: Call, db: pg.Pool, tenantId: string, xml: string, n: number): Promise<MonthEndStep> {
  const form = new FormData();
  form.append('file', new Blob([xml], { type: 'application/xml' }), `releve-${n}.xml`);
  const started = performance.now();
  const imported = await call<{ matched_count: number; queued_count: number }>('POST', '/bank-statements', form);
  const elapsed = seconds(started);
  const payments = await count(db, 'select count(*) as n from rent_payments where tenant_id = $1', [tenantId]);
  return {
    seconds: elapsed,
    items: n,
    detail: `${imported.matched_count} matched, ${imported.queued_count} queued; ${payments} payments recorded (${(xml.length / 2 ** 20).toFixed(1)} MB file)`,
  };
}

/** The PAYMENT_RECEIPTS run the import recorded, from the import's answer (`from`) to its end. */
async function receipts(
  call: Call,
  db: pg.Pool,
  dataDir: string,
  tenantId: string,
  from: number,
): Promise<MonthEndStep> {
  const listed = await call<{ data: RunRead[] }>('GET', '/runs?kind=PAYMENT_RECEIPTS');
  if (!listed.data[0]) throw new Error('the import recorded no PAYMENT_RECEIPTS run');
  const run = await waitRun(call, listed.data[0].id);
  const elapsed = seconds(from);
  const issued = await count(db, 'select count(*) as n from rent_receipts where tenant_id = $1', [tenantId]);
  const pdfs = await storedFiles(dataDir, tenantId, 'receipts');
  return {
    seconds: elapsed,
    items: issued,
    detail: `${runLine(run)}; ${issued} receipts recorded, ${pdfs} PDFs stored`,
  };
}

export const STEPS: StepName[] = ['notices', 'bank', 'receipts'];

/**
 * One size: its tenant, seeded, then the `steps` one after the other, each kept in `done` as it ends.
 * The bank step alone needs no notices: the payments open the periods due (decision 322).
 */
async function monthEndAt(
  service: RunningService,
  dataDir: string,
  db: pg.Pool,
  n: number,
  done: Partial<Record<StepName, MonthEndStep>>,
  steps: StepName[] = STEPS,
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  const tenant = await createTenant(dataDir, `bench month end ${n}`);
  say(`month end: seeding ${n} leases`);
  const leases = await seedMonthEnd(db, tenant.tenant_id, n, month);
  const call = caller(service, tenant.api_key);
  if (steps.includes('notices')) {
    const noticeStep = (done.notices = await notices(call, db, dataDir, tenant.tenant_id, month));
    say(`month end ${n}: notices ${noticeStep.seconds.toFixed(1)} s (${noticeStep.detail})`);
  }
  if (!steps.includes('bank')) return;
  const xml = camt053(leases, today, `ME${n}-${Date.now()}`);
  const bank = (done.bank = await bankImport(call, db, tenant.tenant_id, xml, n));
  const answered = performance.now();
  say(`month end ${n}: bank import ${bank.seconds.toFixed(1)} s (${bank.detail})`);
  if (!steps.includes('receipts')) return;
  const receiptStep = (done.receipts = await receipts(call, db, dataDir, tenant.tenant_id, answered));
  say(`month end ${n}: receipts ${receiptStep.seconds.toFixed(1)} s (${receiptStep.detail})`);
}

/**
 * 1,000 leases first, then `leases` (0: none), on the running service; a size that fails is reported
 * as such (the rest of the bench still writes its report) and the sizes after it are not run.
 */
export async function monthEnd(
  service: RunningService,
  dataDir: string,
  db: pg.Pool,
  leases: number,
): Promise<(MonthEndResult | MonthEndFailure)[]> {
  if (leases <= 0) return [];
  const sizes = [...new Set([Math.min(1000, leases), leases])];
  const results: (MonthEndResult | MonthEndFailure)[] = [];
  for (const n of sizes) {
    const done: Partial<Record<StepName, MonthEndStep>> = {};
    try {
      await monthEndAt(service, dataDir, db, n, done);
      results.push({ leases: n, notices: done.notices!, bank: done.bank!, receipts: done.receipts! });
    } catch (error) {
      say(`month end ${n}: failed: ${String(error)}`);
      results.push({ leases: n, error: String(error).slice(0, 500), done });
      break;
    }
  }
  return results;
}

/** The API's and the worker's CPU profiles (`--profile`), each summarised: where their time went. */
async function profiles(dir: string): Promise<Record<string, ProfileSummary>> {
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.cpuprofile'));
  return Object.fromEntries(files.map((name) => [name, summariseProfile(path.join(dir, name), ROOT, undefined, 25)]));
}

/** Standalone: 1,000 leases first, then `leases`, each size in a tenant of its own, only `steps` run. */
async function standalone(leases: number, steps: StepName[], profile: boolean): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-bench-month-end-'));
  await chmod(dataDir, 0o755); // PostgreSQL runs as the postgres user when we are root
  // Kept after the run (its path printed), for a closer look than the summary (e.g. in Chrome's DevTools).
  const profileDir = profile ? await mkdtemp(path.join(os.tmpdir(), 'rental-bench-profiles-')) : '';
  say(`starting the service (npm start) with DATA_DIR=${dataDir}`);
  const service = await startService({
    dataDir,
    port: await freePort(),
    env: profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {},
  });
  try {
    const database = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
    const db = new pg.Pool({ connectionString: database.url, max: 2 });
    const results: unknown[] = [];
    for (const n of leases > 0 ? [...new Set([Math.min(1000, leases), leases])] : []) {
      const done: Partial<Record<StepName, MonthEndStep>> = {};
      await monthEndAt(service, dataDir, db, n, done, steps);
      results.push({ leases: n, ...done });
    }
    await db.end();
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await service.stop();
    if (profile) {
      console.log(JSON.stringify(await profiles(profileDir), null, 2));
      say(`CPU profiles kept in ${profileDir}`);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      leases: { type: 'string', default: '1000' },
      steps: { type: 'string', default: STEPS.join(',') },
      profile: { type: 'boolean', default: false },
    },
  });
  const steps = values.steps.split(',') as StepName[];
  const unknown = steps.filter((step) => !STEPS.includes(step));
  if (unknown.length > 0) throw new Error(`--steps: unknown ${unknown.join(', ')} (known: ${STEPS.join(', ')})`);
  await standalone(Number(values.leases), steps, values.profile);
}
