// Estate diagnostics (spec, "Rules stated"): lead (CREP), asbestos, electrical, gas, risks (ERP),
// noise and the co-ownership rules extract; one active per type per estate. The DPE is the energy
// diagnosis (contract/diagnostics/energy-diagnoses.ts); the compliance view lists it with the others.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  queryBoolean,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import {
  DIAGNOSTIC_KINDS,
  DIAGNOSTIC_OUTCOMES,
  DIAGNOSTIC_STATUSES,
  ESTATE_DIAGNOSTIC_TYPES,
} from '../vocabulary/diagnostics.js';
import { LEASE_TYPE_CATEGORIES } from '../vocabulary/leasing.js';

const c = initContract();

/** French names of the documents, in upper, lower and title case. */
const FRENCH_NAMES: Record<string, (typeof ESTATE_DIAGNOSTIC_TYPES)[number]> = {
  CREP: 'LEAD',
  PLOMB: 'LEAD',
  AMIANTE: 'ASBESTOS',
  DAPP: 'ASBESTOS',
  ELECTRICITE: 'ELECTRICITY',
  GAZ: 'GAS',
  ERP: 'RISKS',
  BRUIT: 'NOISE',
  COPROPRIETE: 'COOWNERSHIP_RULES',
};
const diagnosticType = aliasedEnum(ESTATE_DIAGNOSTIC_TYPES, {
  ...spellingAliases(ESTATE_DIAGNOSTIC_TYPES),
  ...Object.fromEntries(
    Object.entries(FRENCH_NAMES).flatMap(([name, type]) =>
      [name, name.toLowerCase(), name[0] + name.slice(1).toLowerCase()].map((spelling) => [spelling, type]),
    ),
  ),
});
const outcome = aliasedEnum(DIAGNOSTIC_OUTCOMES, spellingAliases(DIAGNOSTIC_OUTCOMES));

export const estateDiagnosticSchema = z.object({
  id: uuid,
  estate_id: uuid,
  diagnostic_type: z.enum(ESTATE_DIAGNOSTIC_TYPES),
  reference_number: z.string().nullable(),
  diagnosis_date: isoDate,
  outcome: z.enum(DIAGNOSTIC_OUTCOMES).nullable(),
  valid_until: isoDate
    .nullable()
    .describe('last day it may be annexed to a new lease, from the law for its type and outcome; null: no limit'),
  is_active: z.boolean().describe('the current diagnostic of its type for the estate'),
  is_valid_now: z.boolean(),
  diagnostician: z.string().nullable(),
  media_id: uuid.nullable().describe('the report, an uploaded PDF (POST /media)'),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EstateDiagnosticDto = z.infer<typeof estateDiagnosticSchema>;

const optional = {
  reference_number: nonEmptyText(100).nullable(),
  outcome: outcome
    .nullable()
    .describe(
      'NEGATIVE: nothing found (a lead or asbestos report without findings stays valid); POSITIVE: found; NOT_APPLICABLE: no gas installation, outside the noise zones',
    ),
  diagnostician: nonEmptyText(255).nullable(),
  media_id: uuid.nullable(),
  notes: text(1000).nullable(),
};

export const createEstateDiagnosticBody = z
  .object({
    diagnostic_type: diagnosticType.describe('CREP, ERP, AMIANTE ... are accepted as spellings'),
    diagnosis_date: isoDate.describe('not in the future'),
    ...optionalFields(optional),
  })
  .strict();
export const updateEstateDiagnosticBody = z
  .object({ diagnosis_date: isoDate, ...optional })
  .partial()
  .strict()
  .describe('absent keeps, null removes, a value replaces; the type is fixed');

export const diagnosticStateSchema = z.object({
  kind: z.enum(DIAGNOSTIC_KINDS),
  name: z.string(),
  required: z.boolean(),
  reason: z.string(),
  annexed: z.boolean().describe('annexed to the lease, or kept at the tenant’s disposal (asbestos)'),
  status: z.enum(DIAGNOSTIC_STATUSES),
  diagnostic_id: uuid.nullable().describe('the estate diagnostic, or for the DPE the energy diagnosis'),
  diagnosis_date: isoDate.nullable(),
  valid_until: isoDate.nullable(),
  legal_reference: z.string(),
});

const estateParams = z.object({ estate_id: uuid });
const diagnosticParams = z.object({ estate_id: uuid, diagnostic_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const estateDiagnosticsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/estates/:estate_id/diagnostics',
      pathParams: estateParams,
      query: listQuery(['diagnosis_date', 'valid_until', 'created_at', 'diagnostic_type']).extend({
        diagnostic_type: diagnosticType.optional(),
        is_active: queryBoolean().optional(),
        outcome: outcome.optional(),
        diagnosis_date_from: isoDate.optional(),
        diagnosis_date_to: isoDate.optional(),
      }),
      responses: { 200: paginated(estateDiagnosticSchema) },
      summary:
        'List the diagnostics of an estate (filters diagnostic_type, is_active, outcome, diagnosis_date_from/_to)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/estates/:estate_id/diagnostics',
      pathParams: estateParams,
      body: createEstateDiagnosticBody,
      responses: { 201: estateDiagnosticSchema, 422: problemSchema },
      summary: 'Record a diagnostic; it becomes the active one of its type and deactivates the previous one',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/estates/:estate_id/diagnostics/:diagnostic_id',
      pathParams: diagnosticParams,
      responses: { 200: estateDiagnosticSchema },
      summary: 'One diagnostic of an estate',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/estates/:estate_id/diagnostics/:diagnostic_id',
      pathParams: diagnosticParams,
      body: updateEstateDiagnosticBody,
      responses: { 200: estateDiagnosticSchema, 422: problemSchema },
      summary: 'Update a diagnostic (absent keeps, null removes); its validity follows',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/estates/:estate_id/diagnostics/:diagnostic_id',
      pathParams: diagnosticParams,
      body: null,
      responses: { 204: z.undefined(), 409: problemSchema },
      summary: 'Delete a diagnostic; when it was active, the latest remaining one of its type becomes active',
      metadata: { permission: 'properties:delete' },
    },
    compliance: {
      method: 'GET',
      path: '/estates/:estate_id/diagnostic-compliance',
      pathParams: estateParams,
      query: z.object({
        at: isoDate.optional().describe('the day of the lease signature (default today)'),
        lease_category: z.enum(LEASE_TYPE_CATEGORIES).default('residential'),
      }),
      responses: { 200: z.object({ estate_id: uuid, at: isoDate, states: z.array(diagnosticStateSchema) }) },
      summary: 'Which diagnostics a lease signed on that day needs, and whether each is valid, expired or missing',
      metadata: read,
    },
  },
  { commonResponses },
);
