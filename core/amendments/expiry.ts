// The lapse of an amendment left unsigned (docs/decisions.md, amendments): the workflow
// workflows/amendment-expiry owns the time, these use cases the state. Both are idempotent: a
// retried activity warns once and expires once.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import { Amendment, AmendmentNotification } from './amendment.js';
import { recordChange } from './history.js';
import { notifyParties } from './notify-parties.js';
import { Lease } from '../leasing/lease.js';

/** performed_by of the changes the service makes on its own (no API key behind them). */
export const SYSTEM_PRINCIPAL = '00000000-0000-0000-0000-000000000000';

export function amendmentExpiryUseCases(store: Store, deps: { clock: Clock; events: EventOutbox }) {
  return {
    /** AMENDMENT_EXPIRING for the parties, once, while the amendment still awaits its signatures. */
    warnExpiring: (amendmentId: string): Promise<{ pending: boolean; warned: boolean }> =>
      store.transaction(async (tx) => {
        const amendment = await tx.repo(Amendment).find(amendmentId);
        if (!amendment || amendment.status !== 'PENDING_SIGNATURE') return { pending: false, warned: false };
        await tx.repo(Amendment).getLocked(amendmentId);
        const already = await tx
          .repo(AmendmentNotification)
          .count({ amendment_id: amendmentId, notification_type: 'AMENDMENT_EXPIRING' });
        if (already > 0) return { pending: true, warned: false };
        const lease = await tx.repo(Lease).get(amendment.lease_id);
        await notifyParties(tx, deps, lease, amendment, 'AMENDMENT_EXPIRING');
        return { pending: true, warned: true };
      }),
    /** PENDING_SIGNATURE -> EXPIRED once expires_at has passed at `at` (the timer's time), with its history entry. */
    expire: (amendmentId: string, at: Date): Promise<{ expired: boolean }> =>
      store.transaction(async (tx) => {
        const amendment = await tx.repo(Amendment).find(amendmentId);
        if (!amendment || amendment.status !== 'PENDING_SIGNATURE') return { expired: false };
        return { expired: lapseAmendment(tx, await tx.repo(Amendment).getLocked(amendmentId), at) };
      }),
  };
}

/**
 * In the caller's transaction, the amendment (locked) lapses when it still awaits its signatures
 * and expires_at has passed at `at`: EXPIRED with its history entry. The expiry timer and the
 * expiry of its signature document (core/signature/expire-signature.ts) both go through here.
 */
export function lapseAmendment(tx: Store, amendment: Amendment, at: Date): boolean {
  if (amendment.status !== 'PENDING_SIGNATURE' || !amendment.expires_at || amendment.expires_at > at) return false;
  amendment.status = 'EXPIRED';
  recordChange(tx, { now: () => at }, amendment, SYSTEM_PRINCIPAL, {
    change_type: 'STATUS_CHANGE',
    previous_values: { status: 'PENDING_SIGNATURE' },
    new_values: { status: 'EXPIRED' },
    change_reason: `unsigned at ${amendment.expires_at.toISOString()}`,
  });
  return true;
}
