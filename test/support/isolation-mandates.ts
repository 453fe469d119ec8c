// Tenant A's mandate records for the tenant-isolation walk (test/api/tenant-isolation.test.ts): a
// mandate over A's place, and letting fees on A's lease. Kept here so that the walk takes one call.
import type { Client } from './app.js';
import { ok } from './leasing.js';
import { mandateBody } from './mandates.js';

export async function seedMandates(
  client: Client,
  ids: Record<string, string>,
  refs: { owner: string; place: string; lease: string },
) {
  ids.mandate = ok(
    await client.mandates.create({ body: mandateBody(refs.owner, [{ place_id: refs.place }]) as never }),
    201,
  ).id;
  ids.letting_fees = ok(
    await client.lettingFees.put({
      params: { lease_id: refs.lease },
      body: {
        living_area: 50,
        tenant_visits_file_lease: 300,
        landlord_visits_file_lease: 300,
        tenant_entry_report: 100,
        landlord_entry_report: 100,
      },
    }),
    201,
  ).id;
}
