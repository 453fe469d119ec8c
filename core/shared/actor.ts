// The caller of a use case.

/** Which tenant calls, with which key and role, and for tenant-facing keys which lessee. */
export interface Actor {
  tenantId: string;
  keyId: string;
  role: string;
  permissions: readonly string[];
  lesseeId?: string | null;
}
