// The public side of an owner claim (spec: "the public owner-claim view needs no API key"): the token
// names one invitation, looked up by its SHA-256 across tenants; an unknown, used, revoked or expired
// token is the same 404, telling nothing more (the tries per token are limited by the HTTP layer).
// The view shows what the owner will claim: the name, the lots and the mandates; nothing else.
import { ManagementMandate } from '../mandates/mandate.js';
import { estatesOfMandate } from '../mandates/managed-lots.js';
import { ownerName } from '../mandates/payouts/owner-name.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { NotFoundError } from '../shared/errors.js';
import type { OwnerClaimDeps } from './deps.js';
import { OwnerClaim } from './owner-claim.js';

export interface ClaimContext {
  store: Store;
  claim: OwnerClaim;
  owner: Owner;
}

/** The pending, unexpired invitation behind the token, in its tenant; one 404 for every other case. */
export async function resolveClaim(
  deps: Pick<OwnerClaimDeps, 'stores' | 'secrets' | 'clock'>,
  token: string,
): Promise<ClaimContext> {
  const found = await deps.stores
    .system()
    .repo(OwnerClaim)
    .findOne({ token_hash: deps.secrets.hash(token) });
  if (!found || found.status !== 'PENDING' || deps.clock.now() >= found.expires_at)
    throw new NotFoundError('owner claim link');
  const store = deps.stores.forTenant(found.tenant_id);
  return {
    store,
    claim: await store.repo(OwnerClaim).get(found.id),
    owner: await store.repo(Owner).get(found.owner_id),
  };
}

/** The owner's lots: the estates the owner's mandates cover, and the estates (or places) the owner holds. */
export async function lotsOfOwner(store: Store, ownerId: string): Promise<string[]> {
  const mandates = await store.repo(ManagementMandate).findAll({ owner_id: ownerId });
  const ids = new Set<string>();
  for (const mandate of mandates) for (const id of await estatesOfMandate(store, mandate)) ids.add(id);
  const held = await store.repo(Estate).findAll({ owner_id: ownerId });
  for (const estate of held) ids.add(estate.id);
  return [...ids].sort();
}

export async function claimView(deps: Pick<OwnerClaimDeps, 'stores' | 'secrets' | 'clock'>, token: string) {
  const { store, claim, owner } = await resolveClaim(deps, token);
  const lotIds = await lotsOfOwner(store, owner.id);
  const estates = lotIds.length > 0 ? await store.repo(Estate).findAll({ id: { $in: lotIds } }) : [];
  const mandates = await store
    .repo(ManagementMandate)
    .findAll({ owner_id: owner.id }, [{ field: 'number', direction: 'asc' }]);
  return {
    name: ownerName(owner),
    expires_at: claim.expires_at,
    lots: estates.map((estate) => ({ id: estate.id, name: estate.name, address: estate.address })),
    mandates: mandates.map((m) => ({ number: m.number, status: m.status, starts_on: m.starts_on })),
  };
}
