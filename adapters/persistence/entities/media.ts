import { defineEntity } from '@mikro-orm/core';
import { Media } from '../../../core/media/media.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const MediaEntity = defineEntity({
  class: Media,
  tableName: 'media',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().nullable(),
    estate_id: p.uuid().nullable(),
    description: p.text().nullable(),
    file_name: p.string(),
    content_type: p.string().length(100),
    file_size: p.integer(),
    sha256: p.string().length(64),
    storage_key: p.string().length(255),
  },
});
