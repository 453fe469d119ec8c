// Mailpit (MIT; scripts/install-peers.sh builds it) on loopback ports: the embedded SMTP server of
// `npm start` when SMTP_URL is not set, and the tests' (docs/decisions.md 177). Mail sent to it is
// readable in its web page and through its HTTP API (`/api/v1/messages`). It drops a second message
// with a Message-ID it already holds, as a recipient's mail client shows one e-mail for both.
import path from 'node:path';
import { installedPeers, locateProgram, peerCacheDir } from '../peers/locate.js';
import { freePort, startPeerProcess, waitUntilReady } from '../peers/process.js';

export const MAILPIT_HINT = 'install Mailpit with scripts/install-peers.sh, or set MAILPIT_PATH or SMTP_URL';

export interface LocalMailpit {
  /** `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** Its web page, which is also the base of its HTTP API. */
  webUrl: string;
  stop(): Promise<void>;
}

/** The Mailpit binary: MAILPIT_PATH, else `mailpit` on PATH, else what install-peers recorded. */
export function findMailpit(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (
    locateProgram('mailpit', { envVar: 'MAILPIT_PATH', env })?.path ?? (installedPeers(env).MAILPIT_PATH || undefined)
  );
}

export async function startMailpit(options: {
  binary: string;
  env?: NodeJS.ProcessEnv;
  /** Its database file, kept across restarts; a temporary one when absent. */
  databaseFile?: string;
  /** Only recipients matching this regular expression are accepted; the others are refused (550). */
  allowedRecipients?: string;
  logFile?: string;
}): Promise<LocalMailpit> {
  const env = options.env ?? process.env;
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const args = [
    '--listen',
    `127.0.0.1:${httpPort}`,
    '--smtp',
    `127.0.0.1:${smtpPort}`,
    '--disable-version-check',
    '--ignore-duplicate-ids',
    '--quiet',
    ...(options.databaseFile ? ['--database', options.databaseFile] : []),
    ...(options.allowedRecipients ? ['--smtp-allowed-recipients', options.allowedRecipients] : []),
  ];
  const child = startPeerProcess(options.binary, args, {
    env,
    logFile: options.logFile ?? path.join(peerCacheDir(env), 'logs', `mailpit-${smtpPort}.log`),
  });
  const webUrl = `http://127.0.0.1:${httpPort}`;
  await waitUntilReady('mailpit', child, async () => (await fetch(`${webUrl}/readyz`)).ok, { timeoutMs: 30_000 });
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop: () => child.stop(3_000) };
}
