// Tenant-scoped stores over the test database, for workflow activities run by a test worker.
import { type Orm, openOrm } from '../../adapters/persistence/orm.js';
import { OrmTenantStores } from '../../adapters/persistence/tenant-stores.js';

export interface TestStores {
  orm: Orm;
  stores: OrmTenantStores;
  close(): Promise<void>;
}

export async function openTestStores(): Promise<TestStores> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const orm = await openOrm(url, { poolMax: 3 });
  return { orm, stores: new OrmTenantStores(orm), close: () => orm.close(true) };
}
