// Fixtures for the mandates API tests and the cross-cutting walks: an owner, a place of that owner
// with an estate, a DRAFT mandate over the estate.
import type { Client } from './app.js';
import { ok } from './leasing.js';

export async function ownerWithEstate(
  client: Client,
  place: { postal_code?: string; city?: string } = {},
  estate: { area?: number } = {},
) {
  const owner = ok(await client.owners.create({ body: { first_name: 'Hélène', last_name: 'Mandant' } as never }), 201);
  const created = ok(
    await client.places.create({ body: { name: 'Résidence du Parc', owner_id: owner.id, ...place } as never }),
    201,
  );
  const found = ok(
    await client.estates.createInPlace({
      params: { id: created.id },
      body: {
        name: 'Appartement 3',
        fiscal_identifier: `FI-${Math.random().toString(36).slice(2, 10)}`,
        rent_amount: 900,
        owner_id: owner.id,
        ...estate,
      } as never,
    }),
    201,
  );
  return { owner, place: created, estate: found };
}

/** The body of a mandate over the given lots, with its usual terms. */
export function mandateBody(ownerId: string, lots: { estate_id?: string; place_id?: string }[], extra = {}) {
  return {
    owner_id: ownerId,
    starts_on: '2026-01-01',
    duration_months: 12,
    tacit_renewal: true,
    notice_months: 3,
    fee_rate: 7.5,
    lots,
    ...extra,
  };
}

/** A DRAFT mandate over a new estate of a new owner. */
export async function draftMandate(client: Client) {
  const { owner, estate, place } = await ownerWithEstate(client);
  const mandate = ok(
    await client.mandates.create({ body: mandateBody(owner.id, [{ estate_id: estate.id }]) as never }),
    201,
  );
  return { owner, estate, place, mandate };
}
