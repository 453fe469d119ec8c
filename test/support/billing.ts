// Fixtures for the billing API tests: active leases in a building of a chosen kind.
import type { Client } from './app.js';
import { leaseWithTenant, ok, type LeaseTypeCode } from './leasing.js';

/** An estate in a new building; `place` sets the building's fields (place_category, postal_code ...). */
export async function estateIn(
  client: Client,
  place: Record<string, unknown> = {},
  estate: Record<string, unknown> = {},
) {
  const created = ok(await client.places.create({ body: { name: 'Résidence du Parc', ...place } as never }), 201);
  return ok(
    await client.estates.createInPlace({
      params: { id: created.id },
      body: {
        name: 'Lot 7',
        fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
        rent_amount: 850,
        ...estate,
      } as never,
    }),
    201,
  );
}

/** A lease with a primary tenant, moved to ACTIVE. */
export async function activeLease(
  client: Client,
  fields: Record<string, unknown> & { type?: LeaseTypeCode; estate_id?: string } = {},
) {
  const { lease, lessee } = await leaseWithTenant(client, fields);
  const active = ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return { lease: active, lessee };
}
