// Configuration from the environment; every setting has an embedded default.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
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
}

function intFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return value;
}

/** TRUST_PROXY: unset or false (the socket's address), true, a number of hops, or addresses and subnets. */
function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function loadConfig(env = process.env): Config {
  return {
    port: intFrom('PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      limit: intFrom('RATE_LIMIT_PER_HOUR', 1000),
      windowSeconds: intFrom('RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    publicRateLimit: {
      limit: intFrom('PUBLIC_RATE_LIMIT_PER_HOUR', 100),
      windowSeconds: intFrom('RATE_LIMIT_WINDOW_SECONDS', 3600),
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    temporalAddress: env.TEMPORAL_ADDRESS || undefined,
    workflowsEmbedded: env.WORKFLOWS_EMBEDDED !== 'false',
    gotenbergUrl: env.GOTENBERG_URL || undefined,
  };
}
