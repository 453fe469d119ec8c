import { defineEntity } from '@mikro-orm/core';
import { INDEX_REVISION_STATUSES, INDEX_SERIES } from '../../../contract/vocabulary/indexation.js';
import { IndexRevision } from '../../../core/indexation/index-revision.js';
import { IndexValue } from '../../../core/indexation/index-value.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned, updatedAt } from './columns.js';

const indexNumber = () => p.decimal('number').precision(10).scale(2);

/** Shared by every tenant: the INSEE index table (migration Migration20261123050000_index_values). */
export const IndexValueEntity = defineEntity({
  class: IndexValue,
  tableName: 'index_values',
  properties: {
    id: id(),
    series: p.enum(INDEX_SERIES),
    quarter: p.string().length(7),
    value: indexNumber(),
    published_on: p.date().nullable(),
    source: p.string().length(500).nullable(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});

export const IndexRevisionEntity = defineEntity({
  class: IndexRevision,
  tableName: 'lease_index_revisions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    revision_date: p.date(),
    claimed_on: p.date(),
    effective_date: p.date(),
    index_series: p.enum(INDEX_SERIES),
    reference_quarter: p.smallint(),
    new_index_quarter: p.string().length(7),
    new_index_value: indexNumber(),
    old_index_quarter: p.string().length(7),
    old_index_value: indexNumber(),
    previous_rent_amount: money(),
    revised_rent_amount: money(),
    status: p.enum(INDEX_REVISION_STATUSES),
    applied_at: p.datetime().nullable(),
  },
});
