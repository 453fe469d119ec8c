// The account's caller keys through the API (issue 39; docs/decisions.md 286-287): the IP ranges
// are checked and made canonical here (ipaddr.js), the rest is core/tenancy/key-management.ts.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { ApiKey } from '../../../../core/tenancy/tenant.js';
import { type KeyManagementDeps, keyManagement } from '../../../../core/tenancy/key-management.js';
import type { KeyChanges } from '../../../persistence/key-changes.js';
import { ctx, type HasContext } from '../../context.js';
import { canonicalRanges } from '../../ip-ranges.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

/** What a key's answer shows: never its hash nor its prefix. */
const shown = (key: ApiKey) => {
  const { key_hash: _hash, key_prefix: _prefix, ...rest } = wire(key);
  return rest;
};

/**
 * A rotation or a revocation answers once this process has heard the key's change notice, which every
 * API process hears at the same moment: the next request, on any of them, sees the change.
 */
async function toldEverywhere<T>(changes: KeyChanges | undefined, keyId: string, change: () => Promise<T>): Promise<T> {
  const heard = changes?.heard(keyId);
  const result = await change();
  await heard;
  return result;
}

export function apiKeysRouter(deps: KeyManagementDeps, changes?: KeyChanges) {
  const keys = (req: HasContext) => keyManagement(ctx(req).store, deps, ctx(req).actor);
  return s.router(contract.apiKeys, {
    create: async ({ body, req }) => {
      const issued = await keys(req).create({
        ...body,
        expires_at: body.expires_at ? new Date(body.expires_at) : null,
        allowed_ips: canonicalRanges(body.allowed_ips ?? []),
      });
      return { status: 201, body: { ...shown(issued.key), api_key: issued.api_key } };
    },
    list: async ({ query, req }) => ({ status: 200, body: paged(await keys(req).list(query)) }),
    get: async ({ params, req }) => ({ status: 200, body: shown(await keys(req).get(params.id)) }),
    rotate: async ({ params, body, req }) => {
      const issued = await toldEverywhere(changes, params.id, () =>
        keys(req).rotate(params.id, body.grace_period_seconds),
      );
      return { status: 201, body: { ...shown(issued.key), api_key: issued.api_key } };
    },
    revoke: async ({ params, req }) => {
      const revoked = await toldEverywhere(changes, params.id, () => keys(req).revoke(params.id));
      return { status: 200, body: shown(revoked) };
    },
  });
}
