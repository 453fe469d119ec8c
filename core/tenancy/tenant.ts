import type { KeyKind } from '../../contract/vocabulary/tenancy.js';

export class Tenant {
  id!: string;
  name!: string;
  created_at!: Date;
}

/** An API key: only its hash is stored; the key itself is shown once, at creation. */
export class ApiKey {
  id!: string;
  tenant_id!: string;
  kind: KeyKind = 'api';
  key_hash!: string;
  key_prefix!: string;
  role = 'member';
  permissions: string[] = [];
  /** Set on tenant-facing keys: the lessee whose leases the key may see. */
  lessee_id: string | null = null;
  /** Set on owner keys: the owner whose own records the key may read. */
  owner_id: string | null = null;
  revoked_at: Date | null = null;
  created_at!: Date;
}
