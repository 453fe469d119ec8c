// Configuration from the environment; every setting has an embedded default.
import path from 'node:path';
import type { StripeSettings } from '../payments/stripe-provider.js';
import type { S3Settings } from '../storage/s3-file-store.js';
import { TASK_QUEUE } from '../../workflows/task-queue.js';
import { isExecutable, peerCacheDir } from '../peers/locate.js';
import type { SenderDefaults } from '../../core/messages/sender-identity.js';
import { DEFAULT_SENDER } from '../notify/default-sender.js';
import { DEFAULT_RELEASE_IDLE_MS } from './idle-memory.js';
import { StartupError } from './startup-failure.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Most connections of the ORM's pool in each process (DATABASE_POOL_MAX; docs/peers.md, production topology). */
  databasePoolMax: number;
  dataDir: string;
  logLevel: string;
  rateLimit: { limit: number; windowSeconds: number };
  /** Calls to the public tools per client address and window. */
  publicRateLimit: { limit: number; windowSeconds: number };
  /** express's `trust proxy` (TRUST_PROXY): the proxies whose X-Forwarded-For gives the client address. */
  trustProxy: boolean | number | string;
  temporalAddress?: string;
  /** Without TEMPORAL_ADDRESS: start a local Temporal dev server when the CLI is on the machine. */
  workflowsEmbedded: boolean;
  gotenbergUrl?: string;
  temporalNamespace: string;
  temporalTaskQueue: string;
  /** The peers cache, where the Temporal CLI is obtained into once per machine when nothing else provides it. */
  temporalCliCache: string;
  /** Guest tokens and the service's own worker keys are derived from it (empty: a file under DATA_DIR). */
  serviceSecret?: string;
  /** The origin the worker calls the worker endpoints at (default: this API's own address). */
  apiOrigin: string;
  /** The origin of the guest links sent to signers (default: apiOrigin). */
  publicBaseUrl: string;
  signature: { expiryDays: number; reminderDays: number[] };
  /** Slow clients: the headers, and the whole request, must arrive within these (docs/decisions.md, record 152). */
  httpTimeouts: { headersMs: number; requestMs: number };
  /** Idle time after which the API gives back the memory a load made it take (MEMORY_RELEASE_IDLE_MS; 0: never). */
  memoryReleaseIdleMs: number;
  /** How long a call to Temporal waits for an unreachable server before it fails (and is retried). */
  workflowsCallTimeoutMs: number;
  /** The pause between two passes of the workflow command relay (WORKFLOWS_RELAY_INTERVAL_MS). */
  workflowsRelayIntervalMs: number;
  /** Hours between two reconciliations of the long processes (leases, mandates, syndicates), the first at start-up (0: none). */
  workflowsReconcileHours: number;
  /** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; purchases answer 503 otherwise. */
  stripe?: StripeSettings;
  /** Outbound webhooks: the relay's pause between passes (0: off in this process), and the dev flag for private destinations. */
  webhooks: { relayIntervalMs: number; allowPrivate: boolean };
  messages: MessageSettings;
  files: FileStoreSettings;
  /** The agency's account SEPA payouts are ordered from (SEPA_DEBTOR_NAME, _IBAN, _BIC); none when unset. */
  sepaDebtor: { name: string; iban: string; bic: string | null } | null;
}

/** Where files go: DATA_DIR/files, or an S3-compatible object store every process shares (FILE_STORE=s3). */
export type FileStoreSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

function fileStoreSettings(env: NodeJS.ProcessEnv, dataDir: string): FileStoreSettings {
  const kind = env.FILE_STORE || 'local';
  if (kind === 'local') return { kind, dir: path.join(dataDir, 'files') };
  if (kind !== 's3')
    throw new StartupError(
      `FILE_STORE must be local or s3, got ${kind}`,
      'set FILE_STORE=s3 with S3_BUCKET, or unset it',
    );
  const bucket = env.S3_BUCKET;
  if (!bucket)
    throw new StartupError('FILE_STORE=s3 needs S3_BUCKET', 'set S3_BUCKET to the name of an existing bucket');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    throw new StartupError(
      `S3_ENDPOINT must be an http(s) URL, got ${endpoint}`,
      'set it such as http://127.0.0.1:7070, or unset it for AWS S3',
    );
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new StartupError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      "set both, or neither for the SDK's own chain (AWS_ACCESS_KEY_ID, an instance role)",
    );
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Self-hosted stores take the bucket in the path; AWS in the host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}

/** Delivery of messages (docs/decisions.md 177-179). */
export interface MessageSettings {
  /** SMTP_URL; without it, the embedded Mailpit (unless MAIL_EMBEDDED=false). */
  smtpUrl?: string;
  mailEmbedded: boolean;
  /** Where the embedded Mailpit keeps the mail (DATA_DIR/mailpit). */
  mailpitDir: string;
  /** Brevo's transactional SMS API, with SMS_API_KEY. */
  sms?: { apiKey: string; baseUrl: string };
  sender: SenderDefaults;
  /** 0: this process sends no message (another instance relays them); else at least 100 ms. */
  relayIntervalMs: number;
}

/** MAIL_FROM: `Name <address>` or a bare address. */
function mailFrom(raw: string | undefined): { name: string; address: string } {
  if (!raw) return { name: DEFAULT_SENDER.from_name, address: DEFAULT_SENDER.from_address };
  const match = /^\s*(?:"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))\s*$/.exec(raw);
  if (!match)
    throw new StartupError(
      `MAIL_FROM must be an address or "Name <address>", got ${raw}`,
      'set it such as "Agence Dupont <gestion@agence-dupont.fr>", or unset it',
    );
  return { name: match[1]?.trim() || DEFAULT_SENDER.from_name, address: match[2] ?? match[3] };
}

function messageSettings(env: NodeJS.ProcessEnv, dataDir: string): MessageSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(smtpUrl))
    throw new StartupError(
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'set it such as smtp://user:password@smtp.example.fr:587, or unset it for the embedded Mailpit',
    );
  const smsSender = env.SMS_SENDER || DEFAULT_SENDER.sms_sender;
  if (!/^(?=.*[A-Za-z])[A-Za-z0-9 ]{3,11}$|^\d{3,15}$/.test(smsSender))
    throw new StartupError(
      `SMS_SENDER must be 3 to 11 letters or digits, or a number of at most 15 digits, got ${smsSender}`,
      'set it such as AgenceDup, or unset it',
    );
  const from = mailFrom(env.MAIL_FROM);
  return {
    smtpUrl,
    mailEmbedded: env.MAIL_EMBEDDED !== 'false',
    mailpitDir: path.join(dataDir, 'mailpit'),
    sms: env.SMS_API_KEY ? { apiKey: env.SMS_API_KEY, baseUrl: env.SMS_API_URL || 'https://api.brevo.com' } : undefined,
    sender: {
      from_name: from.name,
      from_address: from.address,
      reply_to: env.MAIL_REPLY_TO || null,
      sms_sender: smsSender,
    },
    relayIntervalMs: relayInterval(intFrom(env, 'MESSAGES_RELAY_INTERVAL_MS', 2000)),
  };
}

/** 0 turns the relay off in this process; any other pause is at least 100 ms. */
const relayInterval = (ms: number): number => (ms === 0 ? 0 : Math.max(100, ms));

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new StartupError(
      `${name} must be a non-negative integer, got ${raw}`,
      `set ${name} to a whole number or unset it`,
    );
  return value;
}

function dayList(name: string, raw: string | undefined, fallback: number[]): number[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  const days = raw.split(',').map((part) => Number(part.trim()));
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 365))
    throw new StartupError(
      `${name} must be a comma-separated list of whole days (1 to 365), got ${raw}`,
      `set ${name} such as 3,1 or unset it`,
    );
  return [...new Set(days)].sort((a, b) => b - a);
}

function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret)
    throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (purchases need the receiver, and back)');
  return { secretKey, webhookSecret, apiBase: env.STRIPE_API_BASE || undefined };
}

function origin(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(value.replace(/\/api$/, '')))
    throw new StartupError(
      `${name} must be an http(s) origin, got ${raw}`,
      `set ${name} such as http://127.0.0.1:3000 or unset it`,
    );
  return value.replace(/\/api$/, '');
}

/** TRUST_PROXY: unset or false (the socket's address), true, a number of hops, or addresses and subnets. */
function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function loadConfig(env = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || './.data');
  const apiOrigin = origin('API_URL', env.API_URL, `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);
  const expiryDays = intFrom(env, 'SIGNATURE_EXPIRY_DAYS', 14);
  if (expiryDays < 1)
    throw new StartupError('SIGNATURE_EXPIRY_DAYS must be at least 1', 'set it to a number of days, 14 by default');
  if (port > 65_535) throw new StartupError(`PORT must be at most 65535, got ${port}`, 'set PORT to a free port');
  const cliPath = env.TEMPORAL_CLI_PATH;
  if (cliPath && !isExecutable(cliPath))
    throw new StartupError(
      `TEMPORAL_CLI_PATH=${cliPath} is not an executable file`,
      'point it at the temporal binary (scripts/install-peers.sh installs one), or unset it to find or obtain one',
    );
  const gotenbergUrl = env.GOTENBERG_URL || undefined;
  if (gotenbergUrl && !/^https?:\/\/[^/\s]+/.test(gotenbergUrl))
    throw new StartupError(
      `GOTENBERG_URL must be an http(s) URL, got ${gotenbergUrl}`,
      'set it such as http://127.0.0.1:3001, or unset it for the embedded PDF renderer',
    );
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Math.max(1, intFrom(env, 'DATABASE_POOL_MAX', 10)),
    dataDir,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      limit: intFrom(env, 'RATE_LIMIT_PER_HOUR', 1000),
      windowSeconds: intFrom(env, 'RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    publicRateLimit: {
      limit: intFrom(env, 'PUBLIC_RATE_LIMIT_PER_HOUR', 100),
      windowSeconds: intFrom(env, 'RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    temporalAddress: env.TEMPORAL_ADDRESS || undefined,
    workflowsEmbedded: env.WORKFLOWS_EMBEDDED !== 'false',
    gotenbergUrl,
    temporalNamespace: env.TEMPORAL_NAMESPACE || 'default',
    temporalTaskQueue: env.TEMPORAL_TASK_QUEUE || TASK_QUEUE,
    temporalCliCache: peerCacheDir(env),
    serviceSecret: env.SERVICE_SECRET || undefined,
    apiOrigin,
    publicBaseUrl: origin('PUBLIC_BASE_URL', env.PUBLIC_BASE_URL, apiOrigin),
    signature: {
      expiryDays,
      reminderDays: dayList('SIGNATURE_REMINDER_DAYS', env.SIGNATURE_REMINDER_DAYS, [3, 1]),
    },
    httpTimeouts: {
      headersMs: Math.max(1, intFrom(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000)),
      requestMs: Math.max(1, intFrom(env, 'HTTP_REQUEST_TIMEOUT_MS', 300_000)),
    },
    memoryReleaseIdleMs: intFrom(env, 'MEMORY_RELEASE_IDLE_MS', DEFAULT_RELEASE_IDLE_MS),
    workflowsCallTimeoutMs: Math.max(1, intFrom(env, 'WORKFLOWS_CALL_TIMEOUT_MS', 10_000)),
    workflowsRelayIntervalMs: Math.max(50, intFrom(env, 'WORKFLOWS_RELAY_INTERVAL_MS', 500)),
    workflowsReconcileHours: intFrom(env, 'WORKFLOWS_RECONCILE_HOURS', 24),
    stripe: stripeSettings(env),
    webhooks: {
      relayIntervalMs: relayInterval(intFrom(env, 'WEBHOOKS_RELAY_INTERVAL_MS', 2000)),
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    },
    messages: messageSettings(env, dataDir),
    files: fileStoreSettings(env, dataDir),
    sepaDebtor:
      env.SEPA_DEBTOR_IBAN && env.SEPA_DEBTOR_NAME
        ? {
            name: env.SEPA_DEBTOR_NAME,
            iban: env.SEPA_DEBTOR_IBAN.replace(/\s/g, ''),
            bic: env.SEPA_DEBTOR_BIC ?? null,
          }
        : null,
  };
}
