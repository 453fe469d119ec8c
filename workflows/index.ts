// Every workflow the worker runs: the bundle entry point (adapters/temporal/worker.ts).
export { rentRevisionReminder } from './rent-revision-reminder/workflow.js';
export { leaseSignature } from './lease-signature/workflow.js';
export { depositRestitution } from './deposit-restitution/workflow.js';
export { rentReminders } from './rent-reminders/workflow.js';
export { amendmentExpiry } from './amendment-expiry/workflow.js';
export { leaseLifecycle } from './lease-lifecycle/workflow.js';
export { ownerStatements } from './owner-statements/workflow.js';
export { syndicFundCalls } from './syndic-fund-calls/workflow.js';
export { batchRun } from './batch-run/workflow.js';
