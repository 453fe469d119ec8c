// The banking routers (docs/decisions.md 240-244): statements imported (multipart, as media
// uploads), the credits and their queue, and a lease's payment reference.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { StatementFormat } from '../../../../contract/vocabulary/banking.js';
import { bankEntryUseCases } from '../../../../core/banking/bank-entries.js';
import type { BankingDeps } from '../../../../core/banking/deps.js';
import { importStatement } from '../../../../core/banking/import-statement.js';
import { paymentReferenceOf } from '../../../../core/banking/payment-references.js';
import { printedReference } from '../../../../core/banking/rf-reference.js';
import type { ParsedStatement } from '../../../../core/banking/statement.js';
import type { Store } from '../../../../core/ports/store.js';
import { ValidationError } from '../../../../core/shared/errors.js';
import { parseCamt053 } from '../../../import/camt053.js';
import { parseCsvStatement } from '../../../import/csv-statement.js';
import { MikroStore } from '../../../persistence/store.js';
import { type HasContext, storeOf } from '../../context.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

type ImportBody = (typeof contract.bankStatements.import.body)['_output'];

/** UTF-8, else Windows-1252 (latin1): the CSV exports of French banks' web sites often are. */
function decoded(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

/** The file read whole as its format says (XML is camt.053 when none is given). */
function parsedStatement(file: { originalname: string; buffer: Buffer }, body: ImportBody): ParsedStatement {
  const text = decoded(file.buffer);
  const format: StatementFormat = body.format ?? (/^\s*</.test(text.replace(/^\uFEFF/, '')) ? 'CAMT053' : 'CSV');
  if (format === 'CAMT053') return parseCamt053(text, file.originalname);
  if (!body.csv_mapping)
    throw new ValidationError('A CSV statement needs csv_mapping', [
      { path: 'csv_mapping', message: 'required for a CSV statement', code: 'required' },
    ]);
  return parseCsvStatement(text, file.originalname, {
    mapping: body.csv_mapping,
    delimiter: body.csv_delimiter ?? ';',
    date_format: body.csv_date_format ?? 'YYYY-MM-DD',
  });
}

/**
 * Stores of the request's tenant that start empty: an import inserts thousands of entries, and a
 * store that kept them would weigh on every later transaction of the request (decisions.md 243).
 */
function freshStores(req: HasContext): () => Store {
  const store = storeOf(req);
  if (!(store instanceof MikroStore)) return () => store;
  return () => new MikroStore(store.em.fork({ clear: true }), store.tenantId);
}

export function bankingRouters(deps: BankingDeps) {
  const entries = (req: HasContext) => bankEntryUseCases(storeOf(req), deps);
  return {
    bankStatements: s.router(contract.bankStatements, {
      import: {
        middleware: [uploadMiddleware],
        handler: async ({ body, req }) => {
          const statement = parsedStatement(requiredFile(req), body);
          return { status: 201, body: wire(await importStatement(freshStores(req), deps, statement)) };
        },
      },
      get: async ({ params, req }) => ({ status: 200, body: await entries(req).getImport(params.id) }),
    }),
    bankEntries: s.router(contract.bankEntries, {
      list: async ({ query, req }) => ({ status: 200, body: paged(await entries(req).list(query)) }),
      get: async ({ params, req }) => ({ status: 200, body: await entries(req).get(params.id) }),
      assign: async ({ params, body, req }) => ({
        status: 200,
        body: await entries(req).assign(params.id, body.lease_id),
      }),
      dismiss: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await entries(req).dismiss(params.id, body.note ?? null)),
      }),
    }),
    leasePaymentReference: s.router(contract.leasePaymentReference, {
      get: async ({ params, req }) => {
        const found = await paymentReferenceOf(storeOf(req), params.lease_id);
        return {
          status: 200,
          body: { lease_id: found.lease_id, reference: found.reference, printed: printedReference(found.reference) },
        };
      },
    }),
  };
}
