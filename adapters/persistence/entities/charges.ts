import { defineEntity } from '@mikro-orm/core';
import { AUDITED_ENTITIES, AUDIT_ACTIONS } from '../../../contract/vocabulary/charges.js';
import { ChargeAuditEntry, type Snapshot } from '../../../core/charges/audit/audit.js';
import { type CaretakerTask, CHARGE_CATEGORY_CODES, DISTRIBUTION_KEYS } from '../../../contract/vocabulary/charges.js';
import {
  BuildingService,
  ChargeConfiguration,
  ChargeExpense,
  ChargeFreezePeriod,
  ChargeProvision,
  type TantiemeShare,
} from '../../../core/charges/records.js';
import {
  ChargeRegularisation,
  ChargeRegularisationLine,
  ChargeRegularisationTenantShare,
} from '../../../core/charges/regularisations/regularisation.js';
import { REGULARISATION_STATUSES } from '../../../contract/vocabulary/charges.js';
import { TENANT_ROLES } from '../../../contract/vocabulary/leasing.js';
import { id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const BuildingServiceEntity = defineEntity({
  class: BuildingService,
  tableName: 'building_services',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid(),
    name: p.string(),
    category: p.enum(CHARGE_CATEGORY_CODES),
    provider: p.string().nullable(),
    contract_reference: p.string().length(100).nullable(),
    start_date: p.date().nullable(),
    end_date: p.date().nullable(),
    annual_cost: money().nullable(),
    notes: p.text().nullable(),
  },
});

export const ChargeConfigurationEntity = defineEntity({
  class: ChargeConfiguration,
  tableName: 'charge_configurations',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid(),
    category: p.enum(CHARGE_CATEGORY_CODES),
    distribution_key: p.enum(DISTRIBUTION_KEYS),
    meter_id: p.uuid().nullable(),
    tantiemes: p.json<TantiemeShare[]>(),
    caretaker_tasks: p.json<CaretakerTask[]>(),
    recoverable_percent: p.decimal('number').precision(5).scale(2),
    notes: p.text().nullable(),
  },
});

export const ChargeExpenseEntity = defineEntity({
  class: ChargeExpense,
  tableName: 'charge_expenses',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid(),
    category: p.enum(CHARGE_CATEGORY_CODES),
    label: p.string(),
    amount: money(),
    period_start: p.date(),
    period_end: p.date(),
    invoice_date: p.date().nullable(),
    supplier: p.string().nullable(),
    invoice_reference: p.string().length(100).nullable(),
    building_service_id: p.uuid().nullable(),
    notes: p.text().nullable(),
    estate_id: p.uuid().nullable(),
    syndic_expense_id: p.uuid().nullable(),
  },
});

export const ChargeProvisionEntity = defineEntity({
  class: ChargeProvision,
  tableName: 'charge_provisions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    category: p.enum(CHARGE_CATEGORY_CODES),
    monthly_amount: money(),
    effective_from: p.date(),
    effective_to: p.date().nullable(),
  },
});

export const ChargeFreezePeriodEntity = defineEntity({
  class: ChargeFreezePeriod,
  tableName: 'charge_freeze_periods',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid().nullable(),
    start_date: p.date(),
    end_date: p.date(),
    reason: p.text(),
    legal_reference: p.string().nullable(),
  },
});

/** Append-only (the migration takes UPDATE and DELETE away from the application role). */
export const ChargeAuditEntryEntity = defineEntity({
  class: ChargeAuditEntry,
  tableName: 'charge_audit_log',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    entity_type: p.enum(AUDITED_ENTITIES),
    entity_id: p.uuid(),
    action: p.enum(AUDIT_ACTIONS),
    place_id: p.uuid().nullable(),
    lease_id: p.uuid().nullable(),
    actor_key_id: p.uuid(),
    actor_role: p.string().length(50),
    changed_at: p.datetime(),
    before: p.json<Snapshot>().nullable(),
    after: p.json<Snapshot>().nullable(),
  },
});

export const ChargeRegularisationEntity = defineEntity({
  class: ChargeRegularisation,
  tableName: 'charge_regularisations',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    place_id: p.uuid(),
    estate_id: p.uuid(),
    period_start: p.date(),
    period_end: p.date(),
    occupancy_start: p.date(),
    occupancy_end: p.date(),
    occupancy_days: p.integer(),
    status: p.enum(REGULARISATION_STATUSES),
    total_charges: money(),
    total_provisions: money(),
    balance: money(),
    sent_on: p.date().nullable(),
    payable_from: p.date().nullable(),
    documents_available_until: p.date().nullable(),
    is_late: p.boolean(),
    instalments_requested_on: p.date().nullable(),
    settled_on: p.date().nullable(),
  },
});

export const ChargeRegularisationLineEntity = defineEntity({
  class: ChargeRegularisationLine,
  tableName: 'charge_regularisation_lines',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    regularisation_id: p.uuid(),
    category: p.enum(CHARGE_CATEGORY_CODES),
    distribution_key: p.enum(DISTRIBUTION_KEYS),
    building_total: money(),
    share: money(),
    provisions: money(),
    balance: money(),
    basis: p.text(),
  },
});

export const ChargeRegularisationTenantShareEntity = defineEntity({
  class: ChargeRegularisationTenantShare,
  tableName: 'charge_regularisation_tenants',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    regularisation_id: p.uuid(),
    lessee_id: p.uuid(),
    role: p.enum(TENANT_ROLES),
    days: p.integer(),
    amount: money(),
  },
});

export const chargeEntities = [
  BuildingServiceEntity,
  ChargeConfigurationEntity,
  ChargeExpenseEntity,
  ChargeProvisionEntity,
  ChargeFreezePeriodEntity,
  ChargeAuditEntryEntity,
  ChargeRegularisationEntity,
  ChargeRegularisationLineEntity,
  ChargeRegularisationTenantShareEntity,
];
