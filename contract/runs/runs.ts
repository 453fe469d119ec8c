// Batch runs (issue 36; docs/decisions.md 230-234, 310-312): month-end work for every subject of a
// scope (the leases, the mandates or the syndicates, as the kind says), run by one workflow that goes
// through them in pages, and the PDFs it made as one ZIP.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  listQuery,
  noBody,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import { ESCALATION_STEPS } from '../vocabulary/billing.js';
import { RUN_KINDS, RUN_STATUSES } from '../vocabulary/runs.js';

const c = initContract();

const KINDS_DESCRIBED =
  "RENT_NOTICES: the notice of rent due (avis d'échéance) of each lease's period that starts in the month: the period opened (the lease's credit applied), the PDF stored, sent to each paying tenant, rent.notice.issued published; " +
  'RECEIPTS: the receipts of that period once paid (a quittance when paid in full, a reçu when in part, loi 89-462 art. 21) that its tenants have not had, receipt.issued published; ' +
  'REMINDERS: the letter of the escalation step `step` for the unpaid periods that start in the month where that step is the next one and its day has come, rent.reminder.sent published; ' +
  'OWNER_STATEMENTS: for each ACTIVE mandate, the statements (comptes rendus de gestion) of its periods ended by the end of the month (and by today) not issued yet, in order, owner_statement.issued published, sent to the owner; ' +
  'SYNDIC_FUND_CALLS: for each syndicate, the instalments of its budget provisions and works-fund contributions due by the end of the month and not called yet, oldest first, the notices stored, syndic_fund_call.issued published, sent to each co-owner; ' +
  'PAYMENT_RECEIPTS: the receipts owed by payments recorded without them (a bank import records this run for the leases it paid, a payment of more than 3 periods for its lease): every period they paid, of any month, receipt.issued published, sent to each paying tenant; a lease with none due is skipped';

export const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month, YYYY-MM')
  .describe(
    'the month, YYYY-MM: the rent periods that start in it; the statement periods and the instalments that end or fall due by its end',
  );

export const runProgressSchema = z.object({
  status: z.enum(RUN_STATUSES),
  total: z
    .number()
    .int()
    .describe('subjects of the scope (leases, mandates or syndicates), counted when the run began'),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int().describe('nothing to do, or done before (by an earlier run of the same period)'),
  percent: z.number().int().describe('subjects gone through, percent of the total'),
  cancel_requested: z.boolean(),
});

export const runFailureSchema = z.object({
  subject_id: uuid.describe('the lease, mandate or syndicate the item was about, as the kind says'),
  lease_id: uuid.nullable().describe('the lease, for the kinds whose subjects are leases; null otherwise'),
  code: z.string().describe('the rule that refused the item (`lease_status`, `out_of_lease`, `not_a_tenant` ...)'),
  reason: z.string(),
  created_at: timestamp,
});

export const runSchema = z.object({
  id: uuid,
  kind: z.enum(RUN_KINDS).describe(KINDS_DESCRIBED),
  period: z.string().describe('YYYY-MM'),
  step: z.enum(ESCALATION_STEPS).nullable().describe('REMINDERS: the escalation step; null otherwise'),
  place_ids: z.array(uuid),
  lease_ids: z.array(uuid),
  status: z.enum(RUN_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  page_size: z.number().int(),
  cancel_requested: z.boolean(),
  error: z.string().nullable().describe('why the run FAILED'),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const runDetailSchema = runSchema.extend({
  progress: runProgressSchema,
  failures: z.array(runFailureSchema).describe('the first 100 failures, in the order met; `failed` counts them all'),
  documents_url: z.string().describe('GET: the PDFs the run made, as one ZIP'),
});

export const startRunBody = z
  .object({
    kind: aliasedEnum(RUN_KINDS, spellingAliases(RUN_KINDS)).describe(KINDS_DESCRIBED),
    period: month,
    step: aliasedEnum(ESCALATION_STEPS, spellingAliases(ESCALATION_STEPS))
      .optional()
      .describe('required for REMINDERS (422 `step_required`), refused otherwise (422 `step_not_allowed`)'),
    place_ids: z
      .array(uuid)
      .max(500)
      .optional()
      .describe('only the leases of these places; the mandates with a lot in them; the syndicates of them'),
    lease_ids: z
      .array(uuid)
      .max(5000)
      .optional()
      .describe('only these leases (refused for OWNER_STATEMENTS and SYNDIC_FUND_CALLS: 422 `lease_ids_not_allowed`)'),
    page_size: z.number().int().min(1).max(500).optional().describe('subjects per page of work, 100 by default'),
  })
  .strict();

const runListQuery = listQuery(['created_at', 'period', 'status', 'kind']).extend({
  kind: z.enum(RUN_KINDS).optional(),
  status: z.enum(RUN_STATUSES).optional(),
  period: month.optional(),
});

export const runsContract = c.router(
  {
    start: {
      method: 'POST',
      path: '/runs',
      body: startRunBody,
      responses: { 201: runDetailSchema, 404: problemSchema, 422: problemSchema, 503: problemSchema },
      summary:
        'Start a batch run: one kind of month-end work for every lease, mandate or syndicate of a scope, as one workflow',
      description: [
        'The run is recorded PENDING and its workflow started once the transaction committed (the workflow command outbox); it goes RUNNING, through the subjects of the scope (leases; ACTIVE mandates for OWNER_STATEMENTS; syndicates for SYNDIC_FUND_CALLS) by id in pages of `page_size`, and ends COMPLETED (or CANCELLED, or FAILED when a page fails past its retries). No place_ids and no lease_ids: every subject of the account (the leases in the statuses the kind works on).',
        'Each item is done once by (kind, step, subject, period): a retried page, a worker or database killed mid-way, or a second run of the same period skips what was done (counted in `skipped`). Items a rule refuses are counted in `failed`, each in `failures` with its code. 404: a place or lease that is not the caller’s; 503: no workflow engine configured.',
      ].join('\n\n'),
      metadata: { permission: 'leases:write' },
    },
    list: {
      method: 'GET',
      path: '/runs',
      query: runListQuery,
      responses: { 200: paginated(runSchema) },
      summary: 'Batch runs of the account, the latest first',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/runs/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: runDetailSchema },
      summary: 'A batch run with its progress and its failures',
      metadata: { permission: 'leases:read' },
    },
    cancel: {
      method: 'POST',
      path: '/runs/:id/cancel',
      pathParams: z.object({ id: uuid }),
      body: noBody,
      responses: { 200: runDetailSchema, 409: problemSchema },
      summary: 'Cancel a batch run: PENDING at once, RUNNING after the page under way (409 once it ended)',
      metadata: { permission: 'leases:write' },
    },
    documents: {
      method: 'GET',
      path: '/runs/:id/documents.zip',
      pathParams: z.object({ id: uuid }),
      responses: { 200: c.otherResponse({ contentType: 'application/zip', body: z.any() }) },
      summary:
        'The PDFs the run made (notices, receipts, letters, fund-call notices), as one ZIP streamed as it is built',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
