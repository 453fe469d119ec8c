// Where the peer programs are: an explicit path from the environment, then PATH, then the cache
// that scripts/install-peers.sh fills ($RENTAL_SERVICE_CACHE, default ~/.cache/rental-service/bin).
import { accessSync, constants, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export function peerCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.RENTAL_SERVICE_CACHE || path.join(homedir(), '.cache', 'rental-service');
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable named `name` on PATH. */
export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export interface Located {
  path: string;
  from: 'env' | 'PATH' | 'cache' | 'system';
}

/**
 * Finds a peer program: `env[envVar]` (which must then exist: a wrong explicit path is an error),
 * else `name` on PATH, else `<cache>/bin/<name>`, else the given system paths.
 */
export function locateProgram(
  name: string,
  options: { envVar?: string; env?: NodeJS.ProcessEnv; system?: string[] } = {},
): Located | undefined {
  const env = options.env ?? process.env;
  const explicit = options.envVar ? env[options.envVar] : undefined;
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`${options.envVar}=${explicit} is not an executable file`);
    return { path: explicit, from: 'env' };
  }
  const fromPath = onPath(name, env);
  if (fromPath) return { path: fromPath, from: 'PATH' };
  const cached = path.join(peerCacheDir(env), 'bin', name);
  if (isExecutable(cached)) return { path: cached, from: 'cache' };
  for (const candidate of options.system ?? []) if (isExecutable(candidate)) return { path: candidate, from: 'system' };
  return undefined;
}

/** The `KEY=value` lines scripts/install-peers.sh wrote to <cache>/peers.env (empty when absent). */
export function installedPeers(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  try {
    const text = readFileSync(path.join(peerCacheDir(env), 'peers.env'), 'utf8');
    const entries: Record<string, string> = {};
    for (const line of text.split('\n')) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match) entries[match[1]] = match[2];
    }
    return entries;
  } catch {
    return {};
  }
}
