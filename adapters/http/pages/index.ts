// The pages for people, outside /api: server-rendered HTML in French, forms that work without
// script. /sign/{token} is the invitation's link (the hosted signing page), /tools the public
// calculators, /assets their stylesheet and script. They run the use cases of the JSON routes,
// spend from the public routes' budget per client address, and carry the headers of security.ts.
import express, { type Router } from 'express';
import type pg from 'pg';
import type { SignatureDeps } from '../../../core/signature/deps.js';
import { type RateLimitOptions, type RateLimitScope, clientKey, createRateLimiter } from '../rate-limit.js';
import { assetsRouter } from './assets.js';
import { notFoundPage, pageErrorHandler, sendErrorPage } from './error-pages.js';
import { pageHeaders } from './security.js';
import { signingRouter } from './signing-routes.js';
import type { ToolsDeps } from './tools-calculators.js';
import { toolsRouter } from './tools-routes.js';

export interface PagesDeps {
  signature: SignatureDeps;
  tools: ToolsDeps;
  /** The budget of the public routes per client address, which the pages share (docs/decisions.md 127). */
  rateLimit: { pool: pg.Pool; options: RateLimitOptions };
}

/** Every call to a page, per client address, in the public routes' budget (their prefix). */
const pageCalls: RateLimitScope = {
  prefix: 'public',
  keyOf: (req) => `ip:${clientKey(req.ip ?? req.socket.remoteAddress ?? '')}`,
  spends: () => true,
  counts: 'calls to the public pages and tools from one address',
  refuse: (req, res) => sendErrorPage(req, res, 429),
};

const PAGE_PATHS = ['/sign', '/tools'];

export function pagesRouter(deps: PagesDeps): Router {
  const pages = express.Router();
  pages.use(assetsRouter());
  pages.use(
    PAGE_PATHS,
    pageHeaders,
    createRateLimiter(deps.rateLimit.pool, deps.rateLimit.options, pageCalls),
    // A drawn signature as a data: URL is at most about 350 kB (core/signature/signature-image.ts).
    express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 20 }),
  );
  pages.use('/sign', signingRouter(deps.signature));
  pages.use('/tools', toolsRouter(deps.tools));
  pages.use(PAGE_PATHS, notFoundPage);
  pages.use(PAGE_PATHS, pageErrorHandler);
  return pages;
}
