// The manager invites an owner to claim their account (issue 35 section 3): a one-time link whose
// token is derived from the invitation's id with the service secret and stored only as its SHA-256;
// it expires after CLAIM_VALIDITY_DAYS. The owner needs an e-mail or a mobile phone on the record:
// the one-time code goes there (422 `owner_contact_missing` otherwise).
import type { Store } from '../ports/store.js';
import { Owner } from '../property/owner.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { OwnerClaimDeps } from './deps.js';
import { OwnerClaim } from './owner-claim.js';

export const CLAIM_VALIDITY_DAYS = 7;

export function claimToken(deps: Pick<OwnerClaimDeps, 'guestSecrets'>, claimId: string): string {
  return deps.guestSecrets.tokenFor(`owner-claim:${claimId}`);
}

export async function inviteOwner(
  store: Store,
  deps: Pick<OwnerClaimDeps, 'clock' | 'ids' | 'secrets' | 'guestSecrets'>,
  ownerId: string,
  validityDays = CLAIM_VALIDITY_DAYS,
): Promise<{ claim: OwnerClaim; token: string }> {
  return store.transaction(async (tx) => {
    const owner = await tx.repo(Owner).get(ownerId);
    if (!owner.email && !owner.mobile_phone)
      throw new BusinessRuleError('The owner has no e-mail nor mobile phone to send the one-time code to', [
        { path: 'owner', message: 'set email or mobile_phone on the owner first', code: 'owner_contact_missing' },
      ]);
    const id = deps.ids.next();
    const token = claimToken(deps, id);
    const claim = Object.assign(new OwnerClaim(), {
      id,
      owner_id: owner.id,
      token_hash: deps.secrets.hash(token),
      expires_at: new Date(deps.clock.now().getTime() + validityDays * 86_400_000),
    });
    tx.repo(OwnerClaim).persist(claim);
    await tx.flush();
    return { claim, token };
  });
}
