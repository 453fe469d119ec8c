// Legislative freeze periods (spec, Charges: "legislative freeze periods block charge
// modifications"): a change to a building's charges that would take effect on a day a freeze period
// covers is refused with a 409 naming the period (docs/decisions.md).
import { compareDates } from '../shared/dates.js';
import { ConflictError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { ChargeFreezePeriod } from './records.js';

/** The days a change affects: from a day, to a day or for good (null). */
export interface Span {
  from: string;
  to: string | null;
}

/** The earliest period of the building (or of every building) overlapping the span. */
export function overlappingFreeze(
  periods: readonly ChargeFreezePeriod[],
  placeId: string,
  span: Span,
): ChargeFreezePeriod | undefined {
  return periods
    .filter((p) => p.place_id === null || p.place_id === placeId)
    .filter(
      (p) => compareDates(span.from, p.end_date) <= 0 && (span.to === null || compareDates(p.start_date, span.to) <= 0),
    )
    .sort((a, b) => compareDates(a.start_date, b.start_date))[0];
}

/** The smallest span covering both: what a change from one to the other affects. */
export function union(a: Span, b: Span): Span {
  const to = a.to === null || b.to === null ? null : compareDates(a.to, b.to) >= 0 ? a.to : b.to;
  return { from: compareDates(a.from, b.from) <= 0 ? a.from : b.from, to };
}

/** 409 when a freeze period of the building overlaps the days a change affects. */
export async function assertNotFrozen(tx: Store, placeId: string, span: Span, what: string): Promise<void> {
  const periods = await tx.repo(ChargeFreezePeriod).findAll({ end_date: { $gte: span.from } });
  const period = overlappingFreeze(periods, placeId, span);
  if (!period) return;
  throw new ConflictError(
    `${what} cannot change from ${period.start_date} to ${period.end_date}: ${period.reason}`,
    [{ path: 'freeze_period', message: `frozen until ${period.end_date}`, code: 'charges_frozen' }],
    {
      freeze_period: {
        id: period.id,
        place_id: period.place_id,
        start_date: period.start_date,
        end_date: period.end_date,
        reason: period.reason,
        legal_reference: period.legal_reference,
      },
    },
  );
}
