// The owner claim vocabulary (issue 35, section 3): where an invitation stands. Plain data.

/** PENDING until claimed or revoked; CLAIMED binds the owner's key; REVOKED cuts it. */
export const OWNER_CLAIM_STATUSES = ['PENDING', 'CLAIMED', 'REVOKED'] as const;
export type OwnerClaimStatus = (typeof OWNER_CLAIM_STATUSES)[number];
