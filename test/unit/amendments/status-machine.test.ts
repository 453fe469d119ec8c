import { describe, expect, it } from '@jest/globals';
import { AMENDMENT_STATUSES, NOTIFICATION_STATUSES } from '../../../contract/vocabulary/amendments.js';
import {
  allowedAmendmentMoves,
  allowedNotificationMoves,
  assertAmendmentMove,
  assertDraft,
  assertNotificationMove,
  notificationDatesOf,
} from '../../../core/amendments/status-machine.js';
import { ConflictError } from '../../../core/shared/errors.js';

describe('amendment status machine', () => {
  it('runs DRAFT -> PENDING_VALIDATION -> VALIDATED -> PENDING_SIGNATURE -> ACTIVE', () => {
    const path = ['DRAFT', 'PENDING_VALIDATION', 'VALIDATED', 'PENDING_SIGNATURE', 'ACTIVE'] as const;
    for (let i = 1; i < path.length; i++) expect(() => assertAmendmentMove(path[i - 1], path[i])).not.toThrow();
  });

  it('ends in ACTIVE, REJECTED, CANCELLED and EXPIRED', () => {
    for (const status of ['ACTIVE', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(allowedAmendmentMoves(status)).toEqual([]);
    }
  });

  it('refuses every move outside the table with a 409 listing the allowed ones', () => {
    for (const from of AMENDMENT_STATUSES) {
      for (const to of AMENDMENT_STATUSES) {
        if (allowedAmendmentMoves(from).includes(to)) continue;
        let error: unknown;
        try {
          assertAmendmentMove(from, to);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ConflictError);
        expect((error as ConflictError).extra.allowed_next_statuses).toEqual([...allowedAmendmentMoves(from)]);
      }
    }
  });

  it('only a pending signature expires; validation can send back to DRAFT or reject', () => {
    const expiring = AMENDMENT_STATUSES.filter((s) => allowedAmendmentMoves(s).includes('EXPIRED'));
    expect(expiring).toEqual(['PENDING_SIGNATURE']);
    expect(allowedAmendmentMoves('PENDING_VALIDATION')).toEqual(
      expect.arrayContaining(['VALIDATED', 'REJECTED', 'DRAFT']),
    );
  });

  it('edits only drafts', () => {
    expect(() => assertDraft('DRAFT', 'updated')).not.toThrow();
    expect(() => assertDraft('VALIDATED', 'updated')).toThrow(ConflictError);
  });
});

describe('notification status machine', () => {
  it('moves only forward; EXPIRED and ACTIONED are final', () => {
    expect(allowedNotificationMoves('DRAFT')).toEqual(['SENT', 'READ', 'ACTIONED', 'EXPIRED']);
    expect(allowedNotificationMoves('READ')).toEqual(['ACTIONED', 'EXPIRED']);
    expect(allowedNotificationMoves('ACTIONED')).toEqual([]);
    expect(allowedNotificationMoves('EXPIRED')).toEqual([]);
    expect(() => assertNotificationMove('READ', 'SENT')).toThrow(ConflictError);
    for (const from of NOTIFICATION_STATUSES) expect(allowedNotificationMoves(from)).not.toContain('DRAFT');
  });

  it('sets the date of the status reached and of the steps skipped', () => {
    expect(notificationDatesOf('DRAFT', 'SENT')).toEqual(['sent_date']);
    expect(notificationDatesOf('DRAFT', 'ACTIONED')).toEqual(['sent_date', 'read_date', 'actioned_date']);
    expect(notificationDatesOf('SENT', 'READ')).toEqual(['read_date']);
    expect(notificationDatesOf('SENT', 'EXPIRED')).toEqual([]);
  });
});
