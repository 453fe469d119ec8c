// 1,000 list requests per hour per tenant (spec, Limits), counted in PostgreSQL so that every
// API instance shares the budget (rate-limiter-flexible's Postgres store): one statement per list
// request, or per batch of the requests of one key that arrive while its statement runs. Other requests only show the headers: from what this instance last learnt of the
// budget, at most HEADERS_FRESH_MS old, so that they cost no statement (docs/decisions.md 76). The
// public routes have a budget of their own per client address, in the same table (docs/decisions.md 127).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { routeMetadata } from './route-metadata.js';
import { sendProblem } from './problem.js';

export interface RateLimitOptions {
  limit: number;
  windowSeconds: number;
}

/** How old the budget shown on a request that spends nothing may be. */
const HEADERS_FRESH_MS = 5_000;
const KNOWN_KEYS = 10_000;

interface Budget {
  remaining: number;
  /** When the window ends (ms since the epoch). */
  resetsAt: number;
  learntAt: number;
}

/** The last budget seen per key, bounded (the oldest key goes first). */
function budgets() {
  const known = new Map<string, Budget>();
  return {
    fresh(key: string): Budget | undefined {
      const budget = known.get(key);
      return budget && Date.now() - budget.learntAt < HEADERS_FRESH_MS ? budget : undefined;
    },
    learn(key: string, remaining: number, msBeforeNext: number) {
      known.delete(key);
      if (known.size >= KNOWN_KEYS) known.delete(known.keys().next().value as string);
      known.set(key, { remaining, resetsAt: Date.now() + Math.max(0, msBeforeNext), learntAt: Date.now() });
    },
  };
}

/** Whose budget a request shows and whether it spends from it. */
export interface RateLimitScope {
  /** Keeps the budgets of each scope apart in the shared table. */
  prefix: string;
  /** The budget the request belongs to; undefined: not this limiter's request. */
  keyOf(req: Request): string | undefined;
  /** Whether the request spends a point (the others only show the budget). */
  spends(req: Request): boolean;
  /** What the budget counts, for the 429 detail. */
  counts: string;
  /** Answers a request over the budget, its headers set (default: a problem). */
  refuse?(req: Request, res: Response, detail: string): void;
}

/** The tenant's list requests (docs/decisions.md 9). */
export const tenantLists: RateLimitScope = {
  prefix: 'list',
  keyOf: (req) => req.ctx?.actor.tenantId,
  spends: (req) => routeMetadata(req).list === true,
  counts: 'list requests',
};

/**
 * The budget key of a client address: an IPv4 address as it is (also when IPv4-mapped), an IPv6
 * address by its /64 prefix, the block one subscriber gets, so that cycling through the addresses
 * of one's own block does not reset the budget.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Every public route but those marked unmetered (the health probe), per client address. */
export const publicCalls: RateLimitScope = {
  prefix: 'public',
  keyOf: (req) => {
    const meta = routeMetadata(req);
    return meta.public && !meta.unmetered ? `ip:${clientKey(req.ip ?? req.socket.remoteAddress ?? '')}` : undefined;
  },
  spends: () => true,
  counts: 'calls to the public tools from one address',
};

/**
 * The tries of one owner claim token (issue 35: a few per token per hour), whatever the address: its
 * SHA-256 is the key, so that the table never holds a token.
 */
export const ownerClaimTries: RateLimitScope = {
  prefix: 'claim',
  keyOf: (req) => {
    const token = /^\/api\/owner-claim\/([A-Za-z0-9_-]{43})(?:\/|$)/.exec(req.path)?.[1];
    return token ? `token:${createHash('sha256').update(token).digest('hex')}` : undefined;
  },
  spends: () => true,
  counts: 'tries with this owner claim token',
};

/** Tries per owner claim token and hour. */
export const OWNER_CLAIM_TRIES = { limit: 10, windowSeconds: 3600 };

interface Spent {
  remainingPoints: number;
  msBeforeNext: number;
  refused: boolean;
}

interface Waiter {
  resolve(spent: Spent): void;
  reject(error: unknown): void;
}

/**
 * One point per request, as one statement per key at a time (docs/decisions.md 309): the requests
 * that arrive while a key's statement runs wait, then spend their points together in the next one.
 * Each learns what it would have learnt alone, in arrival order: the i-th of n sees the counter as
 * the statement left it, less the n - i - 1 points spent after it; over the limit it is refused.
 */
function coalescing(limiter: RateLimiterPostgres, points: number) {
  const waiting = new Map<string, Waiter[]>();
  const running = new Set<string>();
  async function spendWaiting(key: string): Promise<void> {
    const batch = waiting.get(key) ?? [];
    waiting.delete(key);
    running.add(key);
    try {
      let counted: RateLimiterRes;
      try {
        counted = await limiter.consume(key, batch.length);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        counted = error;
      }
      batch.forEach((waiter, i) => {
        const consumed = counted.consumedPoints - batch.length + i + 1;
        const remainingPoints = Math.max(0, points - consumed);
        waiter.resolve({ remainingPoints, msBeforeNext: counted.msBeforeNext, refused: consumed > points });
      });
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    } finally {
      running.delete(key);
      if (waiting.has(key)) void spendWaiting(key);
    }
  }
  return (key: string) =>
    new Promise<Spent>((resolve, reject) => {
      waiting.set(key, [...(waiting.get(key) ?? []), { resolve, reject }]);
      if (!running.has(key)) void spendWaiting(key);
    });
}

/** `pool`: connections with synchronous_commit off are enough for a counter (adapters/main/database.ts). */
export function createRateLimiter(pool: pg.Pool, options: RateLimitOptions, scope: RateLimitScope = tenantLists) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limit_hits',
    tableCreated: true,
    keyPrefix: scope.prefix,
    points: options.limit,
    duration: options.windowSeconds,
  });
  const known = budgets();
  const spend = coalescing(limiter, options.limit);

  function setHeaders(res: Response, remaining: number, resetsAt: number) {
    res.setHeader('X-RateLimit-Limit', String(options.limit));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, remaining)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(resetsAt / 1000)));
  }

  function refuse(req: Request, res: Response, key: string, msBeforeNext: number) {
    known.learn(key, 0, msBeforeNext);
    setHeaders(res, 0, Date.now() + msBeforeNext);
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
    const detail = `Rate limit of ${options.limit} ${scope.counts} per hour exceeded`;
    if (scope.refuse) scope.refuse(req, res, detail);
    else sendProblem(req, res, 429, { detail });
  }

  async function budgetOf(key: string): Promise<{ remaining: number; resetsAt: number }> {
    const fresh = known.fresh(key);
    if (fresh) return fresh;
    const current = await limiter.get(key);
    const remaining = current ? current.remainingPoints : options.limit;
    const msBeforeNext = current ? current.msBeforeNext : options.windowSeconds * 1000;
    known.learn(key, remaining, msBeforeNext);
    return { remaining, resetsAt: Date.now() + msBeforeNext };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const key = scope.keyOf(req);
    if (!key) return next();
    try {
      if (scope.spends(req)) {
        const spent = await spend(key);
        known.learn(key, spent.remainingPoints, spent.msBeforeNext);
        if (spent.refused) return refuse(req, res, key, spent.msBeforeNext);
        setHeaders(res, spent.remainingPoints, Date.now() + spent.msBeforeNext);
      } else {
        const budget = await budgetOf(key);
        setHeaders(res, budget.remaining, budget.resetsAt);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
