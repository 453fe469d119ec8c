// Legislative zones, postal codes of the rent-controlled territories, reference rents and the
// versions of the zone tendue list with their communes.
import { defineEntity } from '@mikro-orm/core';
import { CONSTRUCTION_PERIODS } from '../../../contract/vocabulary/compliance.js';
import { ZONE_TENDUE_CATEGORIES, ZONE_TYPES } from '../../../contract/vocabulary/zones.js';
import {
  POSTAL_COVERAGES,
  ReferenceRent,
  ZonePostalCode,
} from '../../../core/compliance/rent-control/reference-rent.js';
import { LegislativeZone } from '../../../core/zones/zone.js';
import { ZoneTendueCommune, ZoneTendueList } from '../../../core/zones/zone-tendue.js';
import { createdAt, id, money, p, updatedAt } from './columns.js';

/**
 * Official zones (tenant_id null) are visible to every tenant; a tenant's own zones only to it.
 * Same filter name as the tenant filter of columns.ts, so MikroStore's tenant parameter drives it.
 */
const officialOrOwnFilter = {
  tenant: {
    name: 'tenant',
    cond: (args: { tenantId: string }) => ({ $or: [{ tenant_id: null }, { tenant_id: args.tenantId }] }),
    default: true,
  },
};

export const LegislativeZoneEntity = defineEntity({
  class: LegislativeZone,
  tableName: 'legislative_zones',
  filters: officialOrOwnFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid().nullable().index(),
    zone_type: p.enum(ZONE_TYPES),
    country_code: p.string().length(2),
    code: p.string().length(50),
    name: p.string(),
    name_local: p.string().nullable(),
    description: p.text().nullable(),
    description_local: p.text().nullable(),
    is_active: p.boolean(),
    effective_date: p.date().nullable(),
    end_date: p.date().nullable(),
    parent_zone_id: p.uuid().nullable().index(),
    is_rent_controlled: p.boolean(),
    is_zone_tendue: p.boolean(),
    rent_control_start_date: p.date().nullable(),
    rent_control_end_date: p.date().nullable(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});

export const ZonePostalCodeEntity = defineEntity({
  class: ZonePostalCode,
  tableName: 'zone_postal_codes',
  properties: {
    id: id(),
    postal_code: p.string().length(5).index(),
    commune: p.string(),
    zone_id: p.uuid(),
    coverage: p.enum(POSTAL_COVERAGES),
  },
});

export const ReferenceRentEntity = defineEntity({
  class: ReferenceRent,
  tableName: 'reference_rents',
  properties: {
    id: id(),
    territory_zone_id: p.uuid().index(),
    quarter_zone_id: p.uuid(),
    year: p.integer(),
    sector: p.integer().nullable(),
    room_bucket: p.integer(),
    construction_period: p.enum(CONSTRUCTION_PERIODS),
    is_furnished: p.boolean(),
    reference_rent: money(),
    reference_rent_increased: money(),
    reference_rent_decreased: money(),
    data_source: p.text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});

/** The versions of the zone tendue list, each with its days in force, shared by every tenant. */
export const ZoneTendueListEntity = defineEntity({
  class: ZoneTendueList,
  tableName: 'zone_tendue_lists',
  properties: {
    id: id(),
    code: p.string().unique(),
    title: p.text(),
    in_force_from: p.date(),
    in_force_to: p.date().nullable(),
    source: p.text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});

/** The communes of each version of the zone tendue list. */
export const ZoneTendueCommuneEntity = defineEntity({
  class: ZoneTendueCommune,
  tableName: 'zone_tendue_communes',
  properties: {
    id: id(),
    list_id: p.uuid(),
    insee_code: p.string().length(5),
    name: p.string(),
    department: p.string().length(3),
    postal_codes: p.json<string[]>(),
    category: p.enum(ZONE_TENDUE_CATEGORIES),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
});
