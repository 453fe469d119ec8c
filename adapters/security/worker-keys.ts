// The service's own worker key for a tenant (X-API-Key of the worker endpoints, docs/decisions.md
// 68): derived from the service secret, so every worker process computes the same one without it
// being stored anywhere but as its SHA-256 in api_keys, registered there on first use like any key
// the admin CLI issues (kind worker, permission signatures:write).
import { createHmac } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { keyUseCases } from '../../core/tenancy/keys.js';
import { MikroStore } from '../persistence/store.js';
import { nodeSecrets } from './secrets.js';

export function derivedWorkerKeys(orm: Pick<MikroORM, 'em'>, serviceSecret: string) {
  const known = new Map<string, string>();
  return {
    async keyFor(tenantId: string): Promise<string> {
      const cached = known.get(tenantId);
      if (cached) return cached;
      const key = `rk_wrkr_${createHmac('sha256', serviceSecret).update(`worker-key:${tenantId}`).digest('base64url')}`;
      await keyUseCases(new MikroStore(orm.em.fork(), null), nodeSecrets).register({
        tenantId,
        kind: 'worker',
        permissions: ['signatures:write'],
        apiKey: key,
      });
      known.set(tenantId, key);
      return key;
    },
  };
}
