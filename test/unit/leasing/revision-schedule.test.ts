import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_REVISION_NOTICE_DAYS,
  nextRevisionDate,
  planNextRevision,
  revisionAnchor,
  revisionReminderDate,
  startOfDayUtcMs,
} from '../../../core/leasing/revision-schedule.js';

describe('rent revision schedule', () => {
  it('anchors on next_revision_date, else the first anniversary of the start, and not at all without an index', () => {
    expect(
      revisionAnchor({ start_date: '2024-03-10', next_revision_date: '2024-09-01', revision_index_type: 'IRL' }),
    ).toBe('2024-09-01');
    expect(revisionAnchor({ start_date: '2024-03-10', next_revision_date: null, revision_index_type: 'IRL' })).toBe(
      '2025-03-10',
    );
    expect(revisionAnchor({ start_date: '2024-02-29', next_revision_date: null, revision_index_type: 'ICC' })).toBe(
      '2025-02-28',
    );
    expect(
      revisionAnchor({ start_date: '2024-03-10', next_revision_date: '2024-09-01', revision_index_type: 'NONE' }),
    ).toBeNull();
  });

  it('finds the next anniversary on or after a day', () => {
    expect(nextRevisionDate('2025-06-15', { onOrAfter: '2025-01-01' })).toBe('2025-06-15');
    expect(nextRevisionDate('2025-06-15', { onOrAfter: '2025-06-15' })).toBe('2025-06-15');
    expect(nextRevisionDate('2025-06-15', { onOrAfter: '2025-06-16' })).toBe('2026-06-15');
    expect(nextRevisionDate('2020-06-15', { onOrAfter: '2031-03-01' })).toBe('2031-06-15');
    expect(nextRevisionDate('2020-06-15', { onOrAfter: '2031-12-31' })).toBe('2032-06-15');
  });

  it('finds the next anniversary strictly after a day', () => {
    expect(nextRevisionDate('2025-06-15', { after: '2025-06-14' })).toBe('2025-06-15');
    expect(nextRevisionDate('2025-06-15', { after: '2025-06-15' })).toBe('2026-06-15');
    expect(nextRevisionDate('2025-06-15', { after: '2027-06-15' })).toBe('2028-06-15');
  });

  it('counts a 29 February anchor from the anchor: 28 February in common years, 29 in leap years', () => {
    expect(nextRevisionDate('2024-02-29', { after: '2024-02-29' })).toBe('2025-02-28');
    expect(nextRevisionDate('2024-02-29', { after: '2025-02-28' })).toBe('2026-02-28');
    expect(nextRevisionDate('2024-02-29', { after: '2027-02-28' })).toBe('2028-02-29');
  });

  it('rejects what is not a date', () => {
    expect(() => nextRevisionDate('2025-02-30', { after: '2025-01-01' })).toThrow(RangeError);
    expect(() => nextRevisionDate('2025-02-01', { onOrAfter: 'tomorrow' })).toThrow(RangeError);
    expect(() => startOfDayUtcMs('2025-13-01')).toThrow(RangeError);
  });

  it('dates the reminder a notice period before the revision', () => {
    expect(DEFAULT_REVISION_NOTICE_DAYS).toBe(30);
    expect(revisionReminderDate('2025-03-15', 30)).toBe('2025-02-13');
    expect(revisionReminderDate('2025-03-15', 0)).toBe('2025-03-15');
    expect(() => revisionReminderDate('2025-03-15', -1)).toThrow(RangeError);
    expect(() => revisionReminderDate('2025-03-15', 1.5)).toThrow(RangeError);
    expect(() => revisionReminderDate('2025-03-15', 366)).toThrow(RangeError);
  });

  it('plans the next revision after the one already reminded of, never a past one', () => {
    // First run: the anchor is ahead.
    expect(planNextRevision({ anchor: '2025-09-01', today: '2025-05-20', noticeDays: 30 })).toEqual({
      revisionDate: '2025-09-01',
      reminderDate: '2025-08-02',
      remindAtMs: Date.UTC(2025, 7, 2),
    });
    // Reminder sent on 2025-08-02 for 2025-09-01: the next run plans 2026, even before 1 September.
    expect(
      planNextRevision({
        anchor: '2025-09-01',
        today: '2025-08-02',
        previousRevisionDate: '2025-09-01',
        noticeDays: 30,
      }).revisionDate,
    ).toBe('2026-09-01');
    // A lease created inside the notice period: the reminder date is already past, the revision is not.
    const late = planNextRevision({ anchor: '2025-09-01', today: '2025-08-25', noticeDays: 30 });
    expect(late.revisionDate).toBe('2025-09-01');
    expect(late.remindAtMs).toBeLessThan(Date.UTC(2025, 7, 25));
    // A workflow resumed long after its last run skips the revision dates already past.
    expect(
      planNextRevision({
        anchor: '2020-09-01',
        today: '2025-10-01',
        previousRevisionDate: '2021-09-01',
        noticeDays: 30,
      }).revisionDate,
    ).toBe('2026-09-01');
    expect(startOfDayUtcMs('2025-01-01')).toBe(Date.UTC(2025, 0, 1));
  });
});
