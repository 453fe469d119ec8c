// Names shared by the workflows, the worker and the client. No imports: safe in the workflow sandbox.

/** The one task queue the service's worker polls. */
export const TASK_QUEUE = 'rental-service';

/** Workflow id of a lease's yearly rent revision reminder: one per lease. */
export function rentRevisionWorkflowId(tenantId: string, leaseId: string): string {
  return `rent-revision:${tenantId}:${leaseId}`;
}

/** Workflow id of the signature process of a signature document: one per document. */
export function leaseSignatureWorkflowId(documentId: string): string {
  return `lease-signature:${documentId}`;
}

/** Workflow id of a handed-back deposit's restitution watch: one per deposit. */
export function depositRestitutionWorkflowId(tenantId: string, depositId: string): string {
  return `deposit-restitution:${tenantId}:${depositId}`;
}

/** Workflow id of a lease's rent reminder escalation: one per lease. */
export function rentRemindersWorkflowId(tenantId: string, leaseId: string): string {
  return `rent-reminders:${tenantId}:${leaseId}`;
}

/** Workflow id of a lease's lifecycle process (notice end, term): one per lease. */
export function leaseLifecycleWorkflowId(tenantId: string, leaseId: string): string {
  return `lease-lifecycle:${tenantId}:${leaseId}`;
}
