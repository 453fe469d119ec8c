// Yearly rent revision dates (spec, "Rent revisions (IRL indexation)"; loi du 6 juillet 1989,
// art. 17-1): an indexed rent is revised once a year, on the date the lease names
// (next_revision_date) or, failing one, on the anniversary of the lease's start date.
// Pure calendar rules; the workflow (workflows/rent-revision-reminder/workflow.ts) decides when they run.

import { addDays, addYears, compareDates, isDateOnly, utcTime } from '../shared/dates.js';
import type { RevisionIndexType } from '../../contract/vocabulary/leasing.js';

/** Days before a revision date the reminder goes out, unless the caller says otherwise. */
export const DEFAULT_REVISION_NOTICE_DAYS = 30;

/**
 * The date yearly revisions count from: the lease's next_revision_date, else the first anniversary
 * of its start date. Null when the rent is not indexed (revision_index_type NONE).
 */
export function revisionAnchor(lease: {
  start_date: string;
  next_revision_date: string | null;
  revision_index_type: RevisionIndexType;
}): string | null {
  if (lease.revision_index_type === 'NONE') return null;
  return lease.next_revision_date ?? addYears(lease.start_date, 1);
}

/**
 * The first revision date strictly after `after` (or on or after `onOrAfter`): an anniversary of
 * `anchor` (the anchor itself included). Counted from the anchor, not from the previous
 * anniversary, so a 29 February anchor revises on 28 February in common years and on 29 February
 * again in leap years.
 */
export function nextRevisionDate(anchor: string, bound: { after: string } | { onOrAfter: string }): string {
  if (!isDateOnly(anchor)) throw new RangeError(`revision anchor is not a date: ${anchor}`);
  const limit = 'after' in bound ? bound.after : bound.onOrAfter;
  if (!isDateOnly(limit)) throw new RangeError(`revision bound is not a date: ${limit}`);
  const strict = 'after' in bound;
  const acceptable = (date: string) => (strict ? compareDates(date, limit) > 0 : compareDates(date, limit) >= 0);
  if (acceptable(anchor)) return anchor;
  // Start from the year difference and step forward: at most two steps.
  let years = Math.max(0, Number(limit.slice(0, 4)) - Number(anchor.slice(0, 4)));
  let candidate = addYears(anchor, years);
  while (!acceptable(candidate)) candidate = addYears(anchor, ++years);
  return candidate;
}

/** The day a reminder for the revision on `revisionDate` is due. */
export function revisionReminderDate(revisionDate: string, noticeDays: number): string {
  if (!Number.isInteger(noticeDays) || noticeDays < 0 || noticeDays > 365) {
    throw new RangeError(`notice days must be an integer from 0 to 365, got ${noticeDays}`);
  }
  return addDays(revisionDate, -noticeDays);
}

/** Milliseconds since the epoch of 00:00 UTC on a `YYYY-MM-DD` date: when a timer for that day fires. */
export function startOfDayUtcMs(date: string): number {
  if (!isDateOnly(date)) throw new RangeError(`not a date: ${date}`);
  return utcTime(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** One planned revision: the revision date and when its reminder is due. */
export interface PlannedRevision {
  revisionDate: string;
  reminderDate: string;
  /** 00:00 UTC on the reminder date, in ms since the epoch. */
  remindAtMs: number;
}

/**
 * The next revision to remind of: the first anniversary of `anchor` after `previousRevisionDate`
 * (when one was already handled) and whose revision date is not yet past on `today`.
 */
export function planNextRevision(input: {
  anchor: string;
  today: string;
  previousRevisionDate?: string | null;
  noticeDays: number;
}): PlannedRevision {
  let revisionDate = nextRevisionDate(input.anchor, { onOrAfter: input.today });
  if (input.previousRevisionDate && compareDates(revisionDate, input.previousRevisionDate) <= 0) {
    revisionDate = nextRevisionDate(input.anchor, { after: input.previousRevisionDate });
  }
  const reminderDate = revisionReminderDate(revisionDate, input.noticeDays);
  return { revisionDate, reminderDate, remindAtMs: startOfDayUtcMs(reminderDate) };
}
