// The real peers of the test run. jest's globalSetup calls startPeers(): it starts Gotenberg from
// the install-peers cache (unless GOTENBERG_URL already names one), Mailpit and versitygw (an S3
// store), finds the Temporal test server and CLI, and exports where they are through the
// environment variables below, which the test files (in this process or in jest's workers, which
// inherit the environment) read.
//
// A test that needs a peer calls requirePeer(): when the variable is missing it fails loudly in
// CI (CI=true), and outside CI it returns undefined so the test can be skipped with a clear message.
import { findGotenberg, startGotenberg } from '../../adapters/pdf/gotenberg-process.js';
import { installedPeers, locateProgram } from '../../adapters/peers/locate.js';
import { findTemporalCli } from '../../adapters/temporal/dev-server.js';
import { findMailpit, startMailpit } from '../../adapters/notify/mailpit-process.js';
import { findStripeMock, startStripeMock } from './stripe-mock.js';
import { testS3Store } from './s3-server.js';

/** The environment variables naming the peers. */
export const PEER_ENV = {
  gotenbergUrl: 'GOTENBERG_URL',
  temporalCliPath: 'TEMPORAL_CLI_PATH',
  temporalTestServerPath: 'TEMPORAL_TEST_SERVER_PATH',
  pdftotextPath: 'PDFTOTEXT_PATH',
  stripeMockUrl: 'STRIPE_MOCK_URL',
  /** Mailpit's web page and HTTP API; MAILPIT_SMTP_URL is its SMTP server. */
  mailpitUrl: 'MAILPIT_URL',
  mailpitSmtpUrl: 'MAILPIT_SMTP_URL',
  /** The Mailpit binary, for a test that starts one of its own. */
  mailpitPath: 'MAILPIT_PATH',
  /** An S3-compatible object store (versitygw) for the S3 FileStore (test/support/s3-server.ts). */
  s3Url: 'S3_TEST_URL',
} as const;

export type PeerEnvName = (typeof PEER_ENV)[keyof typeof PEER_ENV];

export interface Peers {
  gotenbergUrl?: string;
  temporalTestServerPath?: string;
  temporalCliPath?: string;
  pdftotextPath?: string;
  stripeMockUrl?: string;
  mailpitUrl?: string;
  mailpitSmtpUrl?: string;
  s3Url?: string;
  /** What was not found, one line each (also printed). */
  missing: string[];
  stop(): Promise<void>;
}

const HINT = 'run scripts/install-peers.sh';

function locate(name: string, envVar: string, env: NodeJS.ProcessEnv): string | undefined {
  return locateProgram(name, { envVar, env })?.path ?? (installedPeers(env)[envVar] || undefined);
}

export async function startPeers(env: NodeJS.ProcessEnv = process.env): Promise<Peers> {
  const missing: string[] = [];
  const stops: Array<() => Promise<void>> = [];

  // Gotenberg: an external one (GOTENBERG_URL set) is used as is; otherwise start the cached binary.
  let gotenbergUrl = env[PEER_ENV.gotenbergUrl] || undefined;
  if (!gotenbergUrl) {
    const binary = findGotenberg(env);
    if (binary) {
      const started = Date.now();
      const gotenberg = await startGotenberg({ binary, env });
      gotenbergUrl = gotenberg.url;
      stops.push(gotenberg.stop);
      console.log(`peers: Gotenberg ${binary} listening on ${gotenberg.url} (ready in ${Date.now() - started} ms)`);
    } else {
      missing.push(`Gotenberg: no GOTENBERG_URL and no gotenberg binary (GOTENBERG_BIN, PATH, cache); ${HINT}`);
    }
  }

  // stripe-mock: an external one (STRIPE_MOCK_URL set) is used as is; otherwise start the binary.
  let stripeMockUrl = env[PEER_ENV.stripeMockUrl] || undefined;
  if (!stripeMockUrl) {
    const binary = findStripeMock(env);
    if (binary) {
      const mock = await startStripeMock(binary, env);
      stripeMockUrl = mock.url;
      stops.push(mock.stop);
    } else {
      missing.push(
        `stripe-mock: no STRIPE_MOCK_URL and no stripe-mock binary (STRIPE_MOCK_PATH, PATH, cache); ${HINT}`,
      );
    }
  }

  // Mailpit: the SMTP server the message tests send to, read through its HTTP API.
  const mailpitPath = findMailpit(env);
  let mailpit: { webUrl: string; smtpUrl: string } | undefined;
  if (mailpitPath) {
    const started = await startMailpit({ binary: mailpitPath, env });
    mailpit = started;
    stops.push(started.stop);
  } else missing.push(`Mailpit: no mailpit binary (MAILPIT_PATH, PATH, cache); ${HINT}`);

  const s3 = await testS3Store(env, HINT);
  if (s3.stop) stops.push(s3.stop);
  if (s3.missing) missing.push(s3.missing);

  const temporalTestServerPath = locate('temporal-test-server', PEER_ENV.temporalTestServerPath, env);
  if (!temporalTestServerPath) missing.push(`Temporal test server: not found; ${HINT}`);
  let temporalCliPath: string | undefined;
  try {
    temporalCliPath = findTemporalCli(env);
  } catch (error) {
    missing.push(`Temporal CLI: ${(error as Error).message}`);
  }
  if (!temporalCliPath && !missing.some((m) => m.startsWith('Temporal CLI')))
    missing.push(`Temporal CLI: not found; ${HINT}`);
  const pdftotextPath = locate('pdftotext', PEER_ENV.pdftotextPath, env);
  if (!pdftotextPath) missing.push(`pdftotext (poppler-utils): not found; ${HINT}`);

  const found: Record<PeerEnvName, string | undefined> = {
    GOTENBERG_URL: gotenbergUrl,
    TEMPORAL_TEST_SERVER_PATH: temporalTestServerPath,
    TEMPORAL_CLI_PATH: temporalCliPath,
    PDFTOTEXT_PATH: pdftotextPath,
    STRIPE_MOCK_URL: stripeMockUrl,
    MAILPIT_URL: mailpit?.webUrl,
    MAILPIT_SMTP_URL: mailpit?.smtpUrl,
    MAILPIT_PATH: mailpitPath,
    S3_TEST_URL: s3.url,
  };
  for (const [name, value] of Object.entries(found)) if (value) env[name] = value;

  for (const line of missing) console.warn(`peers: MISSING ${line}`);
  console.log(
    `peers: ${Object.entries(found)
      .map(([k, v]) => `${k}=${v ?? '(none)'}`)
      .join(' ')}`,
  );

  return {
    gotenbergUrl,
    temporalTestServerPath,
    temporalCliPath,
    pdftotextPath,
    stripeMockUrl,
    mailpitUrl: mailpit?.webUrl,
    mailpitSmtpUrl: mailpit?.smtpUrl,
    s3Url: s3.url,
    missing,
    async stop() {
      await Promise.allSettled(stops.reverse().map((stop) => stop()));
    },
  };
}

/** True when the run is CI's (`CI=true`, as .ci/run is started). */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1';
}

/**
 * The value of a peer's environment variable. Missing in CI: throws, so the test file fails.
 * Missing elsewhere: prints why the tests that need it are skipped, and returns undefined.
 */
/**
 * A peer a single test cannot do without: its path, or a failure naming how to get it (the test
 * runs everywhere; without the peer it fails rather than being skipped).
 */
export function peerPath(value: string | undefined, name: PeerEnvName): string {
  if (!value) throw new Error(`${name} is not set: this test needs the peer (${HINT})`);
  return value;
}

export function requirePeer(name: PeerEnvName, what: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[name];
  if (value) return value;
  const message = `${name} is not set, and ${what} need it (${HINT}; jest's globalSetup then starts or finds the peer)`;
  if (inCi(env)) throw new Error(`${message}. CI=true, so this is a failure, not a skip.`);
  console.warn(`SKIPPED: ${message}.`);
  return undefined;
}
