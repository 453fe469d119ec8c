// The quarterly indices of INSEE rents are revised on, shared by every tenant.
import { defineEntity } from '@mikro-orm/core';
import { INDEX_SERIES, IndexValue } from '../../../core/indexation/index-value.js';
import { createdAt, id, money, p, updatedAt } from './columns.js';

export const IndexValueEntity = defineEntity({
  class: IndexValue,
  tableName: 'index_values',
  properties: {
    id: id(),
    series: p.enum(INDEX_SERIES),
    quarter: p.string().length(7),
    value: money(),
    published_on: p.date().nullable(),
    source: p.text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});
