// RFC 9457 problem+json for every failure; never a stack trace.
import type { ErrorRequestHandler, Request, Response } from 'express';
import { DomainError, type FieldError } from '../../core/shared/errors.js';
import { type ResponseChecks, checkStatus } from './response-shape.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const KIND_STATUS: Record<DomainError['kind'], number> = {
  validation: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  too_large: 413,
  unsupported_media_type: 415,
  unavailable: 503,
  payment_required: 402,
  gone: 410,
  locked: 423,
  too_many_requests: 429,
};

export interface ProblemInit {
  detail?: string;
  errors?: FieldError[];
  extra?: Record<string, unknown>;
}

export function sendProblem(req: Request, res: Response, status: number, init: ProblemInit = {}): void {
  const title = TITLES[status] ?? 'Error';
  checkStatus(req.app?.locals.responseChecks as ResponseChecks | undefined, req.tsRestRoute, status);
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        // Extension members come first: they may add to the problem, never replace its RFC 9457
        // members (an extra `status: 'TERMINATED'` would otherwise turn the HTTP status into a string).
        ...init.extra,
        type: `https://rental-service.dev/problems/${title.toLowerCase().replace(/\s+/g, '-')}`,
        title,
        status,
        detail: init.detail ?? title,
        instance: req.originalUrl,
        ...(init.errors && init.errors.length > 0 ? { errors: init.errors } : {}),
        request_id: req.id,
      }),
    );
}

/** Connection failures of PostgreSQL (restart, failover, shutdown): errors of the moment, not of the request. */
const DATABASE_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const DATABASE_GONE_MESSAGE =
  /Connection terminated|connection error|not queryable|Connection ended|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;
/** A full or read-only disk under the file store. */
const DISK = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

interface ErrorLike {
  code?: string;
  message?: string;
  syscall?: string;
  cause?: unknown;
  previous?: unknown;
}

/** The error and the errors it wraps (MikroORM and kysely keep the driver's as `cause` or `previous`). */
function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current = error as ErrorLike | undefined;
  while (current && typeof current === 'object' && found.length < 5) {
    found.push(current);
    current = (current.cause ?? current.previous) as ErrorLike | undefined;
  }
  return found;
}

/** Failures of a peer of the moment: 503 with Retry-After (docs/decisions.md, record 151). */
function unavailable(error: unknown): { status: number; init: ProblemInit; retryAfter: number } | undefined {
  const errors = chain(error);
  if (errors.some((e) => (e.code && DATABASE_GONE.has(e.code)) || (e.message && DATABASE_GONE_MESSAGE.test(e.message))))
    return {
      status: 503,
      retryAfter: 5,
      init: { detail: 'The database cannot be reached for a moment (restart or failover); retry in a few seconds' },
    };
  if (errors.some((e) => e.syscall && e.code && DISK.has(e.code)))
    return {
      status: 503,
      retryAfter: 60,
      init: {
        detail: 'The service cannot store files now (its disk is full or read-only); nothing was kept, retry later',
      },
    };
  return undefined;
}

/** Errors raised by the body parser or by PostgreSQL constraints, mapped to their meaning. */
export function statusOf(error: unknown): { status: number; init: ProblemInit; retryAfter?: number } | undefined {
  if (error instanceof DomainError) {
    const retryAfter = error.extra.retry_after_seconds;
    return {
      ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      status: KIND_STATUS[error.kind],
      init: { detail: error.message, errors: error.errors, extra: error.extra },
    };
  }
  const e = error as {
    type?: string;
    status?: number;
    code?: string;
    name?: string;
    message?: string;
    constraint?: string;
  };
  if (e.type === 'entity.parse.failed') return { status: 400, init: { detail: 'Malformed JSON body' } };
  if (e.type === 'entity.too.large') return { status: 413, init: { detail: 'Request body too large' } };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return { status: 415, init: { detail: e.message } };
  if (e.name === 'UniqueConstraintViolationException' || e.code === '23505') {
    return { status: 409, init: { detail: 'A record with the same unique value already exists' } };
  }
  if (e.name === 'ForeignKeyConstraintViolationException' || e.code === '23503') {
    return { status: 409, init: { detail: 'The record is still referenced by other records' } };
  }
  // Values PostgreSQL itself refuses (out of range, invalid text, a NUL character) are the caller's input.
  if (['22003', '22P02', '22007', '22008', '22001', '22021'].includes(e.code ?? '')) {
    return { status: 400, init: { detail: 'A value is out of range or malformed' } };
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: e.status, init: { detail: e.message } };
  return unavailable(error);
}

export const problemErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = statusOf(error);
  if (known) {
    // The operator needs to see a peer gone (database, disk); the caller gets the 503 without the inside story.
    if (known.status === 503 && !(error instanceof DomainError)) req.log?.error({ err: error }, 'peer unavailable');
    if (known.retryAfter !== undefined) res.setHeader('Retry-After', String(known.retryAfter));
    sendProblem(req, res, known.status, known.init);
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  sendProblem(req, res, 500, { detail: 'An unexpected error occurred; it has been logged with the request id' });
};
