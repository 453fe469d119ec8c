// Every route of the contract, flattened, with the schemas the walkers need.
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { z } from 'zod';
import { contract } from '../../contract/index.js';

export interface WalkedRoute {
  name: string;
  route: AppRoute;
  method: AppRoute['method'];
  path: string;
  params: string[];
  queryKeys: string[];
}

function flatten(router: AppRouter, prefix: string[] = []): WalkedRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    if (!isAppRoute(value)) return flatten(value as AppRouter, [...prefix, key]);
    const query = (value as { query?: z.ZodTypeAny }).query;
    const shape = query && 'shape' in query ? Object.keys((query as z.AnyZodObject).shape) : [];
    return [
      {
        name: [...prefix, key].join('.'),
        route: value,
        method: value.method,
        path: value.path,
        params: [...value.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
        queryKeys: shape,
      },
    ];
  });
}

export const routes: WalkedRoute[] = flatten(contract);

/** The path with each parameter replaced by the value the resolver gives. */
export function fillPath(walked: WalkedRoute, value: (param: string, segmentBefore: string) => string): string {
  const segments = walked.path.split('/');
  return segments
    .map((segment, i) =>
      segment.startsWith(':') ? encodeURIComponent(value(segment.slice(1), segments[i - 1] ?? '')) : segment,
    )
    .join('/');
}

export function isPublic(walked: WalkedRoute): boolean {
  return Boolean((walked.route.metadata as { public?: boolean } | undefined)?.public);
}

/** Routes for a lessee's own key (`lessee:*` permissions): a manager's key is refused with 403. */
export function isForLessee(walked: WalkedRoute): boolean {
  const permission = (walked.route.metadata as { permission?: string } | undefined)?.permission;
  return Boolean(permission?.startsWith('lessee:'));
}

export function isWorker(walked: WalkedRoute): boolean {
  return Boolean((walked.route.metadata as { worker?: boolean } | undefined)?.worker);
}

/** Parameters that carry ids (UUIDs) rather than codes or names. */
export function isIdParam(walked: WalkedRoute, param: string): boolean {
  const schema = (walked.route as { pathParams?: z.AnyZodObject }).pathParams?.shape?.[param] as
    z.ZodTypeAny | undefined;
  if (!schema) return param === 'id' || param.endsWith('_id');
  return schema.safeParse('00000000-0000-4000-8000-000000000000').success && !schema.safeParse('not-a-uuid').success;
}
