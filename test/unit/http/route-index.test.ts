// The contract's routes grouped by area (adapters/http/route-index.ts, docs/decisions.md 344): a
// request reaches its route as express alone would route it (case, trailing slash, parameters,
// HEAD, an error to the application's handlers, no route: on to the next handler), trying only
// its area's routes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { areaOf, indexedRoutes } from '../../../adapters/http/route-index.js';

describe('areaOf', () => {
  it.each([
    ['/api/leases/42/periods', '/api/leases'],
    ['/api/leases', '/api/leases'],
    ['/api/leases/', '/api/leases'],
    ['/API/Leases/42', '/api/leases'],
    ['/api', '/api'],
    ['/', '/'],
  ])('%s is in %s', (path, area) => expect(areaOf(path)).toBe(area));
});

describe('indexedRoutes', () => {
  let server: Server;
  let base: string;
  /** The routes tried for the last request, by the path each was declared with. */
  const tried: string[] = [];

  beforeAll(async () => {
    const app = express();
    const routes = indexedRoutes(app);
    const declare = (method: 'get' | 'post' | 'delete', path: string) =>
      routes[method](
        path,
        (req: Request, _res: Response, next: NextFunction) => {
          tried.push(path);
          next();
        },
        (req: Request, res: Response) => res.json({ route: `${method.toUpperCase()} ${path}`, params: req.params }),
      );
    declare('get', '/api/leases');
    declare('get', '/api/leases/:id');
    declare('delete', '/api/leases/:id');
    declare('get', '/api/contacts/search');
    declare('post', '/api/contacts');
    routes.get('/api/failing', () => {
      throw new Error('broken');
    });
    routes.use((error: Error, _req: Request, res: Response, next: NextFunction) =>
      error.message === 'broken' ? res.status(500).json({ handled: error.message }) : next(error),
    );
    app.use((req, res) => res.status(404).json({ missing: req.path }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function call(method: string, path: string) {
    tried.length = 0;
    const res = await fetch(`${base}${path}`, { method });
    const body = method === 'HEAD' ? {} : ((await res.json()) as Record<string, unknown>);
    return { status: res.status, body };
  }

  it('routes a request to its route, with its parameters, trying only its area', async () => {
    expect(await call('GET', '/api/contacts/search')).toEqual({
      status: 200,
      body: { route: 'GET /api/contacts/search', params: {} },
    });
    expect(tried).toEqual(['/api/contacts/search']);
    expect((await call('GET', '/api/leases/7')).body).toEqual({ route: 'GET /api/leases/:id', params: { id: '7' } });
    expect((await call('DELETE', '/api/leases/7')).body).toEqual({
      route: 'DELETE /api/leases/:id',
      params: { id: '7' },
    });
    expect((await call('POST', '/api/contacts')).body.route).toBe('POST /api/contacts');
  });

  it('matches as express does: any case, a trailing slash, HEAD on a GET route', async () => {
    expect((await call('GET', '/API/Leases/')).body.route).toBe('GET /api/leases');
    expect((await call('GET', '/api/leases/7/')).body.params).toEqual({ id: '7' });
    expect((await call('HEAD', '/api/leases/7')).status).toBe(200);
  });

  it('passes on what no route of its area takes, and what is in no area', async () => {
    expect(await call('GET', '/api/leases/7/periods')).toEqual({
      status: 404,
      body: { missing: '/api/leases/7/periods' },
    });
    expect(await call('PUT', '/api/leases/7')).toEqual({ status: 404, body: { missing: '/api/leases/7' } });
    expect(await call('GET', '/api/estates')).toEqual({ status: 404, body: { missing: '/api/estates' } });
    expect(tried).toEqual([]);
  });

  it("takes a route's error to the handlers used after the routes", async () => {
    expect(await call('GET', '/api/failing')).toEqual({ status: 500, body: { handled: 'broken' } });
  });

  it('refuses a route whose area holds a parameter', () => {
    expect(() => indexedRoutes(express()).get('/api/:area/list', () => undefined)).toThrow(/cannot be indexed/);
  });
});
