// Idempotency-Key on POST: the same key with the same request answers the first answer again and
// creates nothing; the same key with another request is a 409. Keys are per tenant, kept 24 hours.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { sendProblem } from './problem.js';

const MAX_STORED_BODY = 1024 * 1024;
/** A request still marked in progress after this long was cut off (crash, kill): it may be retried. */
const STALE_AFTER_SECONDS = 60;

/**
 * What makes two requests the same: a JSON body's parsed value; another body (an upload, read after
 * this runs) by its media type and length. A client draws a new multipart boundary for each
 * request, a retry included, so the boundary parameter is left out: with it every retried upload
 * was a 409 (found by the API fuzzing).
 */
function fingerprint(req: Request): string {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = req.is('application/json')
    ? JSON.stringify(req.body ?? null)
    : `${mediaType}:${req.headers['content-length']}`;
  return createHash('sha256').update(`${req.method} ${req.originalUrl}\n${body}`).digest('hex');
}

export function idempotency(pool: pg.Pool) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.headers['idempotency-key'];
    const tenantId = req.ctx?.actor.tenantId;
    if (req.method !== 'POST' || typeof key !== 'string' || !tenantId) return next();
    if (key.length < 1 || key.length > 255)
      return sendProblem(req, res, 400, { detail: 'Idempotency-Key must be 1 to 255 characters' });
    try {
      const print = fingerprint(req);
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
  };
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
