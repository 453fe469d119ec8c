import { describe, expect, it } from '@jest/globals';
import { clientFor } from '../support/app.js';
import { startTestApp } from '../support/app.js';
import { runTs } from './run.js';

const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' });

describe('admin CLI', () => {
  it('creates a tenant and prints exactly one JSON object with working keys', async () => {
    const result = await runTs('adapters/main/admin.ts', ['tenant', 'create', '--name', 'Agence Dupont'], env());
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const created = JSON.parse(lines[0]) as { tenant_id: string; api_key: string; worker_key: string };
    expect(Object.keys(created).sort()).toEqual(['api_key', 'tenant_id', 'worker_key']);
    expect(created.api_key).not.toEqual(created.worker_key);

    const app = await startTestApp();
    try {
      const client = clientFor(app.baseUrl, { authorization: `Bearer ${created.api_key}` });
      expect((await client.owners.create({ body: { last_name: 'Via CLI' } })).status).toBe(201);
      const worker = clientFor(app.baseUrl, { authorization: `Bearer ${created.worker_key}` });
      expect((await worker.owners.list({ query: {} })).status).toBe(403);

      const key = await runTs(
        'adapters/main/admin.ts',
        [
          'key',
          'create',
          '--tenant',
          created.tenant_id,
          '--permissions',
          'properties:read,LeasesRead',
          '--role',
          'member',
        ],
        env(),
      );
      expect(key.code).toBe(0);
      const { api_key } = JSON.parse(key.stdout) as { api_key: string };
      const readOnly = clientFor(app.baseUrl, { authorization: `Bearer ${api_key}` });
      const list = await readOnly.owners.list({ query: {} });
      expect(list.status === 200 && list.body.data.map((o) => o.last_name)).toEqual(['Via CLI']);
      expect((await readOnly.owners.create({ body: { last_name: 'Nope' } })).status).toBe(403);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses unknown permissions, unknown tenants and bad usage with a non-zero exit and nothing on stdout', async () => {
    const created = JSON.parse(
      (await runTs('adapters/main/admin.ts', ['tenant', 'create', '--name', 'T'], env())).stdout,
    ) as { tenant_id: string };
    const badPermission = await runTs(
      'adapters/main/admin.ts',
      ['key', 'create', '--tenant', created.tenant_id, '--permissions', 'root:all'],
      env(),
    );
    expect(badPermission.code).not.toBe(0);
    expect(badPermission.stdout).toBe('');
    expect(badPermission.stderr).toContain('root:all');
    const badTenant = await runTs(
      'adapters/main/admin.ts',
      ['key', 'create', '--tenant', '00000000-0000-4000-8000-000000000000', '--permissions', 'properties:read'],
      env(),
    );
    expect(badTenant.code).not.toBe(0);
    expect(badTenant.stdout).toBe('');
    const usage = await runTs('adapters/main/admin.ts', ['tenant', 'delete'], env());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage');
  }, 60_000);

  it('assigns a plan and creates a coupon (docs/decisions.md 281, 284)', async () => {
    const admin = (args: string[]) => runTs('adapters/main/admin.ts', args, env());
    const { tenant_id } = JSON.parse((await admin(['tenant', 'create', '--name', 'Plan'])).stdout) as {
      tenant_id: string;
    };
    const assigned = await admin(['plan', 'assign', '--tenant', tenant_id, '--plan', 'business']);
    expect([assigned.code, JSON.parse(assigned.stdout)]).toEqual([0, { tenant_id, plan: 'BUSINESS' }]);
    const code = `cli-${Date.now()}`;
    const created = await admin([
      'coupon',
      'create',
      '--code',
      code,
      '--name',
      'Bienvenue',
      '--percent-off',
      '20',
      '--packages',
      'starter',
      '--first-purchase-only',
    ]);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      percent_off: 20,
      package_codes: ['starter'],
      first_purchase_only: true,
    });
    const twice = await admin(['coupon', 'create', '--code', code, '--name', 'Bis', '--amount-off', '5']);
    expect([twice.code, twice.stdout]).toEqual([1, '']);
    const both = await admin([
      'coupon',
      'create',
      '--code',
      'X1Y2',
      '--name',
      'X',
      '--amount-off',
      '5',
      '--percent-off',
      '5',
    ]);
    expect(both.code).toBe(2);
  }, 60_000);
});
