// Every activity the worker runs: each long process's own createActivities(deps), assembled.
// The worker (adapters/temporal/worker.ts) builds them from the ports in ActivityDeps.
import {
  type RentRevisionActivityDeps,
  createActivities as rentRevisionActivities,
} from './rent-revision-reminder/activities.js';

export type ActivityDeps = RentRevisionActivityDeps;

export function createActivities(deps: ActivityDeps) {
  return { ...rentRevisionActivities(deps) };
}

export type Activities = ReturnType<typeof createActivities>;
