// Where one co-owner's recovery stands (recovery-rules.ts): the notices overdue and still owing, the
// open cycle (a reminder, then a formal notice, until the account is cleared), and the next step
// with its date. Read by the fund-call process to know when to wake and what to do.
import type { RecoveryStep } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import type { FundCallNotice } from '../fund-calls/fund-call.js';
import { CoOwnerRecovery } from './account.js';
import { openNotices } from './payments.js';
import { accelerationDate, formalNoticeDate, reminderDate } from './recovery-rules.js';

export interface RecoveryStanding {
  overdue: FundCallNotice[];
  /** The open cycle's steps, oldest first (none answered yet). */
  cycle: CoOwnerRecovery[];
  next: { step: RecoveryStep; on: string } | null;
}

const RECOVERY_ORDER = [
  { field: 'taken_on', direction: 'asc' as const },
  { field: 'created_at', direction: 'asc' as const },
];

/** The open formal notice of the cycle, if any. */
export const formalNoticeOf = (cycle: readonly CoOwnerRecovery[]) =>
  cycle.find((r) => r.step === 'FORMAL_NOTICE') ?? null;

export async function recoveryStanding(tx: Store, accountId: string, today: string): Promise<RecoveryStanding> {
  const open = await openNotices(tx, accountId);
  const overdue = open.filter((n) => compareDates(n.due_date, today) < 0);
  const cycle = await tx.repo(CoOwnerRecovery).findAll({ account_id: accountId, answered_on: null }, RECOVERY_ORDER);
  return { overdue, cycle, next: nextStep(open, cycle) };
}

/** The next step: the reminder follows the oldest notice still owing (due or not yet), the rest the cycle. */
function nextStep(open: readonly FundCallNotice[], cycle: readonly CoOwnerRecovery[]): RecoveryStanding['next'] {
  if (open.length === 0) return null;
  const last = cycle[cycle.length - 1];
  if (!last) return { step: 'REMINDER', on: reminderDate(open[0].due_date) };
  if (last.step === 'REMINDER') return { step: 'FORMAL_NOTICE', on: formalNoticeDate(last.taken_on) };
  if (last.step === 'FORMAL_NOTICE' && last.first_presented_on)
    return { step: 'ACCELERATION', on: accelerationDate(last.first_presented_on) };
  return null;
}
