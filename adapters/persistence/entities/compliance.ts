// What a tenant recorded for the compliance check of a lease (POST /leases/{id}/compliance/update).
import { defineEntity } from '@mikro-orm/core';
import { type ComplementExclusion, DECREE_EXCEPTIONS } from '../../../contract/vocabulary/compliance.js';
import { LeaseComplianceInputs } from '../../../core/compliance/lease-compliance-inputs.js';
import { money, p, tenantFilter, tenantOwned } from './columns.js';

/** What a tenant recorded for the compliance check of one of its leases. */
export const LeaseComplianceInputsEntity = defineEntity({
  class: LeaseComplianceInputs,
  tableName: 'lease_compliance_inputs',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid().unique(),
    quarter: p.string().length(100).nullable(),
    previous_rent: money().nullable(),
    previous_rent_last_revision_date: p.date().nullable(),
    irl_base_index: money().nullable(),
    irl_latest_index: money().nullable(),
    decree_exception: p.enum(DECREE_EXCEPTIONS).nullable(),
    works_cost: money().nullable(),
    neighbourhood_rent: money().nullable(),
    complement_exclusions: p.json<ComplementExclusion[]>(),
    rent_supplement_justification: p.text().nullable(),
  },
});
