// The task queue shared by the worker and the client; each process's workflow id is in its client.ts.
// No imports: safe in the workflow sandbox.

/** The one task queue the service's worker polls. */
export const TASK_QUEUE = 'rental-service';
