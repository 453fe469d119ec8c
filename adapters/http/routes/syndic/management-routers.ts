// The syndic area's handlers that adapters/http/app.ts composes: management, assemblies, budgets,
// accounts and allocations (issue 38 §1, 2, 4).
import type { SyndicManagementDeps } from '../../../../core/syndic/management/deps.js';
import { assembliesRouter } from './assemblies.js';
import { syndicAccountsRouter, syndicAllocationsRouter, syndicBudgetsRouter } from './budgets-accounts.js';
import { chargeKeysRouter, syndicLotsRouter, syndicatesRouter } from './management.js';

export const syndicManagementRouters = (deps: SyndicManagementDeps) => ({
  syndicates: syndicatesRouter,
  syndicLots: syndicLotsRouter,
  chargeKeys: chargeKeysRouter,
  assemblies: assembliesRouter,
  syndicBudgets: syndicBudgetsRouter(deps),
  syndicAccounts: syndicAccountsRouter,
  syndicAllocations: syndicAllocationsRouter,
});
