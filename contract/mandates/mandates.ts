// Management mandates (mandat de gestion; loi 70-9 art. 6, décret 72-678 art. 64-66): an owner gives
// the account's agency powers over lots (estates, or whole places) against a fee. Each mandate bears
// the next number of the account's register of mandates (art. 65), given by the service in order,
// never reused. A mandate is written while DRAFT, then activated (signed), suspended, resumed and
// terminated with the notice it states; a lot under an ACTIVE mandate is managed.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  hundredths,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import {
  MANDATE_FEE_BASES,
  MANDATE_SORT_FIELDS,
  MANDATE_STATUSES,
  STATEMENT_FREQUENCIES,
} from '../vocabulary/mandates.js';

const c = initContract();

const status = aliasedEnum(MANDATE_STATUSES, spellingAliases(MANDATE_STATUSES));
const feeBase = aliasedEnum(MANDATE_FEE_BASES, spellingAliases(MANDATE_FEE_BASES));
const frequency = aliasedEnum(STATEMENT_FREQUENCIES, spellingAliases(STATEMENT_FREQUENCIES));
/** A percentage with two decimals, 0 to 100 (a rate outside is a 400). */
const percent = () => hundredths(z.number().min(0).max(100));

const powersSchema = z.object({
  collect_rents: z.boolean(),
  sign_leases: z.boolean(),
  order_works_up_to: z
    .number()
    .nullable()
    .describe('euros: works the agent may order alone up to this amount; null: none without the owner'),
  represent_owner: z.boolean(),
});

const lettingFeesSchema = z.object({
  visits_file_lease_per_m2: z
    .number()
    .nullable()
    .describe('euros per m² of living area the agency charges for visits, the file and drafting the lease'),
  entry_report_per_m2: z.number().nullable().describe('euros per m² for the entry condition report'),
});

const lotSchema = z.object({
  id: uuid,
  estate_id: uuid.nullable(),
  place_id: uuid.nullable().describe('a whole place: every estate in it'),
});

export const mandateSchema = z.object({
  id: uuid,
  owner_id: uuid,
  number: z.number().int().describe('the register number (décret 72-678 art. 65): 1, 2, 3 ... per account'),
  status: z.enum(MANDATE_STATUSES),
  signed_on: isoDate.nullable(),
  starts_on: isoDate,
  duration_months: z.number().int(),
  tacit_renewal: z.boolean(),
  notice_months: z.number().int().describe('the notice the mandate states for its termination'),
  powers: powersSchema,
  fee_rate: z.number().describe('management fee, % of the sums collected, excluding tax'),
  vat_rate: z.number().describe('% of VAT on the fee'),
  fee_base: z.enum(MANDATE_FEE_BASES),
  statement_frequency: z.enum(STATEMENT_FREQUENCIES),
  allows_advances: z.boolean(),
  letting_fees: lettingFeesSchema,
  lots: z.array(lotSchema),
  terminated_on: isoDate.nullable(),
  termination_notice_given_on: isoDate.nullable(),
  termination_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const lotInput = z
  .object({ estate_id: uuid.optional(), place_id: uuid.optional() })
  .strict()
  .refine((lot) => (lot.estate_id === undefined) !== (lot.place_id === undefined), {
    message: 'a lot is an estate_id or a place_id, not both',
  });

/** Every power stated: an update replaces the powers as a whole. */
const powersFull = z
  .object({
    collect_rents: z.boolean(),
    sign_leases: z.boolean(),
    order_works_up_to: money().nullable(),
    represent_owner: z.boolean(),
  })
  .strict();

/** On creation, a power left out takes its default: collect the rents, nothing else. */
const powersInput = z
  .object({
    collect_rents: z.boolean().default(true),
    sign_leases: z.boolean().default(false),
    order_works_up_to: money().nullable().default(null),
    represent_owner: z.boolean().default(false),
  })
  .strict();

const lettingFeesFull = z
  .object({ visits_file_lease_per_m2: money(1000).nullable(), entry_report_per_m2: money(1000).nullable() })
  .strict();

const lettingFeesInput = z
  .object({
    visits_file_lease_per_m2: money(1000).nullable().default(null),
    entry_report_per_m2: money(1000).nullable().default(null),
  })
  .strict();

const mandateFields = {
  owner_id: uuid,
  starts_on: isoDate,
  duration_months: z.number().int().min(1).max(1200),
  tacit_renewal: z.boolean(),
  notice_months: z.number().int().min(0).max(24),
  powers: powersFull,
  fee_rate: percent(),
  vat_rate: percent(),
  fee_base: feeBase,
  statement_frequency: frequency,
  allows_advances: z.boolean(),
  letting_fees: lettingFeesFull,
  lots: z.array(lotInput).min(1).max(500),
};

const createBody = z
  .object({
    ...mandateFields,
    tacit_renewal: mandateFields.tacit_renewal.default(false),
    notice_months: mandateFields.notice_months.default(3),
    powers: powersInput.default({}),
    vat_rate: mandateFields.vat_rate.default(20),
    fee_base: feeBase.default('RENT_AND_CHARGES'),
    statement_frequency: frequency.default('MONTHLY'),
    allows_advances: z.boolean().default(false),
    letting_fees: lettingFeesInput.default({}),
  })
  .strict();

const mandateParams = z.object({ mandate_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const moves = { 409: problemSchema, 422: problemSchema } as const;

export const mandatesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/mandates',
      query: listQuery(MANDATE_SORT_FIELDS).extend({
        owner_id: uuid.optional(),
        status: status.optional(),
        estate_id: uuid.optional().describe('the mandates covering this estate, directly or through its place'),
      }),
      responses: { 200: paginated(mandateSchema) },
      summary: 'The management mandates (filters owner_id, status, estate_id)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/mandates',
      body: createBody,
      responses: { 201: mandateSchema, 422: problemSchema },
      summary: 'Write a management mandate (DRAFT) with the next number of the register',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/mandates/:mandate_id',
      pathParams: mandateParams,
      responses: { 200: mandateSchema },
      summary: 'One management mandate',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/mandates/:mandate_id',
      pathParams: mandateParams,
      body: z
        .object(mandateFields)
        .omit({ owner_id: true })
        .partial()
        .strict()
        .describe('absent keeps; powers, letting_fees and lots, when given, replace them as a whole'),
      responses: { 200: mandateSchema, ...moves },
      summary: 'Change a DRAFT mandate (409 once activated)',
      metadata: write,
    },
    activate: {
      method: 'POST',
      path: '/mandates/:mandate_id/activate',
      pathParams: mandateParams,
      body: z.object({ signed_on: isoDate.describe('the day both parties signed; not in the future') }).strict(),
      responses: { 200: mandateSchema, ...moves },
      summary: 'Activate a signed DRAFT mandate (409 when a lot is under another ACTIVE mandate)',
      metadata: write,
    },
    suspend: {
      method: 'POST',
      path: '/mandates/:mandate_id/suspend',
      pathParams: mandateParams,
      body: z.object({}).strict(),
      responses: { 200: mandateSchema, ...moves },
      summary: 'Suspend an ACTIVE mandate',
      metadata: write,
    },
    resume: {
      method: 'POST',
      path: '/mandates/:mandate_id/resume',
      pathParams: mandateParams,
      body: z.object({}).strict(),
      responses: { 200: mandateSchema, ...moves },
      summary: 'Resume a SUSPENDED mandate (409 when a lot came under another ACTIVE mandate meanwhile)',
      metadata: write,
    },
    terminate: {
      method: 'POST',
      path: '/mandates/:mandate_id/terminate',
      pathParams: mandateParams,
      body: z
        .object({
          terminated_on: isoDate.describe('the last day of the mandate; no earlier than notice given + notice_months'),
          notice_given_on: isoDate.optional().describe('the day notice was given; default today'),
          reason: nonEmptyText(1000),
        })
        .strict(),
      responses: { 200: mandateSchema, ...moves },
      summary: 'Terminate a mandate with the notice it states (422 mandate_notice when too early)',
      metadata: write,
    },
  },
  { commonResponses },
);
