// Batch runs (docs/decisions.md 230-234): start one (the record and its workflow's start in one
// transaction: the command outbox), read it with its progress and failures, list them, cancel one,
// and list the PDFs it made (GET /runs/{id}/documents.zip).
import type { RunKind, RunStatus } from '../../contract/vocabulary/runs.js';
import { Lease } from '../leasing/lease.js';
import { Place } from '../property/place.js';
import type { EntityClass, Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { BusinessRuleError, ConflictError, NotFoundError, UnavailableError } from '../shared/errors.js';
import { BatchRun, BatchRunFailure, BatchRunItem } from './batch-run.js';
import type { RunsDeps } from './deps.js';
import { RUN_ITEM_HANDLERS } from './kinds/index.js';
import { type StartRunInput, isFinal, startErrors } from './run-rules.js';

/** Failures a run's read shows (a run of 10,000 leases may have thousands). */
export const FAILURES_SHOWN = 100;

export interface RunListInput extends ListInput {
  kind?: RunKind;
  status?: RunStatus;
  period?: string;
}

/** Every id must be one of the caller's records: 404 naming the first unknown one. */
async function requireAll<T extends { id: string }>(store: Store, cls: EntityClass<T>, ids: string[], field: string) {
  if (ids.length === 0) return;
  const found = new Set((await store.repo(cls).findAll({ id: { $in: ids } })).map((r) => r.id));
  const index = ids.findIndex((id) => !found.has(id));
  if (index === -1) return;
  const error = new NotFoundError(field.replace(/_ids$/, ''), ids[index]);
  error.errors.push({ path: `${field}.${index}`, message: `${ids[index]} does not exist`, code: 'not_found' });
  throw error;
}

/** In `tx`: the run recorded PENDING and its workflow's start in the command outbox (workflows on). */
export async function recordRun(tx: Store, deps: Pick<RunsDeps, 'workflows'>, input: StartRunInput): Promise<BatchRun> {
  const run = Object.assign(new BatchRun(), {
    kind: input.kind,
    period: input.period,
    step: input.step ?? null,
    place_ids: [...new Set(input.place_ids ?? [])],
    lease_ids: [...new Set(input.lease_ids ?? [])],
    page_size: input.page_size ?? 100,
  });
  tx.repo(BatchRun).persist(run);
  await tx.flush();
  await deps.workflows.in(tx).startBatchRun({ tenantId: run.tenant_id, runId: run.id });
  return run;
}

export function runUseCases(store: Store, deps: Pick<RunsDeps, 'workflows'>) {
  const get = (id: string) => store.repo(BatchRun).get(id);
  return {
    get,
    /** The run's first FAILURES_SHOWN failures; `failed` counts them all. */
    failures: async (runId: string) =>
      (
        await store.repo(BatchRunFailure).list(
          { run_id: runId },
          {
            page: 1,
            perPage: FAILURES_SHOWN,
            sort: [
              { field: 'created_at', direction: 'asc' },
              { field: 'id', direction: 'asc' },
            ],
          },
        )
      ).items,

    list: (input: RunListInput) =>
      store
        .repo(BatchRun)
        .list(
          definedCriteria({ kind: input.kind, status: input.status, period: input.period }),
          pageRequest(input, [{ field: 'created_at', direction: 'desc' }]),
        ),

    /** Records the run PENDING and, in the same transaction, its workflow's start (503 when workflows are off). */
    async start(input: StartRunInput): Promise<BatchRun> {
      const errors = startErrors(input, RUN_ITEM_HANDLERS[input.kind].subjects.leases);
      if (errors.length > 0) throw new BusinessRuleError(errors[0].message, errors);
      if (!deps.workflows.enabled)
        throw new UnavailableError('Batch runs need the workflow engine, and none is configured');
      return store.transaction(async (tx) => {
        await requireAll(tx, Place, input.place_ids ?? [], 'place_ids');
        await requireAll(tx, Lease, input.lease_ids ?? [], 'lease_ids');
        return recordRun(tx, deps, input);
      });
    },

    /** PENDING: CANCELLED at once; RUNNING: asked (the workflow stops after its page); ended: 409. */
    async cancel(id: string, now: Date): Promise<BatchRun> {
      return store.transaction(async (tx) => {
        const run = await tx.repo(BatchRun).getLocked(id);
        if (isFinal(run.status))
          throw new ConflictError(`The run is ${run.status}: it can no longer be cancelled`, [
            { path: 'status', message: `run is ${run.status}`, code: 'run_ended' },
          ]);
        run.cancel_requested = true;
        if (run.status === 'PENDING') Object.assign(run, { status: 'CANCELLED', finished_at: now });
        await tx.flush();
        await deps.workflows.in(tx).cancelBatchRun({ tenantId: run.tenant_id, runId: run.id });
        return run;
      });
    },

    /** The PDFs the run's items made, in the order done. */
    async documents(id: string) {
      const run = await get(id);
      const items = await store.repo(BatchRunItem).findAll({ run_id: run.id }, [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]);
      return { run, documents: items.flatMap((item) => item.documents) };
    },
  };
}
