// The co-owners' accounts of a syndicate: list and read with their balance (the sum of their
// entries), their entries, payments and recovery steps, the arrears of every co-owner in one read,
// and the first presentation of a formal notice's registered letter (décret 67-223 art. 64).
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../shared/errors.js';
import type { CoOwnerEntryKind } from '../../../contract/vocabulary/syndic.js';
import { syndicateOf } from '../management/scope.js';
import { type FundCallDeps, today } from '../fund-calls/deps.js';
import { CoOwnerAccount, CoOwnerEntry, CoOwnerPayment, CoOwnerRecovery } from './account.js';
import { balanceOf } from './accounts.js';
import { type PaymentInput, accountOf, openNotices, recordPayment } from './payments.js';

export interface EntryListInput extends ListInput {
  kind?: CoOwnerEntryKind;
}

export interface Arrears {
  account_id: string;
  number: string;
  name: string;
  balance_cents: number;
  overdue_cents: number;
  oldest_due_date: string | null;
  recovery_step: CoOwnerRecovery['step'] | null;
}

async function arrearsOf(store: Store, account: CoOwnerAccount, asOf: string): Promise<Arrears> {
  const overdue = (await openNotices(store, account.id)).filter((n) => compareDates(n.due_date, asOf) < 0);
  const cycle = await store
    .repo(CoOwnerRecovery)
    .findAll({ account_id: account.id, answered_on: null }, [{ field: 'taken_on', direction: 'asc' }]);
  return {
    account_id: account.id,
    number: account.number,
    name: account.name,
    balance_cents: await balanceOf(store, account.id),
    overdue_cents: overdue.reduce((s, n) => s + n.amount_cents - n.paid_cents, 0),
    oldest_due_date: overdue[0]?.due_date ?? null,
    recovery_step: cycle[cycle.length - 1]?.step ?? null,
  };
}

/** The first presentation of a formal notice's registered letter (décret 67-223 art. 64); wakes the process. */
function recordPresentation(
  store: Store,
  deps: FundCallDeps,
  ref: { syndicateId: string; id: string; recoveryId: string; firstPresentedOn: string },
) {
  const { syndicateId, id, recoveryId, firstPresentedOn } = ref;
  return store.transaction(async (tx) => {
    await accountOf(tx, syndicateId, id);
    const recovery = await tx.repo(CoOwnerRecovery).find(recoveryId);
    if (!recovery || recovery.account_id !== id) throw new NotFoundError('recovery step', recoveryId);
    if (recovery.step !== 'FORMAL_NOTICE')
      throw new BusinessRuleError('only a formal notice is sent by registered letter', [
        { path: 'recovery_id', message: 'not a formal notice', code: 'not_formal_notice' },
      ]);
    if (recovery.first_presented_on !== null)
      throw new ConflictError('the first presentation is already recorded', [
        { path: 'first_presented_on', message: 'already recorded', code: 'already_recorded' },
      ]);
    if (compareDates(firstPresentedOn, recovery.taken_on) < 0)
      throw new BusinessRuleError('the letter was presented before it was sent', [
        { path: 'first_presented_on', message: `before ${recovery.taken_on}`, code: 'date_order' },
      ]);
    recovery.first_presented_on = firstPresentedOn;
    if (deps.workflows.enabled)
      await deps.workflows.in(tx).syndicAccountsChanged({ tenantId: recovery.tenant_id, syndicateId });
    await tx.flush();
    return recovery;
  });
}

export function coOwnerAccountUseCases(store: Store, deps: FundCallDeps) {
  const withBalance = async <T extends { id: string }>(account: T) => ({
    ...account,
    balance_cents: await balanceOf(store, account.id),
  });
  return {
    async list(syndicateId: string, input: ListInput) {
      await syndicateOf(store, syndicateId);
      const page = await store
        .repo(CoOwnerAccount)
        .list({ syndicate_id: syndicateId }, pageRequest(input, [{ field: 'number', direction: 'asc' }]));
      return { ...page, items: await Promise.all(page.items.map(withBalance)) };
    },
    get: async (syndicateId: string, id: string) => withBalance(await accountOf(store, syndicateId, id)),
    async entries(syndicateId: string, id: string, input: EntryListInput) {
      await accountOf(store, syndicateId, id);
      return store.repo(CoOwnerEntry).list(
        { account_id: id, ...definedCriteria({ kind: input.kind }) },
        pageRequest(input, [
          { field: 'entry_date', direction: 'asc' },
          { field: 'created_at', direction: 'asc' },
        ]),
      );
    },
    async payments(syndicateId: string, id: string, input: ListInput) {
      await accountOf(store, syndicateId, id);
      return store
        .repo(CoOwnerPayment)
        .list({ account_id: id }, pageRequest(input, [{ field: 'paid_on', direction: 'asc' }]));
    },
    pay: async (syndicateId: string, id: string, input: PaymentInput) => {
      const payment = await store.transaction(async (tx) => {
        const recorded = await recordPayment(tx, syndicateId, id, input);
        if (deps.workflows.enabled)
          await deps.workflows.in(tx).syndicAccountsChanged({ tenantId: recorded.tenant_id, syndicateId });
        await tx.flush();
        return recorded;
      });
      return payment;
    },
    async recoveries(syndicateId: string, id: string, input: ListInput) {
      await accountOf(store, syndicateId, id);
      return store
        .repo(CoOwnerRecovery)
        .list({ account_id: id }, pageRequest(input, [{ field: 'taken_on', direction: 'asc' }]));
    },
    /** Every co-owner owing something, in one read (as of today unless given). */
    async arrears(syndicateId: string, asOf?: string) {
      await syndicateOf(store, syndicateId);
      const day = asOf ?? today(deps);
      const accounts = await store
        .repo(CoOwnerAccount)
        .findAll({ syndicate_id: syndicateId }, [{ field: 'number', direction: 'asc' }]);
      const all = await Promise.all(accounts.map((a) => arrearsOf(store, a, day)));
      return { as_of: day, data: all.filter((a) => a.balance_cents > 0 || a.overdue_cents > 0) };
    },
    presented: (syndicateId: string, id: string, recoveryId: string, firstPresentedOn: string) =>
      recordPresentation(store, deps, { syndicateId, id, recoveryId, firstPresentedOn }),
  };
}
