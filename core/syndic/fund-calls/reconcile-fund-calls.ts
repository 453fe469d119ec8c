// The syndicates' source of the reconciliation (core/shared/reconcile-processes.ts, docs/decisions.md
// 291): a syndicate with a budget voted for its current fiscal year should have its fund-call process
// (workflows/syndic-fund-calls/); one whose process is missing or ended gets it again.
import type { Clock } from '../../ports/clock.js';
import type { Store, View } from '../../ports/store.js';
import type { Workflows, WorkflowsProbe } from '../../ports/workflows.js';
import { toDateOnly } from '../../shared/dates.js';
import type { ProcessSource } from '../../shared/reconcile-processes.js';
import { Budget } from '../management/budget.js';
import { Syndicate } from '../management/syndicate.js';
import { fiscalYearOf } from './schedule.js';

/** Whether the syndicate's budget of the fiscal year `today` falls in is voted. */
async function votedThisYear(store: Store, syndicate: Syndicate | View<Syndicate>, today: string) {
  const fiscal_year = fiscalYearOf(today, syndicate.fiscal_year_start_month);
  return (await store.repo(Budget).count({ syndicate_id: syndicate.id, fiscal_year, status: 'VOTED' })) > 0;
}

export function fundCallSource(deps: {
  clock: Clock;
  workflows: Workflows;
  probe: Pick<WorkflowsProbe, 'syndicFundCalls'>;
}): ProcessSource<Syndicate, true> {
  return {
    name: 'syndicates',
    record: Syndicate,
    criteria: {},
    async missing(store, syndicate) {
      if (!(await votedThisYear(store, syndicate, toDateOnly(deps.clock.now())))) return null;
      const running = await deps.probe.syndicFundCalls({ tenantId: syndicate.tenant_id, syndicateId: syndicate.id });
      return running ? null : true;
    },
    start: (tx, syndicate) =>
      deps.workflows.in(tx).startSyndicFundCalls({ tenantId: syndicate.tenant_id, syndicateId: syndicate.id }),
  };
}
