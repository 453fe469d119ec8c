import { defineEntity } from '@mikro-orm/core';
import { CLIMATE_ZONES, DPE_LABELS } from '../../../core/diagnostics/dpe-labels.js';
import { EnergyDiagnosis } from '../../../core/diagnostics/energy-diagnosis.js';
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
