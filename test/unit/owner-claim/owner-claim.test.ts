// The owner claim's use cases on the in-memory store (core/owner-claim/): the token found by its hash
// only while the invitation is pending and unexpired (one NotFoundError otherwise), the one-time code's
// tries, the claim binding the owner and issuing a bound owner key, the revocation cutting it.
import { describe, expect, it } from '@jest/globals';
import { MemoryOutbox } from '../../../adapters/notify/memory-outbox.js';
import { hmacGuestSecrets } from '../../../adapters/security/guest-secrets.js';
import { nodeSecrets } from '../../../adapters/security/secrets.js';
import { claimView, resolveClaim } from '../../../core/owner-claim/claim-access.js';
import { claimOwner, requestClaimOtp, revokeClaim } from '../../../core/owner-claim/claim-owner.js';
import type { OwnerClaimDeps } from '../../../core/owner-claim/deps.js';
import { inviteOwner } from '../../../core/owner-claim/invite-owner.js';
import { OwnerClaim } from '../../../core/owner-claim/owner-claim.js';
import { Owner } from '../../../core/property/owner.js';
import { NotFoundError, ValidationError } from '../../../core/shared/errors.js';
import { ApiKey } from '../../../core/tenancy/tenant.js';
import { MemoryDatabase } from '../../support/memory-store.js';

const TENANT = '11111111-1111-4111-8111-111111111111';

function world() {
  const clock = { ms: Date.parse('2026-03-01T09:00:00Z'), now: () => new Date(clock.ms) };
  const db = new MemoryDatabase(clock);
  const notifier = new MemoryOutbox();
  let n = 0;
  const deps: OwnerClaimDeps = {
    clock,
    ids: { next: () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}` },
    secrets: nodeSecrets,
    guestSecrets: hmacGuestSecrets('unit-test-secret-0123456789abcdef'),
    notifier,
    stores: { system: () => db.store(), forTenant: (tenantId) => db.store(tenantId) },
  };
  const [owner] = db.insert(
    Owner,
    Object.assign(new Owner(), {
      id: '22222222-2222-4222-8222-222222222222',
      tenant_id: TENANT,
      first_name: 'Hélène',
      last_name: 'Mandant',
      email: 'helene@example.fr',
      created_at: clock.now(),
      updated_at: clock.now(),
    }),
  );
  return { clock, db, notifier, deps, owner, store: db.store(TENANT) };
}

const code = (notifier: MemoryOutbox) => String(notifier.list('owner_claim_otp').at(-1)!.data.code);

describe('the owner claim', () => {
  it('keeps only the hash of the token, and finds it only while pending and unexpired', async () => {
    const { deps, owner, store, db, clock } = world();
    const { claim, token } = await inviteOwner(store, deps, owner.id, 2);
    expect(db.rows(OwnerClaim)[0].token_hash).toBe(nodeSecrets.hash(token));
    expect(JSON.stringify(db.rows(OwnerClaim))).not.toContain(token);
    expect((await resolveClaim(deps, token)).claim.id).toBe(claim.id);
    expect((await claimView(deps, token)).name).toBe('Hélène Mandant');
    const unknown = await resolveClaim(deps, 'x'.repeat(43)).catch((e: Error) => e);
    expect(unknown).toBeInstanceOf(NotFoundError);
    clock.ms += 2 * 86_400_000;
    const expired = await resolveClaim(deps, token).catch((e: Error) => e);
    expect(expired).toBeInstanceOf(NotFoundError);
    expect((expired as Error).message).toBe((unknown as Error).message);
  });

  it('claims with the code: the owner bound, an owner key issued, the token used', async () => {
    const { deps, owner, store, db, notifier } = world();
    const { token } = await inviteOwner(store, deps, owner.id);
    const sent = await requestClaimOtp(deps, token);
    expect(sent).toMatchObject({ channel: 'email', destination: 'h•••••@example.fr', sends_left: 4 });
    const wrong = code(notifier) === '000000' ? '000001' : '000000';
    const refused = await claimOwner(deps, token, wrong).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    const claimed = await claimOwner(deps, token, code(notifier));
    const [key] = db.rows(ApiKey);
    expect(key).toMatchObject({ kind: 'owner', role: 'property_owner', owner_id: owner.id, revoked_at: null });
    expect(key.key_hash).toBe(nodeSecrets.hash(claimed.api_key));
    expect(db.rows(Owner)[0].auth_user_id).toBe(key.id);
    expect(await resolveClaim(deps, token).catch((e: Error) => e)).toBeInstanceOf(NotFoundError);

    const revoked = await revokeClaim(store, deps, owner.id);
    expect(revoked).toMatchObject({ revoked_claims: 1, revoked_keys: 1 });
    expect(db.rows(ApiKey)[0].revoked_at).not.toBeNull();
    expect(db.rows(Owner)[0].auth_user_id).toBeNull();
  });
});
