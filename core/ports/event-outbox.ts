// Port: the outbox of domain events (the transactional outbox pattern, docs/decisions.md 66). An
// event is written in the same transaction as the change it reports, so it exists exactly when the
// change does; a relay (outbound webhooks) delivers from the outbox later.
import type { Store } from './store.js';

export interface DomainEvent {
  tenantId: string;
  /** A stable machine name, `<area>.<what happened>` (`signature.finalized`). */
  type: string;
  /**
   * What makes this event one of its type (a document id): the same type and key are the same
   * event, with the same id, recorded once however often the change is replayed.
   */
  key: string;
  subjectType: string;
  subjectId: string;
  payload: Record<string, unknown>;
}

export interface EventOutbox {
  /** The event's id, derived from its tenant, type and key (stable). */
  idOf(event: Pick<DomainEvent, 'tenantId' | 'type' | 'key'>): string;
  /** Records the event in the transaction `tx` (nothing when it is already there); answers its id. */
  record(tx: Store, event: DomainEvent): Promise<string>;
  /**
   * Records many events as `record` does each, with one read of those already there and one write
   * (a bank import's slice of payments: docs/decisions.md 323); answers their ids, in order.
   */
  recordAll(tx: Store, events: DomainEvent[]): Promise<string[]>;
}

/** An event as recorded, for the relay that fans it out to the subscriptions. */
export interface StoredEvent {
  id: string;
  tenantId: string;
  type: string;
  subjectType: string;
  subjectId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** The relay's side of the outbox (docs/decisions.md 132). */
export interface EventFeed {
  /** The oldest events not yet fanned out, across tenants (`store` is unscoped). */
  pending(store: Store, limit: number): Promise<StoredEvent[]>;
  /** Marks the events fanned out, in the transaction `tx` that created their deliveries. */
  markDispatched(tx: Store, eventIds: string[], at: Date): Promise<void>;
}
