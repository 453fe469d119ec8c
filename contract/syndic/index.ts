// The syndic area's resources (copropriété: loi 65-557, décret 67-223), each under /api: the routers
// contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { syndicAccountsContract } from './accounts.js';
import { allocationsContract } from './allocations.js';
import { assembliesContract } from './assemblies.js';
import { budgetsContract } from './budgets.js';
import { chargeKeysContract } from './charge-keys.js';
import { coOwnerAccountsContract } from './co-owner-accounts.js';
import { coOwnerPaymentsContract } from './co-owner-payments.js';
import { syndicFundCallsContract } from './fund-calls.js';
import { syndicLotsContract } from './syndic-lots.js';
import { syndicatesContract } from './syndicates.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const syndicates = c.router(syndicatesContract, api);
const syndicLots = c.router(syndicLotsContract, api);
const chargeKeys = c.router(chargeKeysContract, api);
const assemblies = c.router(assembliesContract, api);
const syndicBudgets = c.router(budgetsContract, api);
const syndicAccounts = c.router(syndicAccountsContract, api);
const syndicAllocations = c.router(allocationsContract, api);
const syndicFundCalls = c.router(syndicFundCallsContract, api);
const coOwnerAccounts = c.router(coOwnerAccountsContract, api);
const coOwnerPayments = c.router(coOwnerPaymentsContract, api);

export type SyndicRouters = {
  syndicates: typeof syndicates;
  syndicLots: typeof syndicLots;
  chargeKeys: typeof chargeKeys;
  assemblies: typeof assemblies;
  syndicBudgets: typeof syndicBudgets;
  syndicAccounts: typeof syndicAccounts;
  syndicAllocations: typeof syndicAllocations;
  syndicFundCalls: typeof syndicFundCalls;
  coOwnerAccounts: typeof coOwnerAccounts;
  coOwnerPayments: typeof coOwnerPayments;
};

export const syndicRouters: SyndicRouters = {
  syndicates,
  syndicLots,
  chargeKeys,
  assemblies,
  syndicBudgets,
  syndicAccounts,
  syndicAllocations,
  syndicFundCalls,
  coOwnerAccounts,
  coOwnerPayments,
};
