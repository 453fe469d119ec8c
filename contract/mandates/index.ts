// The mandates area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { lettingFeesContract } from './letting-fees.js';
import { mandatesContract } from './mandates.js';
import { ownerAccountsContract } from './owner-accounts.js';
import { ownerPayoutsContract } from './payouts.js';
import { ownerStatementsContract } from './statements.js';
import { ownerTaxSummaryContract } from './tax-summary.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const mandates = c.router(mandatesContract, api);
const lettingFees = c.router(lettingFeesContract, api);
const ownerAccounts = c.router(ownerAccountsContract, api);
const ownerPayouts = c.router(ownerPayoutsContract, api);
const ownerStatements = c.router(ownerStatementsContract, api);
const ownerTaxSummary = c.router(ownerTaxSummaryContract, api);

export type MandatesRouters = {
  mandates: typeof mandates;
  lettingFees: typeof lettingFees;
  ownerAccounts: typeof ownerAccounts;
  ownerPayouts: typeof ownerPayouts;
  ownerStatements: typeof ownerStatements;
  ownerTaxSummary: typeof ownerTaxSummary;
};

export const mandatesRouters: MandatesRouters = {
  mandates,
  lettingFees,
  ownerAccounts,
  ownerPayouts,
  ownerStatements,
  ownerTaxSummary,
};
