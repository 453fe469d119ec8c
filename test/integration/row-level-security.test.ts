import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Owner } from '../../core/property/owner.js';
import { type Orm, openOrm } from '../../adapters/persistence/orm.js';
import { TENANT_ROLE, withTenantSession } from '../../adapters/persistence/session.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';

let app: TestApp;
let a: TestTenant;
let b: TestTenant;
let pool: pg.Pool;

beforeAll(async () => {
  app = await startTestApp();
  a = await app.newTenant('RLS A');
  b = await app.newTenant('RLS B');
  await a.client.owners.create({ body: { last_name: 'Owner of A' } });
  await a.client.owners.create({ body: { last_name: 'Second owner of A' } });
  await b.client.owners.create({ body: { last_name: 'Owner of B' } });
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
});
afterAll(async () => {
  await pool.end();
  await app.close();
});

/** Runs a query as the application role, with or without the tenant setting, in one transaction. */
async function asApp<T extends pg.QueryResultRow>(sql: string, tenantId?: string): Promise<T[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local role ${TENANT_ROLE}`);
    if (tenantId) await client.query("select set_config('app.tenant_id', $1, true)", [tenantId]);
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('row-level security', () => {
  it('shows nothing to a query without the tenant setting', async () => {
    expect(await asApp('select * from owners')).toEqual([]);
    expect(await asApp('select * from places')).toEqual([]);
  });

  it("shows a tenant's rows only to that tenant", async () => {
    const rows = await asApp<{ last_name: string; tenant_id: string }>(
      'select last_name, tenant_id from owners order by last_name',
      a.tenantId,
    );
    expect(rows.map((r) => r.last_name)).toEqual(['Owner of A', 'Second owner of A']);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([a.tenantId]));
  });

  it("refuses to write a row into another tenant's space", async () => {
    await expect(
      asApp(
        `insert into owners (id, tenant_id, created_at, updated_at, owner_category) values (gen_random_uuid(), '${b.tenantId}', now(), now(), 'individual')`,
        a.tenantId,
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('protects every table that has a tenant_id', async () => {
    const { rows } = await pool.query<{ table_name: string; rls: boolean; policies: number }>(`
      select c.table_name, cl.relrowsecurity as rls,
             (select count(*)::int from pg_policies p where p.tablename = c.table_name and p.policyname = 'tenant_isolation') as policies
      from information_schema.columns c
      join pg_class cl on cl.relname = c.table_name and cl.relkind = 'r'
      where c.table_schema = 'public' and c.column_name = 'tenant_id'`);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((r) => !r.rls || r.policies !== 1).map((r) => r.table_name)).toEqual([]);
  });

  it('still isolates when the ORM filter is switched off: the database is the second line', async () => {
    const em = app.orm.em.fork();
    const seen = await withTenantSession(b.tenantId, () => em.find(Owner, {}, { filters: false }));
    expect(seen.map((o) => o.last_name)).toEqual(['Owner of B']);
  });
});

describe('the tenant session of a pooled connection (set at checkout)', () => {
  // One connection in the pool: every checkout below reuses the connection the previous one left.
  let single: Orm;
  beforeAll(async () => {
    single = await openOrm(process.env.TEST_DATABASE_URL!, { poolMax: 1 });
  });
  afterAll(() => single.close(true));

  const names = (owners: { last_name: string | null }[]) => owners.map((o) => o.last_name).sort();
  const asTenant = (tenantId: string | null) => () =>
    withTenantSession(tenantId, () =>
      single.em.fork().find(Owner, { tenant_id: { $in: [a.tenantId, b.tenantId] } }, { filters: false }),
    );

  it('follows the tenant from one checkout to the next, and back to the system', async () => {
    expect(names(await asTenant(a.tenantId)())).toEqual(['Owner of A', 'Second owner of A']);
    expect(names(await asTenant(b.tenantId)())).toEqual(['Owner of B']);
    expect(names(await asTenant(null)())).toEqual(['Owner of A', 'Owner of B', 'Second owner of A']);
    expect(names(await asTenant(a.tenantId)())).toEqual(['Owner of A', 'Second owner of A']);
  });

  it('runs tenant work as the application role and system work as the connecting role', async () => {
    const role = (tenantId: string | null) =>
      withTenantSession(tenantId, () => single.em.fork().execute<{ role: string }[]>('select current_user as role'));
    expect((await role(a.tenantId))[0].role).toBe(TENANT_ROLE);
    expect((await role(null))[0].role).not.toBe(TENANT_ROLE);
  });

  it('keeps concurrent tenants apart on a shared pool', async () => {
    const store = (tenantId: string) => new MikroStore(single.em.fork(), tenantId).repo(Owner);
    const [ofA, ofB] = await Promise.all([
      store(a.tenantId).list({}, { page: 1, perPage: 10, sort: [{ field: 'id', direction: 'asc' }] }),
      store(b.tenantId).list({}, { page: 1, perPage: 10, sort: [{ field: 'id', direction: 'asc' }] }),
    ]);
    expect(names(ofA.items)).toEqual(['Owner of A', 'Second owner of A']);
    expect(names(ofB.items)).toEqual(['Owner of B']);
  });
});
