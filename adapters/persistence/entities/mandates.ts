// Management mandates: the mandate, its lots, the account's register counter.
import { defineEntity } from '@mikro-orm/core';
import { MANDATE_FEE_BASES, MANDATE_STATUSES, STATEMENT_FREQUENCIES } from '../../../contract/vocabulary/mandates.js';
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

export const mandateEntities = [ManagementMandateEntity, MandateLotEntity, MandateRegisterEntity];
