// What a request carries once authenticated: who calls, and a store scoped to its tenant.
import type { AppRoute } from '@ts-rest/core';
import type { Actor } from '../../core/shared/actor.js';
import type { Store } from '../../core/ports/store.js';

export interface RequestContext {
  actor: Actor;
  store: Store;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: RequestContext;
    /** The contract route ts-rest matched (set before the global middleware). */
    tsRestRoute?: AppRoute;
    /**
     * Set by the Idempotency-Key middleware on an upload route: the upload middleware calls it with
     * the parts it parsed, which tell the request apart (idempotency.ts).
     */
    idempotentUpload?: (content: string, next: (error?: unknown) => void) => void;
  }
}

/** Anything that carries the context: express's Request and ts-rest's typed request alike. */
export interface HasContext {
  ctx?: RequestContext;
}

export function ctx(req: HasContext): RequestContext {
  if (!req.ctx) throw new Error('route reached without authentication context');
  return req.ctx;
}

export const storeOf = (req: HasContext) => ctx(req).store;
