// The yearly accounts: the actual expenses by key and heading (each with its recoverable part),
// replaced as a whole while drafted, then approved by an assembly of the syndicate, after which they
// no longer change.
import type { Store } from '../../ports/store.js';
import { type ListInput, createRecord, pageRequest } from '../../shared/crud.js';
import { BusinessRuleError, ConflictError } from '../../shared/errors.js';
import { Assembly } from '../assemblies/assembly.js';
import { SyndicAccounts, SyndicExpense } from './accounts.js';
import { checkKeyedLines, linesTotal } from './keyed-lines.js';
import { recordOf, syndicateOf } from './scope.js';

export type ExpenseInput = Pick<SyndicExpense, 'charge_key_id' | 'heading' | 'amount_cents'> &
  Partial<Pick<SyndicExpense, 'charge_category' | 'recoverable_cents'>>;

export interface AccountsView {
  accounts: SyndicAccounts;
  expenses: SyndicExpense[];
  total_cents: number;
}

export async function accountsView(store: Store, accounts: SyndicAccounts): Promise<AccountsView> {
  const expenses = await store.repo(SyndicExpense).findAll({ accounts_id: accounts.id }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  return { accounts, expenses, total_cents: linesTotal(expenses) };
}

async function replaceExpenses(store: Store, accounts: SyndicAccounts, expenses: readonly ExpenseInput[]) {
  await checkKeyedLines(store, accounts.syndicate_id, expenses, 'expenses');
  expenses.forEach((e, i) => {
    if ((e.recoverable_cents ?? 0) > e.amount_cents)
      throw new BusinessRuleError(`Expense ${i + 1}: its recoverable part exceeds its amount`, [
        { path: `expenses.${i}.recoverable`, message: 'over amount', code: 'recoverable_over_amount' },
      ]);
  });
  const repo = store.repo(SyndicExpense);
  for (const old of await repo.findAll({ accounts_id: accounts.id })) repo.remove(old);
  await store.flush();
  const base = { syndicate_id: accounts.syndicate_id, accounts_id: accounts.id, fiscal_year: accounts.fiscal_year };
  for (const expense of expenses) createRecord(repo, SyndicExpense, { ...base, ...expense });
}

async function draftOf(store: Store, syndicateId: string, id: string) {
  const accounts = await recordOf(store, SyndicAccounts, 'accounts', syndicateId, id);
  if (accounts.status !== 'DRAFT') throw new ConflictError(`The accounts of ${accounts.fiscal_year} are approved`);
  return accounts;
}

export function syndicAccountsUseCases(store: Store) {
  const repo = store.repo(SyndicAccounts);
  return {
    async list(syndicateId: string, input: ListInput) {
      await syndicateOf(store, syndicateId);
      const page = await repo.list(
        { syndicate_id: syndicateId },
        pageRequest(input, [{ field: 'fiscal_year', direction: 'desc' }]),
      );
      const items = [];
      for (const accounts of page.items) items.push(await accountsView(store, accounts as unknown as SyndicAccounts));
      return { ...page, items };
    },
    get: async (syndicateId: string, id: string) =>
      accountsView(store, await recordOf(store, SyndicAccounts, 'accounts', syndicateId, id)),
    async create(syndicateId: string, fiscalYear: number, expenses: ExpenseInput[]) {
      await syndicateOf(store, syndicateId);
      if (await repo.findOne({ syndicate_id: syndicateId, fiscal_year: fiscalYear }))
        throw new ConflictError(`The syndicate already has accounts for ${fiscalYear}`);
      await checkKeyedLines(store, syndicateId, expenses, 'expenses');
      const accounts = await store.transaction(async (tx) => {
        const created = createRecord(tx.repo(SyndicAccounts), SyndicAccounts, {
          syndicate_id: syndicateId,
          fiscal_year: fiscalYear,
        });
        await tx.flush();
        await replaceExpenses(tx, created, expenses);
        return created;
      });
      return accountsView(store, accounts);
    },
    async update(syndicateId: string, id: string, expenses: ExpenseInput[]) {
      const accounts = await store.transaction(async (tx) => {
        const draft = await draftOf(tx, syndicateId, id);
        await replaceExpenses(tx, draft, expenses);
        return draft;
      });
      return accountsView(store, accounts);
    },
    async remove(syndicateId: string, id: string) {
      repo.remove(await draftOf(store, syndicateId, id));
      await store.flush();
    },
    async approve(syndicateId: string, id: string, assemblyId: string) {
      const accounts = await draftOf(store, syndicateId, id);
      const assembly = await recordOf(store, Assembly, 'assembly', syndicateId, assemblyId);
      Object.assign(accounts, { status: 'APPROVED', assembly_id: assembly.id, approved_on: assembly.held_on });
      await store.flush();
      return accountsView(store, accounts);
    },
  };
}
