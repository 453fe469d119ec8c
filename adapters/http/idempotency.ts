// Idempotency-Key on POST: the same key with the same request answers the first answer again and
// creates nothing; the same key with another request is a 409. Keys are per tenant, kept 24 hours.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { sendProblem } from './problem.js';

const MAX_STORED_BODY = 1024 * 1024;
/** A request still marked in progress after this long was cut off (crash, kill): it may be retried. */
const STALE_AFTER_SECONDS = 60;

/** What makes two requests the same: method, URL and content. */
function fingerprint(req: Request, content: string): string {
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${content}`).digest('hex');
}

/** A body's content: a JSON body's parsed value; another, not parsed, by its media type and length. */
function bodyContent(req: Request): string {
  if (req.is('application/json')) return JSON.stringify(req.body ?? null);
  return `${(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()}:${req.headers['content-length']}`;
}

export function idempotency(pool: pg.Pool) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.headers['idempotency-key'];
    const tenantId = req.ctx?.actor.tenantId;
    if (req.method !== 'POST' || typeof key !== 'string' || !tenantId) return next();
    if (key.length < 1 || key.length > 255)
      return sendProblem(req, res, 400, { detail: 'Idempotency-Key must be 1 to 255 characters' });
    const settle = (content: string, proceed: NextFunction) =>
      claimOrReplay(pool, { req, res, next: proceed }, tenantId, key, fingerprint(req, content));
    // An upload is told by its parts, which the upload route's middleware parses after this and hands
    // back (uploads.ts): not by its bytes, whose multipart boundary a client draws anew for each
    // request, a retry included (each retried upload was a 409, found by the API fuzzing), nor by its
    // length alone (two files of one size were alike).
    const route = req.tsRestRoute;
    if (route?.method === 'POST' && route.contentType === 'multipart/form-data') {
      req.idempotentUpload = settle;
      return next();
    }
    return settle(bodyContent(req), next);
  };
}

/** Claims the key for this request, or answers a retry with the first answer (409 for another request). */
async function claimOrReplay(
  pool: pg.Pool,
  { req, res, next }: { req: Request; res: Response; next: NextFunction },
  tenantId: string,
  key: string,
  print: string,
) {
  try {
    const claimed = await pool.query(
      `insert into idempotency_keys (tenant_id, key, fingerprint) values ($1, $2, $3)
         on conflict (tenant_id, key) do update set fingerprint = excluded.fingerprint, created_at = now()
           where idempotency_keys.completed_at is null and idempotency_keys.created_at < now() - make_interval(secs => $4)
              or idempotency_keys.created_at < now() - interval '24 hours'
         returning key`,
      [tenantId, key, print, STALE_AFTER_SECONDS],
    );
    if (claimed.rowCount === 0) {
      const { rows } = await pool.query(
        'select fingerprint, status, content_type, body from idempotency_keys where tenant_id = $1 and key = $2',
        [tenantId, key],
      );
      const previous = rows[0];
      if (!previous || previous.fingerprint !== print) {
        return sendProblem(req, res, 409, { detail: 'This Idempotency-Key was used with a different request' });
      }
      if (previous.status === null)
        return sendProblem(req, res, 409, { detail: 'A request with this Idempotency-Key is still in progress' });
      res.setHeader('Idempotent-Replayed', 'true');
      if (previous.content_type) res.setHeader('Content-Type', previous.content_type);
      return res.status(previous.status).send(previous.body ?? undefined);
    }
    recordAnswer(pool, res, tenantId, key);
    next();
  } catch (error) {
    next(error);
  }
}

/**
 * Stores the answer before it leaves, so a retry that follows the response always finds it; a server
 * error releases the key so that a retry runs again.
 */
function recordAnswer(pool: pg.Pool, res: Response, tenantId: string, key: string) {
  const send = res.send.bind(res);
  res.send = (chunk?: unknown) => {
    res.send = send;
    const body =
      chunk === undefined
        ? null
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(typeof chunk === 'string' ? chunk : JSON.stringify(chunk));
    const keep = res.statusCode < 500 && (body?.length ?? 0) <= MAX_STORED_BODY;
    const write = keep
      ? pool.query(
          'update idempotency_keys set status = $3, content_type = $4, body = $5, completed_at = now() where tenant_id = $1 and key = $2',
          [tenantId, key, res.statusCode, res.getHeader('content-type') ?? null, body],
        )
      : pool.query('delete from idempotency_keys where tenant_id = $1 and key = $2', [tenantId, key]);
    write.catch(() => undefined).finally(() => send(chunk as never));
    return res;
  };
}
