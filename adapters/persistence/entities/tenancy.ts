import { defineEntity } from '@mikro-orm/core';
import { ApiKey, Tenant } from '../../../core/tenancy/tenant.js';
import { KEY_KINDS } from '../../../contract/vocabulary/tenancy.js';
import { createdAt, id, p } from './columns.js';

export const TenantEntity = defineEntity({
  class: Tenant,
  tableName: 'tenants',
  properties: { id: id(), name: p.string(), created_at: createdAt() },
});

/** Keys are looked up by hash before the tenant is known, so they carry no tenant filter. */
export const ApiKeyEntity = defineEntity({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: id(),
    tenant_id: p.uuid().index(),
    kind: p.enum(KEY_KINDS),
    key_hash: p.string().length(64).unique(),
    key_prefix: p.string().length(10),
    role: p.string().length(20),
    permissions: p.array(),
    lessee_id: p.uuid().nullable(),
    owner_id: p.uuid().nullable(),
    revoked_at: p.datetime().nullable(),
    name: p.string().length(100).nullable(),
    key_last4: p.string().length(4).nullable(),
    expires_at: p.datetime().nullable(),
    allowed_ips: p.array(),
    last_used_at: p.datetime().nullable(),
    replaced_by_key_id: p.uuid().nullable(),
    created_at: createdAt(),
  },
});
