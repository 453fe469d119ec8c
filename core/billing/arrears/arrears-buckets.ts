// Arrears by age (docs/decisions.md 235): an unpaid period's days past its due date (the due date
// itself is day 0) in the buckets agencies report, 0-30, 31-60, 61-90 and over 90 days.
import type { ArrearsBucket } from '../../../contract/vocabulary/billing.js';
import { daysBetween } from '../../shared/dates.js';

/** The upper bound (days, inclusive) of each bucket but the last. */
export const BUCKET_LIMITS: readonly { bucket: ArrearsBucket; upTo: number }[] = [
  { bucket: 'DAYS_0_30', upTo: 30 },
  { bucket: 'DAYS_31_60', upTo: 60 },
  { bucket: 'DAYS_61_90', upTo: 90 },
];

export function daysPastDue(dueDate: string, asOf: string): number {
  return daysBetween(dueDate, asOf);
}

export function arrearsBucket(days: number): ArrearsBucket {
  return BUCKET_LIMITS.find((limit) => days <= limit.upTo)?.bucket ?? 'OVER_90';
}
