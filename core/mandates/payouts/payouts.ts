// Payouts to the owner (reversements, issue 35): the amount leaves the owner's account for the IBAN
// on the owner record. The account never goes below zero unless the mandate allows advances (422,
// rule `payout_above_balance`); an owner without an IBAN cannot be paid (422, `owner_iban_missing`).
// Payouts of one mandate run one at a time (a lock on the account), so two cannot both pass the check.
import type { Store } from '../../ports/store.js';
import { Owner } from '../../property/owner.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { assertCanDebit } from '../accounts/ledger.js';
import { OwnerLedgerEntry } from '../accounts/owner-entry.js';
import { ManagementMandate } from '../mandate.js';
import { OwnerPayout } from './payout.js';
import { ownerName } from './owner-name.js';

export interface NewPayout {
  amount: number;
  paid_on: string;
  reference?: string | null;
}

export function payoutUseCases(store: Store) {
  return {
    async record(mandateId: string, input: NewPayout): Promise<OwnerPayout> {
      return store.transaction(async (tx) => {
        const mandate = await tx.repo(ManagementMandate).get(mandateId);
        const owner = await tx.repo(Owner).get(mandate.owner_id);
        if (!owner.iban)
          throw new BusinessRuleError('The owner has no IBAN to pay to: set it on the owner first', [
            { path: 'owner.iban', message: 'the owner has no IBAN', code: 'owner_iban_missing' },
          ]);
        await assertCanDebit(tx, mandate, toCents(input.amount), { what: 'payout', code: 'payout_above_balance' });
        const payout = Object.assign(new OwnerPayout(), {
          mandate_id: mandate.id,
          owner_id: owner.id,
          amount: input.amount,
          paid_on: input.paid_on,
          iban: owner.iban,
          bic: owner.bic,
          creditor_name: ownerName(owner),
          reference: input.reference ?? null,
        });
        tx.repo(OwnerPayout).persist(payout);
        await tx.flush();
        tx.repo(OwnerLedgerEntry).persist(
          Object.assign(new OwnerLedgerEntry(), {
            mandate_id: mandate.id,
            owner_id: owner.id,
            kind: 'PAYOUT',
            amount: fromCents(-toCents(input.amount)),
            occurred_on: input.paid_on,
            label: `Reversement au propriétaire${input.reference ? ` (${input.reference})` : ''}`,
            source_kind: 'payout',
            source_id: payout.id,
          }),
        );
        await tx.flush();
        return payout;
      });
    },
    async list(criteria: { mandate_id?: string; owner_id?: string }, input: ListInput) {
      if (criteria.mandate_id) await store.repo(ManagementMandate).get(criteria.mandate_id);
      return store.repo(OwnerPayout).list(criteria, pageRequest(input, [{ field: 'paid_on', direction: 'desc' }]));
    },
    async get(payoutId: string, scope: { mandate_id?: string; owner_id?: string } = {}): Promise<OwnerPayout> {
      const payout = await store.repo(OwnerPayout).find(payoutId);
      const outOfScope =
        !payout ||
        (scope.mandate_id && payout.mandate_id !== scope.mandate_id) ||
        (scope.owner_id && payout.owner_id !== scope.owner_id);
      if (outOfScope) throw new NotFoundError('payout', payoutId);
      return payout;
    },
  };
}
