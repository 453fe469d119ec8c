// Management mandates: the mandate, its lots, the account's register counter.
import { defineEntity } from '@mikro-orm/core';
import {
  LETTING_FEE_ZONES,
  MANDATE_FEE_BASES,
  MANDATE_STATUSES,
  STATEMENT_FREQUENCIES,
} from '../../../contract/vocabulary/mandates.js';
import { LeaseLettingFees } from '../../../core/mandates/letting-fees/lease-letting-fees.js';
import { ZoneABisCommune } from '../../../core/mandates/letting-fees/zone-a-bis.js';
import { ManagementMandate, MandateLot, type MandatePowers, MandateRegister } from '../../../core/mandates/mandate.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const ManagementMandateEntity = defineEntity({
  class: ManagementMandate,
  tableName: 'management_mandates',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    owner_id: p.uuid(),
    number: p.integer(),
    status: p.enum(MANDATE_STATUSES),
    signed_on: p.date().nullable(),
    starts_on: p.date(),
    duration_months: p.integer(),
    tacit_renewal: p.boolean(),
    notice_months: p.integer(),
    powers: p.json<MandatePowers>(),
    fee_rate_bps: p.integer(),
    vat_rate_bps: p.integer(),
    fee_base: p.enum(MANDATE_FEE_BASES),
    statement_frequency: p.enum(STATEMENT_FREQUENCIES),
    allows_advances: p.boolean(),
    letting_fee_visits_file_lease_per_m2: money().nullable(),
    letting_fee_entry_report_per_m2: money().nullable(),
    terminated_on: p.date().nullable(),
    termination_notice_given_on: p.date().nullable(),
    termination_reason: p.text().nullable(),
  },
});

export const MandateLotEntity = defineEntity({
  class: MandateLot,
  tableName: 'management_mandate_lots',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    mandate_id: p.uuid(),
    estate_id: p.uuid().nullable(),
    place_id: p.uuid().nullable(),
    created_at: createdAt(),
  },
});

export const MandateRegisterEntity = defineEntity({
  class: MandateRegister,
  tableName: 'management_mandate_registers',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    last_number: p.integer(),
  },
});

export const LeaseLettingFeesEntity = defineEntity({
  class: LeaseLettingFees,
  tableName: 'lease_letting_fees',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    mandate_id: p.uuid().nullable(),
    living_area: p.decimal('number').precision(8).scale(2),
    signed_on: p.date(),
    zone: p.enum(LETTING_FEE_ZONES),
    caps_version: p.string(),
    tenant_visits_file_lease: money(),
    landlord_visits_file_lease: money(),
    tenant_entry_report: money(),
    landlord_entry_report: money(),
  },
});

/** Shared data, no tenant: the communes of zone A bis, each with the days its listing is in force. */
export const ZoneABisCommuneEntity = defineEntity({
  class: ZoneABisCommune,
  tableName: 'zone_a_bis_communes',
  properties: {
    id: id(),
    insee_code: p.string().length(5),
    name: p.string(),
    department: p.string().length(3),
    postal_codes: p.json<string[]>(),
    version: p.string().length(60),
    in_force_from: p.date(),
    in_force_to: p.date().nullable(),
  },
});

export const mandateEntities = [
  ManagementMandateEntity,
  MandateLotEntity,
  MandateRegisterEntity,
  LeaseLettingFeesEntity,
  ZoneABisCommuneEntity,
];
