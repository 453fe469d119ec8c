// The lifecycle of a lease in time (spec, named area "lease termination"): what comes next and on
// which day (FINALISATION at the notice's end; renewal or EXPIRED at the term), and the renewals.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, timestamp, uuid } from '../common.js';
import { leaseNoticeSchema } from './notices.js';
import { LIFECYCLE_STEPS, TERM_OUTCOMES } from '../vocabulary/lifecycle.js';
import { LEASE_STATUSES } from '../vocabulary/leasing.js';

const c = initContract();

export const leaseLifecycleSchema = z.object({
  lease_id: uuid,
  status: z.enum(LEASE_STATUSES),
  start_date: isoDate,
  end_date: isoDate.describe('the last day of the current term (renewals move it)'),
  lessor: z
    .enum(['natural_person', 'legal_person', 'sci', 'unknown'])
    .describe(
      'the owner: an unfurnished lease renews for 6 years with a legal person, 3 otherwise (an SC/SCI may be a family SCI)',
    ),
  term: z.object({
    outcome: z.enum(TERM_OUTCOMES).describe('what the term brings without a notice'),
    months: z.number().int().nullable().describe('length of the renewed term'),
    legal_reference: z.string(),
  }),
  next_step: z.object({
    step: z
      .enum(LIFECYCLE_STEPS)
      .describe(
        'FINALISE: FINALISATION on the notice’s last day; REACH_TERM: the term the day after end_date; AWAIT_EXIT: TERMINATED once the exit report is signed and the keys are back',
      ),
    due_date: isoDate.nullable(),
  }),
  notice: leaseNoticeSchema.omit({ document_media_ids: true }).nullable(),
  renewals: z.array(
    z.object({
      id: uuid,
      previous_end_date: isoDate,
      new_end_date: isoDate,
      months: z.number().int(),
      legal_reference: z.string(),
      created_at: timestamp,
    }),
  ),
});

export const leaseLifecycleContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:lease_id/lifecycle',
      pathParams: z.object({ lease_id: uuid }),
      responses: { 200: leaseLifecycleSchema },
      summary: 'What comes next for a lease and when (notice end, term: renewal or expiry), and its renewals',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
