// The moves of a computed regularisation, as rules on its record (loi 89-462 art. 23 and 7-1): the
// statement is sent (DRAFT -> SENT), the regularisation settled a month later at the earliest
// (SENT -> SETTLED), and a late one the tenants owe paid in twelfths when they ask.
import { compareDates } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { isLate, isTimeBarred, limitationDate, statementDates } from './regularisation-law.js';
import type { ChargeRegularisation } from './regularisation.js';

const refuse = (path: string, message: string, code: string, extra: Record<string, unknown> = {}) =>
  new BusinessRuleError(message, [{ path, message, code }], extra);

const requireStatus = (r: ChargeRegularisation, status: ChargeRegularisation['status'], then: string) => {
  if (r.status !== status)
    throw new ConflictError(`The regularisation is ${r.status}; ${then}`, [], { status: r.status });
};

const notFuture = (path: string, day: string, today: string) => {
  if (compareDates(day, today) > 0) throw refuse(path, `${day} is in the future`, 'future_date');
};

/**
 * The statement goes out: the regularisation is payable a month later, its documents stay
 * available six months, a claim (positive balance) over three years after the period is
 * time-barred (422), and one sent after the end of the following year may be paid in twelfths.
 */
export function markSent(r: ChargeRegularisation, sentOn: string, today: string): void {
  requireStatus(r, 'DRAFT', 'only a DRAFT is sent');
  notFuture('sent_on', sentOn, today);
  if (compareDates(sentOn, r.period_start) < 0)
    throw refuse('sent_on', 'a statement cannot be sent before its period starts', 'before_period');
  if (r.balance > 0 && isTimeBarred(r.period_end, sentOn))
    throw refuse(
      'sent_on',
      `The claim is time-barred since ${limitationDate(r.period_end)} (loi 89-462 art. 7-1: three years)`,
      'time_barred',
      { limitation_date: limitationDate(r.period_end) },
    );
  Object.assign(r, {
    status: 'SENT',
    sent_on: sentOn,
    ...statementDates(sentOn),
    is_late: isLate(r.period_end, sentOn),
  });
}

/** Art. 23: the statement is sent a month before the regularisation; settling earlier is refused (422). */
export function markSettled(r: ChargeRegularisation, settledOn: string, today: string): void {
  requireStatus(r, 'SENT', 'only a SENT regularisation is settled');
  notFuture('settled_on', settledOn, today);
  if (compareDates(settledOn, r.payable_from!) < 0)
    throw refuse(
      'settled_on',
      `The statement was sent on ${r.sent_on}: the regularisation is due a month later, from ${r.payable_from} (loi 89-462 art. 23)`,
      'statement_notice',
      { payable_from: r.payable_from },
    );
  Object.assign(r, { status: 'SETTLED', settled_on: settledOn });
}

/** Art. 23: a late regularisation the tenants owe is paid in twelve monthly parts when they ask. */
export function markInstalmentsRequested(r: ChargeRegularisation, requestedOn: string, today: string): void {
  requireStatus(r, 'SENT', 'instalments are asked for on a SENT regularisation');
  if (r.instalments_requested_on)
    throw new ConflictError(`The tenants asked for instalments on ${r.instalments_requested_on} already`);
  notFuture('requested_on', requestedOn, today);
  if (!r.is_late)
    throw refuse(
      'requested_on',
      `The regularisation was sent on ${r.sent_on}, before the end of the year following the period: it is paid at once`,
      'not_late',
    );
  if (r.balance <= 0) throw refuse('requested_on', 'The tenants owe nothing', 'nothing_owed');
  r.instalments_requested_on = requestedOn;
}
