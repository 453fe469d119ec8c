// Authentication (Bearer key, or X-API-Key + X-Tenant-ID for workers) and permission checks,
// read from each contract route's metadata.
import type { NextFunction, Request, Response } from 'express';
import type { KeyKind } from '../../contract/vocabulary/tenancy.js';
import type { ApiKey } from '../../core/tenancy/tenant.js';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { type Secrets } from '../../core/ports/secrets.js';
import { hasPermission } from '../../core/tenancy/permissions.js';
import type { KeyChanges } from '../persistence/key-changes.js';
import type { Orm } from '../persistence/orm.js';
import { mikroStores } from '../persistence/store.js';
import { addressAllowed } from './ip-ranges.js';
import { keyUse } from './key-use.js';
import { sendProblem } from './problem.js';
import { routeMetadata } from './route-metadata.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Live keys, remembered for a short while so that a request costs no key lookup, and only while
 * PostgreSQL tells this process of every change to a key (key-changes.ts): a key revoked, altered or
 * deleted through any process is dropped at once. Without that feed nothing is remembered. Unknown
 * keys are never remembered.
 */
const KEY_CACHE_MS = 30_000;
const KEY_CACHE_SIZE = 10_000;

function keyCache(changes: KeyChanges | undefined) {
  const entries = new Map<string, { key: ApiKey; until: number }>();
  // Bumped by every change: a lookup that a change overtook does not cache what it read.
  let generation = 0;
  changes?.onChange((keyId) => {
    generation += 1;
    if (keyId === null) entries.clear();
    else for (const [secret, entry] of entries) if (entry.key.id === keyId) entries.delete(secret);
  });
  return {
    generation: () => generation,
    get(secret: string): ApiKey | undefined {
      const entry = changes?.live() ? entries.get(secret) : undefined;
      if (entry && entry.until > Date.now()) return entry.key;
      entries.delete(secret);
      return undefined;
    },
    set(secret: string, key: ApiKey, readAt: number) {
      if (!changes?.live() || readAt !== generation) return;
      if (entries.size >= KEY_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
      entries.set(secret, { key, until: Date.now() + KEY_CACHE_MS });
    },
  };
}

export function authMiddleware(orm: Orm, secrets: Secrets, changes?: KeyChanges) {
  const cache = keyCache(changes);
  const used = keyUse(orm);
  const stores = mikroStores(orm);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const meta = routeMetadata(req);
      if (meta.public) return next();
      const secret = meta.worker ? headerValue(req, 'x-api-key') : bearer(req);
      if (!secret) {
        const how = meta.worker ? 'an X-API-Key header with a worker key' : 'an Authorization: Bearer <key> header';
        return sendProblem(req, res, 401, { detail: `Missing credentials: send ${how}` });
      }
      let key = secret.length > 200 ? null : (cache.get(secret) ?? null);
      if (!key && secret.length <= 200) {
        const readAt = cache.generation();
        key = await keyUseCases(stores.system(), secrets).authenticate(secret);
        if (key) cache.set(secret, key, readAt);
      }
      if (!key) return sendProblem(req, res, 401, { detail: 'Invalid or revoked key' });
      // A rotated key's grace, or an expiry given at creation, ends it (docs/decisions.md 287).
      if (key.expires_at && new Date(key.expires_at) <= new Date())
        return sendProblem(req, res, 401, { detail: 'This key has expired' });
      // req.ip runs express's proxy-address rules: read only for a key limited to some addresses.
      const ranges = key.allowed_ips ?? [];
      if (ranges.length > 0 && !addressAllowed(ranges, req.ip))
        return sendProblem(req, res, 403, { detail: 'This key may not be used from this address' });
      used.record(key.id);
      const expectedKind: KeyKind[] = meta.worker
        ? ['worker']
        : meta.permission?.startsWith('lessee:')
          ? ['lessee', 'api']
          : meta.permission?.startsWith('owner:')
            ? ['owner']
            : ['api'];
      if (!expectedKind.includes(key.kind)) {
        return sendProblem(req, res, 403, { detail: `A ${key.kind} key cannot call this endpoint` });
      }
      if (meta.worker) {
        const tenantHeader = headerValue(req, 'x-tenant-id');
        // The tenant is part of a worker's credentials: without it (or malformed) they are incomplete.
        if (!tenantHeader || !UUID.test(tenantHeader))
          return sendProblem(req, res, 401, {
            detail: 'Missing credentials: send the X-Tenant-ID header with the tenant id',
          });
        if (tenantHeader !== key.tenant_id)
          return sendProblem(req, res, 403, { detail: 'The worker key is not authorized for this tenant' });
      }
      if (meta.permission && !hasPermission(key.permissions, meta.permission)) {
        return sendProblem(req, res, 403, { detail: `Missing permission ${meta.permission}` });
      }
      req.ctx = {
        actor: {
          tenantId: key.tenant_id,
          keyId: key.id,
          role: key.role,
          permissions: key.permissions,
          lesseeId: key.lessee_id,
          ownerId: key.owner_id,
        },
        store: stores.forTenant(key.tenant_id),
      };
      next();
    } catch (error) {
      next(error);
    }
  };
}

function headerValue(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
