// Names shared by the workflows, the worker and the client. No imports: safe in the workflow sandbox.

/** The one task queue the service's worker polls. */
export const TASK_QUEUE = 'rental-service';

/** Workflow id of a lease's yearly rent revision reminder: one per lease. */
export function rentRevisionWorkflowId(tenantId: string, leaseId: string): string {
  return `rent-revision:${tenantId}:${leaseId}`;
}

/** Workflow id of a lease's lifecycle process (notice end, term): one per lease. */
export function leaseLifecycleWorkflowId(tenantId: string, leaseId: string): string {
  return `lease-lifecycle:${tenantId}:${leaseId}`;
}
