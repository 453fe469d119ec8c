// 1,000 list requests per hour per tenant (spec, Limits), counted in PostgreSQL so that every
// API instance shares the budget (rate-limiter-flexible's Postgres store): one statement per list
// request. Other requests only show the headers: from what this instance last learnt of the
// tenant's budget, at most HEADERS_FRESH_MS old, so that they cost no statement (docs/decisions.md 76).
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
const KNOWN_TENANTS = 10_000;

interface Budget {
  remaining: number;
  /** When the window ends (ms since the epoch). */
  resetsAt: number;
  learntAt: number;
}

/** The last budget seen per tenant, bounded (the oldest tenant goes first). */
function budgets() {
  const known = new Map<string, Budget>();
  return {
    fresh(tenantId: string): Budget | undefined {
      const budget = known.get(tenantId);
      return budget && Date.now() - budget.learntAt < HEADERS_FRESH_MS ? budget : undefined;
    },
    learn(tenantId: string, remaining: number, msBeforeNext: number) {
      known.delete(tenantId);
      if (known.size >= KNOWN_TENANTS) known.delete(known.keys().next().value as string);
      known.set(tenantId, { remaining, resetsAt: Date.now() + Math.max(0, msBeforeNext), learntAt: Date.now() });
    },
  };
}

/** `pool`: connections with synchronous_commit off are enough for a counter (adapters/main/database.ts). */
export function createRateLimiter(pool: pg.Pool, options: RateLimitOptions) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limit_hits',
    tableCreated: true,
    keyPrefix: 'list',
    points: options.limit,
    duration: options.windowSeconds,
  });
  const known = budgets();

  function setHeaders(res: Response, remaining: number, resetsAt: number) {
    res.setHeader('X-RateLimit-Limit', String(options.limit));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, remaining)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil(resetsAt / 1000)));
  }

  async function budgetOf(tenantId: string): Promise<{ remaining: number; resetsAt: number }> {
    const fresh = known.fresh(tenantId);
    if (fresh) return fresh;
    const current = await limiter.get(tenantId);
    const remaining = current ? current.remainingPoints : options.limit;
    const msBeforeNext = current ? current.msBeforeNext : options.windowSeconds * 1000;
    known.learn(tenantId, remaining, msBeforeNext);
    return { remaining, resetsAt: Date.now() + msBeforeNext };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const tenantId = req.ctx?.actor.tenantId;
    if (!tenantId) return next();
    try {
      if (routeMetadata(req).list) {
        const consumed = await limiter.consume(tenantId);
        known.learn(tenantId, consumed.remainingPoints, consumed.msBeforeNext);
        setHeaders(res, consumed.remainingPoints, Date.now() + consumed.msBeforeNext);
      } else {
        const budget = await budgetOf(tenantId);
        setHeaders(res, budget.remaining, budget.resetsAt);
      }
      next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return next(error);
      known.learn(tenantId, 0, error.msBeforeNext);
      setHeaders(res, 0, Date.now() + error.msBeforeNext);
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      sendProblem(req, res, 429, { detail: `Rate limit of ${options.limit} list requests per hour exceeded` });
    }
  };
}
