// The account's caller keys managed through the API (issue 39; docs/decisions.md 286-287): create
// (name, scopes, optional expiry and IP ranges; the secret shown once, stored hashed), list (no
// secret: the last 4 characters), rotate (the old key lives on for a grace period given), revoke
// (at once, on every API process: adapters/persistence/key-changes.ts). Only owner or admin keys
// manage keys, never granting a scope they lack nor a role above admin; worker and lessee keys stay
// with the admin CLI and the lessee flow.
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Ids } from '../ports/ids.js';
import type { Quota } from '../ports/quota.js';
import type { Secrets } from '../ports/secrets.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors.js';
import { keyUseCases } from './keys.js';
import { normalisePermission } from './permissions.js';
import { ApiKey } from './tenant.js';

export interface KeyManagementDeps {
  clock: Clock;
  ids: Ids;
  secrets: Secrets;
  events: EventOutbox;
  quota: Quota;
}

export interface NewKeyInput {
  name: string;
  permissions: string[];
  role?: 'admin' | 'member';
  expires_at?: Date | null;
  allowed_ips?: string[];
}

/** The longest grace a rotation gives the old key: a week. */
export const MAX_ROTATION_GRACE_SECONDS = 7 * 24 * 3600;

const MANAGING_ROLES = ['owner', 'admin'];

export function assertMayManageKeys(actor: Pick<Actor, 'role'>): void {
  if (!MANAGING_ROLES.includes(actor.role))
    throw new ForbiddenError(
      `Only a key with the owner or admin role may manage keys; this key's role is ${actor.role}`,
    );
}

/** A key never grants what its maker lacks (pure): the scopes asked for that the actor does not hold. */
export function scopesBeyond(actor: Pick<Actor, 'permissions'>, asked: readonly string[]): string[] {
  // An unknown name is left to the key's own check (a 400 naming it).
  return asked.filter((name) => {
    const known = normalisePermission(name);
    return known !== undefined && !actor.permissions.includes(known);
  });
}

/** A new key's scopes are the maker's own, and its expiry is ahead. */
function assertGrantable(
  actor: Pick<Actor, 'permissions'>,
  input: Pick<NewKeyInput, 'permissions' | 'expires_at'>,
  now: Date,
) {
  const beyond = scopesBeyond(actor, input.permissions);
  if (beyond.length > 0) throw new ForbiddenError(`A key cannot grant scopes its maker lacks: ${beyond.join(', ')}`);
  if (input.expires_at && input.expires_at <= now)
    throw new BusinessRuleError('The expiry is in the past', [
      { path: 'expires_at', message: 'must be in the future', code: 'past_expiry' },
    ]);
}

/** The webhooks hear of a key created or revoked (never its secret). */
function told(
  tx: Store,
  deps: Pick<KeyManagementDeps, 'events'>,
  type: 'api_key.created' | 'api_key.revoked',
  key: ApiKey,
) {
  return deps.events.record(tx, {
    tenantId: key.tenant_id,
    type,
    key: key.id,
    subjectType: 'api_key',
    subjectId: key.id,
    payload: {
      key_id: key.id,
      name: key.name,
      role: key.role,
      permissions: key.permissions,
      ...(key.revoked_at ? { revoked_at: key.revoked_at.toISOString() } : {}),
    },
  });
}

export function keyManagement(store: Store, deps: KeyManagementDeps, actor: Actor) {
  assertMayManageKeys(actor);
  const keys = store.repo(ApiKey);
  const now = () => deps.clock.now();

  async function managed(id: string, within: Store = store): Promise<ApiKey> {
    const key = await within.repo(ApiKey).findOne({ id, tenant_id: actor.tenantId, kind: 'api' });
    if (!key) throw new NotFoundError('API key', id);
    return key;
  }

  async function issue(tx: Store, input: Omit<NewKeyInput, 'role'> & { role?: string }, id = deps.ids.next()) {
    assertGrantable(actor, input, now());
    const issued = keyUseCases(tx, deps.secrets).issueUnflushed({
      tenantId: actor.tenantId,
      kind: 'api',
      permissions: input.permissions,
      role: input.role ?? 'member',
    });
    Object.assign(issued.key, {
      id,
      name: input.name,
      expires_at: input.expires_at ?? null,
      allowed_ips: input.allowed_ips ?? [],
    });
    await deps.quota.assertWithinLimit(tx, actor.tenantId, 'users');
    await told(tx, deps, 'api_key.created', issued.key);
    return issued;
  }

  return {
    create: (input: NewKeyInput) => store.transaction((tx) => issue(tx, input)),
    list: (input: ListInput) => keys.list({ tenant_id: actor.tenantId, kind: 'api' }, pageRequest(input)),
    get: (id: string) => managed(id),
    /** A new key like the old one; the old one lives on `graceSeconds` (0: ends now). */
    rotate: (id: string, graceSeconds: number) =>
      store.transaction(async (tx) => {
        const old = await managed(id, tx);
        if (old.revoked_at || old.replaced_by_key_id || (old.expires_at && old.expires_at <= now()))
          throw new ConflictError('This key is revoked, expired or already rotated: create a new one');
        // The old key, replaced, counts no more as a user: a rotation at the plan's limit works.
        const replacement = deps.ids.next();
        const { expires_at: expiry } = old;
        const graceEnd = new Date(now().getTime() + graceSeconds * 1000);
        old.expires_at = expiry && expiry < graceEnd ? expiry : graceEnd;
        old.replaced_by_key_id = replacement;
        const issued = await issue(
          tx,
          {
            name: old.name ?? `rotation of ${old.key_last4 ?? old.key_prefix}`,
            permissions: old.permissions,
            role: old.role,
            expires_at: expiry,
            allowed_ips: old.allowed_ips,
          },
          replacement,
        );
        return { ...issued, replaced: old };
      }),
    revoke: (id: string) =>
      store.transaction(async (tx) => {
        const key = await managed(id, tx);
        if (key.id === actor.keyId) throw new ConflictError('A key cannot revoke itself: use another key');
        if (key.revoked_at) return key;
        key.revoked_at = now();
        await told(tx, deps, 'api_key.revoked', key);
        return key;
      }),
  };
}
