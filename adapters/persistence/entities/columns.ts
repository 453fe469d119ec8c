// Column builders every mapping shares: uuid ids, tenant ownership with its filter, timestamps, money.
import { randomUUID } from 'node:crypto';
import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

export const id = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
export const createdAt = () => p.datetime().onCreate(() => new Date());
export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
/** Euros, numeric(12,2) in PostgreSQL, numbers in JS (converted to cents for arithmetic in core). */
export const money = () => p.decimal('number').precision(12).scale(2);

/** Properties of every row a tenant owns. */
export const tenantOwned = () => ({
  id: id(),
  tenant_id: p.uuid().index(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** Properties of a stored file (a lease document, a media): what it is, its bytes' facts, its FileStore key. */
export const storedFileColumns = () => ({
  description: p.text().nullable(),
  file_name: p.string(),
  content_type: p.string().length(100),
  file_size: p.integer(),
  sha256: p.string().length(64),
  storage_key: p.string().length(255),
});

/**
 * The tenant filter: on by default, so a query without the tenant parameter fails closed. The
 * `app.tenant_id` setting that the row-level security policies read
 * (migrations/Migration20261121235900_row_level_security.ts) is set per connection checkout by
 * adapters/persistence/session.ts, from the same tenant.
 */
export const tenantFilter = {
  tenant: {
    name: 'tenant',
    cond: (args: { tenantId: string }) => ({ tenant_id: args.tenantId }),
    default: true,
  },
};

export { p };
