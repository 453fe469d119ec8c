// Where the API's CPU time goes: a V8 CPU profile (`node --cpu-prof`) summarised as self time per
// category (ORM, zod, pg, express, JSON ...) and per function, for the samples of a time window.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Categories by the file a function lives in; the first match wins. */
const CATEGORIES: [string, RegExp][] = [
  ['MikroORM (query building, hydration, identity map)', /node_modules\/@mikro-orm\//],
  ['Kysely (MikroORM connection layer)', /node_modules\/kysely\//],
  ['pg driver (protocol, row parsing)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|pg-cursor|postgres-[a-z]+)\//],
  ['zod (request validation)', /node_modules\/zod\//],
  ['ts-rest', /node_modules\/@ts-rest\//],
  [
    'express and body parsing',
    /node_modules\/(express|router|body-parser|raw-body|qs|send|finalhandler|path-to-regexp|type-is|content-type|on-finished|iconv-lite|mime)/,
  ],
  ['logging (pino)', /node_modules\/(pino|pino-http|sonic-boom|pino-std-serializers|fast-redact|thread-stream)/],
  ['rate limiter (rate-limiter-flexible)', /node_modules\/rate-limiter-flexible\//],
  ['other libraries', /node_modules\//],
  ['our code: persistence', /\/adapters\/persistence\//],
  ['our code: HTTP adapters', /\/adapters\/http\//],
  ['our code: core and contract', /\/(core|contract)\//],
  ['our code: other', /\/(adapters|workflows|migrations)\//],
  ['Node.js internals (http, net, streams, timers)', /^node:/],
];

/** Native functions (no file) by name: what the kernel or V8 does for them. */
const NATIVE: [string, RegExp][] = [
  [
    'socket and pipe writes (native: HTTP answers, PostgreSQL messages, log lines)',
    /^write(v|Buffer|String|Utf8String|Latin1String|AsciiString|Ucs2String)$/,
  ],
  ['buffer decoding (native: rows and requests as text)', /^(utf8Slice|latin1Slice|asciiSlice|ucs2Slice|toString)$/],
  ['promise and microtask machinery', /^runMicrotasks$/],
];

function categoryOf(frame: CallFrame): string {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(program)') return 'V8 and native code outside JS ((program))';
  // express's res.json calls JSON.stringify, which V8 runs inside its caller's frame.
  if (frame.functionName === 'stringify') return 'JSON serialisation (JSON.stringify)';
  if (frame.url === '')
    return (
      NATIVE.find(([, pattern]) => pattern.test(frame.functionName))?.[0] ?? 'other V8 built-ins (RegExp, Date, ...)'
    );
  return CATEGORIES.find(([, pattern]) => pattern.test(frame.url))?.[0] ?? 'other';
}

/** A file as the report shows it: relative to the repository (and its dist/), or to node_modules. */
function shortPath(url: string, root: string): string {
  const file = url.replace(/^file:\/\//, '');
  if (file.includes('/node_modules/')) return file.slice(file.lastIndexOf('/node_modules/') + 14);
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1).replace(/^dist\//, '') : file;
}

export interface ProfileSummary {
  totalMs: number;
  categories: { name: string; ms: number; share: number }[];
  functions: { name: string; where: string; category: string; ms: number; share: number }[];
}

/**
 * Reads a .cpuprofile; `window` (µs of the monotonic clock, which process.hrtime reads too) keeps the
 * samples inside it.
 */
export function summariseProfile(
  file: string,
  root: string,
  window?: { from: number; to: number },
  top = 15,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<number, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i];
    if (window && (time < window.from || time > window.to)) continue;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
  }
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, { name: string; where: string; category: string; us: number }>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = frames.get(id)!;
    if (frame.functionName === '(idle)') continue;
    total += us;
    const category = categoryOf(frame);
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    const where = frame.url ? `${shortPath(frame.url, root)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName}@${where}`;
    const entry = byFunction.get(key) ?? { name: frame.functionName || '(anonymous)', where, category, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
  }
  const share = (us: number) => (total > 0 ? us / total : 0);
  return {
    totalMs: total / 1000,
    categories: [...byCategory.entries()]
      .map(([name, us]) => ({ name, ms: us / 1000, share: share(us) }))
      .sort((a, b) => b.ms - a.ms),
    functions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ us, ...rest }) => ({ ...rest, ms: us / 1000, share: share(us) })),
  };
}
