// Activities of a syndicate's fund calls: adapters from the workflow to core (createActivities(deps)).
// Each call is issued once per series and instalment (a unique key; the next run finds it issued),
// each recovery step once per cycle, each message once per key: a retried activity changes nothing twice.
import { type CalendarState, calendarState, takeDueSteps } from '../../core/syndic/fund-calls/calendar.js';
import type { FundCallDeps } from '../../core/syndic/fund-calls/deps.js';
import type { TenantStores } from '../../core/ports/store.js';

export type SyndicFundCallActivityDeps = FundCallDeps & { stores: TenantStores };

export interface SyndicateRef {
  tenantId: string;
  syndicateId: string;
  /** Today as the workflow sees it (its deterministic clock), `YYYY-MM-DD`. */
  today: string;
}

export function createActivities(deps: SyndicFundCallActivityDeps) {
  return {
    /** Whether the syndicate still exists, and when its process should wake next. */
    async syndicCalendarState(ref: SyndicateRef): Promise<CalendarState> {
      return calendarState(deps.stores.forTenant(ref.tenantId), ref.syndicateId, ref.today);
    },
    /** Issues the instalments due and takes the recovery steps due; answers how many of each. */
    async takeDueSyndicSteps(ref: SyndicateRef): Promise<{ issued: number; steps: number }> {
      return takeDueSteps(deps.stores.forTenant(ref.tenantId), deps, ref.syndicateId, ref.today);
    },
  };
}

export type SyndicFundCallActivities = ReturnType<typeof createActivities>;
