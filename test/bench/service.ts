// The service under test, started as a user starts it: `npm start` in its own process group, with
// its embedded defaults under a temporary DATA_DIR (the rate limit raised, the reconciliation of
// the long processes off); and the admin CLI for tenants.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { processTree } from '../support/processes.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningService {
  baseUrl: string;
  /** npm's pid: the root of the service's process tree. */
  rootPid: number;
  /** The API's node process. */
  apiPid: number;
  stop(): Promise<void>;
}

async function healthy(baseUrl: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the service exited during start (code ${child.exitCode}); see ${log}`);
    const status = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200 || status === 503) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the service did not answer on ${baseUrl}/api/health; see ${log}`);
}

function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Processes of this run that outlived the service (a detached peer): found by DATA_DIR on their command line. */
async function stopLeftovers(dataDir: string): Promise<void> {
  const leftovers = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`${dataDir}/`);
        } catch {
          return false;
        }
      })
      .map(Number);
  for (const pid of leftovers()) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (leftovers().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  for (const pid of leftovers()) process.kill(pid, 'SIGKILL');
}

export async function startService(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<RunningService> {
  const log = path.join(options.dataDir, `service-${Date.now()}.log`);
  const out = createWriteStream(log);
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_HOUR: '1000000000',
      // The bench seeds its leases in SQL, without their lease workflows: the reconciliation that
      // runs once the engine answers would start one per ACTIVE lease (100,000s) in the API and
      // the worker during the measured loads (docs/decisions.md 333).
      WORKFLOWS_RECONCILE_HOURS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await healthy(baseUrl, child, log);
  const api = processTree(child.pid!).find(
    (p) => /^\S*node\s/.test(p.command) && /adapters\/main\/start\.(js|ts)/.test(p.command),
  );
  if (!api) throw new Error('the API process was not found in the service process tree');
  return {
    baseUrl,
    rootPid: child.pid!,
    apiPid: api.pid,
    async stop() {
      if (exited(child.pid!)) return;
      // SIGTERM to the API: it drains, stops its peers and its PostgreSQL (start.ts); the group after 60 s.
      process.kill(api.pid, 'SIGTERM');
      const deadline = Date.now() + 60_000;
      while (!exited(api.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      if (!exited(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
      await stopLeftovers(options.dataDir);
      out.end();
    },
  };
}

export interface BenchTenant {
  tenant_id: string;
  api_key: string;
}

/**
 * A tenant and its owner key, from the admin CLI as the README shows, on the plan the platform
 * assigns (UNLIMITED): the bench's records count against no limit (docs/decisions.md 281).
 */
export async function createTenant(dataDir: string, name: string): Promise<BenchTenant> {
  const admin = (args: string[]) =>
    promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
  const tenant = JSON.parse((await admin(['tenant', 'create', '--name', name])).stdout) as BenchTenant;
  await admin(['plan', 'assign', '--tenant', tenant.tenant_id, '--plan', 'UNLIMITED']);
  return tenant;
}

/** The raw baseline server (baseline.ts) in its own process, on the same PostgreSQL. */
export async function startBaseline(databaseUrl: string): Promise<{ baseUrl: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'baseline.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the baseline exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => void (child.exitCode === null && child.kill('SIGTERM')),
  };
}
