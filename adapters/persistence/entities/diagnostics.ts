// Energy diagnoses (DPE) and the other diagnostics of an estate.
import { defineEntity } from '@mikro-orm/core';
import {
  CLIMATE_ZONES,
  DIAGNOSTIC_OUTCOMES,
  DPE_LABELS,
  ESTATE_DIAGNOSTIC_TYPES,
} from '../../../contract/vocabulary/diagnostics.js';
import { EnergyDiagnosis } from '../../../core/diagnostics/energy-diagnosis.js';
import { EstateDiagnostic } from '../../../core/diagnostics/estate-diagnostic.js';
import { p, tenantFilter, tenantOwned } from './columns.js';

export const EnergyDiagnosisEntity = defineEntity({
  class: EnergyDiagnosis,
  tableName: 'energy_diagnoses',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    place_id: p.uuid().nullable().index(),
    estate_id: p.uuid().nullable().index(),
    reference_number: p.string().length(100),
    diagnosis_date: p.date(),
    valid_until: p.date(),
    energy_label: p.enum(DPE_LABELS),
    ges_label: p.enum(DPE_LABELS),
    construction_year: p.integer(),
    energy_consumption: p.double().nullable(),
    ges_emission: p.double().nullable(),
    heated_area: p.double().nullable(),
    reference_surface: p.double().nullable(),
    altitude: p.integer().nullable(),
    climate_zone: p.enum(CLIMATE_ZONES).nullable(),
    final_energy_consumption: p.double().nullable(),
    notes: p.string().length(1000).nullable(),
    media_id: p.uuid().nullable(),
  },
});

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
