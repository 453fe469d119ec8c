// Loi 65-557 art. 19-2: after a formal notice left unanswered for 30 days, the provisions of art.
// 14-1 (budget) and 14-2 I (works fund) not yet due fall due at once, with the sums of past years
// whose accounts are approved (already on the account as regularisations). The year's remainder per
// lot and key becomes a notice due today, so that the later calls of the year find nothing left to
// call on those lots (notice-amounts.ts subtracts what was called).
import { frenchEuros } from '../../billing/french.js';
import { YEARLY_CALL_KINDS } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { callPlan, calledSoFar, seriesCalls } from '../fund-calls/call-plan.js';
import type { FundCallDeps } from '../fund-calls/deps.js';
import { FundCallNotice } from '../fund-calls/fund-call.js';
import { remainingLines } from '../fund-calls/notice-amounts.js';
import { fiscalYearOf } from '../fund-calls/schedule.js';
import { LEDGER } from '../fund-calls/issue-call.js';
import { SyndicLot, Syndicate } from '../management/syndicate.js';
import type { CoOwnerAccount, CoOwnerRecovery } from './account.js';
import { post } from './accounts.js';

async function lotsOf(tx: Store, account: CoOwnerAccount) {
  const lots = await tx.repo(SyndicLot).findAll({ syndicate_id: account.syndicate_id });
  return lots.filter((l) =>
    account.owner_id ? l.co_owner_owner_id === account.owner_id : l.co_owner_contact_id === account.contact_id,
  );
}

/** In `tx`: the notices the acceleration makes due today; adds them to the recovery's claim. */
export async function accelerate(
  tx: Store,
  deps: FundCallDeps,
  account: CoOwnerAccount,
  recovery: CoOwnerRecovery,
  today: string,
) {
  const syndicate = await tx.repo(Syndicate).get(account.syndicate_id);
  const lots = await lotsOf(tx, account);
  const fiscalYear = fiscalYearOf(today, syndicate.fiscal_year_start_month);
  let accelerated = 0;
  for (const kind of YEARLY_CALL_KINDS) {
    const plan = await callPlan(tx, syndicate, { kind, fiscal_year: fiscalYear }).catch((e: unknown) => {
      if (e instanceof BusinessRuleError) return null;
      throw e;
    });
    if (!plan) continue;
    const issued = await seriesCalls(tx, syndicate.id, plan);
    const soFar = await calledSoFar(
      tx,
      syndicate.id,
      plan,
      issued.map((c) => c.id),
    );
    for (const [lotId, lines] of remainingLines(plan.keys, soFar, new Set(lots.map((l) => l.id)))) {
      const lot = lots.find((l) => l.id === lotId)!;
      const notice = Object.assign(new FundCallNotice(), {
        id: deps.ids.next(),
        syndicate_id: syndicate.id,
        recovery_id: recovery.id,
        kind,
        fiscal_year: fiscalYear,
        lot_id: lotId,
        account_id: account.id,
        due_date: today,
        amount_cents: lines.reduce((s, l) => s + l.amount_cents, 0),
        lines,
        balance_brought_forward_cents: 0,
      });
      tx.repo(FundCallNotice).persist(notice);
      await tx.flush();
      post(tx, account, {
        entry_date: today,
        kind: 'ACCELERATION',
        ledger: LEDGER[kind],
        label: `Exigibilité immédiate (loi 65-557 art. 19-2) : reste ${kind === 'WORKS_FUND' ? 'du fonds de travaux' : 'des provisions'} ${fiscalYear}, lot ${lot.number}`,
        amount_cents: notice.amount_cents,
        notice_id: notice.id,
        recovery_id: recovery.id,
      });
      accelerated += notice.amount_cents;
    }
  }
  recovery.amount_claimed_cents += accelerated;
  recovery.nature += ` ; devenus exigibles (art. 19-2) : ${frenchEuros(accelerated)} de provisions et de cotisations au fonds de travaux de l’exercice ${fiscalYear} non encore échues, et les sommes restant dues des exercices antérieurs approuvés`;
  await tx.flush();
}
