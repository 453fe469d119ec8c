// Claiming (issue 35 section 3): the owner proves the e-mail or phone on the record with a one-time
// code, sent and checked under the guest signature's rules (core/signature/otp-rules.ts: 10 minutes,
// 5 sends a minute apart, 5 wrong codes lock); the claim binds the owner's auth_user_id to the owner
// key it issues (kind `owner`, role `property_owner`, owner:read and owner:download). Revoking the
// claim revokes the key, which every API process refuses at once (docs/decisions.md 184).
import type { OtpChannel } from '../../contract/vocabulary/signature.js';
import type { Store } from '../ports/store.js';
import { Owner } from '../property/owner.js';
import { BusinessRuleError, GoneError, LockedError, TooManyRequestsError, ValidationError } from '../shared/errors.js';
import {
  OTP_MAX_FAILURES,
  OTP_VALIDITY_MS,
  maskDestination,
  resendRefusal,
  sendsLeft,
  triesLeft,
} from '../signature/otp-rules.js';
import { keyUseCases } from '../tenancy/keys.js';
import { ApiKey } from '../tenancy/tenant.js';
import { resolveClaim } from './claim-access.js';
import type { OwnerClaimDeps } from './deps.js';
import { OwnerClaim } from './owner-claim.js';

export const OWNER_KEY_PERMISSIONS = ['owner:read', 'owner:download'];

function destinationOf(owner: Owner, channel: OtpChannel): string {
  const destination = channel === 'sms' ? owner.mobile_phone : owner.email;
  if (!destination)
    throw new BusinessRuleError(`The owner has no ${channel === 'sms' ? 'mobile phone' : 'e-mail'} on record`, [
      { path: 'channel', message: `no ${channel} destination on the owner`, code: 'owner_contact_missing' },
    ]);
  return destination;
}

export async function requestClaimOtp(deps: OwnerClaimDeps, token: string, channel?: OtpChannel) {
  const { store, claim, owner } = await resolveClaim(deps, token);
  const chosen: OtpChannel = channel ?? (owner.email ? 'email' : 'sms');
  const destination = destinationOf(owner, chosen);
  const now = deps.clock.now();
  const code = deps.guestSecrets.newOtp();
  const sent = await store.transaction(async (tx) => {
    const locked = await tx.repo(OwnerClaim).getLocked(claim.id);
    if (locked.otp_failed_attempts >= OTP_MAX_FAILURES)
      throw new LockedError('This invitation is locked after too many wrong codes');
    const refusal = resendRefusal(locked, now);
    if (refusal) throw new TooManyRequestsError(refusal.reason, [], { retry_after_seconds: refusal.retryAfterSeconds });
    Object.assign(locked, {
      otp_hash: deps.guestSecrets.otpHash(locked.id, code),
      otp_channel: chosen,
      otp_expires_at: new Date(now.getTime() + OTP_VALIDITY_MS),
      otp_sent_count: locked.otp_sent_count + 1,
      otp_last_sent_at: now,
    });
    await tx.flush();
    return locked;
  });
  await deps.notifier.enqueue({
    tenantId: sent.tenant_id,
    kind: 'owner_claim_otp',
    channel: chosen,
    recipient: destination,
    recipientId: owner.id,
    subject: 'Votre code d’accès propriétaire',
    body: `Votre code d’accès à votre espace propriétaire : ${code}. Il est valable 10 minutes. Ne le communiquez à personne.`,
    data: { owner_claim_id: sent.id, code },
    idempotencyKey: `owner-claim-otp:${sent.id}:${sent.otp_sent_count}`,
    sensitive: ['code'],
    expiresAt: sent.otp_expires_at,
  });
  return {
    channel: chosen,
    destination: maskDestination(chosen, destination),
    expires_at: sent.otp_expires_at!,
    sends_left: sendsLeft(sent),
  };
}

/** Checks the code; on success the claim is used, the owner bound and the owner key issued (shown once). */
export async function claimOwner(deps: OwnerClaimDeps, token: string, otp: string) {
  const { store, claim } = await resolveClaim(deps, token);
  const now = deps.clock.now();
  const verdict = await store.transaction(async (tx) => {
    const locked = await tx.repo(OwnerClaim).getLocked(claim.id);
    if (locked.status !== 'PENDING') throw new GoneError('This invitation was used or revoked meanwhile');
    if (locked.otp_failed_attempts >= OTP_MAX_FAILURES)
      throw new LockedError('This invitation is locked after too many wrong codes');
    if (!locked.otp_hash || !locked.otp_expires_at)
      throw new ValidationError('Request a code first (POST .../otp)', [
        { path: 'otp', message: 'no code was sent', code: 'otp_required' },
      ]);
    if (now > locked.otp_expires_at) throw new GoneError('The code expired; request a new one');
    if (deps.guestSecrets.otpHash(locked.id, otp) !== locked.otp_hash) {
      locked.otp_failed_attempts += 1;
      await tx.flush();
      return { ok: false as const, tries_left: triesLeft(locked) };
    }
    const owner = await tx.repo(Owner).get(locked.owner_id);
    const issued = keyUseCases(tx, deps.secrets).issueUnflushed({
      tenantId: locked.tenant_id,
      kind: 'owner',
      permissions: OWNER_KEY_PERMISSIONS,
      ownerId: owner.id,
    });
    await tx.flush();
    owner.auth_user_id = issued.key.id;
    Object.assign(locked, { status: 'CLAIMED', claimed_at: now, api_key_id: issued.key.id, otp_hash: null });
    await tx.flush();
    return { ok: true as const, api_key: issued.api_key, owner_id: owner.id, permissions: issued.key.permissions };
  });
  if (!verdict.ok) {
    if (verdict.tries_left === 0)
      throw new LockedError(`Wrong code ${OTP_MAX_FAILURES} times: this invitation is locked`);
    throw new ValidationError(
      `Wrong code; ${verdict.tries_left} tries left`,
      [{ path: 'otp', message: 'wrong code', code: 'wrong_otp' }],
      {
        tries_left: verdict.tries_left,
      },
    );
  }
  return { ...verdict, claimed_at: now };
}

/** Revokes the owner's claim: pending invitations and the owner keys revoked, auth_user_id cleared. */
export async function revokeClaim(store: Store, deps: Pick<OwnerClaimDeps, 'clock'>, ownerId: string) {
  const now = deps.clock.now();
  return store.transaction(async (tx) => {
    const owner = await tx.repo(Owner).get(ownerId);
    const claims = await tx.repo(OwnerClaim).findAll({ owner_id: ownerId, status: { $in: ['PENDING', 'CLAIMED'] } });
    for (const claim of claims) Object.assign(claim, { status: 'REVOKED', revoked_at: now });
    const keys = await tx.repo(ApiKey).findAll({ owner_id: ownerId, revoked_at: null });
    for (const key of keys) key.revoked_at = now;
    owner.auth_user_id = null;
    await tx.flush();
    return { owner_id: ownerId, revoked_claims: claims.length, revoked_keys: keys.length, revoked_at: now };
  });
}
