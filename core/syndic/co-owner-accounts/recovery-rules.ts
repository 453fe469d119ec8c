// The recovery of a co-owner's unpaid calls: a reminder, then a formal notice (mise en demeure) by
// registered letter stating the nature and amount claimed; 30 days after a formal notice left
// unanswered, the year's provisions not yet due and the sums of past approved years fall due at once
// (loi 65-557 art. 19-2), the delay running from the day after the letter's first presentation
// (décret 67-223 art. 64). Reminder and formal-notice delays: docs/decisions.md 273.
import { addDays, compareDates } from '../../shared/dates.js';

/** Days after a notice's due date before the reminder. */
export const REMINDER_DAYS = 15;
/** Days after the reminder before the formal notice. */
export const FORMAL_NOTICE_DAYS = 15;
/** Art. 19-2: the formal notice's delay. */
export const ACCELERATION_DELAY_DAYS = 30;

/**
 * Art. 19-2 with art. 64: day 1 of the 30 is the day after the first presentation; the remaining
 * provisions fall due on the day after the 30th day, if the formal notice is still unanswered.
 */
export function accelerationDate(firstPresentedOn: string): string {
  return addDays(firstPresentedOn, ACCELERATION_DELAY_DAYS + 1);
}

export const reminderDate = (oldestUnpaidDueDate: string) => addDays(oldestUnpaidDueDate, REMINDER_DAYS);
export const formalNoticeDate = (reminderOn: string) => addDays(reminderOn, FORMAL_NOTICE_DAYS);

/** Whether a step dated `on` has come by `today`. */
export const hasCome = (on: string, today: string) => compareDates(on, today) <= 0;
