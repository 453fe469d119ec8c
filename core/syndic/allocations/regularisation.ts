// Each lot's regularisation of a year (loi 65-557 art. 14-1, issue 38 §2): its share of the actual
// expenses, allocated by their keys, minus the budget provisions it was called for (fund calls,
// core/syndic/fund-calls/provisions-called.ts). Positive: the co-owner owes it; negative: it is owed back.
import type { Store } from '../../ports/store.js';
import { provisionsCalled } from '../fund-calls/provisions-called.js';
import { SyndicAccounts } from '../management/accounts.js';
import { recordOf } from '../management/scope.js';
import { accountsView } from '../management/syndic-accounts.js';
import { buildAllocation } from './allocation-view.js';
import { syndicateShares } from './key-shares.js';

export interface LotRegularisation {
  lot_id: string;
  lot_number: string;
  co_owner_owner_id: string | null;
  co_owner_contact_id: string | null;
  expenses_cents: number;
  provisions_called_cents: number;
  balance_cents: number;
}

export async function regularisation(store: Store, syndicateId: string, accountsId: string) {
  const accounts = await recordOf(store, SyndicAccounts, 'accounts', syndicateId, accountsId);
  const view = await accountsView(store, accounts);
  const allocation = buildAllocation(await syndicateShares(store, syndicateId), view.expenses);
  const called = await provisionsCalled(store, syndicateId, accounts.fiscal_year);
  const lots: LotRegularisation[] = allocation.lots.map(({ lot, amount_cents }) => {
    const provisions = called.get(lot.id) ?? 0;
    return {
      lot_id: lot.id,
      lot_number: lot.number,
      co_owner_owner_id: lot.co_owner_owner_id,
      co_owner_contact_id: lot.co_owner_contact_id,
      expenses_cents: amount_cents,
      provisions_called_cents: provisions,
      balance_cents: amount_cents - provisions,
    };
  });
  return {
    accounts_id: accounts.id,
    fiscal_year: accounts.fiscal_year,
    approved: accounts.status === 'APPROVED',
    lots,
    total_expenses_cents: allocation.amount_cents,
    total_provisions_called_cents: lots.reduce((sum, l) => sum + l.provisions_called_cents, 0),
  };
}
