// Reminder escalation of an unpaid rent period (docs/decisions.md, "Rent reminders"): a friendly
// reminder after the grace delay, a formal notice (mise en demeure) later, then a flag for the
// guarantor and the landlord with the recommendation of a commandement de payer, a bailiff's act
// (loi 89-462 art. 24) that the service records but never sends.
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import { addDays, compareDates } from '../../shared/dates.js';
import type { BillingSettings } from '../settings.js';

/** One step sent for one period, recorded on the lease. */
export class RentReminder {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  period_id!: string;
  step!: EscalationStep;
  sent_on!: string;
  /** What was still owed on the period when the step was taken. */
  amount_due!: number;
  /** The GUARANTOR_AND_LANDLORD_FLAG step's advice: the commandement de payer to have served. */
  recommendation: string | null = null;
  created_at!: Date;
}

export type EscalationDelays = Pick<
  BillingSettings,
  'rent_grace_days' | 'rent_formal_notice_days' | 'rent_escalation_days'
>;

/** The day each step is due for a period due on `dueDate`. */
export function escalationDates(dueDate: string, delays: EscalationDelays): { step: EscalationStep; on: string }[] {
  return [
    { step: 'FRIENDLY_REMINDER', on: addDays(dueDate, delays.rent_grace_days) },
    { step: 'FORMAL_NOTICE', on: addDays(dueDate, delays.rent_formal_notice_days) },
    { step: 'GUARANTOR_AND_LANDLORD_FLAG', on: addDays(dueDate, delays.rent_escalation_days) },
  ];
}

/** The first step not yet taken for the period, with its day; null once every step was taken. */
export function nextEscalationStep(
  dueDate: string,
  done: ReadonlySet<EscalationStep>,
  delays: EscalationDelays,
): { step: EscalationStep; on: string } | null {
  return escalationDates(dueDate, delays).find((s) => !done.has(s.step)) ?? null;
}

/** Whether a step is due on `today` (its day reached). */
export function stepDue(step: { on: string }, today: string): boolean {
  return compareDates(step.on, today) <= 0;
}

export const COMMANDEMENT_RECOMMENDATION =
  'Faire délivrer au locataire un commandement de payer par un commissaire de justice (loi n° 89-462 du 6 juillet 1989, art. 24) ; le commandement doit être signifié à la caution dans les quinze jours. Le service ne délivre pas cet acte.';
