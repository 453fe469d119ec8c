// Budgets, yearly accounts, their allocations and the lots' regularisations (core/syndic/management/,
// core/syndic/allocations/). Euros on the wire, cents in core.
import { initServer } from '@ts-rest/express';
import type { ChargeCategoryCode } from '../../../../contract/vocabulary/charges.js';
import { contract } from '../../../../contract/index.js';
import { allocationReads } from '../../../../core/syndic/allocations/allocation-view.js';
import { regularisation } from '../../../../core/syndic/allocations/regularisation.js';
import { budgetUseCases } from '../../../../core/syndic/management/budgets.js';
import type { SyndicManagementDeps } from '../../../../core/syndic/management/deps.js';
import { syndicAccountsUseCases } from '../../../../core/syndic/management/syndic-accounts.js';
import { type HasContext, storeOf } from '../../context.js';
import { listMeta } from '../../../../core/shared/paging.js';
import { accountsWire, allocationWire, budgetWire, cents, linesIn, regularisationWire } from './management-wire.js';

const s = initServer();
const accounts = (req: HasContext) => syndicAccountsUseCases(storeOf(req));
const allocations = (req: HasContext) => allocationReads(storeOf(req));
const noContent = { status: 204 as const, body: undefined };

type WireLine = { charge_key_id: string; heading: string; amount: number };
type WireExpense = WireLine & { recoverable?: number; charge_category?: ChargeCategoryCode | null };

function budgetIn(body: { works_fund?: number; works_plan?: number | null; lines?: WireLine[] }) {
  const { works_fund, works_plan, lines, ...rest } = body;
  return {
    ...rest,
    ...(works_fund === undefined ? {} : { works_fund_cents: cents(works_fund) }),
    ...(works_plan === undefined ? {} : { works_plan_cents: works_plan === null ? null : cents(works_plan) }),
    ...(lines === undefined ? {} : { lines: linesIn(lines) }),
  };
}

function expensesIn(expenses: WireExpense[]) {
  return linesIn(expenses).map(({ recoverable, ...e }) => ({ ...e, recoverable_cents: cents(recoverable ?? 0) }));
}

export function syndicBudgetsRouter(deps: SyndicManagementDeps) {
  const budgets = (req: HasContext) => budgetUseCases(storeOf(req), deps);
  return s.router(contract.syndicBudgets, {
    list: async ({ params, query, req }) => {
      const page = await budgets(req).list(params.syndicate_id, query);
      return { status: 200, body: { data: page.items.map(budgetWire), meta: listMeta(page) } };
    },
    create: async ({ params, body, req }) => ({
      status: 201,
      body: budgetWire(
        await budgets(req).create(params.syndicate_id, {
          ...budgetIn(body),
          fiscal_year: body.fiscal_year,
          lines: linesIn(body.lines),
        }),
      ),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: budgetWire(await budgets(req).get(params.syndicate_id, params.budget_id)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: budgetWire(await budgets(req).update(params.syndicate_id, params.budget_id, budgetIn(body))),
    }),
    remove: async ({ params, req }) => {
      await budgets(req).remove(params.syndicate_id, params.budget_id);
      return noContent;
    },
    vote: async ({ params, body, req }) => ({
      status: 200,
      body: budgetWire(await budgets(req).vote(params.syndicate_id, params.budget_id, body)),
    }),
  });
}

export const syndicAccountsRouter = s.router(contract.syndicAccounts, {
  list: async ({ params, query, req }) => {
    const page = await accounts(req).list(params.syndicate_id, query);
    return { status: 200, body: { data: page.items.map(accountsWire), meta: listMeta(page) } };
  },
  create: async ({ params, body, req }) => ({
    status: 201,
    body: accountsWire(await accounts(req).create(params.syndicate_id, body.fiscal_year, expensesIn(body.expenses))),
  }),
  get: async ({ params, req }) => ({
    status: 200,
    body: accountsWire(await accounts(req).get(params.syndicate_id, params.accounts_id)),
  }),
  update: async ({ params, body, req }) => ({
    status: 200,
    body: accountsWire(await accounts(req).update(params.syndicate_id, params.accounts_id, expensesIn(body.expenses))),
  }),
  remove: async ({ params, req }) => {
    await accounts(req).remove(params.syndicate_id, params.accounts_id);
    return noContent;
  },
  approve: async ({ params, body, req }) => ({
    status: 200,
    body: accountsWire(await accounts(req).approve(params.syndicate_id, params.accounts_id, body.assembly_id)),
  }),
  regularisation: async ({ params, req }) => ({
    status: 200,
    body: regularisationWire(await regularisation(storeOf(req), params.syndicate_id, params.accounts_id)),
  }),
});

export const syndicAllocationsRouter = s.router(contract.syndicAllocations, {
  ofAmount: async ({ params, body, req }) => ({
    status: 200,
    body: allocationWire(await allocations(req).ofAmount(params.syndicate_id, params.key_id, cents(body.amount))),
  }),
  ofBudget: async ({ params, req }) => ({
    status: 200,
    body: allocationWire(await allocations(req).ofBudget(params.syndicate_id, params.budget_id)),
  }),
  ofAccounts: async ({ params, req }) => ({
    status: 200,
    body: allocationWire(await allocations(req).ofAccounts(params.syndicate_id, params.accounts_id)),
  }),
});
