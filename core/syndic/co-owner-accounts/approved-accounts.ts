// What approved yearly accounts settle (issue 38 §4), once per syndicate and year:
// - each co-owner's regularisation: the lot's share of the actual expenses less the provisions it was
//   called for, posted to the co-owner's account (décret 2005-240, class 45);
// - the recoverable part of the expenses (décret 87-713 categories) of a lot that is also an estate
//   of the account, as an expense of that estate alone, which the lease's charge regularisation
//   then shares among its leases by days (core/charges/regularisations/regularise.ts);
// - the 20 % charges provision kept from a deposit in the building (loi 89-462 art. 22 al. 5):
//   settled at the lease's regularisation balance, within the provision.
import { ChargeExpense } from '../../charges/records.js';
import { regularisationInput } from '../../charges/regularisations/regularisation-inputs.js';
import { regularise } from '../../charges/regularisations/regularise.js';
import { DepositRetention } from '../../billing/deposits/deposit.js';
import { Lease } from '../../leasing/lease.js';
import { Estate } from '../../property/estate.js';
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, DomainError, NotFoundError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { allocateAmounts, syndicateShares } from '../allocations/key-shares.js';
import { SyndicAccounts, SyndicExpense } from '../management/accounts.js';
import { recordOf, syndicateOf } from '../management/scope.js';
import type { SyndicLot } from '../management/syndicate.js';
import { type FundCallDeps, today } from '../fund-calls/deps.js';
import { regularisation } from '../allocations/regularisation.js';
import { fiscalYearEnd, fiscalYearStart } from '../fund-calls/schedule.js';
import { AccountsSettlement } from './account.js';
import { accountFor, post } from './accounts.js';

type Period = { start: string; end: string };

/** Each co-owner's regularisation (core/syndic/allocations/regularisation.ts), posted to their account. */
async function regularisations(tx: Store, settlement: AccountsSettlement, lots: SyndicLot[], date: string) {
  const { lots: balances } = await regularisation(tx, settlement.syndicate_id, settlement.accounts_id);
  for (const { lot_id, balance_cents } of balances) {
    const lot = lots.find((l) => l.id === lot_id)!;
    if (balance_cents === 0 || (!lot.co_owner_owner_id && !lot.co_owner_contact_id)) continue;
    post(tx, await accountFor(tx, lot), {
      entry_date: date,
      kind: 'REGULARISATION',
      ledger: '4501',
      label: `Régularisation des charges de l’exercice ${settlement.fiscal_year}, lot ${lot.number}`,
      amount_cents: balance_cents,
    });
    settlement.regularisations.push({ lot_id, amount_cents: balance_cents });
  }
}

async function lotExpenses(
  tx: Store,
  settlement: AccountsSettlement,
  name: string,
  expenses: SyndicExpense[],
  lots: SyndicLot[],
  all: Awaited<ReturnType<typeof syndicateShares>>,
  period: Period,
) {
  const recoverable = expenses.filter((e) => e.charge_category && e.recoverable_cents > 0);
  const allocations = allocateAmounts(
    all,
    recoverable.map((e) => ({ charge_key_id: e.charge_key_id, amount_cents: e.recoverable_cents })),
  );
  recoverable.forEach((expense, i) => {
    for (const { lotId, cents } of allocations[i]) {
      const lot = lots.find((l) => l.id === lotId)!;
      if (!lot.estate_id || cents === 0) continue;
      settlement.charge_expenses.push({
        estate_id: lot.estate_id,
        category: expense.charge_category!,
        amount_cents: cents,
        heading: expense.heading,
        syndic_expense_id: expense.id,
      });
    }
  });
  for (const e of settlement.charge_expenses) {
    const estate = await tx.repo(Estate).get(e.estate_id);
    tx.repo(ChargeExpense).persist(
      Object.assign(new ChargeExpense(), {
        place_id: estate.place_id,
        estate_id: e.estate_id,
        syndic_expense_id: e.syndic_expense_id,
        category: e.category,
        label: `Copropriété ${name} : ${e.heading} (part récupérable du lot)`,
        amount: fromCents(e.amount_cents),
        period_start: period.start,
        period_end: period.end,
        notes: `Comptes de l’exercice ${settlement.fiscal_year} approuvés`,
      }),
    );
  }
  await tx.flush();
}

/** The lease's regularisation balance over its days in the year, within the provision kept. */
async function settleProvisions(
  tx: Store,
  settlement: AccountsSettlement,
  approvedOn: string,
  period: Period,
  day: string,
) {
  for (const estateId of new Set(settlement.charge_expenses.map((e) => e.estate_id))) {
    for (const lease of await tx
      .repo(Lease)
      .findAll({ estate_id: estateId, start_date: { $lte: period.end }, end_date: { $gte: period.start } })) {
      const open = await tx
        .repo(DepositRetention)
        .findAll({ lease_id: lease.id, category: 'CHARGES_PROVISION', settled_on: null });
      if (open.length === 0) continue;
      const balance = await regularisedBalance(tx, lease, period);
      for (const retention of open) {
        const settled = Math.max(0, Math.min(toCents(retention.amount), balance ?? toCents(retention.amount)));
        retention.accounts_approved_on = approvedOn;
        retention.settled_amount = fromCents(settled);
        retention.settled_on = compareDates(day, approvedOn) >= 0 ? day : approvedOn;
        settlement.deposit_settlements.push({
          lease_id: lease.id,
          retention_id: retention.id,
          settled_amount_cents: settled,
        });
      }
    }
  }
  await tx.flush();
}

async function regularisedBalance(tx: Store, lease: Lease, period: Period): Promise<number | null> {
  try {
    const { input } = await regularisationInput(tx, lease, period);
    return regularise(input).balance;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The approved accounts of the syndicate (404 for another's), settled once (409), approved first (422). */
export async function settleApprovedAccounts(
  store: Store,
  deps: FundCallDeps,
  syndicateId: string,
  accountsId: string,
) {
  return store.transaction(async (tx) => {
    const syndicate = await syndicateOf(tx, syndicateId);
    const accounts = await recordOf(tx, SyndicAccounts, 'accounts', syndicateId, accountsId);
    if (accounts.status !== 'APPROVED' || !accounts.approved_on)
      throw new BusinessRuleError(`the accounts of ${accounts.fiscal_year} are not approved by the general assembly`, [
        { path: 'accounts_id', message: 'accounts not approved', code: 'accounts_not_approved' },
      ]);
    await tx.lockName(`syndic-settlement:${syndicateId}`);
    if (await tx.repo(AccountsSettlement).findOne({ accounts_id: accounts.id }))
      throw new ConflictError(`the accounts of ${accounts.fiscal_year} are already settled`, [
        { path: 'accounts_id', message: 'already settled', code: 'already_settled' },
      ]);
    const start = syndicate.fiscal_year_start_month;
    const period = {
      start: fiscalYearStart(accounts.fiscal_year, start),
      end: fiscalYearEnd(accounts.fiscal_year, start),
    };
    const all = await syndicateShares(tx, syndicateId);
    const expenses = await tx.repo(SyndicExpense).findAll({ accounts_id: accounts.id });
    const settlement = Object.assign(new AccountsSettlement(), {
      syndicate_id: syndicateId,
      fiscal_year: accounts.fiscal_year,
      accounts_id: accounts.id,
      settled_on: today(deps),
    });
    await regularisations(tx, settlement, all.lots, accounts.approved_on);
    await lotExpenses(tx, settlement, syndicate.name, expenses, all.lots, all, period);
    await settleProvisions(tx, settlement, accounts.approved_on, period, today(deps));
    tx.repo(AccountsSettlement).persist(settlement);
    await tx.flush();
    return settlement;
  });
}

export async function settlementOf(store: Store, syndicateId: string, accountsId: string) {
  await recordOf(store, SyndicAccounts, 'accounts', syndicateId, accountsId);
  const found = await store.repo(AccountsSettlement).findOne({ accounts_id: accountsId });
  if (!found) throw new NotFoundError('settlement', accountsId);
  return found;
}

export function approvedAccountsUseCases(store: Store, deps: FundCallDeps) {
  return {
    settle: (syndicateId: string, accountsId: string) => settleApprovedAccounts(store, deps, syndicateId, accountsId),
    get: (syndicateId: string, accountsId: string) => settlementOf(store, syndicateId, accountsId),
  };
}
