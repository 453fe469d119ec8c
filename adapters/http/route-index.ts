// The contract's routes grouped by area (docs/decisions.md 344). express tries an application's
// routes one after the other, each with its regular expression: a request to the 400th of the
// contract's 457 routes tested 400 paths before its own. Here each area (the first two segments of
// a path, `/api/leases`) has its own router, which one map lookup picks: a request tests only its
// area's routes. Matching is express's own, inside that router, with the application's settings.
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What createExpressEndpoints registers routes on: the methods and `use`. */
export type RouteTarget = Pick<Express, Method | 'use'>;

/**
 * The area of a path, as the index keys it: its first two segments, lower case, as express
 * matches routes without regard to case (the application's default).
 */
export function areaOf(path: string): string {
  const second = path.indexOf('/', 1);
  const third = second < 0 ? -1 : path.indexOf('/', second + 1);
  return (third < 0 ? path : path.slice(0, third)).toLowerCase();
}

/**
 * A stand-in for the application while the contract's routes are registered on it: each route goes
 * to its area's router, and what is `use`d (the validation error handler) to the application,
 * after the one handler that dispatches to the areas.
 */
export function indexedRoutes(app: Express): RouteTarget {
  const areas = new Map<string, express.Router>();
  const options = { caseSensitive: app.enabled('case sensitive routing'), strict: app.enabled('strict routing') };
  app.use(function routeIndex(req: Request, res: Response, next: NextFunction) {
    const area = areas.get(areaOf(req.path));
    if (area) area(req, res, next);
    else next();
  });
  const register =
    (method: Method) =>
    (path: string, ...handlers: RequestHandler[]) => {
      const key = areaOf(path);
      if (/[:*(?]/.test(key)) throw new Error(`route ${path}: a parameter in its area cannot be indexed`);
      let area = areas.get(key);
      if (!area) areas.set(key, (area = express.Router(options)));
      area[method](path, ...handlers);
      return target;
    };
  const target = {
    get: register('get'),
    post: register('post'),
    put: register('put'),
    patch: register('patch'),
    delete: register('delete'),
    use: (...args: unknown[]) => {
      (app.use as (...a: unknown[]) => unknown)(...args);
      return target;
    },
  } as unknown as RouteTarget;
  return target;
}
