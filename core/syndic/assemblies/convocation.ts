// Décret 67-223 art. 9: save urgency, the convocation is notified at least 21 days before the meeting.
// The days are clear days (docs/decisions.md 262): neither the day the letter is first presented
// (art. 64: the period runs from the day after) nor the day of the meeting counts, so the meeting is
// at the earliest 22 days after the first presentation.
import { daysBetween } from '../../shared/dates.js';

export const CONVOCATION_CLEAR_DAYS = 21;

export interface ConvocationCheck {
  clear_days: number;
  short_notice: boolean;
}

export function convocationNotice(convenedOn: string, heldOn: string): ConvocationCheck {
  const clearDays = daysBetween(convenedOn, heldOn) - 1;
  return { clear_days: clearDays, short_notice: clearDays < CONVOCATION_CLEAR_DAYS };
}
