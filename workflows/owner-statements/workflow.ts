// The statement schedule of one management mandate (compte rendu de gestion, décret 72-678 art. 66-67;
// issue 35). Workflows own time (docs/architecture.md): it has an activity issue every ended period
// not issued yet (idempotent: a period is issued once), then sleeps until the day after the running
// period ends, and again; it ends once the mandate no longer runs (terminated and its last period
// rendered, or gone). It continues as new every CONTINUE_AFTER rounds to keep its history short.
//
// Deterministic workflow code: no Node built-ins, no I/O.
import { continueAsNew, defineQuery, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { OwnerStatementActivities } from './activities.js';

export interface OwnerStatementsInput {
  tenantId: string;
  mandateId: string;
}

export interface OwnerStatementsState {
  rounds: number;
  issued: number;
  nextPeriodEnd: string | null;
}

export const ownerStatementsStateQuery = defineQuery<OwnerStatementsState>('ownerStatementsState');

const { issueEndedStatements } = proxyActivities<OwnerStatementActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

const DAY_MS = 86_400_000;
/** Issued in the morning after the period ends (UTC). */
const ISSUE_HOUR_MS = 6 * 3_600_000;
const CONTINUE_AFTER = 24;

export async function ownerStatements(input: OwnerStatementsInput): Promise<{ issued: number }> {
  const state: OwnerStatementsState = { rounds: 0, issued: 0, nextPeriodEnd: null };
  setHandler(ownerStatementsStateQuery, () => ({ ...state }));
  for (;;) {
    // Date in a workflow is the deterministic time of the current workflow task.
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    const result = await issueEndedStatements({ ...input, today });
    state.rounds += 1;
    state.issued += result.issued;
    state.nextPeriodEnd = result.next_period_end;
    if (!result.active || result.next_period_end === null) return { issued: state.issued };
    if (state.rounds >= CONTINUE_AFTER) await continueAsNew<typeof ownerStatements>(input);
    const wakeAt = Date.parse(`${result.next_period_end}T00:00:00Z`) + DAY_MS + ISSUE_HOUR_MS;
    const waitMs = wakeAt - Date.now();
    await sleep(Math.max(waitMs, 60_000));
  }
}
