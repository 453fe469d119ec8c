// Tenant A's owner account records for the tenant-isolation walk (test/api/tenant-isolation.test.ts):
// the statement of a period of A's mandate (the :statement_id of the statement routes). The mandate,
// the owner and A's media are seeded by the walk already. Kept here so that the walk takes one call.
import type { Client } from './app.js';
import { ok } from './leasing.js';

export async function seedOwnerAccounts(client: Client, ids: Record<string, string>) {
  ids.statement = ok(
    await client.ownerStatements.issue({ params: { mandate_id: ids.mandate }, body: { period_start: '2026-01-01' } }),
    201,
  ).id;
}
