// Start-up failures as one line naming the cause and the fix, and a non-zero exit (docs/decisions.md,
// record 150): no stack trace for a setting, a port or a folder the person starting the service can fix.

/** A failure whose cause and fix are known. */
export class StartupError extends Error {
  constructor(
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`${reason}. Fix: ${fix}`);
  }
}

/** A database URL as it can be shown: the password left out. */
export function redactedUrl(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
}

/** The cause and fix of a database that cannot be opened, by the driver's error code or message. */
export function databaseFailure(error: unknown, url: string | undefined): StartupError {
  if (error instanceof StartupError) return error;
  const e = error as { code?: string; message?: string };
  const message = e.message ?? String(error);
  if (!url) {
    return new StartupError(
      `the embedded PostgreSQL did not start: ${message}`,
      'check that DATA_DIR is on a local disk with free space, or set DATABASE_URL to a running PostgreSQL',
    );
  }
  const where = redactedUrl(url);
  const known: Record<string, [string, string]> = {
    ECONNREFUSED: [
      `no PostgreSQL answers at ${where}`,
      'start PostgreSQL or correct the host and port of DATABASE_URL',
    ],
    ENOTFOUND: [`the host of DATABASE_URL ${where} is unknown`, 'correct the host name in DATABASE_URL'],
    EAI_AGAIN: [`the host of DATABASE_URL ${where} cannot be resolved`, 'correct the host name in DATABASE_URL'],
    ETIMEDOUT: [`PostgreSQL at ${where} does not answer`, 'check the host, port and firewall of DATABASE_URL'],
    '28P01': [`PostgreSQL refused the password of ${where}`, 'correct the user and password in DATABASE_URL'],
    '28000': [`PostgreSQL refused the user of ${where}`, 'correct the user in DATABASE_URL or allow it in pg_hba.conf'],
    '3D000': [`the database of ${where} does not exist`, 'create it (createdb) or correct its name in DATABASE_URL'],
  };
  const entry = e.code ? known[e.code] : undefined;
  if (entry) return new StartupError(...entry);
  if (/clientUrl|Invalid URL|database specified/i.test(message))
    return new StartupError(
      `DATABASE_URL ${where} is not a PostgreSQL URL`,
      'set it as postgresql://user:password@host:5432/database, or unset it for the embedded PostgreSQL',
    );
  return new StartupError(`the database at ${where} cannot be opened: ${message}`, 'check DATABASE_URL');
}

/** The cause and fix of a port the HTTP server cannot listen on. */
export function listenFailure(error: unknown, host: string, port: number): StartupError {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE')
    return new StartupError(
      `port ${port} on ${host} is already in use`,
      'stop the program using it, or set PORT to a free port',
    );
  if (code === 'EACCES')
    return new StartupError(`port ${port} on ${host} needs privileges`, 'set PORT to a port above 1023');
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new StartupError(
      `HOST ${host} is not an address of this machine`,
      'set HOST to 127.0.0.1, 0.0.0.0 or an address of this machine',
    );
  return new StartupError(`cannot listen on ${host}:${port}: ${(error as Error).message}`, 'check HOST and PORT');
}

/**
 * Runs a program's start-up; on failure prints one line (`<program>: cannot start: <cause>. Fix: <fix>`)
 * on stderr, runs `cleanup` (what was started already) and exits with 1.
 */
export async function startOrExplain<T>(
  program: string,
  start: () => Promise<T>,
  cleanup: () => Promise<void> = async () => undefined,
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const explained =
      error instanceof StartupError
        ? error
        : new StartupError(
            `unexpected error: ${(error as Error).message ?? String(error)}`,
            'run with LOG_LEVEL=debug and report it',
          );
    process.stderr.write(`${program}: cannot start: ${explained.message.replace(/\s*\n\s*/g, ' ')}\n`);
    await Promise.race([cleanup().catch(() => undefined), new Promise((r) => setTimeout(r, 10_000))]);
    process.exit(1);
  }
}
