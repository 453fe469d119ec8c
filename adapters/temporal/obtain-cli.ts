// The Temporal CLI for the embedded default (no TEMPORAL_ADDRESS), found or obtained once per machine
// into the peers cache (`<cache>/bin/temporal`, ~/.cache/rental-service or RENTAL_SERVICE_CACHE: what
// scripts/install-peers.sh fills; docs/decisions.md 71, 205), in this order:
//   1. TEMPORAL_CLI_PATH, `temporal` on PATH, the install-peers cache (adapters/peers/locate.ts);
//   2. a CLI obtained earlier into the cache;
//   3. the SDK's own dev-server download (@temporalio/testing, what users with internet get);
//   4. `go install github.com/temporalio/cli/cmd/temporal@v1.5.1` when Go is on the machine.
// When all fail the service starts without workflows and says how to install the CLI.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from '../peers/locate.js';
import { findTemporalCli } from './dev-server.js';

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal';
export const TEMPORAL_CLI_VERSION = 'v1.5.1';

/** What a user does when no CLI could be found or obtained. */
export const INSTALL_HINT =
  `install the Temporal CLI (\`go install ${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION}\`, \`brew install temporal\`, ` +
  'or a release from temporal.io) and restart, set TEMPORAL_CLI_PATH, or point TEMPORAL_ADDRESS at a Temporal server';

export type CliSource = 'found' | 'cache' | 'sdk-download' | 'go-install';

export interface CliSources {
  /** TEMPORAL_CLI_PATH, PATH, the install-peers cache. */
  find(): string | undefined;
  /** Downloads the dev server the SDK would use into `dir`; resolves to the executable. */
  sdkDownload(dir: string): Promise<string>;
  /** The Go toolchain, when there is one. */
  go(): string | undefined;
  /** `go install` of the pinned CLI into `dir`; `progress` is called while it builds; `signal` stops it. */
  goInstall(go: string, dir: string, progress: (elapsedSeconds: number) => void, signal?: AbortSignal): Promise<string>;
}

export type ObtainedCli = { ok: true; path: string; source: CliSource } | { ok: false; reason: string };

/** The first executable regular file in `dir` whose name starts with `temporal`. */
function executableIn(dir: string): string | undefined {
  try {
    return readdirSync(dir)
      .filter((name) => name.startsWith('temporal'))
      .map((name) => path.join(dir, name))
      .find((file) => statSync(file).isFile() && isExecutable(file));
  } catch {
    return undefined;
  }
}

async function sdkDownload(downloads: string): Promise<string> {
  const { TestWorkflowEnvironment } = await import('@temporalio/testing');
  // Starting the SDK's local environment downloads the dev server into `downloads`; it is stopped
  // at once: the service runs the binary itself, with its own data file (dev-server.ts).
  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'cached-download', downloadDir: downloads } },
  });
  await env.teardown();
  const found = executableIn(downloads);
  if (!found) throw new Error(`the SDK download left no executable in ${downloads}`);
  return found;
}

function goInstall(
  go: string,
  dir: string,
  progress: (elapsedSeconds: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(go, ['install', '-trimpath', `${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION}`], {
      env: { ...process.env, GOBIN: dir, GOFLAGS: '-buildvcs=false' },
      stdio: ['ignore', 'ignore', 'pipe'],
      signal,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const ticker = setInterval(() => progress(Math.round((Date.now() - started) / 1000)), 15_000);
    child.once('error', (error) => {
      clearInterval(ticker);
      reject(error);
    });
    child.once('exit', (code) => {
      clearInterval(ticker);
      const built = path.join(dir, 'temporal');
      if (code === 0 && isExecutable(built)) resolve(built);
      else reject(new Error(`go install exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

export function systemCliSources(env: NodeJS.ProcessEnv = process.env): CliSources {
  return {
    find: () => findTemporalCli(env),
    sdkDownload,
    go: () => onPath('go', env),
    goInstall,
  };
}

/** Moves an obtained binary into place in one step, so that two starts obtaining it at once both find a whole file. */
function install(file: string, target: string): void {
  const partial = `${target}.${process.pid}.partial`;
  copyFileSync(file, partial);
  renameSync(partial, target);
}

export async function obtainTemporalCli(options: {
  /** The peers cache: the CLI goes to `<cacheDir>/bin/temporal`. */
  cacheDir: string;
  log: (message: string) => void;
  sources?: CliSources;
  /** Stops a go install under way (the service is stopping). */
  signal?: AbortSignal;
}): Promise<ObtainedCli> {
  const sources = options.sources ?? systemCliSources();
  let found: string | undefined;
  try {
    found = sources.find();
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  if (found) return { ok: true, path: found, source: 'found' };
  const cached = path.join(options.cacheDir, 'bin', 'temporal');
  if (isExecutable(cached)) return { ok: true, path: cached, source: 'cache' };
  mkdirSync(path.dirname(cached), { recursive: true });
  const failures: string[] = [];
  try {
    options.log('Temporal CLI not found: downloading the dev server through the Temporal SDK (once per machine)');
    const downloads = path.join(options.cacheDir, 'temporal-sdk-download');
    mkdirSync(downloads, { recursive: true });
    install(await sources.sdkDownload(downloads), cached);
    return { ok: true, path: cached, source: 'sdk-download' };
  } catch (error) {
    failures.push(`SDK download: ${(error as Error).message}`);
  }
  const go = sources.go();
  if (!go) failures.push('go install: no Go toolchain on PATH');
  else {
    try {
      options.log(
        `building the Temporal CLI with go install ${TEMPORAL_CLI_MODULE}@${TEMPORAL_CLI_VERSION} (a few minutes, once per machine)`,
      );
      const buildDir = path.join(options.cacheDir, 'temporal-go-install');
      mkdirSync(buildDir, { recursive: true });
      const built = await sources.goInstall(
        go,
        buildDir,
        (seconds) => options.log(`still building the Temporal CLI (${seconds} s)`),
        options.signal,
      );
      install(built, cached);
      return { ok: true, path: cached, source: 'go-install' };
    } catch (error) {
      failures.push(`go install: ${(error as Error).message}`);
    }
  }
  return { ok: false, reason: `no Temporal CLI (${failures.join('; ')})` };
}
