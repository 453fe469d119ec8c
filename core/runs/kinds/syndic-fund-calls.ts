// SYNDIC_FUND_CALLS: for each syndicate of the scope, the instalments of its yearly calls (budget
// provisions, loi 65-557 art. 14-1; works fund, art. 14-2-1) due by the end of the run's month and not
// called yet, oldest first, as the syndicate's own process calls them (docs/decisions.md 271, 312):
// each through the fund calls' issuing use case in the item's transaction (notices posted, their
// PDFs stored, `syndic_fund_call.issued`), the notices' messages once it committed, under their keys.
import type { Notification } from '../../ports/notifier.js';
import { CoOwnerAccount } from '../../syndic/co-owner-accounts/account.js';
import { pendingInstalments } from '../../syndic/fund-calls/calendar.js';
import { FundCall, FundCallNotice } from '../../syndic/fund-calls/fund-call.js';
import { issueFundCallIn } from '../../syndic/fund-calls/issue-call.js';
import { noticeMessage } from '../../syndic/fund-calls/notice-document.js';
import { SyndicLot, Syndicate } from '../../syndic/management/syndicate.js';
import { compareDates } from '../../shared/dates.js';
import type { RunDocument } from '../batch-run.js';
import { monthSpan } from './run-periods.js';
import { syndicates } from './subjects.js';
import { type RunItemHandler, skipped } from './types.js';

export const syndicFundCalls: RunItemHandler<Syndicate> = {
  subjects: syndicates,
  variant: () => '',

  async apply(tx, deps, { run, subject }) {
    const syndicate = await tx.repo(Syndicate).get(subject.id);
    const { first, last } = monthSpan(run.period);
    const due = (await pendingInstalments(tx, syndicate, first)).filter((p) => compareDates(p.due_date, last) <= 0);
    if (due.length === 0) return skipped('nothing_due');
    const documents: RunDocument[] = [];
    // Should the transaction not commit, the PDFs stored are left behind: their keys carry the notices' ids.
    const stored: string[] = [];
    for (const p of due) {
      const input = { kind: p.kind, fiscal_year: p.fiscal_year, instalment: p.number };
      const { notices } = await issueFundCallIn(tx, deps, syndicate.id, input, stored);
      for (const { notice } of notices)
        if (notice.storage_key) documents.push({ storage_key: notice.storage_key, file_name: notice.file_name! });
    }
    return { outcome: 'DONE', documents };
  },

  async messages(store, _deps, _run, item) {
    const messages: Notification[] = [];
    for (const document of item.documents) {
      const notice = await store.repo(FundCallNotice).get(document.storage_key.split('/').at(-1)!);
      // The run's notices are its calls' (an acceleration's notice is none of them).
      const call = await store.repo(FundCall).get(notice.fund_call_id!);
      const lot = await store.repo(SyndicLot).get(notice.lot_id);
      const account = await store.repo(CoOwnerAccount).get(notice.account_id);
      messages.push(noticeMessage(call, notice, lot, account));
    }
    return messages;
  },
};
