// The budget prévisionnel (loi 65-557 art. 14-1): lines by charge key and expense heading, voted at
// the general assembly, with the year's works-fund contribution (art. 14-2-1).
import type { BudgetStatus } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';

export class Budget {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  fiscal_year!: number;
  status: BudgetStatus = 'DRAFT';
  /** The yearly works-fund contribution (art. 14-2-1), shared by the general key. */
  works_fund_cents = 0;
  /** The works of the adopted multi-year works plan (plan pluriannuel de travaux), when one is adopted. */
  works_plan_cents: number | null = null;
  /** The unanimous resolution by which a building of fewer than 10 lots opts out of the works fund. */
  works_fund_opt_out_resolution_id: string | null = null;
  /** The general assembly that voted it. */
  assembly_id: string | null = null;
  voted_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class BudgetLine {
  id!: string;
  tenant_id!: string;
  budget_id!: string;
  syndicate_id!: string;
  fiscal_year!: number;
  charge_key_id!: string;
  heading!: string;
  amount_cents!: number;
  created_at!: Date;
}

export interface VotedBudget {
  budget: Budget;
  lines: BudgetLine[];
}

/** The budget voted for the year, with its lines; null while none is voted. */
export async function votedBudget(store: Store, syndicateId: string, fiscalYear: number): Promise<VotedBudget | null> {
  const budget = await store
    .repo(Budget)
    .findOne({ syndicate_id: syndicateId, fiscal_year: fiscalYear, status: 'VOTED' });
  if (!budget) return null;
  const lines = await store.repo(BudgetLine).findAll({ budget_id: budget.id }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  return { budget, lines };
}
