// The tenancy vocabulary: the kinds of API key (docs/architecture.md, "Auth and tenancy"): a
// caller's key, a worker's key, a tenant-facing lessee key, an owner's key (issued by an owner claim). Plain data for core, its ports and adapters.

export const KEY_KINDS = ['api', 'worker', 'lessee', 'owner'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];
