// The audit log of charges (spec, Charges: "audit logs"): every change to a charge record or to a
// building's charge configuration, with who made it (the API key and its role), when, and the
// record before and after. Written in the transaction of the change; never changed afterwards.
import type { Actor } from '../../shared/actor.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import { type AuditedEntity, type AuditAction } from '../../../contract/vocabulary/charges.js';

export type Snapshot = Record<string, unknown>;

export class ChargeAuditEntry {
  id!: string;
  tenant_id!: string;
  entity_type!: AuditedEntity;
  entity_id!: string;
  action!: AuditAction;
  place_id: string | null = null;
  lease_id: string | null = null;
  /** The API key that made the change, and its role. */
  actor_key_id!: string;
  actor_role!: string;
  changed_at!: Date;
  before: Snapshot | null = null;
  after: Snapshot | null = null;
}

/** The record as plain JSON (dates as ISO strings), without its tenant. */
export function snapshot(record: object): Snapshot {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => key !== 'tenant_id' && typeof value !== 'function')
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : structuredClone(value)]),
  );
}

export interface AuditContext {
  actor: Actor;
  clock: Clock;
}

/** Appends one entry; the place and lease are read from the record when it has them. */
export function recordChange(
  tx: Store,
  context: AuditContext,
  change: { entity_type: AuditedEntity; action: AuditAction; before: Snapshot | null; after: Snapshot | null },
): ChargeAuditEntry {
  const record = (change.after ?? change.before)!;
  const entry = Object.assign(new ChargeAuditEntry(), {
    ...change,
    entity_id: record.id as string,
    place_id: (record.place_id as string | null | undefined) ?? null,
    lease_id: (record.lease_id as string | null | undefined) ?? null,
    actor_key_id: context.actor.keyId,
    actor_role: context.actor.role,
    changed_at: context.clock.now(),
  });
  tx.repo(ChargeAuditEntry).persist(entry);
  return entry;
}
