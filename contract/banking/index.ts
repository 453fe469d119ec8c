// The banking area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { bankEntriesContract } from './bank-entries.js';
import { bankStatementsContract } from './bank-statements.js';
import { paymentReferencesContract } from './payment-references.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const bankStatements = c.router(bankStatementsContract, api);
const bankEntries = c.router(bankEntriesContract, api);
const leasePaymentReference = c.router(paymentReferencesContract, api);

export type BankingRouters = {
  bankStatements: typeof bankStatements;
  bankEntries: typeof bankEntries;
  leasePaymentReference: typeof leasePaymentReference;
};

export const bankingRouters: BankingRouters = { bankStatements, bankEntries, leasePaymentReference };
