// 1,000 list requests per hour per tenant (spec, Limits), counted in PostgreSQL so that every
// API instance shares the budget (rate-limiter-flexible's Postgres store).
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { routeMetadata } from './route-metadata.js';
import { sendProblem } from './problem.js';

export interface RateLimitOptions {
  limit: number;
  windowSeconds: number;
}

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

  function setHeaders(res: Response, remaining: number, msBeforeNext: number) {
    res.setHeader('X-RateLimit-Limit', String(options.limit));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, remaining)));
    res.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + Math.max(0, msBeforeNext)) / 1000)));
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const tenantId = req.ctx?.actor.tenantId;
    if (!tenantId) return next();
    try {
      if (routeMetadata(req).list) {
        const consumed = await limiter.consume(tenantId);
        setHeaders(res, consumed.remainingPoints, consumed.msBeforeNext);
      } else {
        const current = await limiter.get(tenantId);
        setHeaders(
          res,
          current ? current.remainingPoints : options.limit,
          current ? current.msBeforeNext : options.windowSeconds * 1000,
        );
      }
      next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return next(error);
      setHeaders(res, 0, error.msBeforeNext);
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      sendProblem(req, res, 429, { detail: `Rate limit of ${options.limit} list requests per hour exceeded` });
    }
  };
}
