// An invitation for an owner to claim their account (spec: "the public owner-claim view needs no API
// key; starting an owner claim is authenticated"; issue 35 section 3): a one-time link whose token is
// stored only as its SHA-256, which expires; the owner proves the e-mail or phone on the record with a
// one-time code (the guest signature's rules: core/signature/otp-rules.ts), and the claim binds the
// owner's auth_user_id and issues an owner key. Revoking the claim revokes that key at once.
import type { OwnerClaimStatus } from '../../contract/vocabulary/owner-claim.js';
import type { OtpChannel } from '../../contract/vocabulary/signature.js';

export class OwnerClaim {
  id!: string;
  tenant_id!: string;
  owner_id!: string;
  token_hash!: string;
  status: OwnerClaimStatus = 'PENDING';
  expires_at!: Date;
  otp_hash: string | null = null;
  otp_channel: OtpChannel | null = null;
  otp_expires_at: Date | null = null;
  otp_sent_count = 0;
  otp_last_sent_at: Date | null = null;
  otp_failed_attempts = 0;
  claimed_at: Date | null = null;
  /** The owner key the claim issued. */
  api_key_id: string | null = null;
  revoked_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}
