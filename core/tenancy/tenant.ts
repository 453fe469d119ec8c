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
  /** Managed keys (docs/decisions.md 287): a name, the last 4 characters, an expiry (a rotated key's grace end), IP ranges. */
  name: string | null = null;
  key_last4: string | null = null;
  expires_at: Date | null = null;
  /** CIDR ranges the key may be used from; empty: anywhere. */
  allowed_ips: string[] = [];
  /** At most a minute behind: written once a minute per key and process (adapters/http/auth.ts). */
  last_used_at: Date | null = null;
  /** The key a rotation replaced this one with. */
  replaced_by_key_id: string | null = null;
  created_at!: Date;
}
