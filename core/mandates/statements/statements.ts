// Statements of a mandate (issue 35): issued per period (issue-statement.ts), read as JSON and as a
// PDF, listed; issued in turn by the mandate's schedule (workflows/owner-statements/) through
// issueEnded, which issues every ended period not issued yet and says when the next one ends.
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { toDateOnly } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import type { OwnerAccountDeps } from '../accounts/deps.js';
import { ManagementMandate } from '../mandate.js';
import { issueStatement } from './issue-statement.js';
import { OwnerStatement } from './owner-statement.js';
import { printStatement } from './print-statement.js';
import type { StatementFileDeps } from './statement-file.js';
import { endedPeriods, periodContaining } from './statement-periods.js';

export interface StatementScope {
  mandate_id?: string;
  owner_id?: string;
}

export function statementUseCases(
  store: Store,
  deps: Pick<OwnerAccountDeps, 'clock' | 'events' | 'notifier' | 'pdf' | 'printer' | 'files'>,
) {
  async function get(statementId: string, scope: StatementScope): Promise<OwnerStatement> {
    const statement = await store.repo(OwnerStatement).find(statementId);
    const outOfScope =
      !statement ||
      (scope.mandate_id && statement.mandate_id !== scope.mandate_id) ||
      (scope.owner_id && statement.owner_id !== scope.owner_id);
    if (outOfScope) throw new NotFoundError('statement', statementId);
    return statement;
  }
  return {
    issue: (mandateId: string, periodStart: string) => issueStatement(store, deps, mandateId, periodStart),
    async list(scope: StatementScope, input: ListInput) {
      if (scope.mandate_id) await store.repo(ManagementMandate).get(scope.mandate_id);
      return store
        .repo(OwnerStatement)
        .list({ ...scope }, pageRequest(input, [{ field: 'period_start', direction: 'desc' }]));
    },
    get,
    async pdf(statementId: string, scope: StatementScope): Promise<{ statement: OwnerStatement; bytes: Uint8Array }> {
      const statement = await get(statementId, scope);
      return { statement, bytes: await printStatement(store, deps, statement) };
    },
    issueEnded: (mandateId: string) => issueEnded(store, deps, mandateId),
  };
}

/**
 * Issues every period of the mandate ended by today and not issued yet, in order (none while the
 * mandate is a draft), `today` being the workflow's day; answers how many were issued and the end of the period now running.
 */
export async function issueEnded(
  store: Store,
  deps: Pick<OwnerAccountDeps, 'clock' | 'events' | 'notifier'> & StatementFileDeps,
  mandateId: string,
  today: string = toDateOnly(deps.clock.now()),
): Promise<{ issued: number; next_period_end: string | null; active: boolean }> {
  const mandate = await store.repo(ManagementMandate).find(mandateId);
  if (!mandate || mandate.status === 'DRAFT') return { issued: 0, next_period_end: null, active: false };
  // A terminated mandate still renders the period its end falls in, once that period has ended.
  const last = mandate.status === 'TERMINATED' ? (mandate.terminated_on ?? today) : null;
  const latest = await store
    .repo(OwnerStatement)
    .findAll({ mandate_id: mandate.id }, [{ field: 'period_end', direction: 'desc' }]);
  let issued = 0;
  for (const period of endedPeriods(mandate.statement_frequency, mandate.starts_on, today)) {
    if (last !== null && period.start > last) break;
    // Periods before one already issued (by hand) are behind the account: never issued after it.
    if (latest[0] && period.end < latest[0].period_end) continue;
    if ((await issueStatement(store, deps, mandate.id, period.start, today)).created) issued += 1;
  }
  const running = periodContaining(mandate.statement_frequency, today);
  const active = last === null || running.start <= last;
  return { issued, next_period_end: active ? running.end : null, active };
}
