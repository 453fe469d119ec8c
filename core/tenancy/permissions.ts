// Permission names (docs/architecture.md, Auth and tenancy); the spec's PropertiesRead-style names are aliases.

export const PERMISSIONS = [
  'properties:read',
  'properties:write',
  'properties:delete',
  'leases:read',
  'leases:write',
  'leases:delete',
  'lessees:read',
  'lessees:write',
  'lessees:delete',
  'signatures:write',
  'credits:read',
  'credits:purchase',
  'webhooks:read',
  'webhooks:write',
  // The account's own keys and plan (docs/decisions.md 286): managing keys also needs the owner or
  // admin role, subscribing the owner role.
  'api_keys:read',
  'api_keys:write',
  'plans:read',
  'plans:write',
  'lessee:leases:read',
  'lessee:leases:sign',
  'lessee:leases:download',
  'owner:read',
  'owner:download',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

// `property_owner`: an owner key (the role `owner` is the account's own first key).
export const ROLES = ['owner', 'admin', 'member', 'lessee', 'property_owner'] as const;
export type Role = (typeof ROLES)[number];

/** Every caller-side permission: what a tenant's first key gets. */
export const ALL_CALLER_PERMISSIONS: Permission[] = PERMISSIONS.filter(
  (p) => !p.startsWith('lessee:') && !p.startsWith('owner:'),
);

const ALIASES: Record<string, Permission> = Object.fromEntries(
  PERMISSIONS.map((permission) => [
    permission
      .split(/[:]/)
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join(''),
    permission,
  ]),
);

/** `PropertiesRead` -> `properties:read`; reference names pass through; unknown names give undefined. */
export function normalisePermission(name: string): Permission | undefined {
  if ((PERMISSIONS as readonly string[]).includes(name)) return name as Permission;
  return ALIASES[name];
}

export function hasPermission(granted: readonly string[], needed: Permission): boolean {
  return granted.includes(needed);
}
