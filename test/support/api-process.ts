// `npm start` as a child process, the way a user runs it, for the process and fault tests.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../adapters/peers/process.js';
import { startTs } from '../process/run.js';

export interface ApiProcess {
  url: string;
  process: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  logs(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
}

/**
 * Test files share the test database: an API started by one must not restart the timers of other
 * files' leases, nor send their messages through its own providers (an SMS a browser test waits
 * for), nor their webhook deliveries (a test's relay waits for its own).
 */
export const ON_THE_SHARED_DATABASE = {
  WORKFLOWS_RECONCILE_HOURS: '0',
  MESSAGES_RELAY_INTERVAL_MS: '0',
  WEBHOOKS_RELAY_INTERVAL_MS: '0',
} as const;

/** Starts the API with these settings (workflows and relays off unless told) and waits until /api/health answers. */
export async function startApi(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = startTs('adapters/main/start.ts', {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WORKFLOWS_EMBEDDED: 'false',
    ...ON_THE_SHARED_DATABASE,
    // The public budget is per client address, and every test calls from 127.0.0.1.
    PUBLIC_RATE_LIMIT_PER_HOUR: '1000000',
    ...env,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  const api = { url, process: child, logs: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status < 600) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await api.kill();
      throw new Error(`the API did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
