// What the caller records for the compliance check of one lease (POST /leases/{id}/compliance/update),
// and the rules those inputs must satisfy together (decision record "Lease compliance").
import type { FieldError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { Patch } from '../shared/patch.js';
import type { Store } from '../ports/store.js';
import type { ComplementExclusion, DecreeExceptionType } from '../../contract/vocabulary/compliance.js';
import type { DecreeException } from './zone-tendue/rent-evolution-decree.js';

export class LeaseComplianceInputs {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** Quarter of the estate (zone id, number or name) when its postal code does not tell. */
  quarter: string | null = null;
  /** Last rent of the previous tenant, EUR per month excluding charges. */
  previous_rent: number | null = null;
  previous_rent_last_revision_date: string | null = null;
  /** IRL of the previous rent's last revision (or start) and the latest published at the new lease. */
  irl_base_index: number | null = null;
  irl_latest_index: number | null = null;
  decree_exception: DecreeExceptionType | null = null;
  works_cost: number | null = null;
  neighbourhood_rent: number | null = null;
  complement_exclusions: ComplementExclusion[] = [];
  rent_supplement_justification: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const LEASE_COMPLIANCE_INPUT_FIELDS = [
  'quarter',
  'previous_rent',
  'previous_rent_last_revision_date',
  'irl_base_index',
  'irl_latest_index',
  'decree_exception',
  'works_cost',
  'neighbourhood_rent',
  'complement_exclusions',
  'rent_supplement_justification',
] as const satisfies readonly (keyof LeaseComplianceInputs)[];

export type LeaseComplianceInputPatch = Patch<
  Pick<LeaseComplianceInputs, (typeof LEASE_COMPLIANCE_INPUT_FIELDS)[number]>
>;

/** The recorded inputs of a lease, or empty ones. */
export async function inputsOf(store: Store, leaseId: string): Promise<LeaseComplianceInputs> {
  return (
    (await store.repo(LeaseComplianceInputs).findOne({ lease_id: leaseId })) ??
    Object.assign(new LeaseComplianceInputs(), { lease_id: leaseId })
  );
}

/** The decree exception the inputs claim, with its figures; null when none or incomplete. */
export function exceptionOf(inputs: LeaseComplianceInputs): DecreeException | null {
  switch (inputs.decree_exception) {
    case 'FIRST_LETTING':
    case 'VACANT_OVER_18_MONTHS':
      return { type: inputs.decree_exception };
    case 'IMPROVEMENT_WORKS':
      return inputs.works_cost === null
        ? null
        : { type: 'IMPROVEMENT_WORKS', works_cost_cents: toCents(inputs.works_cost) };
    case 'UNDERVALUED_RENT':
      return inputs.neighbourhood_rent === null
        ? null
        : { type: 'UNDERVALUED_RENT', neighbourhood_rent_cents: toCents(inputs.neighbourhood_rent) };
    default:
      return null;
  }
}

/** 400 for recorded inputs that contradict each other. */
export function complianceInputErrors(inputs: LeaseComplianceInputs): FieldError[] {
  const errors: FieldError[] = [];
  if (inputs.decree_exception === 'IMPROVEMENT_WORKS' && inputs.works_cost === null) {
    errors.push({ path: 'works_cost', message: 'required with the IMPROVEMENT_WORKS exception', code: 'required' });
  }
  if (inputs.decree_exception === 'UNDERVALUED_RENT' && inputs.neighbourhood_rent === null) {
    errors.push({
      path: 'neighbourhood_rent',
      message: 'required with the UNDERVALUED_RENT exception',
      code: 'required',
    });
  }
  if ((inputs.irl_base_index === null) !== (inputs.irl_latest_index === null)) {
    errors.push({
      path: inputs.irl_base_index === null ? 'irl_base_index' : 'irl_latest_index',
      message: 'give both IRL indices or neither',
      code: 'required',
    });
  }
  if (inputs.previous_rent_last_revision_date !== null && inputs.previous_rent === null) {
    errors.push({ path: 'previous_rent', message: 'required with previous_rent_last_revision_date', code: 'required' });
  }
  return errors;
}
