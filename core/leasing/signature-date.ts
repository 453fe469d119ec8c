// The day documents are judged at: a lease's annexes and diagnostics must be valid "at the date of
// signature" (loi 89-462 art. 3-3; CSP L1334-7). A lease not yet signed is judged as if signed today;
// a signed one by its start date, the date the service records for its signature.
import { toDateOnly } from '../shared/dates.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';

export function signatureReferenceDate(lease: { status: LeaseStatus; start_date: string }, now: Date): string {
  return lease.status === 'DRAFT' || lease.status === 'PENDING_SIGNATURE' ? toDateOnly(now) : lease.start_date;
}
