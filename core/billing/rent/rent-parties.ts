// Who and what a rent document names: the landlord (the estate's owner, else the building's), the
// dwelling and its address, the tenants by name.
import type { Lease } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import { Estate } from '../../property/estate.js';
import { Owner } from '../../property/owner.js';
import { Place } from '../../property/place.js';
import type { Store } from '../../ports/store.js';
import type { Party, RentDocumentParties } from './rent-documents.js';

const joined = (parts: (string | null | undefined)[], separator = ' ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator) || null;

export function ownerParty(owner: Owner | null): Party {
  if (!owner) return { name: 'Le bailleur', address: null };
  const name = owner.legal_name ?? joined([owner.title, owner.first_name, owner.last_name]) ?? 'Le bailleur';
  const street = joined([owner.street_number, owner.street_name]);
  return { name, address: joined([street, owner.address_complement, joined([owner.postal_code, owner.city])], ', ') };
}

export function lesseeName(lessee: Pick<Lessee, 'title' | 'first_name' | 'last_name'>): string {
  return joined([lessee.title, lessee.first_name, lessee.last_name]) ?? lessee.last_name;
}

export async function documentParties(store: Store, lease: Lease): Promise<RentDocumentParties> {
  const estate = await store.repo(Estate).get(lease.estate_id);
  const place = await store.repo(Place).find(estate.place_id);
  const ownerId = estate.owner_id ?? place?.owner_id ?? null;
  const owner = ownerId ? await store.repo(Owner).find(ownerId) : null;
  const placeAddress = place ? joined([place.address_line1, joined([place.postal_code, place.city])], ', ') : null;
  return {
    landlord: ownerParty(owner),
    property: {
      name: joined([place?.name, estate.name], ', ') ?? estate.name,
      address: estate.address ?? placeAddress,
    },
    lease_reference: lease.reference_number,
  };
}

export async function lesseesById(store: Store, ids: string[]): Promise<Map<string, Lessee>> {
  const found = ids.length > 0 ? await store.repo(Lessee).findAll({ id: { $in: ids } }) : [];
  return new Map(found.map((lessee) => [lessee.id, lessee]));
}
