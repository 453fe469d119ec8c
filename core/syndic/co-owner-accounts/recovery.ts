// Taking the recovery steps that came due for a co-owner (recovery-rules.ts): the reminder, the
// formal notice stating the nature and amount claimed, and 30 days after an unanswered formal
// notice the art. 19-2 acceleration: the year's provisions and works-fund contributions not yet
// called fall due at once, as notices of their own. A cycle ends when the account owes nothing
// overdue. Interest at the legal rate runs from the formal notice's first presentation (décret 67-223
// art. 36) on what it claimed and is still unpaid, posted as INTEREST entries.
import { frenchDate, frenchEuros } from '../../billing/french.js';
import type { Store } from '../../ports/store.js';
import { type FundCallDeps } from '../fund-calls/deps.js';
import { FundCallNotice } from '../fund-calls/fund-call.js';
import { CoOwnerAccount, CoOwnerRecovery } from './account.js';
import { post } from './accounts.js';
import { accelerate } from './acceleration.js';
import { legalInterestCents } from './legal-interest.js';
import { type RecoveryStanding, formalNoticeOf, recoveryStanding } from './recovery-state.js';
import { hasCome } from './recovery-rules.js';

const owing = (notices: readonly FundCallNotice[]) => notices.reduce((s, n) => s + n.amount_cents - n.paid_cents, 0);

/** What the letter claims: the notices by nature and due date, and their total. */
export function natureOfClaim(notices: readonly FundCallNotice[]): string {
  const items = notices.map(
    (n) =>
      `${n.kind === 'BUDGET_PROVISION' ? 'provision sur budget' : n.kind === 'WORKS_FUND' ? 'cotisation au fonds de travaux' : 'appel de travaux'} échue le ${frenchDate(n.due_date)} : ${frenchEuros(n.amount_cents - n.paid_cents)}`,
  );
  return `${items.join(' ; ')} — total ${frenchEuros(owing(notices))}`;
}

/** Posts the interest accrued on the formal notice's unpaid claim since the last posting. */
async function postInterest(tx: Store, account: CoOwnerAccount, formal: CoOwnerRecovery, today: string) {
  if (!formal.first_presented_on) return;
  const claimed = await tx.repo(FundCallNotice).findAll({ id: { $in: formal.notice_ids } });
  const accrued = legalInterestCents(owing(claimed), formal.first_presented_on, today);
  const delta = accrued - formal.interest_posted_cents;
  if (delta <= 0) return;
  post(tx, account, {
    entry_date: today,
    kind: 'INTEREST',
    ledger: '4502',
    label: `Intérêts au taux légal depuis la mise en demeure du ${frenchDate(formal.taken_on)} (décret 67-223 art. 36)`,
    amount_cents: delta,
    recovery_id: formal.id,
  });
  formal.interest_posted_cents = accrued;
}

async function record(
  tx: Store,
  deps: FundCallDeps,
  account: CoOwnerAccount,
  standing: RecoveryStanding,
  today: string,
) {
  const step = standing.next!.step;
  const recovery = Object.assign(new CoOwnerRecovery(), {
    syndicate_id: account.syndicate_id,
    account_id: account.id,
    step,
    taken_on: today,
    notice_ids: standing.overdue.map((n) => n.id),
    amount_claimed_cents: owing(standing.overdue),
    nature: natureOfClaim(standing.overdue),
  });
  tx.repo(CoOwnerRecovery).persist(recovery);
  await tx.flush();
  if (step === 'ACCELERATION') await accelerate(tx, deps, account, recovery, today);
  await deps.events.record(tx, {
    tenantId: account.tenant_id,
    type: 'syndic_recovery.step_taken',
    key: recovery.id,
    subjectType: 'syndic_co_owner_recovery',
    subjectId: recovery.id,
    payload: {
      syndicate_id: account.syndicate_id,
      account_id: account.id,
      step,
      amount_claimed: recovery.amount_claimed_cents / 100,
      taken_on: today,
    },
  });
  return recovery;
}

/**
 * In `tx`: the account's step that came due by `today`, if any, and the interest accrued; a cycle
 * whose account owes nothing overdue is answered. Answers the step taken.
 */
export async function takeRecoveryStep(tx: Store, deps: FundCallDeps, account: CoOwnerAccount, today: string) {
  const standing = await recoveryStanding(tx, account.id, today);
  const formal = formalNoticeOf(standing.cycle);
  if (formal) await postInterest(tx, account, formal, today);
  if (standing.overdue.length === 0) {
    for (const r of standing.cycle) r.answered_on = today;
    await tx.flush();
    return null;
  }
  const taken =
    standing.next && hasCome(standing.next.on, today) ? await record(tx, deps, account, standing, today) : null;
  await tx.flush();
  return taken;
}
