// What the agency pays for the owner (works, an invoice: issue 35), each with its document, debited
// from the owner's account; and corrections, new entries that offset an entry, never an edit.
import { Media } from '../../media/media.js';
import type { Ids } from '../../ports/ids.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../../shared/crud.js';
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { ManagementMandate } from '../mandate.js';
import { estatesOfMandate } from '../managed-lots.js';
import { assertCanDebit } from './ledger.js';
import { OwnerExpense, OwnerLedgerEntry } from './owner-entry.js';

export interface NewExpense {
  estate_id?: string | null;
  label: string;
  supplier?: string | null;
  amount: number;
  paid_on: string;
  document_id: string;
}

export interface NewCorrection {
  amount: number;
  occurred_on: string;
  label: string;
  corrects_entry_id?: string | null;
}

/** The debit of an expense on the owner's account. */
function expenseEntry(expense: OwnerExpense): OwnerLedgerEntry {
  return Object.assign(new OwnerLedgerEntry(), {
    mandate_id: expense.mandate_id,
    owner_id: expense.owner_id,
    estate_id: expense.estate_id,
    kind: 'EXPENSE',
    amount: fromCents(-toCents(expense.amount)),
    occurred_on: expense.paid_on,
    label: expense.supplier ? `${expense.label} (${expense.supplier})` : expense.label,
    source_kind: 'expense',
    source_id: expense.id,
  });
}

export function expenseUseCases(store: Store, ids: Ids) {
  return {
    async record(mandateId: string, input: NewExpense): Promise<OwnerExpense> {
      return store.transaction(async (tx) => {
        const mandate = await tx.repo(ManagementMandate).get(mandateId);
        if (input.estate_id && !(await estatesOfMandate(tx, mandate)).includes(input.estate_id))
          throw new BusinessRuleError('The expense is for a lot the mandate does not cover', [
            { path: 'estate_id', message: 'not a lot of this mandate', code: 'not_managed' },
          ]);
        await requireReference(tx, Media, input.document_id, 'document_id');
        await assertCanDebit(tx, mandate, toCents(input.amount), { what: 'expense', code: 'expense_above_balance' });
        const expense = Object.assign(new OwnerExpense(), {
          mandate_id: mandate.id,
          owner_id: mandate.owner_id,
          estate_id: input.estate_id ?? null,
          label: input.label,
          supplier: input.supplier ?? null,
          amount: input.amount,
          paid_on: input.paid_on,
          document_id: input.document_id,
        });
        tx.repo(OwnerExpense).persist(expense);
        await tx.flush();
        tx.repo(OwnerLedgerEntry).persist(expenseEntry(expense));
        await tx.flush();
        return expense;
      });
    },
    async list(mandateId: string, input: ListInput) {
      await store.repo(ManagementMandate).get(mandateId);
      return store
        .repo(OwnerExpense)
        .list({ mandate_id: mandateId }, pageRequest(input, [{ field: 'paid_on', direction: 'desc' }]));
    },
    async correct(mandateId: string, input: NewCorrection): Promise<OwnerLedgerEntry> {
      return store.transaction(async (tx) => {
        const mandate = await tx.repo(ManagementMandate).get(mandateId);
        const corrected = input.corrects_entry_id
          ? await tx.repo(OwnerLedgerEntry).find(input.corrects_entry_id)
          : null;
        if (input.corrects_entry_id && (!corrected || corrected.mandate_id !== mandate.id))
          throw new NotFoundError('ledger entry', input.corrects_entry_id);
        if (input.amount < 0)
          await assertCanDebit(tx, mandate, -toCents(input.amount), {
            what: 'correction',
            code: 'correction_above_balance',
          });
        const id = ids.next();
        const entry = Object.assign(new OwnerLedgerEntry(), {
          id,
          mandate_id: mandate.id,
          owner_id: mandate.owner_id,
          estate_id: corrected?.estate_id ?? null,
          lease_id: corrected?.lease_id ?? null,
          kind: 'CORRECTION',
          amount: input.amount,
          occurred_on: input.occurred_on,
          label: input.label,
          source_kind: 'correction',
          source_id: id,
          corrects_entry_id: corrected?.id ?? null,
        });
        tx.repo(OwnerLedgerEntry).persist(entry);
        await tx.flush();
        return entry;
      });
    },
  };
}
