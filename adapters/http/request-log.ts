// One log line per request (docs/decisions.md 339 and 346), under the caller's X-Request-Id when
// it is a plain one (or a new one). The line names the request and its answer, not their headers;
// a guest token, which travels in the path and in a signing page's redirects, is masked in the URL.
// The logger a handler reads as `req.log` (the line's request bound to it) is made at first use:
// pino-http made it for every request, which with the line was a fifth of a single read's CPU.
import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id: its X-Request-Id. */
    id: string;
    /** The logger of the request: its lines carry the request. */
    log: Logger;
  }
}

/** The guest token segment of a guest signature path: a JSON route, or the signing page (/sign/{token}). */
const GUEST_TOKEN = /(\/guest\/signatures\/|\/sign\/)[^/?#]+/;

const PLAIN_ID = /^[\w-]{1,100}$/;

const maskToken = (text: string) => text.replace(GUEST_TOKEN, '$1[token]');

/** The URL asked for, token masked: a router mounted on a path (the pages) shortens `url` while it answers. */
const loggedUrl = (req: Request) => maskToken(req.originalUrl ?? req.url ?? '');

/** The request as its lines carry it. */
function described(req: Request) {
  return {
    id: req.id,
    method: req.method,
    url: loggedUrl(req),
    remoteAddress: req.socket?.remoteAddress,
    userAgent: req.headers['user-agent'],
  };
}

const CHILD = Symbol('request logger');

/** The level of a request's line: error for a failure, debug for /api/health (monitors poll it), else info. */
function levelOf(req: Request, res: Response): 'error' | 'debug' | 'info' {
  if (res.statusCode >= 500) return 'error';
  return (req.originalUrl ?? req.url ?? '').startsWith('/api/health') ? 'debug' : 'info';
}

/** Installs the request line and `req.log` on the app (its request prototype: this app's only). */
export function requestLogger(app: Express, logger: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child({ req: described(this) }));
    },
  });
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    const started = Date.now();
    const given = req.headers['x-request-id'];
    req.id = typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    res.once('close', () => {
      const level = levelOf(req, res);
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Date.now() - started;
      const outcome = level === 'error' ? 'failed' : `${responseTime} ms`;
      logger[level](
        { req: described(req), res: { statusCode: res.statusCode }, responseTime },
        `${req.method} ${loggedUrl(req)} ${res.statusCode} ${outcome}`,
      );
    });
    next();
  };
}
