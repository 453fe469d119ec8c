// The owner's own view (issue 35 section 3), for an owner key (kind `owner`, issued by a claim): the
// owner record, the owner's lots, their leases (terms only: no tenant and no bank detail), the
// statements and their PDFs, the payouts, the expenses paid for the owner and their documents. Every
// other route refuses an owner key (403); another owner's record is a 404.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, uuid } from '../common.js';
import { ownerExpenseSchema } from '../mandates/owner-accounts.js';
import { ownerPayoutSchema } from '../mandates/payouts.js';
import { ownerStatementSchema, statementListQuery } from '../mandates/statements.js';
import { estateSchema } from '../property/estates.js';
import { ownerSchema } from '../property/owners.js';
import { LEASE_STATUSES, PAYMENT_TERMS, RENT_FREQUENCIES } from '../vocabulary/leasing.js';
import { OWNER_PAYOUT_SORT_FIELDS } from '../vocabulary/owner-accounts.js';

const c = initContract();
const read = { permission: 'owner:read' } as const;
const download = { permission: 'owner:download' } as const;
const pdf = c.otherResponse({ contentType: 'application/pdf', body: z.any() });

export const ownerLeaseSchema = z.object({
  id: uuid,
  estate_id: uuid,
  reference_number: z.string().nullable(),
  status: z.enum(LEASE_STATUSES),
  start_date: isoDate,
  end_date: isoDate,
  rent_amount: z.number(),
  charges_amount: z.number().nullable(),
  deposit_amount: z.number().nullable(),
  rent_frequency: z.enum(RENT_FREQUENCIES),
  payment_terms: z.enum(PAYMENT_TERMS),
});

const byCreation = listQuery(['created_at', 'updated_at']);
const byPayment = listQuery(OWNER_PAYOUT_SORT_FIELDS);
const statementParams = z.object({ statement_id: uuid });

export const ownerPortalContract = c.router(
  {
    me: {
      method: 'GET',
      path: '/owner/me',
      responses: { 200: ownerSchema },
      summary: 'The caller owner',
      metadata: read,
    },
    lots: {
      method: 'GET',
      path: '/owner/lots',
      query: byCreation,
      responses: { 200: paginated(estateSchema) },
      summary: "The caller owner's lots (held, or under the owner's mandates)",
      metadata: { ...read, list: true },
    },
    leases: {
      method: 'GET',
      path: '/owner/leases',
      query: byCreation,
      responses: { 200: paginated(ownerLeaseSchema) },
      summary: "The leases of the caller owner's lots: their terms, without tenants or bank details",
      metadata: { ...read, list: true },
    },
    statements: {
      method: 'GET',
      path: '/owner/statements',
      query: statementListQuery,
      responses: { 200: paginated(ownerStatementSchema) },
      summary: "The caller owner's statements (comptes rendus de gestion)",
      metadata: { ...read, list: true },
    },
    statement: {
      method: 'GET',
      path: '/owner/statements/:statement_id',
      pathParams: statementParams,
      responses: { 200: ownerStatementSchema },
      summary: "One of the caller owner's statements",
      metadata: read,
    },
    statementPdf: {
      method: 'GET',
      path: '/owner/statements/:statement_id/pdf',
      pathParams: statementParams,
      responses: { 200: pdf },
      summary: "One of the caller owner's statements as a PDF",
      metadata: download,
    },
    payouts: {
      method: 'GET',
      path: '/owner/payouts',
      query: byPayment,
      responses: { 200: paginated(ownerPayoutSchema) },
      summary: 'The payouts made to the caller owner',
      metadata: { ...read, list: true },
    },
    expenses: {
      method: 'GET',
      path: '/owner/expenses',
      query: byPayment,
      responses: { 200: paginated(ownerExpenseSchema) },
      summary: 'The expenses paid for the caller owner, each with its document id',
      metadata: { ...read, list: true },
    },
    document: {
      method: 'GET',
      path: '/owner/documents/:document_id',
      pathParams: z.object({ document_id: uuid }),
      responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: z.any() }) },
      summary: 'The document of an expense paid for the caller owner',
      metadata: download,
    },
  },
  { commonResponses },
);
