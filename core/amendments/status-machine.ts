// The amendment and amendment-notification state machines (spec, States: Amendment, Amendment
// notification; docs/decisions.md, amendment statuses). Pure.
import { ConflictError } from '../shared/errors.js';
import type { AmendmentStatus, NotificationStatus } from '../../contract/vocabulary/amendments.js';

/**
 * DRAFT -> PENDING_VALIDATION -> VALIDATED -> PENDING_SIGNATURE -> ACTIVE; a validation may send
 * a request back to DRAFT or reject it; anything not yet in force may be cancelled; a pending
 * signature expires. ACTIVE, REJECTED, CANCELLED and EXPIRED are final.
 */
export const AMENDMENT_MOVES: Readonly<Record<AmendmentStatus, readonly AmendmentStatus[]>> = {
  DRAFT: ['PENDING_VALIDATION', 'CANCELLED'],
  PENDING_VALIDATION: ['VALIDATED', 'REJECTED', 'DRAFT', 'CANCELLED'],
  VALIDATED: ['PENDING_SIGNATURE', 'CANCELLED'],
  PENDING_SIGNATURE: ['ACTIVE', 'EXPIRED', 'CANCELLED'],
  ACTIVE: [],
  REJECTED: [],
  CANCELLED: [],
  EXPIRED: [],
};

export function allowedAmendmentMoves(from: AmendmentStatus): readonly AmendmentStatus[] {
  return AMENDMENT_MOVES[from];
}

/** 409 listing the allowed moves when `to` may not follow `from`. */
export function assertAmendmentMove(from: AmendmentStatus, to: AmendmentStatus): void {
  const allowed = allowedAmendmentMoves(from);
  if (!allowed.includes(to)) {
    throw new ConflictError(
      `An amendment cannot go from ${from} to ${to}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
      [{ path: 'status', message: `${from} -> ${to} is not allowed`, code: 'illegal_transition' }],
      { current_status: from, allowed_next_statuses: [...allowed] },
    );
  }
}

/** 409 unless the amendment is a draft: only drafts are edited or deleted (spec, Amendment). */
export function assertDraft(status: AmendmentStatus, what: string): void {
  if (status !== 'DRAFT') {
    throw new ConflictError(
      `Only a DRAFT amendment can be ${what}; this one is ${status}`,
      [{ path: 'status', message: `amendment is ${status}`, code: 'not_draft' }],
      { current_status: status, allowed_next_statuses: [...allowedAmendmentMoves(status)] },
    );
  }
}

/** The notification's progress: each status may follow only the ones before it; EXPIRED ends it. */
const NOTIFICATION_ORDER: readonly NotificationStatus[] = ['DRAFT', 'SENT', 'READ', 'ACTIONED'];

export function allowedNotificationMoves(from: NotificationStatus): NotificationStatus[] {
  if (from === 'EXPIRED' || from === 'ACTIONED') return [];
  return [...NOTIFICATION_ORDER.slice(NOTIFICATION_ORDER.indexOf(from) + 1), 'EXPIRED'];
}

/** The date fields a move sets: the named status's date, and those of the steps it skips. */
export function notificationDatesOf(
  from: NotificationStatus,
  to: NotificationStatus,
): ('sent_date' | 'read_date' | 'actioned_date')[] {
  const dates = { SENT: 'sent_date', READ: 'read_date', ACTIONED: 'actioned_date' } as const;
  if (to === 'EXPIRED') return [];
  const steps = NOTIFICATION_ORDER.slice(NOTIFICATION_ORDER.indexOf(from) + 1, NOTIFICATION_ORDER.indexOf(to) + 1);
  return steps.filter((s): s is keyof typeof dates => s in dates).map((s) => dates[s]);
}

/** 409 for a move back (or out of a final status), listing the allowed ones. */
export function assertNotificationMove(from: NotificationStatus, to: NotificationStatus): void {
  const allowed = allowedNotificationMoves(from);
  if (!allowed.includes(to)) {
    throw new ConflictError(
      `A notification cannot go from ${from} to ${to}; allowed: ${allowed.length > 0 ? allowed.join(', ') : 'none (final status)'}`,
      [{ path: 'status', message: `${from} -> ${to} is not allowed`, code: 'illegal_transition' }],
      { current_status: from, allowed_next_statuses: allowed },
    );
  }
}
