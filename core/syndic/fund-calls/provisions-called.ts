// What each lot was called for on the year's budget provisions (art. 14-1), accelerated sums
// included: the regularisation of approved accounts is each lot's share of the actual expenses less
// this (core/syndic/management, issue 38 §2).
import type { Store } from '../../ports/store.js';
import { FundCallNotice } from './fund-call.js';

export async function provisionsCalled(
  store: Store,
  syndicateId: string,
  fiscalYear: number,
): Promise<Map<string, number>> {
  const notices = await store
    .repo(FundCallNotice)
    .findAll({ syndicate_id: syndicateId, kind: 'BUDGET_PROVISION', fiscal_year: fiscalYear });
  const called = new Map<string, number>();
  for (const n of notices) called.set(n.lot_id, (called.get(n.lot_id) ?? 0) + n.amount_cents);
  return called;
}
