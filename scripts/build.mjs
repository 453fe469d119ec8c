// `npm run build` (and `npm start` / `npm run worker` / `npm run admin` through their pre-scripts,
// with --if-stale): the service's TypeScript compiled to JavaScript in dist/, file by file with
// esbuild (types stripped, ES modules kept, the same layout, source maps), so that the entry
// points run compiled code rather than a compiler at run time (docs/decisions.md 79). Type
// checking stays `npm run typecheck`. With --if-stale, nothing happens while dist/ is newer than
// every source and holds the same files. Writes only to stderr: `npm run --silent admin` prints
// exactly one JSON object on stdout.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist');
const stamp = path.join(out, '.build-stamp.json');
const lock = path.join(root, '.dist.lock');
/** What the service runs: the tests and scripts stay on tsx. */
const SOURCES = ['contract', 'core', 'adapters', 'workflows', 'migrations'];

function sources() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
        files.push(file);
    }
  };
  for (const dir of SOURCES) walk(path.join(root, dir));
  return files.sort();
}

function stale(files) {
  if (!existsSync(stamp)) return true;
  const built = JSON.parse(readFileSync(stamp, 'utf8'));
  const relative = files.map((file) => path.relative(root, file));
  if (JSON.stringify(built.files) !== JSON.stringify(relative)) return true;
  const newest = Math.max(
    ...files.map((file) => statSync(file).mtimeMs),
    statSync(path.join(root, 'package.json')).mtimeMs,
  );
  return newest > built.builtAt;
}

/** One build at a time: two `npm start` launched together would otherwise write dist/ both. */
async function withLock(work) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than a minute was left by a killed build.
      if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Removes what an earlier build wrote, so that a deleted source leaves no module behind; the
 * declarations `npm run build:contract` writes beside the contract's JavaScript (the client
 * package, dist/contract) stay.
 */
function clean() {
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') || entry.name.endsWith('.js.map')) rmSync(file);
    }
  };
  for (const dir of SOURCES) walk(path.join(out, dir));
}

/**
 * The workflows' bundle (dist/workflows/bundle.js), made once here rather than by the Temporal SDK's
 * webpack at every worker start, as Temporal advises for production: the worker's start is a second
 * shorter and about 70 MB of webpack's memory smaller (docs/decisions.md 343).
 */
async function bundleWorkflows() {
  const { DefaultLogger, bundleWorkflowCode } = await import('@temporalio/worker');
  const { code } = await bundleWorkflowCode({
    workflowsPath: path.join(out, 'workflows/index.js'),
    logger: new DefaultLogger('WARN'),
  });
  writeFileSync(path.join(out, 'workflows/bundle.js'), code);
}

async function compile(files) {
  const started = Date.now();
  clean();
  await build({
    entryPoints: files,
    outdir: out,
    outbase: root,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  await bundleWorkflows();
  writeFileSync(stamp, JSON.stringify({ builtAt: Date.now(), files: files.map((file) => path.relative(root, file)) }));
  process.stderr.write(`build: ${files.length} files compiled to dist/ in ${Date.now() - started} ms\n`);
}

const ifStale = process.argv.includes('--if-stale');
await withLock(async () => {
  const files = sources();
  if (!ifStale || stale(files)) await compile(files);
});
