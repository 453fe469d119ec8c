// The admin CLI issues an owner key bound to an owner (what an owner claim issues; the fuzz seed's
// key for the owner routes): it reads the owner's own routes and nothing else; unbound, it is refused.
import { describe, expect, it } from '@jest/globals';
import { clientFor, startTestApp } from '../support/app.js';
import { runTs } from './run.js';

const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' });

describe('admin CLI owner keys', () => {
  it('binds an owner key to an existing owner, and refuses one without an owner', async () => {
    const created = JSON.parse(
      (await runTs('adapters/main/admin.ts', ['tenant', 'create', '--name', 'Agence'], env())).stdout,
    ) as { tenant_id: string; api_key: string };
    const app = await startTestApp();
    try {
      const manager = clientFor(app.baseUrl, { authorization: `Bearer ${created.api_key}` });
      const owner = await manager.owners.create({ body: { last_name: 'Par la CLI' } });
      const ownerId = (owner.body as { id: string }).id;
      const args = ['key', 'create', '--tenant', created.tenant_id, '--kind', 'owner', '--permissions', 'owner:read'];
      const unbound = await runTs('adapters/main/admin.ts', args, env());
      expect(unbound.code).not.toBe(0);
      expect(unbound.stdout).toBe('');
      const bound = await runTs('adapters/main/admin.ts', [...args, '--owner', ownerId], env());
      expect(bound.code).toBe(0);
      const key = (JSON.parse(bound.stdout) as { api_key: string }).api_key;
      expect(key.startsWith('rk_ownr_')).toBe(true);
      const own = clientFor(app.baseUrl, { authorization: `Bearer ${key}` });
      const me = await own.ownerPortal.me();
      expect([me.status, (me.body as { id: string }).id]).toEqual([200, ownerId]);
      expect((await own.owners.list({ query: {} })).status).toBe(403);
    } finally {
      await app.close();
    }
  }, 60_000);
});
