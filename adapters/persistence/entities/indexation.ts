import { defineEntity } from '@mikro-orm/core';
import { INDEX_SERIES } from '../../../core/indexation/index-series.js';
import { IndexValue } from '../../../core/indexation/index-value.js';
import { createdAt, id, p, updatedAt } from './columns.js';

/** Shared by every tenant: the INSEE index table (migration Migration20261123050000_index_values). */
export const IndexValueEntity = defineEntity({
  class: IndexValue,
  tableName: 'index_values',
  properties: {
    id: id(),
    series: p.enum(INDEX_SERIES),
    quarter: p.string().length(7),
    value: p.decimal('number').precision(10).scale(2),
    published_on: p.date().nullable(),
    source: p.string().length(500).nullable(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});
