// Statements of a mandate (compte rendu de gestion, décret 72-678 art. 66-67; issue 35): one per
// period of the mandate's rhythm (monthly, quarterly, yearly), issued once (issuing it again answers
// the same), as JSON and as a PDF. The mandate's schedule issues them too (workflows/owner-statements/).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { STATEMENT_FREQUENCIES } from '../vocabulary/mandates.js';
import { OWNER_ENTRY_KINDS, OWNER_STATEMENT_SORT_FIELDS } from '../vocabulary/owner-accounts.js';
import { mandateParams } from './owner-accounts.js';

const c = initContract();
const euros = z.number().describe('euros, to the cent');

export const ownerStatementSchema = z.object({
  id: uuid,
  mandate_id: uuid,
  owner_id: uuid,
  frequency: z.enum(STATEMENT_FREQUENCIES),
  period_start: isoDate,
  period_end: isoDate,
  opening_balance: euros,
  collected: euros.describe('rents and charges collected'),
  fees: euros.describe('management fees, excluding tax'),
  fees_vat: euros.describe('VAT on the fees'),
  expenses: euros.describe('paid for the owner'),
  corrections: euros.describe('signed'),
  paid_out: euros.describe('payouts to the owner'),
  closing_balance: euros,
  deposits_held: euros.describe("the deposits the agency holds on the mandate's leases: never paid out"),
  lines: z.array(
    z.object({
      entry_id: uuid,
      occurred_on: isoDate,
      kind: z.enum(OWNER_ENTRY_KINDS),
      label: z.string(),
      estate_id: uuid.nullable(),
      amount: euros.describe('signed'),
    }),
  ),
  issued_at: timestamp,
  created_at: timestamp,
});

export const statementListQuery = listQuery(OWNER_STATEMENT_SORT_FIELDS);
const pdf = c.otherResponse({ contentType: 'application/pdf', body: z.any() });
const statementParams = z.object({ mandate_id: uuid, statement_id: uuid });

export const ownerStatementsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/mandates/:mandate_id/statements',
      pathParams: mandateParams,
      query: statementListQuery,
      responses: { 200: paginated(ownerStatementSchema) },
      summary: 'The statements of the mandate (latest period first)',
      metadata: { permission: 'properties:read', list: true },
    },
    issue: {
      method: 'POST',
      path: '/mandates/:mandate_id/statements',
      pathParams: mandateParams,
      body: z.object({ period_start: isoDate.describe('the first day of an ended period of the mandate') }).strict(),
      responses: {
        200: ownerStatementSchema.describe('already issued for that period: the same statement'),
        201: ownerStatementSchema,
        409: problemSchema.describe('a later period is already issued'),
        422: problemSchema.describe('not the start of a period of the mandate, or the period has not ended'),
      },
      summary: 'Issue the statement of an ended period (idempotent: once per period)',
      metadata: { permission: 'properties:write' },
    },
    get: {
      method: 'GET',
      path: '/mandates/:mandate_id/statements/:statement_id',
      pathParams: statementParams,
      responses: { 200: ownerStatementSchema },
      summary: 'A statement: opening balance, each entry, fees, closing balance, paid out',
      metadata: { permission: 'properties:read' },
    },
    pdf: {
      method: 'GET',
      path: '/mandates/:mandate_id/statements/:statement_id/pdf',
      pathParams: statementParams,
      responses: { 200: pdf },
      summary: 'The statement as a PDF (compte rendu de gestion)',
      metadata: { permission: 'properties:read' },
    },
  },
  { commonResponses },
);
