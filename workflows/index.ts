// Every workflow the worker runs: the bundle entry point (adapters/temporal/worker.ts).
export { rentRevisionReminder } from './rent-revision-reminder/workflow.js';
export { leaseLifecycle } from './lease-lifecycle/workflow.js';
