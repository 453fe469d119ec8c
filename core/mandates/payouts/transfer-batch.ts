// A batch of payouts as one SEPA credit transfer order (pain.001.001.03, the EPC SEPA Credit Transfer
// rulebook; docs/legal.md "SEPA"): the model here, serialised by adapters/sepa/pain001.ts. Amounts in
// cents; each payout's id (without dashes, 32 characters, at most 35 allowed) is its EndToEndId.
import type { Store } from '../../ports/store.js';
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import { OwnerPayout } from './payout.js';

export interface DebtorAccount {
  name: string;
  iban: string;
  bic: string | null;
}

export interface TransferBatch {
  message_id: string;
  created_at: string;
  execution_date: string;
  debtor: DebtorAccount;
  control_sum_cents: number;
  transfers: {
    end_to_end_id: string;
    amount_cents: number;
    creditor_name: string;
    iban: string;
    bic: string | null;
    remittance: string;
  }[];
}

/** The order of these payouts, from the agency's account (the request's, else the configured one). */
export async function transferBatch(
  store: Store,
  input: { payout_ids: string[]; execution_date: string; debtor: DebtorAccount | null },
  made: { id: string; at: Date },
): Promise<TransferBatch> {
  if (!input.debtor)
    throw new BusinessRuleError('No debtor account: give debtor, or configure the agency account (SEPA_DEBTOR_*)', [
      { path: 'debtor', message: 'required when no agency account is configured', code: 'debtor_missing' },
    ]);
  const payouts: OwnerPayout[] = [];
  for (const id of [...new Set(input.payout_ids)]) {
    const payout = await store.repo(OwnerPayout).find(id);
    if (!payout) throw new NotFoundError('payout', id);
    payouts.push(payout);
  }
  const transfers = payouts.map((payout) => ({
    end_to_end_id: payout.id.replace(/-/g, ''),
    amount_cents: toCents(payout.amount),
    creditor_name: payout.creditor_name.slice(0, 70),
    iban: payout.iban,
    bic: payout.bic,
    remittance: (payout.reference ?? `Reversement gestion ${payout.paid_on}`).slice(0, 140),
  }));
  return {
    message_id: made.id.replace(/-/g, ''),
    created_at: made.at.toISOString().slice(0, 19),
    execution_date: input.execution_date,
    debtor: input.debtor,
    control_sum_cents: transfers.reduce((sum, t) => sum + t.amount_cents, 0),
    transfers,
  };
}
