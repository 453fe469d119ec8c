import { defineEntity } from '@mikro-orm/core';
import { ANNEX_CODES, ANNEX_SOURCE_CATEGORIES } from '../../../contract/vocabulary/annexes.js';
import { AnnexCatalogueEntry } from '../../../core/annexes/annex-catalogue.js';
import { LeaseAnnex } from '../../../core/annexes/lease-annex.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

/** Shared by every tenant: seeded by the lease annexes migration. */
export const AnnexCatalogueEntity = defineEntity({
  class: AnnexCatalogueEntry,
  tableName: 'annex_catalogue',
  properties: {
    code: p.enum(ANNEX_CODES).primary(),
    name: p.string(),
    description: p.text(),
    source_category: p.enum(ANNEX_SOURCE_CATEGORIES),
    legal_reference: p.string().nullable(),
  },
});

export const LeaseAnnexEntity = defineEntity({
  class: LeaseAnnex,
  tableName: 'lease_annexes',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    code: p.enum(ANNEX_CODES),
    source_category: p.enum(ANNEX_SOURCE_CATEGORIES),
    title: p.string(),
    media_id: p.uuid().nullable(),
    source_id: p.uuid().nullable(),
    source_version: p.string().length(64).nullable(),
    valid_until: p.date().nullable(),
  },
});

export const annexEntities = [AnnexCatalogueEntity, LeaseAnnexEntity];
