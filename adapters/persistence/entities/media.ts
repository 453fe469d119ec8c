import { defineEntity } from '@mikro-orm/core';
import { Media } from '../../../core/media/media.js';
import { p, storedFileColumns, tenantFilter, tenantOwned } from './columns.js';

export const MediaEntity = defineEntity({
  class: Media,
  tableName: 'media',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().nullable(),
    estate_id: p.uuid().nullable(),
    ...storedFileColumns(),
  },
});
