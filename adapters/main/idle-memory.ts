// The API gives back, once idle, the memory a burst of requests made V8 take (docs/decisions.md 341).
// V8 keeps its young generation at the size a load grew it to, and the old generation's emptied pages
// pooled for reuse; a process that receives no request allocates nothing, so it never collects again
// and holds its peak until the next load. After `idleMs` without a request, when the heap has grown
// by RELEASE_GROWTH_BYTES since the last release, one memory-reducing collection gives those pages back.
import type { Server } from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleRelease {
  stop(): void;
}

export interface IdleReleaseDeps {
  /** The collection that returns memory to the system. */
  collect: () => void;
  /** The heap's committed bytes. */
  heapBytes: () => number;
  now: () => number;
  released: (before: number, after: number) => void;
}

/** MEMORY_RELEASE_IDLE_MS unless set: half a minute without a request. */
export const DEFAULT_RELEASE_IDLE_MS = 30_000;

/** Past this growth of the committed heap since the last release, an idle API gives memory back. */
export const RELEASE_GROWTH_BYTES = 32 * 1024 * 1024;

/**
 * This process's V8 heap: its committed bytes, and its full collection in "last resort" mode, which
 * also shrinks the young generation and unmaps the pooled pages (about 130 ms on the API's heap). The
 * `gc` function is taken from a context of its own and the flag turned off again, so the
 * application's code never sees a `gc` global.
 */
export function v8Heap(): Pick<IdleReleaseDeps, 'collect' | 'heapBytes'> {
  const exposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: object) => void;
  if (!exposed) v8.setFlagsFromString('--no-expose-gc');
  return {
    collect: () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
    heapBytes: () => v8.getHeapStatistics().total_heap_size,
  };
}

export function releaseMemoryWhenIdle(server: Server, idleMs: number, deps: IdleReleaseDeps): IdleRelease {
  let inFlight = 0;
  let lastActivity = deps.now();
  let floor = deps.heapBytes();
  server.on('request', (_request, response) => {
    inFlight += 1;
    lastActivity = deps.now();
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = deps.now();
    });
  });
  const timer = setInterval(
    () => {
      if (inFlight > 0 || deps.now() - lastActivity < idleMs) return;
      const before = deps.heapBytes();
      if (before - floor < RELEASE_GROWTH_BYTES) return;
      deps.collect();
      floor = deps.heapBytes();
      deps.released(before, floor);
    },
    Math.max(100, Math.min(idleMs, 1000)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
