// Ports every area uses.

export interface Clock {
  now(): Date;
}

export interface Ids {
  next(): string;
}

/** The caller of a use case: which tenant, and for tenant-facing keys which lessee. */
export interface Actor {
  tenantId: string;
  keyId: string;
  role: string;
  permissions: readonly string[];
  lesseeId?: string | null;
}
