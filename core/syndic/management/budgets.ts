// Budgets prévisionnels (loi 65-557 art. 14-1): drafted by key and heading, then voted at an assembly
// of the syndicate; the vote checks the works fund (art. 14-2-1, works-fund.ts) and that every key
// the budget uses is complete, since the calls will be allocated by them.
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest } from '../../shared/crud.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { completeShares, syndicateShares } from '../allocations/key-shares.js';
import { Assembly, Resolution } from '../assemblies/assembly.js';
import { Budget, BudgetLine } from './budget.js';
import type { SyndicManagementDeps } from './deps.js';
import { checkKeyedLines, linesTotal } from './keyed-lines.js';
import { recordOf, syndicateOf } from './scope.js';
import { SyndicLot, type Syndicate } from './syndicate.js';
import { type WorksFundRequirement, worksFundRequirement } from './works-fund.js';

export interface LineInput {
  charge_key_id: string;
  heading: string;
  amount_cents: number;
}
export interface BudgetInput {
  fiscal_year: number;
  works_fund_cents?: number;
  works_plan_cents?: number | null;
  lines: LineInput[];
}
export interface BudgetView {
  budget: Budget;
  lines: BudgetLine[];
  total_cents: number;
  requirement: WorksFundRequirement;
}

export const fiscalYearStart = (syndicate: Syndicate, year: number) =>
  `${year}-${String(syndicate.fiscal_year_start_month).padStart(2, '0')}-01`;

async function requirementOf(store: Store, syndicate: Syndicate, budget: Budget, totalCents: number) {
  const optOut = budget.works_fund_opt_out_resolution_id
    ? await store.repo(Resolution).find(budget.works_fund_opt_out_resolution_id)
    : null;
  return worksFundRequirement({
    budget_cents: totalCents,
    works_plan_cents: budget.works_plan_cents,
    building_completed_on: syndicate.building_completed_on,
    fiscal_year_starts_on: fiscalYearStart(syndicate, budget.fiscal_year),
    lot_count: await store.repo(SyndicLot).count({ syndicate_id: syndicate.id }),
    unanimous_opt_out: optOut?.majority === 'UNANIMITY' && optOut.result === 'ADOPTED',
  });
}

export async function budgetView(store: Store, syndicate: Syndicate, budget: Budget): Promise<BudgetView> {
  const lines = await store.repo(BudgetLine).findAll({ budget_id: budget.id }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  const total_cents = linesTotal(lines);
  return { budget, lines, total_cents, requirement: await requirementOf(store, syndicate, budget, total_cents) };
}

async function replaceLines(store: Store, budget: Budget, lines: readonly LineInput[]) {
  await checkKeyedLines(store, budget.syndicate_id, lines, 'lines');
  const repo = store.repo(BudgetLine);
  for (const old of await repo.findAll({ budget_id: budget.id })) repo.remove(old);
  await store.flush();
  const base = { syndicate_id: budget.syndicate_id, budget_id: budget.id, fiscal_year: budget.fiscal_year };
  for (const line of lines) createRecord(repo, BudgetLine, { ...base, ...line });
}

async function draftOf(store: Store, syndicateId: string, id: string) {
  const budget = await recordOf(store, Budget, 'budget', syndicateId, id);
  if (budget.status !== 'DRAFT') throw new ConflictError(`The budget of ${budget.fiscal_year} is voted`);
  return budget;
}

export function budgetUseCases(store: Store, deps: SyndicManagementDeps) {
  const budgets = store.repo(Budget);
  return {
    async list(syndicateId: string, input: ListInput) {
      const syndicate = await syndicateOf(store, syndicateId);
      const page = await budgets.list(
        { syndicate_id: syndicateId },
        pageRequest(input, [{ field: 'fiscal_year', direction: 'desc' }]),
      );
      const items = [];
      for (const budget of page.items) items.push(await budgetView(store, syndicate, budget as unknown as Budget));
      return { ...page, items };
    },
    async get(syndicateId: string, id: string) {
      const syndicate = await syndicateOf(store, syndicateId);
      return budgetView(store, syndicate, await recordOf(store, Budget, 'budget', syndicateId, id));
    },
    async create(syndicateId: string, input: BudgetInput) {
      const syndicate = await syndicateOf(store, syndicateId);
      if (await budgets.findOne({ syndicate_id: syndicateId, fiscal_year: input.fiscal_year }))
        throw new ConflictError(`The syndicate already has a budget for ${input.fiscal_year}`);
      const { lines, ...fields } = input;
      await checkKeyedLines(store, syndicateId, lines, 'lines');
      const budget = await store.transaction(async (tx) => {
        const created = createRecord(tx.repo(Budget), Budget, { ...fields, syndicate_id: syndicateId });
        await tx.flush();
        await replaceLines(tx, created, lines);
        return created;
      });
      return budgetView(store, syndicate, budget);
    },
    async update(syndicateId: string, id: string, patch: Partial<Omit<BudgetInput, 'fiscal_year'>>) {
      const syndicate = await syndicateOf(store, syndicateId);
      const budget = await store.transaction(async (tx) => {
        const draft = await draftOf(tx, syndicateId, id);
        if (patch.works_fund_cents !== undefined) draft.works_fund_cents = patch.works_fund_cents;
        if (patch.works_plan_cents !== undefined) draft.works_plan_cents = patch.works_plan_cents;
        if (patch.lines) await replaceLines(tx, draft, patch.lines);
        return draft;
      });
      return budgetView(store, syndicate, budget);
    },
    async remove(syndicateId: string, id: string) {
      const budget = await draftOf(store, syndicateId, id);
      budgets.remove(budget);
      await store.flush();
    },
    vote: async (syndicateId: string, id: string, input: VoteInput) => {
      const syndicate = await syndicateOf(store, syndicateId);
      const budget = await store.transaction((tx) => voteBudget(tx, deps, syndicate, id, input));
      return budgetView(store, syndicate, budget);
    },
  };
}

export interface VoteInput {
  assembly_id: string;
  works_fund_opt_out_resolution_id?: string | null;
}

async function checkOptOut(store: Store, syndicateId: string, resolutionId: string) {
  const resolution = await recordOf(store, Resolution, 'resolution', syndicateId, resolutionId);
  if (resolution.majority !== 'UNANIMITY' || resolution.result !== 'ADOPTED')
    throw new BusinessRuleError('The works-fund opt-out needs a resolution adopted unanimously (art. 14-2-1)', [
      { path: 'works_fund_opt_out_resolution_id', message: 'not adopted unanimously', code: 'opt_out_unanimity' },
    ]);
}

/**
 * Records the vote: the keys the budget uses are complete, the works fund is at its floor when
 * compulsory; and, in the vote's transaction, starts the syndicate's fund-call process, which calls
 * the voted provisions on their schedule (docs/decisions.md 290).
 */
async function voteBudget(tx: Store, deps: SyndicManagementDeps, syndicate: Syndicate, id: string, input: VoteInput) {
  const syndicateId = syndicate.id;
  await tx.repo(Budget).getLocked(id); // two votes of one budget: the second sees it VOTED (409)
  const budget = await draftOf(tx, syndicateId, id);
  const assembly = await recordOf(tx, Assembly, 'assembly', syndicateId, input.assembly_id);
  if (input.works_fund_opt_out_resolution_id)
    await checkOptOut(tx, syndicateId, input.works_fund_opt_out_resolution_id);
  budget.works_fund_opt_out_resolution_id = input.works_fund_opt_out_resolution_id ?? null;
  const view = await budgetView(tx, syndicate, budget);
  const shares = await syndicateShares(tx, syndicateId);
  for (const line of view.lines) completeShares(shares, line.charge_key_id);
  if (budget.works_fund_cents > 0) {
    const general = shares.keys.find((k) => k.kind === 'GENERAL');
    if (!general)
      throw new BusinessRuleError('The works fund is shared by the general key: create it (art. 14-2-1, 10 al. 2)');
    completeShares(shares, general.id);
  }
  const { compulsory, floor_cents } = view.requirement;
  if (compulsory && budget.works_fund_cents < floor_cents)
    throw new BusinessRuleError(
      `The works-fund contribution ${budget.works_fund_cents / 100} is under its floor ${floor_cents / 100} (loi 65-557 art. 14-2-1: 5 % of the budget, 2.5 % of the works plan)`,
      [{ path: 'works_fund', message: `at least ${floor_cents / 100}`, code: 'works_fund_floor' }],
      { floor: floor_cents / 100 },
    );
  Object.assign(budget, { status: 'VOTED', assembly_id: assembly.id, voted_on: assembly.held_on });
  await tx.flush();
  if (deps.workflows.enabled)
    await deps.workflows.in(tx).startSyndicFundCalls({ tenantId: syndicate.tenant_id, syndicateId });
  return budget;
}
