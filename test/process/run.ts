// Runs the project's own entry points as child processes, the way a user does.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** One process per entry point (node with tsx's loader), so that a signal reaches the program itself. */
const node = (script: string, args: string[] = []) =>
  [process.execPath, ['--import', 'tsx', path.join(root, script), ...args]] as const;

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
