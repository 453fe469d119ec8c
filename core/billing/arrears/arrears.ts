// Arrears across the account (issue 36; docs/decisions.md 235-236): every rent period past its due
// date and not paid in full, with its age bucket, the lease's balance and its tenants; the totals
// per bucket over every period that matches; keyset-paged by due date. The read is one SQL
// statement of the persistence adapter (ArrearsQuery): the aggregation is the database's.
import type { ArrearsBucket, EscalationStep } from '../../../contract/vocabulary/billing.js';
import { type Cursor, type SortKey, decodeCursor, parseSort } from '../../shared/paging.js';

export interface ArrearsFilter {
  /** The day the age is counted at (default today): periods due on or before it. */
  as_of: string;
  place_id?: string;
  owner_id?: string;
  /** The leases whose estate is a lot of the mandate, itself or through its place (docs/decisions.md 236). */
  mandate_id?: string;
  /** The last escalation step taken on the period. */
  step?: EscalationStep;
}

export interface ArrearsRow {
  period_id: string;
  lease_id: string;
  lease_reference: string | null;
  estate_id: string;
  place_id: string | null;
  owner_id: string | null;
  period_start: string;
  period_end: string;
  due_date: string;
  total_cents: number;
  paid_cents: number;
  due_cents: number;
  days_past_due: number;
  bucket: ArrearsBucket;
  last_step: EscalationStep | null;
  /** What the lease owes as of the day: its unpaid periods due, less its unallocated credit. */
  lease_balance_cents: number;
  tenants: { lessee_id: string; name: string }[];
}

export interface ArrearsTotals {
  periods: number;
  due_cents: number;
  leases: number;
  buckets: { bucket: ArrearsBucket; periods: number; due_cents: number }[];
}

export interface ArrearsPageRequest {
  sort: SortKey[];
  limit: number;
  offset: number;
  after: Cursor | null;
}

/** Port: the one statement that reads a page of the arrears and the totals over all of them. */
export interface ArrearsQuery {
  page(filter: ArrearsFilter, request: ArrearsPageRequest): Promise<{ rows: ArrearsRow[]; totals: ArrearsTotals }>;
}

export const ARREARS_ORDER: SortKey[] = [{ field: 'due_date', direction: 'asc' }];

export interface ArrearsListInput {
  page: number;
  per_page: number;
  sort?: string;
  cursor?: string;
  as_of?: string;
  place_id?: string;
  owner_id?: string;
  mandate_id?: string;
  step?: EscalationStep;
}

/** The page request of a list input: the order (due date, then period id) and the keyset position. */
export function arrearsPageRequest(input: ArrearsListInput): ArrearsPageRequest & { page: number } {
  const sort = [...parseSort(input.sort, ARREARS_ORDER), { field: 'id', direction: 'asc' as const }];
  const after = input.cursor ? decodeCursor(input.cursor, sort) : null;
  const page = after?.page ?? input.page;
  return { sort, limit: input.per_page, offset: after ? 0 : (page - 1) * input.per_page, after, page };
}

export function arrearsFilter(input: ArrearsListInput, today: string): ArrearsFilter {
  return {
    as_of: input.as_of ?? today,
    place_id: input.place_id,
    owner_id: input.owner_id,
    mandate_id: input.mandate_id,
    step: input.step,
  };
}
