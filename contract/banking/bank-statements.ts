// Bank statements imported (docs/decisions.md 240-244): a camt.053 or CSV file uploaded, its credits
// matched to leases; the import answers what it came to.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, formText, idParam, problemSchema, text, timestamp, uploadedFile, uuid } from '../common.js';
import {
  CSV_DATE_FORMATS,
  CSV_MAPPING_FIELDS,
  type CsvMappingField,
  STATEMENT_FORMATS,
} from '../vocabulary/banking.js';

const c = initContract();

export const bankStatementImportSchema = z.object({
  id: uuid,
  format: z.enum(STATEMENT_FORMATS),
  file_name: z.string(),
  statement_id: z.string().nullable().describe('the statement’s own id (camt.053 Stmt/Id)'),
  account_iban: z.string().nullable().describe('the account of the statement (camt.053 Acct/Id/IBAN)'),
  credit_count: z.number().int().describe('credits in the file'),
  debit_count: z.number().int().describe('debits in the file: read, never matched nor kept'),
  imported_count: z.number().int().describe('credits kept: those no earlier import, nor an earlier line, had'),
  duplicate_count: z
    .number()
    .int()
    .describe('credits already imported (by the bank’s reference, else a hash of their fields)'),
  matched_count: z.number().int().describe('credits recorded as rent payments at import'),
  queued_count: z.number().int().describe('credits waiting in the queue (GET /bank-entries?status=QUEUED)'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BankStatementImportDto = z.infer<typeof bankStatementImportSchema>;

/** Each mapped field names the header of its column. */
const csvMapping = z
  .object(
    Object.fromEntries(CSV_MAPPING_FIELDS.map((field) => [field, text(100).optional()])) as Record<
      CsvMappingField,
      z.ZodOptional<ReturnType<typeof text>>
    >,
  )
  .strict()
  .refine((mapping) => Boolean(mapping.booked_on), { message: 'booked_on is required', path: ['booked_on'] })
  .refine((mapping) => Boolean(mapping.amount) !== Boolean(mapping.credit || mapping.debit), {
    message: 'either amount, or credit and/or debit',
    path: ['amount'],
  });

/** A JSON object sent as a multipart field. */
const jsonField = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const importStatementBody = z.object({
  file: uploadedFile.describe('the statement (binary, required): camt.053 XML or CSV, at most 20 MB'),
  format: formText(z.enum(STATEMENT_FORMATS))
    .optional()
    .describe('CAMT053 or CSV; told from the content when absent (XML is camt.053)'),
  csv_mapping: jsonField(csvMapping)
    .optional()
    .describe(
      'CSV only, required there: a JSON object naming the header of each column: booked_on and either amount (signed: negative is a debit) or credit/debit; payer_name, payer_iban, remittance, bank_reference, currency, value_date optional',
    ),
  csv_delimiter: formText(z.enum([';', ',', '\t', '|']))
    .optional()
    .describe('CSV: the delimiter, ";" by default'),
  csv_date_format: formText(z.enum(CSV_DATE_FORMATS))
    .optional()
    .describe('CSV: how dates are written, YYYY-MM-DD by default'),
});

export const bankStatementsContract = c.router(
  {
    import: {
      method: 'POST',
      path: '/bank-statements',
      contentType: 'multipart/form-data',
      body: importStatementBody,
      responses: { 201: bankStatementImportSchema, 400: problemSchema, 413: problemSchema },
      summary: 'Import a bank statement (camt.053 or CSV) and match its credits to leases',
      description: [
        'Multipart: `file`, and for a CSV `csv_mapping` (JSON). The file is read whole first: a malformed one is a 400 whose `errors[0].message` names the line (CSV) or the element path (camt.053), and nothing is imported.',
        'Each credit (CRDT) is imported once per account: by the bank’s reference of the entry (AcctSvcrRef, else NtryRef), else by a hash of its fields; the same file imported twice, or two files that overlap, count the second time as `duplicate_count`.',
        'Each new credit is matched to a lease: by a reference in its remittance information (the lease’s payment reference, `GET /leases/{id}/payment-reference`, or its reference number; case and spaces aside), else by its amount (one due on the lease) and the payer’s name (or IBAN) against the lease’s tenants, with a confidence from 0 to 1. A reference of one lease, or one candidate alone at 0.85 or more, is recorded as a rent payment at once (allocation and receipts as `POST /leases/{id}/payments`); the others wait in the queue with their candidates.',
      ].join('\n\n'),
      metadata: { permission: 'leases:write' },
    },
    get: {
      method: 'GET',
      path: '/bank-statements/:id',
      pathParams: idParam,
      responses: { 200: bankStatementImportSchema },
      summary: 'An import of a bank statement and its counts',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
