// Runs the project's own entry points as child processes, the way a user does: the service's
// entry points compiled to dist/ as `npm start` runs them (scripts/build.mjs, built here when
// stale); the examples, which `npm run example` runs under tsx, under tsx.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
let built = false;

/** dist/ brought up to date with the sources, once per test file. */
export function ensureBuilt(): void {
  if (!built)
    execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  built = true;
}

/** One node process per entry point, so that a signal reaches the program itself. */
const node = (script: string, args: string[] = []) => {
  if (!script.startsWith('adapters/'))
    return [process.execPath, ['--import', 'tsx', path.join(root, script), ...args]] as const;
  ensureBuilt();
  const compiled = path.join(root, 'dist', script.replace(/\.ts$/, '.js'));
  return [
    process.execPath,
    ['--import', path.join(root, 'dist/adapters/main/source-maps.js'), compiled, ...args],
  ] as const;
};

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runTs(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  options: { timeoutMs?: number } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const [command, argv] = node(script, args);
    const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env } });
    // A program that should have stopped but runs on is killed, so that the test fails instead of hanging.
    const guard = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

export function startTs(script: string, env: Record<string, string>): ChildProcess {
  const [command, argv] = node(script);
  return spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}
