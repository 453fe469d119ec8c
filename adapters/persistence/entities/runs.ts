import { defineEntity } from '@mikro-orm/core';
import { BatchRun, BatchRunFailure, BatchRunItem, type RunDocument } from '../../../core/runs/batch-run.js';
import { ESCALATION_STEPS } from '../../../contract/vocabulary/billing.js';
import { RUN_KINDS, RUN_STATUSES } from '../../../contract/vocabulary/runs.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

export const BatchRunEntity = defineEntity({
  class: BatchRun,
  tableName: 'batch_runs',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    kind: p.enum(RUN_KINDS),
    period: p.string().length(7),
    step: p.enum(ESCALATION_STEPS).nullable(),
    place_ids: p.json<string[]>(),
    lease_ids: p.json<string[]>(),
    status: p.enum(RUN_STATUSES),
    total: p.integer(),
    done: p.integer(),
    failed: p.integer(),
    skipped: p.integer(),
    page_size: p.smallint(),
    cursor: p.uuid().nullable(),
    cancel_requested: p.boolean(),
    error: p.text().nullable(),
    started_at: p.datetime().nullable(),
    finished_at: p.datetime().nullable(),
  },
});

export const BatchRunFailureEntity = defineEntity({
  class: BatchRunFailure,
  tableName: 'batch_run_failures',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    run_id: p.uuid(),
    subject_id: p.uuid(),
    code: p.string().length(100),
    reason: p.text(),
    created_at: createdAt(),
  },
});

export const BatchRunItemEntity = defineEntity({
  class: BatchRunItem,
  tableName: 'batch_run_items',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    run_id: p.uuid(),
    kind: p.enum(RUN_KINDS),
    variant: p.string().length(50),
    subject_id: p.uuid(),
    period: p.string().length(7),
    documents: p.json<RunDocument[]>(),
    messages_sent: p.boolean(),
    created_at: createdAt(),
  },
});

export const runEntities = [BatchRunEntity, BatchRunFailureEntity, BatchRunItemEntity];
