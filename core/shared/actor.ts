// The caller of a use case.

/** Which tenant calls, with which key and role, and for tenant-facing keys which lessee. */
export interface Actor {
  tenantId: string;
  keyId: string;
  role: string;
  permissions: readonly string[];
  lesseeId?: string | null;
  /** Set on owner keys: the owner whose records the key may read (core/owner-claim/). */
  ownerId?: string | null;
}
