// A few failed coupon codes per account per minute (issue 39; docs/decisions.md 284), so that codes
// cannot be guessed: every API process shares the count (rate-limiter-flexible's Postgres store, the
// table of the rate limit, rate-limit.ts). Past them, a check or a purchase with a code is a 429.
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { BusinessRuleError, TooManyRequestsError } from '../../core/shared/errors.js';

export interface CouponTries {
  /** 429 while the account has no try left this minute. */
  assertTryLeft(tenantId: string): Promise<void>;
  /** Counts a failed try. */
  failed(tenantId: string): Promise<void>;
  /** Runs a purchase with a code: a refused code (a 422 naming its reason) counts as a failed try. */
  guard<T>(tenantId: string, code: string | undefined, work: () => Promise<T>): Promise<T>;
}

export const COUPON_TRIES_PER_MINUTE = 5;

export function couponTries(pool: pg.Pool, options = { tries: COUPON_TRIES_PER_MINUTE, windowSeconds: 60 }) {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limit_hits',
    tableCreated: true,
    keyPrefix: 'coupon_failures',
    points: options.tries,
    duration: options.windowSeconds,
  });
  const tries: CouponTries = {
    async assertTryLeft(tenantId) {
      const current = await limiter.get(tenantId);
      if (current && current.consumedPoints >= options.tries) {
        const seconds = Math.ceil(current.msBeforeNext / 1000);
        throw new TooManyRequestsError(
          `Too many coupon codes refused for this account: try again in ${seconds} s`,
          [],
          { retry_after_seconds: seconds },
        );
      }
    },
    async failed(tenantId) {
      await limiter.penalty(tenantId, 1);
    },
    async guard(tenantId, code, work) {
      if (code === undefined) return work();
      await tries.assertTryLeft(tenantId);
      try {
        return await work();
      } catch (error) {
        if (error instanceof BusinessRuleError && error.errors.some((e) => e.path === 'coupon_code'))
          await tries.failed(tenantId);
        throw error;
      }
    },
  };
  return tries;
}
