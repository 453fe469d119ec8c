// The dates of a deposit's end (loi 89-462 art. 22): the keys' return and the restitution come after
// what they follow (the lease start, the handover) and are not in the future (422).
import { compareDates } from '../../shared/dates.js';
import { BusinessRuleError, type FieldError } from '../../shared/errors.js';

export function rulesError(errors: FieldError[]): BusinessRuleError {
  return new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** A 422 when `date` is before `notBefore.date` or after `today`. */
export function assertDateInRange(
  path: string,
  date: string,
  notBefore: { date: string; what: string },
  today: string,
): void {
  const errors: FieldError[] = [];
  if (compareDates(date, notBefore.date) < 0)
    errors.push({ path, message: `${path} is before ${notBefore.what} (${notBefore.date})`, code: 'date_order' });
  if (compareDates(date, today) > 0) errors.push({ path, message: `${path} is in the future`, code: 'future_date' });
  if (errors.length > 0) throw rulesError(errors);
}
