// Tenant-scoped stores over the test database, for workflow activities run by a test worker.
import { type Orm, openOrm } from '../../adapters/persistence/orm.js';
import { mikroStores } from '../../adapters/persistence/store.js';
import type { Stores } from '../../core/ports/store.js';

export interface TestStores {
  orm: Orm;
  stores: Stores;
  close(): Promise<void>;
}

export async function openTestStores(): Promise<TestStores> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  const orm = await openOrm(url, { poolMax: 3 });
  return { orm, stores: mikroStores(orm), close: () => orm.close(true) };
}
