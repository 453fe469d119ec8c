// A killed API leaves none of its peers behind (docs/decisions.md 332): `npm start` with its
// embedded Mailpit, its embedded Temporal dev server and the worker it supervises, killed with
// SIGKILL, which it cannot handle; each of them stops with it, and a second start on the same data
// directory comes up with peers of its own.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { type ApiProcess, startApi } from '../support/api-process.js';
import { eventually } from '../support/eventually.js';
import { PEER_ENV, peerPath } from '../support/peers.js';
import { processInfo, processTree } from '../support/processes.js';

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

/** Whether the process still runs (a zombie has exited: only its parent's reaping is left). */
function alive(pid: number): boolean {
  const state = processInfo(pid)?.state;
  return state !== undefined && state !== 'Z';
}

/** The live processes whose parent is `parent`, by their program's name. */
function childrenOf(parent: number): Running[] {
  return processTree(parent)
    .filter((info) => info.ppid === parent && info.state !== 'Z')
    .map((info) => ({ pid: info.pid, command: path.basename(info.command.split(' ')[0]) }))
    .sort((a, b) => a.command.localeCompare(b.command));
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
    peers = childrenOf(started.process.pid!);
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
      expect(first.peers.filter((peer) => alive(peer.pid))).toEqual([]);
    }, 30_000);

    // Started again on the same data directory (Mailpit's and Temporal's files): its own peers.
    const second = await startWithPeers(dataDir);
    expect(second.peers.map((peer) => peer.pid)).not.toContain(first.peers[0].pid);
    await second.api.stop();
    api = undefined;
  }, 300_000);
});
