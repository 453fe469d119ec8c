// Amendment notifications made by the system (spec, Amendment notification; Events 4): one per
// owner and lessee of the lease, on the events the spec names, written with the change; each notice
// is also a webhook event (docs/decisions.md 134).
import { LeaseLessee, type Lease } from '../leasing/lease.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { type Amendment, AmendmentNotification } from './amendment.js';
import type { NotificationType, RecipientType } from '../../contract/vocabulary/amendments.js';

/** The owner of the leased estate (else of its building) and every lessee whose term is open today. */
export async function recipientsOf(
  store: Store,
  lease: Lease,
  today: string,
): Promise<{ id: string; type: RecipientType }[]> {
  const estate = await store.repo(Estate).get(lease.estate_id);
  const ownerId = estate.owner_id ?? (await store.repo(Place).find(estate.place_id))?.owner_id ?? null;
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id });
  const lessees = [...new Set(terms.filter((t) => t.end_date === null || t.end_date >= today).map((t) => t.lessee_id))];
  return [
    ...(ownerId ? [{ id: ownerId, type: 'OWNER' as const }] : []),
    ...lessees.map((id) => ({ id, type: 'LESSEE' as const })),
  ];
}

const TEXTS: Record<NotificationType, (a: Amendment) => { title: string; content: string }> = {
  SIGNATURE_REQUIRED: (a) => ({
    title: `Amendment no. ${a.amendment_number} awaits your signature`,
    content: `The amendment "${a.title}" (effective ${a.effective_date}) is validated and must be signed${a.expires_at ? ` before ${a.expires_at.toISOString()}` : ''}.`,
  }),
  AMENDMENT_ACTIVATED: (a) => ({
    title: `Amendment no. ${a.amendment_number} is in force`,
    content: `The amendment "${a.title}" applies to the lease from ${a.effective_date}.`,
  }),
  AMENDMENT_EXPIRING: (a) => ({
    title: `Amendment no. ${a.amendment_number} expires soon`,
    content: `The amendment "${a.title}" lapses${a.expires_at ? ` on ${a.expires_at.toISOString()}` : ''} unless it is signed.`,
  }),
  AMENDMENT_REJECTED: (a) => ({
    title: `Amendment no. ${a.amendment_number} was rejected`,
    content: `The amendment "${a.title}" was rejected${a.reason ? `: ${a.reason}` : ''}.`,
  }),
  VALIDATION_PENDING: (a) => ({
    title: `Amendment no. ${a.amendment_number} awaits validation`,
    content: `The amendment "${a.title}" awaits validation.`,
  }),
  RENT_MODIFICATION_NOTICE: (a) => ({
    title: `Amendment no. ${a.amendment_number} changes the rent`,
    content: `The amendment "${a.title}" changes the rent from ${a.effective_date}.`,
  }),
};

/** The webhook event of each notification type the spec names (Events 4). */
const EVENT_OF: Partial<Record<NotificationType, string>> = {
  SIGNATURE_REQUIRED: 'amendment.signature_required',
  AMENDMENT_ACTIVATED: 'amendment.activated',
  AMENDMENT_EXPIRING: 'amendment.expiring',
  AMENDMENT_REJECTED: 'amendment.rejected',
};

/**
 * Schedules one notification per recipient of the lease, and publishes the notice as one webhook
 * event naming them; written with the caller's change.
 */
export async function notifyParties(
  store: Store,
  deps: { clock: Clock; events: EventOutbox },
  lease: Lease,
  amendment: Amendment,
  type: NotificationType,
): Promise<void> {
  const text = TEXTS[type](amendment);
  const recipients = await recipientsOf(store, lease, toDateOnly(deps.clock.now()));
  const event = EVENT_OF[type];
  if (event)
    await deps.events.record(store, {
      tenantId: amendment.tenant_id,
      type: event,
      key: `${amendment.id}:${deps.clock.now().toISOString()}`,
      subjectType: 'lease_amendment',
      subjectId: amendment.id,
      payload: {
        lease_id: lease.id,
        amendment_id: amendment.id,
        amendment_number: amendment.amendment_number,
        notification_type: type,
        status: amendment.status,
        effective_date: amendment.effective_date,
        expires_at: amendment.expires_at?.toISOString() ?? null,
        title: text.title,
        recipients: recipients.map((r) => ({ recipient_id: r.id, recipient_type: r.type })),
      },
    });
  for (const recipient of recipients) {
    store.repo(AmendmentNotification).persist(
      Object.assign(new AmendmentNotification(), {
        amendment_id: amendment.id,
        lease_id: lease.id,
        recipient_id: recipient.id,
        recipient_type: recipient.type,
        notification_type: type,
        status: 'DRAFT',
        ...text,
        expires_at: amendment.expires_at,
      }),
    );
  }
}
