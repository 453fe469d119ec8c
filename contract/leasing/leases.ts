import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  bySpelling,
  commonResponses,
  deleted,
  hundredths,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  optionalFields,
  paginated,
  planLimitResponse,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import {
  CHARGE_SETTLEMENT_MODES,
  CHARGE_SETTLEMENT_MODE_SPELLINGS,
  LEASE_STATUSES,
  LEASE_STATUS_SPELLINGS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_SPELLINGS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_SPELLINGS,
  RENT_FREQUENCIES,
  RENT_FREQUENCY_SPELLINGS,
  REVISION_INDEX_TYPES,
  REVISION_INDEX_TYPE_SPELLINGS,
  USAGE_TYPES,
  USAGE_TYPE_SPELLINGS,
} from '../vocabulary/leasing.js';

const c = initContract();

// Enumerations (contract/vocabulary/leasing.ts) in reference spelling, plus their case variants
// (spellingAliases: MONTHLY, monthly, Monthly ...) and the vocabulary's workflow spellings on input.
const spelled = <const R extends readonly [string, ...string[]]>(
  reference: R,
  workflow: Partial<Record<R[number], readonly string[]>>,
) => aliasedEnum(reference, { ...spellingAliases(reference), ...bySpelling(workflow) });

export const leaseStatusInput = spelled(LEASE_STATUSES, LEASE_STATUS_SPELLINGS);
const rentFrequency = spelled(RENT_FREQUENCIES, RENT_FREQUENCY_SPELLINGS);
const revisionIndexType = spelled(REVISION_INDEX_TYPES, REVISION_INDEX_TYPE_SPELLINGS);
const usageType = spelled(USAGE_TYPES, USAGE_TYPE_SPELLINGS);
const chargeSettlementMode = spelled(CHARGE_SETTLEMENT_MODES, CHARGE_SETTLEMENT_MODE_SPELLINGS);
const paymentTerms = spelled(PAYMENT_TERMS, PAYMENT_TERMS_SPELLINGS);
export const paymentMethod = spelled(PAYMENT_METHODS, PAYMENT_METHOD_SPELLINGS);

export const leaseSchema = z.object({
  id: uuid,
  estate_id: uuid,
  lease_type_id: uuid,
  reference_number: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  rent_amount: z.number().describe('monthly rent excluding charges, euros'),
  rent_frequency: z.enum(RENT_FREQUENCIES),
  deposit_amount: z.number().nullable(),
  revision_index_type: z.enum(REVISION_INDEX_TYPES),
  next_revision_date: z.string().nullable(),
  inventory_type: z.string().nullable(),
  usage_type: z.enum(USAGE_TYPES),
  payment_day: z.number().int().nullable(),
  payment_terms: z.enum(PAYMENT_TERMS),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  charge_settlement_mode: z.enum(CHARGE_SETTLEMENT_MODES),
  charges_amount: z.number().nullable().describe('monthly charges (provision or flat rate), euros'),
  is_subject_to_rent_evolution_decree: z.boolean(),
  is_subject_to_reference_rent_cap: z.boolean(),
  reference_rent_per_m2: z.number().nullable(),
  reference_rent_increased_per_m2: z.number().nullable(),
  base_rent_amount: z.number().nullable(),
  special_conditions: z.string().nullable(),
  status: z.enum(LEASE_STATUSES),
  rent_regulation_compliance_status: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeaseDto = z.infer<typeof leaseSchema>;

export const rentRevisionSchema = z.object({
  id: uuid,
  lease_id: uuid,
  old_rent_amount: z.number(),
  new_rent_amount: z.number(),
  effective_date: z.string(),
  reason: z.string().nullable(),
  created_at: timestamp,
});

// Stored as numeric(12,2); a positive amount is at least 0.01.
const euros = (min = 0) => money(100_000_000, min);
const perM2 = () => hundredths(z.number().min(0).max(100_000));

/** Fields with a default or none: optional on create, nullable where the lease may lack them. */
const leaseFields = {
  reference_number: nonEmptyText(100).nullable().describe("unique among the tenant's leases"),
  end_date: isoDate.describe('last day of the lease; default: start_date + the lease type default duration - 1 day'),
  rent_amount: euros(0.01).describe('monthly rent excluding charges; default: the estate rent_amount'),
  rent_frequency: rentFrequency,
  deposit_amount: euros().nullable(),
  revision_index_type: revisionIndexType,
  next_revision_date: isoDate.nullable(),
  inventory_type: text(100).nullable(),
  usage_type: usageType,
  payment_day: z.number().int().min(1).max(31).nullable(),
  payment_terms: paymentTerms,
  payment_method: paymentMethod.nullable(),
  charge_settlement_mode: chargeSettlementMode,
  charges_amount: euros().nullable(),
  is_subject_to_rent_evolution_decree: z.boolean(),
  is_subject_to_reference_rent_cap: z.boolean(),
  reference_rent_per_m2: perM2().nullable(),
  reference_rent_increased_per_m2: perM2().nullable(),
  base_rent_amount: euros().nullable(),
  special_conditions: text(10_000).nullable(),
};

/**
 * The workflow examples send status Draft on create: accepted when it says DRAFT (in any of its
 * spellings, the only values the document lists), refused otherwise.
 */
const createStatus = {
  status: spelled(['DRAFT'], { DRAFT: LEASE_STATUS_SPELLINGS.DRAFT })
    .optional()
    .describe('a lease is created DRAFT; change it with PUT /leases/{id}/status'),
};

export const createLeaseBody = z
  .object({
    estate_id: uuid,
    lease_type_id: uuid,
    start_date: isoDate,
    ...optionalFields(leaseFields),
    ...createStatus,
  })
  .strict()
  .transform(({ status: _draft, ...fields }) => fields);

export const updateLeaseBody = z
  .object({ estate_id: uuid, lease_type_id: uuid, start_date: isoDate, ...leaseFields })
  .partial()
  .strict();

export const leaseStatusBody = z.object({ status: leaseStatusInput }).strict();

export const rentChangeBody = z
  .object({
    rent_amount: euros(0.01).describe('new monthly rent excluding charges'),
    effective_date: isoDate.optional().describe('default: today'),
    reason: text(1000).nullable().optional(),
  })
  .strict();

const leaseParams = z.object({ id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const conflict = { 409: problemSchema, 422: problemSchema };

export const leasesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases',
      query: listQuery([
        'created_at',
        'updated_at',
        'start_date',
        'end_date',
        'rent_amount',
        'status',
        'reference_number',
      ]).extend({
        status: leaseStatusInput.optional(),
        estate_id: uuid.optional(),
        lease_type_id: uuid.optional(),
        start_date_from: isoDate.optional(),
        start_date_to: isoDate.optional(),
      }),
      responses: { 200: paginated(leaseSchema) },
      summary: 'List leases (filters status, estate_id, lease_type_id, start_date_from/_to)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/leases',
      body: createLeaseBody,
      responses: { 201: leaseSchema, ...conflict },
      summary:
        'Create a DRAFT lease; rent defaults to the estate rent_amount, end_date to the lease type default duration',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/leases/:id',
      pathParams: leaseParams,
      responses: { 200: leaseSchema },
      summary: 'Get a lease',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:id',
      pathParams: leaseParams,
      body: updateLeaseBody,
      responses: { 200: leaseSchema, ...conflict },
      summary: 'Update a lease: every field while DRAFT; afterwards administrative fields only (terms: 409)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:id',
      pathParams: leaseParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a DRAFT lease (409 for any other status)',
      metadata: { permission: 'leases:delete' },
    },
    changeStatus: {
      method: 'PUT',
      path: '/leases/:id/status',
      pathParams: leaseParams,
      body: leaseStatusBody,
      responses: { 200: leaseSchema, ...conflict, ...planLimitResponse },
      summary:
        'Move the lease through its state machine (409 with allowed_next_statuses for an illegal move; 422 to ACTIVE without a primary tenant)',
      description: [
        'Asking for the current status changes nothing (200). A move the state machine does not allow is a 409 whose problem gives `current_status`, `requested_status` and `allowed_next_statuses` (empty from a final status).',
        'To ACTIVE, the tenant terms active today must hold (422, by `code` in `errors`): an active PrimaryTenant (`primary_tenant_required`), explicit shares within 100 (`rent_share_over_100`), and shares totalling exactly 100, the tenants without an explicit share splitting the rest equally (`rent_share_sum`).',
        'To TERMINATED, the move is the termination operation (`POST /leases/{lease_id}/termination`) with the ground the facts give, since this body states none: NOTICE_END on the last day of a notice that has run out, TERM_END on the term of an EXPIRED lease once passed, otherwise NOT_STATED on today. The rent ends that day (last period prorated), the deposit is handed over when the signed exit report shows the keys back, and `lease.terminated` is published. State the ground, the act and its documents with the termination operation instead.',
      ].join('\n\n'),
      metadata: write,
    },
    changeRent: {
      method: 'PUT',
      path: '/leases/:id/rent',
      pathParams: leaseParams,
      body: rentChangeBody,
      responses: { 200: leaseSchema, ...conflict },
      summary:
        'Change the rent; the old and new rent, effective date and reason are kept in the rent history (a raise of an F/G dwelling under a contract concluded or renewed since 24 August 2022: 422 DPE_RENT_FREEZE)',
      metadata: write,
    },
    rentHistory: {
      method: 'GET',
      path: '/leases/:id/rent/history',
      pathParams: leaseParams,
      responses: { 200: z.array(rentRevisionSchema) },
      summary: 'The rent changes of a lease, oldest first',
      metadata: read,
    },
    ofEstate: {
      method: 'GET',
      path: '/leases/estate/:estate_id',
      pathParams: z.object({ estate_id: uuid }),
      responses: { 200: z.array(leaseSchema) },
      summary: 'The leases of an estate, latest start first',
      metadata: read,
    },
  },
  { commonResponses },
);
