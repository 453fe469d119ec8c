// What a contract route's `metadata` tells the middleware: the permission it needs, whether it is
// public, a worker endpoint, or a list that counts against the rate limit. Read once per route.
import type { AppRoute } from '@ts-rest/core';
import type { Request } from 'express';
import { type Permission, normalisePermission } from '../../core/tenancy/permissions.js';

export interface RouteMetadata {
  permission?: Permission;
  /** No credentials needed (health, public tools). */
  public?: boolean;
  /** Worker endpoints: X-API-Key with a worker key, plus X-Tenant-ID. */
  worker?: boolean;
  /** List endpoints count against the rate limit. */
  list?: boolean;
  /** A public route outside the per-address budget of the public ones (the health probe). */
  unmetered?: boolean;
}

const parsed = new WeakMap<AppRoute, RouteMetadata>();

function flag(metadata: object, key: 'public' | 'worker' | 'list' | 'unmetered'): boolean {
  return Object.entries(metadata).some(([name, value]) => name === key && value === true);
}

/** The metadata of a route; an unknown permission name is a programming error, thrown at once. */
export function metadataOf(route: AppRoute): RouteMetadata {
  const known = parsed.get(route);
  if (known) return known;
  const metadata = route.metadata;
  const result: RouteMetadata = {};
  if (typeof metadata === 'object' && metadata !== null) {
    if ('permission' in metadata && typeof metadata.permission === 'string') {
      const permission = normalisePermission(metadata.permission);
      if (!permission) throw new Error(`${route.method} ${route.path}: unknown permission ${metadata.permission}`);
      result.permission = permission;
    }
    result.public = flag(metadata, 'public');
    result.worker = flag(metadata, 'worker');
    result.list = flag(metadata, 'list');
    result.unmetered = flag(metadata, 'unmetered');
  }
  parsed.set(route, result);
  return result;
}

export function routeMetadata(req: Request): RouteMetadata {
  return req.tsRestRoute ? metadataOf(req.tsRestRoute) : {};
}
