import { defineEntity } from '@mikro-orm/core';
import { DIAGNOSTIC_OUTCOMES, ESTATE_DIAGNOSTIC_TYPES } from '../../../contract/vocabulary/diagnostics.js';
import { EstateDiagnostic } from '../../../core/diagnostics/estate-diagnostic.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const EstateDiagnosticEntity = defineEntity({
  class: EstateDiagnostic,
  tableName: 'estate_diagnostics',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    estate_id: p.uuid(),
    diagnostic_type: p.enum(ESTATE_DIAGNOSTIC_TYPES),
    reference_number: p.string().length(100).nullable(),
    diagnosis_date: p.date(),
    outcome: p.enum(DIAGNOSTIC_OUTCOMES).nullable(),
    valid_until: p.date().nullable(),
    is_active: p.boolean(),
    diagnostician: p.string().nullable(),
    media_id: p.uuid().nullable(),
    notes: p.string().length(1000).nullable(),
  },
});
