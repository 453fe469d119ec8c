// The API gives back the memory of a load once idle (adapters/main/idle-memory.ts, docs/decisions.md 341):
// after MEMORY_RELEASE_IDLE_MS with no request in flight, once per 32 MB of heap growth, with V8's
// memory-reducing collection, whose `gc` function stays hidden from the application.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../../../adapters/main/config.js';
import {
  type IdleRelease,
  RELEASE_GROWTH_BYTES,
  releaseMemoryWhenIdle,
  v8Heap,
} from '../../../adapters/main/idle-memory.js';

const MB = 1024 * 1024;
const IDLE_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('releaseMemoryWhenIdle', () => {
  let server: Server | undefined;
  let release: IdleRelease | undefined;
  afterEach(async () => {
    release?.stop();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /**
   * A server whose requests to /hold stay open until `held` is ended; the heap's size is `heap.bytes`;
   * the release reads the time from `now`.
   */
  async function subject(now: () => number = Date.now) {
    const held: ServerResponse[] = [];
    server = createServer((request, response) => {
      if (request.url === '/hold') held.push(response);
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const heap = { bytes: 100 * MB };
    const collect = jest.fn(() => {
      heap.bytes = 90 * MB;
    });
    const released = jest.fn();
    release = releaseMemoryWhenIdle(server, IDLE_MS, {
      collect,
      heapBytes: () => heap.bytes,
      now,
      released,
    });
    return { url, heap, held, collect, released };
  }

  it('collects once the API has been idle, after its heap grew, and says how much it gave back', async () => {
    const { url, heap, collect, released } = await subject();
    heap.bytes += RELEASE_GROWTH_BYTES;
    expect(await (await fetch(url)).text()).toBe('ok');
    await sleep(IDLE_MS + 400);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(released).toHaveBeenCalledWith(100 * MB + RELEASE_GROWTH_BYTES, 90 * MB);
    // Idle still, nothing grew since: no second collection.
    await sleep(IDLE_MS + 300);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('does not collect while a request is in flight, however long it takes', async () => {
    const { url, heap, held, collect } = await subject();
    heap.bytes += 2 * RELEASE_GROWTH_BYTES;
    const answer = fetch(`${url}/hold`);
    await sleep(IDLE_MS * 4);
    expect(held).toHaveLength(1);
    expect(collect).not.toHaveBeenCalled();
    held[0]!.end('done');
    expect(await (await answer).text()).toBe('done');
    await sleep(IDLE_MS + 400);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('does not collect when the heap grew less than the threshold', async () => {
    const { url, heap, collect } = await subject();
    heap.bytes += RELEASE_GROWTH_BYTES - MB;
    await fetch(url);
    await sleep(IDLE_MS + 400);
    expect(collect).not.toHaveBeenCalled();
  });

  it('does not collect before the idle time has passed since the last answer', async () => {
    // A clock of the test's own: a slow machine stretching the pauses cannot make them idle time.
    const clock = { ms: 0 };
    const { url, heap, collect } = await subject(() => clock.ms);
    heap.bytes += RELEASE_GROWTH_BYTES;
    for (let i = 0; i < 6; i += 1) {
      await fetch(url);
      clock.ms += IDLE_MS / 3;
      // Long enough for the release's check (every 100 ms at least) to run in each pause.
      await sleep(150);
    }
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('v8Heap', () => {
  it("gives the pages of dropped objects back, and leaves no `gc` in the application's contexts", () => {
    const heap = v8Heap();
    let garbage: number[][] | undefined = Array.from({ length: 400 }, () =>
      Array.from({ length: 40_000 }, (_, i) => i),
    );
    const grown = heap.heapBytes();
    expect(garbage).toHaveLength(400);
    garbage = undefined;
    heap.collect();
    expect(grown - heap.heapBytes()).toBeGreaterThan(64 * MB);
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('MEMORY_RELEASE_IDLE_MS', () => {
  const idleMs = (value?: string) =>
    loadConfig({
      DATA_DIR: '/tmp/rental-config-test',
      ...(value === undefined ? {} : { MEMORY_RELEASE_IDLE_MS: value }),
    }).memoryReleaseIdleMs;

  it('is 30 s unless set; 0 turns the release off', () => {
    expect(idleMs()).toBe(30_000);
    expect(idleMs('5000')).toBe(5000);
    expect(idleMs('0')).toBe(0);
  });

  it('refuses what is not a whole number of milliseconds', () => {
    expect(() => idleMs('soon')).toThrow('MEMORY_RELEASE_IDLE_MS must be a non-negative integer');
  });
});
