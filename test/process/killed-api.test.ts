// A killed API leaves none of its peers behind (docs/decisions.md 332): `npm start` with its
// embedded Mailpit, its embedded Temporal dev server and the worker it supervises, killed with
// SIGKILL, which it cannot handle; each of them stops with it, and a second start on the same data
// directory comes up with peers of its own.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { type ApiProcess, startApi } from '../support/api-process.js';
import { eventually } from '../support/eventually.js';
import { PEER_ENV, peerPath } from '../support/peers.js';

const cliPath = peerPath(process.env[PEER_ENV.temporalCliPath], PEER_ENV.temporalCliPath);
const made: string[] = [];
let api: ApiProcess | undefined;

afterAll(async () => {
  await api?.stop();
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Running {
  pid: number;
  command: string;
}

/** What /proc says of a process: its program's name and its parent, unless it is gone or a zombie. */
async function processInfo(pid: number): Promise<{ command: string; parent: number } | null> {
  const [stat, cmdline] = await Promise.all(
    ['stat', 'cmdline'].map((file) => readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '')),
  );
  // `pid (comm) state ppid ...`; the name may hold spaces and parentheses.
  const fields = /^\d+ \((.*)\) (\S) (\d+) /s.exec(stat);
  if (!fields || fields[2] === 'Z') return null;
  return { command: path.basename(cmdline.split('\0')[0]), parent: Number(fields[3]) };
}

/** The live processes whose parent is `parent`. */
async function childrenOf(parent: number): Promise<Running[]> {
  const children: Running[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = await processInfo(Number(entry));
    if (info?.parent === parent) children.push({ pid: Number(entry), command: info.command });
  }
  return children.sort((a, b) => a.command.localeCompare(b.command));
}

const health = async (url: string) =>
  (await (await fetch(`${url}/api/health`)).json()) as { workflow_engine: { state: string } };

/** The API with its embedded peers, once the workflow engine is up: its peers, by name. */
async function startWithPeers(dataDir: string): Promise<{ api: ApiProcess; peers: Running[] }> {
  const started = await startApi(
    {
      DATA_DIR: dataDir,
      WORKFLOWS_EMBEDDED: 'true',
      TEMPORAL_CLI_PATH: cliPath,
      TEMPORAL_TASK_QUEUE: `killed-api-${randomUUID()}`,
    },
    { timeoutMs: 90_000 },
  );
  api = started;
  await eventually(async () => expect((await health(started.url)).workflow_engine.state).toBe('up'), 90_000);
  let peers: Running[] = [];
  await eventually(async () => {
    peers = await childrenOf(started.process.pid!);
    expect(peers.map((peer) => peer.command)).toEqual(['mailpit', 'node', 'temporal']);
  }, 30_000);
  return { api: started, peers };
}

describe('an API killed with SIGKILL', () => {
  it('takes its Mailpit, its Temporal dev server and its worker with it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-killed-api-'));
    made.push(dataDir);
    const first = await startWithPeers(dataDir);
    await first.api.kill();
    await eventually(async () => {
      const left = [];
      for (const peer of first.peers) if (await processInfo(peer.pid)) left.push(peer);
      expect(left).toEqual([]);
    }, 30_000);

    // Started again on the same data directory (Mailpit's and Temporal's files): its own peers.
    const second = await startWithPeers(dataDir);
    expect(second.peers.map((peer) => peer.pid)).not.toContain(first.peers[0].pid);
    await second.api.stop();
    api = undefined;
  }, 300_000);
});
