// Pure rules on a mandate's terms: rates in basis points, the signature day, the termination's notice.
import { addMonths, compareDates } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';

/** A percentage with two decimals (7.5) as basis points (750), without float error. */
export const percentToBps = (percent: number): number => Math.round(percent * 100);
export const bpsToPercent = (bps: number): number => bps / 100;

/** The first day a termination may take effect: the notice the mandate states, from the day notice is given. */
export function earliestTermination(noticeGivenOn: string, noticeMonths: number): string {
  return addMonths(noticeGivenOn, noticeMonths);
}

export interface TerminationInput {
  terminated_on: string;
  notice_given_on: string;
}

/**
 * A termination respects the notice the mandate states (loi 70-9 art. 7 and décret 72-678 art. 78: a
 * mandate with tacit renewal may be ended by either party with the notice it provides); a mandate never
 * signed (DRAFT) is abandoned, no notice due. Notice is not given in the future.
 */
export function assertTermination(
  mandate: { status: string; notice_months: number; starts_on: string },
  input: TerminationInput,
  today: string,
): void {
  const fail = (message: string, path: string, code: string) => {
    throw new BusinessRuleError(message, [{ path, message, code }]);
  };
  if (compareDates(input.notice_given_on, today) > 0)
    fail('Notice cannot be given in the future', 'notice_given_on', 'future_date');
  if (compareDates(input.terminated_on, input.notice_given_on) < 0)
    fail('The termination cannot precede the notice', 'terminated_on', 'date_order');
  if (mandate.status === 'DRAFT') return;
  const earliest = earliestTermination(input.notice_given_on, mandate.notice_months);
  if (compareDates(input.terminated_on, earliest) < 0)
    fail(
      `mandate_notice: the mandate states ${mandate.notice_months} months' notice; from notice given on ${input.notice_given_on} it ends on ${earliest} at the earliest`,
      'terminated_on',
      'mandate_notice',
    );
}

/** The signature day is known and not in the future. */
export function assertSignedOn(signedOn: string, today: string): void {
  if (compareDates(signedOn, today) > 0)
    throw new BusinessRuleError('A mandate cannot be signed in the future', [
      { path: 'signed_on', message: `after today (${today})`, code: 'future_date' },
    ]);
}
