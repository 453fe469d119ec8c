// One log line per request (adapters/http/request-log.ts, docs/decisions.md 346): the request and
// its answer without headers, the guest token masked, under the caller's plain X-Request-Id or a new
// one; error for a failure, debug for the health probe; `req.log` made only for a handler that logs.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { requestLogger } from '../../../adapters/http/request-log.js';

interface Line {
  level: number;
  msg: string;
  req?: Record<string, unknown>;
  res?: { statusCode: number };
  responseTime?: number;
  [key: string]: unknown;
}

let lines: Line[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(
      ...String(chunk)
        .trim()
        .split('\n')
        .map((text) => JSON.parse(text) as Line),
    );
    done();
  },
});
const logger = pino({ level: 'info' }, sink);
const child = jest.spyOn(logger, 'child');
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(requestLogger(app, logger));
  app.get('/api/health', (_req, res) => res.json({ ok: true }));
  app.get('/api/guest/signatures/:token/session', (_req, res) => res.json({ ok: true }));
  app.get('/api/logs', (req, res) => {
    req.log.info({ step: 1 }, 'from the handler');
    res.status(202).json({ id: req.id });
  });
  app.get('/api/broken', (_req, res) => res.status(503).json({}));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The request, then the lines written for it (the line is written when the answer is done). */
async function call(path: string, headers: Record<string, string> = {}) {
  lines = [];
  child.mockClear();
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': 'tests/1.0', ...headers } });
  await res.arrayBuffer();
  for (let i = 0; i < 50 && !lines.some((line) => line.res); i++) await new Promise((r) => setTimeout(r, 10));
  return res;
}

describe('requestLogger', () => {
  it('writes one info line naming the request and its answer, token masked, without headers', async () => {
    const res = await call('/api/guest/signatures/secret-token-123/session', { 'x-request-id': 'trace-7' });
    expect(res.headers.get('x-request-id')).toBe('trace-7');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/guest\/signatures\/\[token\]\/session 200 \d+ ms$/),
      req: {
        id: 'trace-7',
        method: 'GET',
        url: '/api/guest/signatures/[token]/session',
        remoteAddress: '127.0.0.1',
        userAgent: 'tests/1.0',
      },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toMatch(/secret-token-123|headers/);
    // No logger was made for a request whose handler does not log.
    expect(child).not.toHaveBeenCalled();
  });

  it('gives a new id to a request without a plain one', async () => {
    for (const given of [undefined, 'not plain!', 'x'.repeat(101)]) {
      const res = await fetch(`${base}/api/logs`, { headers: given ? { 'x-request-id': given } : {} });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.json()).toEqual({ id });
    }
  });

  it("binds the request to the handler's logger, made once, at its first use", async () => {
    await call('/api/logs', { 'x-request-id': 'trace-8' });
    expect(lines.map((line) => [line.msg.replace(/\d+ ms/, 'n ms'), line.req?.id])).toEqual([
      ['from the handler', 'trace-8'],
      ['GET /api/logs 202 n ms', 'trace-8'],
    ]);
    expect(lines[0]).toMatchObject({ step: 1, req: { method: 'GET', url: '/api/logs' } });
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('logs a failure as an error, and the health probe only at debug', async () => {
    await call('/api/broken');
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'GET /api/broken 503 failed', res: { statusCode: 503 } }),
    ]);
    await call('/api/health');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });
});
