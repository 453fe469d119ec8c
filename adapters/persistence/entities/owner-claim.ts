// Owner claims (core/owner-claim/): the invitations, their one-time codes and the key they issued.
import { defineEntity } from '@mikro-orm/core';
import { OWNER_CLAIM_STATUSES } from '../../../contract/vocabulary/owner-claim.js';
import { OTP_CHANNELS } from '../../../contract/vocabulary/signature.js';
import { OwnerClaim } from '../../../core/owner-claim/owner-claim.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const OwnerClaimEntity = defineEntity({
  class: OwnerClaim,
  tableName: 'owner_claims',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    owner_id: p.uuid(),
    token_hash: p.string().length(64),
    status: p.enum(OWNER_CLAIM_STATUSES),
    expires_at: p.datetime(),
    otp_hash: p.string().length(128).nullable(),
    otp_channel: p.enum(OTP_CHANNELS).nullable(),
    otp_expires_at: p.datetime().nullable(),
    otp_sent_count: p.integer(),
    otp_last_sent_at: p.datetime().nullable(),
    otp_failed_attempts: p.integer(),
    claimed_at: p.datetime().nullable(),
    api_key_id: p.uuid().nullable(),
    revoked_at: p.datetime().nullable(),
  },
});
