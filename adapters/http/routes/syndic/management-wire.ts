// The syndic management records on the wire: cents in core, euros in answers (`x_cents` -> `x`).
import type { AllocationView } from '../../../../core/syndic/allocations/allocation-view.js';
import type { regularisation } from '../../../../core/syndic/allocations/regularisation.js';
import type { BudgetView } from '../../../../core/syndic/management/budgets.js';
import type { AccountsView } from '../../../../core/syndic/management/syndic-accounts.js';
import { fromCents, toCents } from '../../../../core/shared/money.js';
import { wire } from '../../wire.js';

export const euros = fromCents;
export const cents = toCents;

export function budgetWire(view: BudgetView) {
  const { works_fund_cents, works_plan_cents, ...budget } = wire(view.budget);
  return {
    ...budget,
    total: euros(view.total_cents),
    works_fund: euros(works_fund_cents),
    works_plan: works_plan_cents === null ? null : euros(works_plan_cents),
    works_fund_floor: {
      compulsory: view.requirement.compulsory,
      floor: euros(view.requirement.floor_cents),
      reason: view.requirement.reason,
    },
    lines: view.lines.map((l) => ({
      charge_key_id: l.charge_key_id,
      heading: l.heading,
      amount: euros(l.amount_cents),
    })),
  };
}

export function accountsWire(view: AccountsView) {
  return {
    ...wire(view.accounts),
    total: euros(view.total_cents),
    expenses: view.expenses.map((e) => ({
      charge_key_id: e.charge_key_id,
      heading: e.heading,
      amount: euros(e.amount_cents),
      charge_category: e.charge_category,
      recoverable: euros(e.recoverable_cents),
    })),
  };
}

export function allocationWire(view: AllocationView) {
  return {
    amount: euros(view.amount_cents),
    keys: view.keys.map((k) => ({ charge_key_id: k.charge_key_id, code: k.code, amount: euros(k.amount_cents) })),
    lots: view.lots.map(({ lot, amount_cents, by_key }) => ({
      lot_id: lot.id,
      lot_number: lot.number,
      co_owner_owner_id: lot.co_owner_owner_id,
      co_owner_contact_id: lot.co_owner_contact_id,
      amount: euros(amount_cents),
      by_key: by_key.map((k) => ({ charge_key_id: k.charge_key_id, amount: euros(k.amount_cents) })),
    })),
    co_owners: view.co_owners.map(({ amount_cents, ...owner }) => ({ ...owner, amount: euros(amount_cents) })),
  };
}

export function regularisationWire(view: Awaited<ReturnType<typeof regularisation>>) {
  return {
    accounts_id: view.accounts_id,
    fiscal_year: view.fiscal_year,
    approved: view.approved,
    lots: view.lots.map((l) => ({
      lot_id: l.lot_id,
      lot_number: l.lot_number,
      co_owner_owner_id: l.co_owner_owner_id,
      co_owner_contact_id: l.co_owner_contact_id,
      expenses: euros(l.expenses_cents),
      provisions_called: euros(l.provisions_called_cents),
      balance: euros(l.balance_cents),
    })),
    total_expenses: euros(view.total_expenses_cents),
    total_provisions_called: euros(view.total_provisions_called_cents),
  };
}

/** Lines on the wire (euros) to lines in core (cents). */
export function linesIn<T extends { amount: number }>(lines: T[]) {
  return lines.map(({ amount, ...line }) => ({ ...line, amount_cents: cents(amount) }));
}
