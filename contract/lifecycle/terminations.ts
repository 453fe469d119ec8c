// The termination of a lease (spec, named area "lease termination") as an operation with a record:
// the lease's last day, the legal ground and its act, the documents (loi 89-462 art. 14, 14-1, 15,
// 24, 25-7, 25-14; C. civ. art. 1193).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { LEASE_STATUSES } from '../vocabulary/leasing.js';
import { STATED_TERMINATION_GROUNDS, TERMINATION_GROUNDS } from '../vocabulary/lifecycle.js';

const c = initContract();

const GROUNDS_DESCRIBED =
  'NOTICE_END: the last day of the lease’s notice (art. 15 I; a landlord’s notice may end earlier, the day the tenant left); ' +
  'TERM_END: the term of an EXPIRED lease, not renewed (art. 25-7, 25-14); ' +
  'MUTUAL_AGREEMENT: a termination signed by both parties (C. civ. art. 1193: act_date, the signed agreement attached); ' +
  'CLAUSE_RESOLUTOIRE: a court decision applying the clause résolutoire (art. 24: act_date, the decision attached); ' +
  'TENANT_DEATH: the death of the last tenant when nobody takes the lease over (art. 14: lessee_id, act_date the day of death); ' +
  'ABANDONMENT: the abandonment procedure, the judge’s order terminating the lease (art. 14-1: act_date, the order attached)';

export const leaseTerminationSchema = z.object({
  id: uuid,
  lease_id: uuid,
  ground: z
    .enum(TERMINATION_GROUNDS)
    .describe(`${GROUNDS_DESCRIBED}; NOT_STATED: moved by PUT /leases/{id}/status, which states no ground`),
  legal_reference: z.string(),
  effective_date: isoDate.describe('the lease’s last day: rent is owed up to it, the last period prorated to the day'),
  act_date: isoDate.nullable().describe('the day of the act: the agreement signed, the decision, the death, the order'),
  lessee_id: uuid.nullable().describe('TENANT_DEATH: the tenant who died'),
  notice_id: uuid.nullable().describe('NOTICE_END: the notice that ended'),
  details: z.string().nullable(),
  previous_status: z.enum(LEASE_STATUSES),
  previous_end_date: isoDate.describe('the lease’s end_date before the termination moved it to effective_date'),
  last_period_id: uuid
    .nullable()
    .describe('the last rent period, prorated to effective_date; null when no rent was due'),
  cancelled_periods: z
    .number()
    .int()
    .describe('periods called for days after effective_date, cancelled; what was paid on them is the lease’s credit'),
  deposit_handed_over: z
    .boolean()
    .describe(
      'the deposit’s restitution started: its deadline runs (GET /leases/{id}/deposit); false when no deposit is held or the keys are not back',
    ),
  document_media_ids: z.array(uuid),
  created_at: timestamp,
});
export type LeaseTerminationDto = z.infer<typeof leaseTerminationSchema>;

export const terminateLeaseBody = z
  .object({
    ground: aliasedEnum(STATED_TERMINATION_GROUNDS, spellingAliases(STATED_TERMINATION_GROUNDS)).describe(
      GROUNDS_DESCRIBED,
    ),
    effective_date: isoDate
      .optional()
      .describe(
        'the lease’s last day, not in the future; by default the notice’s end (NOTICE_END), the term (TERM_END), the death (TENANT_DEATH); required otherwise',
      ),
    act_date: isoDate
      .optional()
      .describe('required for MUTUAL_AGREEMENT, CLAUSE_RESOLUTOIRE, TENANT_DEATH, ABANDONMENT'),
    lessee_id: uuid.optional().describe('TENANT_DEATH: the tenant who died; no other tenant’s term may stay open'),
    details: text(2000).optional().describe('the court, the decision’s number, what was agreed'),
    document_media_ids: z
      .array(uuid)
      .max(20)
      .optional()
      .describe('the signed agreement, the decision, the order, the death certificate (POST /media)'),
    keys_returned_on: isoDate
      .optional()
      .describe('the day the keys came back: the deposit’s restitution deadline runs from it (art. 22)'),
    exit_matches_entry: z
      .boolean()
      .optional()
      .describe('the exit inspection matches the entry one; read from the signed exit report when there is one'),
  })
  .strict();

const params = z.object({ lease_id: uuid });

export const leaseTerminationContract = c.router(
  {
    terminate: {
      method: 'POST',
      path: '/leases/:lease_id/termination',
      pathParams: params,
      body: terminateLeaseBody,
      responses: { 201: leaseTerminationSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Terminate a lease on a legal ground: TERMINATED, rent ended on the last day, deposit restitution started, lease.terminated published',
      description: [
        'The lease must be ACTIVE, under NOTICE, in FINALISATION or EXPIRED (409 otherwise, and for a lease already TERMINATED). What the ground requires is a 422 naming the rule by `code` in `errors`: `required`, `future_date`, `before_start`, `document_required`, `no_notice`, `not_notice_end`, `not_expired`, `not_term_end`, `before_act`, `not_a_tenant`, `co_tenants_remain`, `not_death_date`, `foreign_media`.',
        'In one transaction: the lease moves to TERMINATED through its state machine (its rent reminders and revision reminders stop); its end_date becomes the last day when that is earlier; periods called for days after it are cancelled, the period that holds it is prorated to the day, the periods not yet called up to it are called, and what payments held beyond the rent owed goes back to the lease’s credit; a running notice is COMPLETED; a HELD deposit is handed over when the keys’ day and the exit’s conformity are known (stated here or read from the signed exit report: a stated fact that does not hold is a 422), otherwise it waits for `POST /leases/{id}/deposit/handover`; `lease.terminated` is published.',
      ].join('\n\n'),
      metadata: { permission: 'leases:write' },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/termination',
      pathParams: params,
      responses: { 200: leaseTerminationSchema },
      summary: 'The termination of a lease (404 while the lease is not terminated)',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
