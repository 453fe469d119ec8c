// OWNER_STATEMENTS: the statements (comptes rendus de gestion, décret 72-678 art. 66) of each
// ACTIVE mandate of the scope whose periods end by the run's month's end and have ended by today,
// issued in order as the mandate's schedule issues them (docs/decisions.md 223, 311): each period not
// issued yet, none before one issued already, through the statements' own use case in the item's
// transaction (`owner_statement.issued`) and its PDF stored (a document of the run), the owner's
// message once it committed, under its own key, the PDF attached.
import { ManagementMandate } from '../../mandates/mandate.js';
import { issueStatementIn, statementMessage } from '../../mandates/statements/issue-statement.js';
import { OwnerStatement } from '../../mandates/statements/owner-statement.js';
import { statementFileKey, storeStatementFile } from '../../mandates/statements/statement-file.js';
import { endedPeriods } from '../../mandates/statements/statement-periods.js';
import type { Notification } from '../../ports/notifier.js';
import { addDays, compareDates } from '../../shared/dates.js';
import type { RunDocument } from '../batch-run.js';
import { monthSpan } from './run-periods.js';
import { activeMandates } from './subjects.js';
import { type RunItemHandler, skipped } from './types.js';

/** The day before which a period must end to be issued by the run: the month's end, and today. */
function issuedBefore(month: string, today: string): string {
  const afterMonth = addDays(monthSpan(month).last, 1);
  return compareDates(afterMonth, today) < 0 ? afterMonth : today;
}

export const ownerStatements: RunItemHandler<ManagementMandate> = {
  subjects: activeMandates,
  variant: () => '',

  async apply(tx, deps, { run, subject, today }) {
    const mandate = await tx.repo(ManagementMandate).get(subject.id);
    if (mandate.status !== 'ACTIVE') return skipped('mandate_not_active');
    const latest = await tx
      .repo(OwnerStatement)
      .findAll({ mandate_id: mandate.id }, [{ field: 'period_end', direction: 'desc' }]);
    const documents: RunDocument[] = [];
    for (const period of endedPeriods(
      mandate.statement_frequency,
      mandate.starts_on,
      issuedBefore(run.period, today),
    )) {
      // Periods before one already issued are behind the account: never issued after it (decision 223).
      if (latest[0] && compareDates(period.end, latest[0].period_end) < 0) continue;
      const issued = await issueStatementIn(tx, deps, mandate.id, period.start, today);
      if (issued.created) documents.push(await storeStatementFile(tx, deps, issued.statement));
    }
    return documents.length > 0 ? { outcome: 'DONE', documents } : skipped('already_issued');
  },

  /**
   * Each statement of the mandate ended by the run's bound, with its PDF when this item issued it:
   * those issued before were sent then, and their key keeps each message once.
   */
  async messages(store, _deps, _run, item) {
    const before = addDays(monthSpan(item.period).last, 1);
    const statements = await store
      .repo(OwnerStatement)
      .findAll({ mandate_id: item.subject_id, period_end: { $lt: before } }, [
        { field: 'period_end', direction: 'asc' },
      ]);
    const messages: Notification[] = [];
    for (const statement of statements) {
      const file = item.documents.find((document) => document.storage_key === statementFileKey(statement)) ?? null;
      const message = await statementMessage(store, statement, file);
      if (message) messages.push(message);
    }
    return messages;
  },
};
