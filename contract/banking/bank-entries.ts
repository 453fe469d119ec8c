// The credits of the bank statements imported, and the queue of those that wait for a person: one
// call assigns a credit to a lease (the payment recorded), or dismisses it (docs/decisions.md 244).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  idParam,
  isoDate,
  listQuery,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { BANK_ENTRY_STATUSES, MATCH_METHODS, QUEUE_REASONS } from '../vocabulary/banking.js';

const c = initContract();

export const bankEntrySchema = z.object({
  id: uuid,
  import_id: uuid,
  entry_key: z
    .string()
    .describe('the key it is imported once by: ref:<bank reference>, else sha256:<hash of its fields>'),
  booked_on: z.string(),
  value_date: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  payer_name: z.string().nullable(),
  payer_iban: z.string().nullable(),
  remittance: z.string().nullable(),
  status: z.enum(BANK_ENTRY_STATUSES),
  queue_reason: z.enum(QUEUE_REASONS).nullable().describe('why a QUEUED entry waits'),
  match_method: z.enum(MATCH_METHODS).nullable(),
  confidence: z.number().nullable().describe('0 to 1'),
  candidates: z
    .array(z.object({ lease_id: uuid, score: z.number(), reason: z.string() }))
    .describe('the leases it may be for, best first'),
  lease_id: uuid.nullable().describe('the lease it was recorded on'),
  payment_id: uuid.nullable().describe('the rent payment recorded'),
  note: z.string().nullable().describe('why it was dismissed, or why the lease refused the payment'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BankEntryDto = z.infer<typeof bankEntrySchema>;

export const bankEntriesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/bank-entries',
      query: listQuery(['booked_on', 'amount', 'status', 'created_at']).extend({
        status: z.enum(BANK_ENTRY_STATUSES).optional().describe('QUEUED: the queue of credits waiting for a person'),
        import_id: uuid.optional(),
        lease_id: uuid.optional(),
        booked_from: isoDate.optional(),
        booked_to: isoDate.optional(),
      }),
      responses: { 200: paginated(bankEntrySchema) },
      summary: 'Credits imported (status=QUEUED: the queue), latest booked first',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/bank-entries/:id',
      pathParams: idParam,
      responses: { 200: bankEntrySchema },
      summary: 'A credit imported, with its candidate leases',
      metadata: { permission: 'leases:read' },
    },
    assign: {
      method: 'POST',
      path: '/bank-entries/:id/assign',
      pathParams: idParam,
      body: z.object({ lease_id: uuid }).strict(),
      responses: { 200: bankEntrySchema, 404: problemSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Assign a queued (or dismissed) credit to a lease: its rent payment is recorded (409 once recorded)',
      metadata: { permission: 'leases:write' },
    },
    dismiss: {
      method: 'POST',
      path: '/bank-entries/:id/dismiss',
      pathParams: idParam,
      body: z.object({ note: text(1000).nullable().optional() }).strict(),
      responses: { 200: bankEntrySchema, 409: problemSchema },
      summary: 'Set a queued credit aside (not rent); 409 unless QUEUED',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
