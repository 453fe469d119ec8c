// Every activity the worker runs: each long process's own createActivities(deps), assembled.
// The worker (adapters/temporal/worker.ts) builds them from the ports in ActivityDeps.
import {
  type AmendmentExpiryActivityDeps,
  createActivities as amendmentExpiryActivities,
} from './amendment-expiry/activities.js';
import { type BatchRunActivityDeps, createActivities as batchRunActivities } from './batch-run/activities.js';
import {
  type DepositRestitutionActivityDeps,
  createActivities as depositRestitutionActivities,
} from './deposit-restitution/activities.js';
import {
  type LeaseSignatureActivityDeps,
  createActivities as leaseSignatureActivities,
} from './lease-signature/activities.js';
import {
  type LeaseLifecycleActivityDeps,
  createActivities as leaseLifecycleActivities,
} from './lease-lifecycle/activities.js';
import {
  type OwnerStatementActivityDeps,
  createActivities as ownerStatementActivities,
} from './owner-statements/activities.js';
import {
  type RentReminderActivityDeps,
  createActivities as rentReminderActivities,
} from './rent-reminders/activities.js';
import {
  type RentRevisionActivityDeps,
  createActivities as rentRevisionActivities,
} from './rent-revision-reminder/activities.js';
import {
  type SyndicFundCallActivityDeps,
  createActivities as syndicFundCallActivities,
} from './syndic-fund-calls/activities.js';

export type ActivityDeps = RentRevisionActivityDeps &
  DepositRestitutionActivityDeps &
  RentReminderActivityDeps &
  LeaseSignatureActivityDeps &
  AmendmentExpiryActivityDeps &
  LeaseLifecycleActivityDeps &
  OwnerStatementActivityDeps &
  SyndicFundCallActivityDeps &
  BatchRunActivityDeps;

export function createActivities(deps: ActivityDeps) {
  return {
    ...rentRevisionActivities(deps),
    ...depositRestitutionActivities(deps),
    ...rentReminderActivities(deps),
    ...leaseSignatureActivities(deps),
    ...amendmentExpiryActivities(deps),
    ...leaseLifecycleActivities(deps),
    ...ownerStatementActivities(deps),
    ...syndicFundCallActivities(deps),
    ...batchRunActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
