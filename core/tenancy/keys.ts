import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { Secrets } from '../ports/secrets.js';
import type { Store } from '../ports/store.js';
import { ALL_CALLER_PERMISSIONS, type Role, ROLES, normalisePermission } from './permissions.js';
import type { KeyKind } from '../../contract/vocabulary/tenancy.js';
import { ApiKey, Tenant } from './tenant.js';

export interface IssuedKey {
  api_key: string;
  key: ApiKey;
}

export interface KeyRequest {
  tenantId: string;
  kind: KeyKind;
  permissions: string[];
  role?: string;
  lesseeId?: string | null;
  ownerId?: string | null;
}

function checkedPermissions(names: string[]): string[] {
  const unknown = names.filter((name) => !normalisePermission(name));
  if (unknown.length > 0) {
    throw new ValidationError(
      `Unknown permission(s): ${unknown.join(', ')}`,
      unknown.map((name) => ({ path: 'permissions', message: `unknown permission ${name}`, code: 'invalid_enum' })),
    );
  }
  return [...new Set(names.map((name) => normalisePermission(name)!))];
}

function checkedRole(role: string): Role {
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new ValidationError(`Unknown role ${role}`, [
      { path: 'role', message: `role must be one of ${ROLES.join(', ')}`, code: 'invalid_enum' },
    ]);
  }
  return role as Role;
}

const DEFAULT_ROLES: Record<KeyKind, Role> = {
  api: 'member',
  worker: 'member',
  lessee: 'lessee',
  owner: 'property_owner',
};

/** A lessee key sees one lessee's leases, an owner key (issued by an owner claim) one owner's records: neither exists unbound. */
function assertBound(request: KeyRequest): void {
  if (request.kind === 'lessee' && !request.lesseeId)
    throw new ValidationError('A lessee key is bound to a lessee: give its lessee id', [
      { path: 'lessee_id', message: 'required for a lessee key', code: 'required' },
    ]);
  if (request.kind === 'owner' && !request.ownerId)
    throw new ValidationError('An owner key is bound to an owner: give its owner id', [
      { path: 'owner_id', message: 'required for an owner key', code: 'required' },
    ]);
}

export function keyUseCases(store: Store, secrets: Secrets) {
  function issue(request: KeyRequest, given?: string): IssuedKey {
    assertBound(request);
    const apiKey = given ?? secrets.newKey(request.kind);
    const key = Object.assign(new ApiKey(), {
      tenant_id: request.tenantId,
      kind: request.kind,
      key_hash: secrets.hash(apiKey),
      key_prefix: apiKey.slice(0, 10),
      key_last4: apiKey.slice(-4),
      role: checkedRole(request.role ?? DEFAULT_ROLES[request.kind]),
      permissions: checkedPermissions(request.permissions),
      lessee_id: request.lesseeId ?? null,
      owner_id: request.ownerId ?? null,
    });
    store.repo(ApiKey).persist(key);
    return { api_key: apiKey, key };
  }

  return {
    /** A tenant with an all-permission owner key and a worker key (admin CLI). */
    async createTenant(name: string) {
      return store.transaction(async (tx) => {
        const tenant = Object.assign(new Tenant(), { name });
        tx.repo(Tenant).persist(tenant);
        await tx.flush();
        const inTx = keyUseCases(tx, secrets);
        const owner = inTx.issueUnflushed({
          tenantId: tenant.id,
          kind: 'api',
          permissions: ALL_CALLER_PERMISSIONS,
          role: 'owner',
        });
        const worker = inTx.issueUnflushed({
          tenantId: tenant.id,
          kind: 'worker',
          permissions: ['signatures:write'],
          role: 'member',
        });
        await tx.flush();
        return { tenant_id: tenant.id, api_key: owner.api_key, worker_key: worker.api_key };
      });
    },
    async createKey(request: KeyRequest) {
      await store.repo(Tenant).get(request.tenantId);
      const issued = issue(request);
      await store.flush();
      return issued;
    },
    issueUnflushed: issue,
    /**
     * Records a key the service derived itself (its own worker key), once: a key already recorded
     * is left as it is, revoked or not.
     */
    async register(request: KeyRequest & { apiKey: string }): Promise<void> {
      if (await store.repo(ApiKey).findOne({ key_hash: secrets.hash(request.apiKey) })) return;
      await store.repo(Tenant).get(request.tenantId);
      issue(request, request.apiKey);
      // Two workers registering it at once: the unique hash keeps one, the other's retry finds it.
      await store.flush();
    },
    /** The tenant; NotFoundError when there is none. */
    tenant: (tenantId: string) => store.repo(Tenant).get(tenantId),
    /** Revokes the key with this secret: every API process refuses it from then on (a revoked key keeps its time). */
    async revoke(apiKey: string, at: Date): Promise<ApiKey> {
      const key = await store.repo(ApiKey).findOne({ key_hash: secrets.hash(apiKey) });
      if (!key) throw new NotFoundError('API key', `${apiKey.slice(0, 10)}...`);
      key.revoked_at ??= at;
      await store.flush();
      return key;
    },
    /** The live key with this secret, or null. */
    authenticate: (apiKey: string) => store.repo(ApiKey).findOne({ key_hash: secrets.hash(apiKey), revoked_at: null }),
  };
}
