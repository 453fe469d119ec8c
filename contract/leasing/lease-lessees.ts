import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  bySpelling,
  commonResponses,
  deleted,
  hundredths,
  isoDate,
  problemSchema,
  spellingAliases,
  spellingsOf,
  timestamp,
  type BodyCases,
  uuid,
} from '../common.js';
import { LESSEE_CATEGORIES, RENT_SHARE_MODES, TENANT_ROLES, TENANT_ROLE_SPELLINGS } from '../vocabulary/leasing.js';

const c = initContract();

export const tenantRoleInput = aliasedEnum(TENANT_ROLES, {
  ...spellingAliases(TENANT_ROLES),
  ...bySpelling(TENANT_ROLE_SPELLINGS),
});

export const leaseLesseeSchema = z.object({
  id: uuid,
  lease_id: uuid,
  lessee_id: uuid,
  role: z.enum(TENANT_ROLES),
  start_date: z.string(),
  end_date: z.string().nullable().describe('the day the tenant leaves; the term is no longer active from that day'),
  rent_share: z
    .number()
    .nullable()
    .describe('percentage of the rent this tenant pays now; null for a guarantor or an ended term'),
  rent_share_explicit: z
    .number()
    .nullable()
    .describe('the share as set; null: equal split of what explicit shares leave'),
  rent_share_mode: z.enum(RENT_SHARE_MODES),
  is_active: z.boolean(),
  lessee: z.object({
    id: uuid,
    category: z.enum(LESSEE_CATEGORIES),
    title: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string(),
    email: z.string().nullable(),
    mobile_phone: z.string().nullable(),
  }),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeaseLesseeDto = z.infer<typeof leaseLesseeSchema>;

const share = () => hundredths(z.number().min(0).max(100));

export const addLeaseLesseeBody = z
  .object({
    lessee_id: uuid,
    role: tenantRoleInput,
    start_date: isoDate.optional().describe('default: the lease start_date'),
    end_date: isoDate.nullable().optional(),
    rent_share: share().nullable().optional().describe('percentage; absent or null: equal split'),
  })
  .strict();

export const updateLeaseLesseeBody = z
  .object({ role: tenantRoleInput, start_date: isoDate, end_date: isoDate.nullable(), rent_share: share().nullable() })
  .partial()
  .strict();

export const endLeaseLesseeBody = z.object({ end_date: isoDate.optional().describe('default: today') }).strict();

const leaseParams = z.object({ lease_id: uuid });
const termParams = z.object({ lease_id: uuid, lessee_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
/** A guarantor pays no rent: it holds no share of it. */
const guarantorShares: BodyCases = {
  role: [{ values: spellingsOf(tenantRoleInput, 'Guarantor'), forbids: ['rent_share'] }, {}],
};
const rules = { 409: problemSchema, 422: problemSchema };

export const leaseLesseesContract = c.router(
  {
    add: {
      method: 'POST',
      path: '/leases/:lease_id/lessees',
      pathParams: leaseParams,
      body: addLeaseLesseeBody,
      responses: { 201: leaseLesseeSchema, ...rules },
      summary: 'Add a tenant or guarantor to a lease (one active PrimaryTenant; explicit rent shares never over 100)',
      description: [
        "The lease's terms must still hold these rules after the change (their shares must total exactly 100 only when the lease becomes ACTIVE: PUT /leases/{id}/status); each refusal names its field and `code` in `errors`.",
        '- 400: `end_date` before `start_date` (`date_order`).',
        '- 422: a Guarantor given a `rent_share` (`rent_share_not_allowed`); the explicit shares of the terms active today above 100 in all (`rent_share_over_100`; the tenants without one share the rest equally); a lessee of category guarantor as PrimaryTenant or CoTenant (`guarantor_cannot_rent`).',
        '- 409: a second active PrimaryTenant (`primary_tenant_exists`: end that term or make it a CoTenant first); a lessee with an open term already (`duplicate_tenant`); a TERMINATED lease.',
      ].join('\n'),
      metadata: { ...write, bodyCases: guarantorShares },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/lessees',
      pathParams: leaseParams,
      responses: { 200: z.array(leaseLesseeSchema) },
      summary: 'Every tenant term of the lease, past ones included',
      metadata: read,
    },
    active: {
      method: 'GET',
      path: '/leases/:lease_id/lessees/active',
      pathParams: leaseParams,
      responses: { 200: z.array(leaseLesseeSchema) },
      summary: 'The tenant terms active today',
      metadata: read,
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/lessees/:lessee_id',
      pathParams: termParams,
      responses: { 200: leaseLesseeSchema },
      summary: "The lessee's term on the lease (the open one, else the latest)",
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/lessees/:lessee_id',
      pathParams: termParams,
      body: updateLeaseLesseeBody,
      responses: { 200: leaseLesseeSchema, ...rules },
      summary: 'Change role, dates or rent share of a term',
      description:
        'The changed term is held to the rules of the add (POST /leases/{lease_id}/lessees): dates in order (400), a guarantor holds no share and explicit shares never total more than 100 (422), one active PrimaryTenant and one open term per lessee (409). A term already ended is a 409.',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/lessees/:lessee_id',
      pathParams: termParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Remove a term recorded by mistake (to record a departure, end the term instead)',
      metadata: { permission: 'leases:delete' },
    },
    end: {
      method: 'PUT',
      path: '/leases/:lease_id/lessees/:lessee_id/end',
      pathParams: termParams,
      body: endLeaseLesseeBody,
      responses: { 200: leaseLesseeSchema, ...rules },
      summary: 'End the open term on end_date (default today)',
      metadata: write,
    },
  },
  { commonResponses },
);
