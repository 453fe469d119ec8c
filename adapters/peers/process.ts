// Running a peer program as a child process: free loopback ports, a process group of its own (so
// its children, e.g. Chromium under Gotenberg, stop with it), told to stop when the process that
// started it dies, readiness polling, and a stop that escalates from SIGTERM to SIGKILL.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { locateProgram } from './locate.js';

/** A TCP port free on `host` right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface PeerProcess {
  readonly child: ChildProcess;
  /** The last lines the program printed (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves once the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

let launcher: string | null | undefined;

/** util-linux's setpriv when it is there and can set the parent-death signal (Linux); else null. */
function deathSignalLauncher(): string | null {
  if (launcher !== undefined) return launcher;
  const found = process.platform === 'linux' ? locateProgram('setpriv', { system: ['/usr/bin/setpriv'] }) : undefined;
  const help = found ? spawnSync(found.path, ['--help'], { encoding: 'utf8' }).stdout : '';
  launcher = found && help?.includes('--pdeathsig') ? found.path : null;
  return launcher;
}

/**
 * The program's command line: through `setpriv --pdeathsig SIGTERM` where it can be, so that the
 * kernel tells the peer to stop when this process dies, by SIGKILL too (docs/decisions.md 332): a
 * killed API then leaves no Mailpit or Temporal dev server behind, holding its files. Elsewhere
 * (macOS) the program alone, which outlives a killed parent.
 */
export function peerCommandLine(command: string, args: string[]): [string, string[]] {
  const setpriv = deathSignalLauncher();
  return setpriv ? [setpriv, ['--pdeathsig', 'SIGTERM', '--', command, ...args]] : [command, args];
}

export function startPeerProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string } = {},
): PeerProcess {
  const spawnOptions: SpawnOptions = {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stop() signals the program and everything it started
  };
  const child = spawn(...peerCommandLine(command, args), spawnOptions);
  const tail: string[] = [];
  let log: ReturnType<typeof createWriteStream> | undefined;
  if (options.logFile) {
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    log = createWriteStream(options.logFile, { flags: 'a' });
  }
  const collect = (chunk: Buffer) => {
    log?.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) tail.push(line);
    if (tail.length > 60) tail.splice(0, tail.length - 60);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      // Children that outlive the leader (Chromium under Gotenberg) go with it, now: later, once the
      // group is empty, its id may belong to another process group (PIDs wrap around).
      signalGroup('SIGKILL');
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      tail.push(String(error));
      resolve({ code: null, signal: null });
    });
  });
  void exited.then(() => log?.end());

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  };

  let stopping: Promise<void> | undefined;
  return {
    child,
    exited,
    output: () => tail.join('\n'),
    stop(graceMs = 5_000) {
      stopping ??= (async () => {
        // Gone already: its group was cleared when it exited; never signal a group id that may be reused.
        if (child.exitCode !== null || child.signalCode !== null) return;
        signalGroup('SIGTERM');
        const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
        if ((await Promise.race([exited, timer])) === 'timeout') {
          signalGroup('SIGKILL');
          await exited;
        }
      })();
      return stopping;
    },
  };
}

/** Polls `check` every `intervalMs` until it returns true, the process exits, or `timeoutMs` passes. */
export async function waitUntilReady(
  name: string,
  peer: PeerProcess,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 200 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void peer.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} exited before it was ready:\n${peer.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await peer.stop(1_000);
  throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${peer.output()}`);
}
