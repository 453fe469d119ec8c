// The yearly summary an owner needs for the revenus fonciers return (issue 35; form 2044: rents
// received, charges recovered, management fees, works paid), by lot, over every mandate of the owner:
// the ledger entries dated in the calendar year. Entries not tied to a lot (a payout, a correction
// without a lot) are left out of the lots and shown in no column.
import type { Store } from '../../ports/store.js';
import { Estate } from '../../property/estate.js';
import { Owner } from '../../property/owner.js';
import { fromCents, toCents } from '../../shared/money.js';
import { ManagementMandate } from '../mandate.js';
import { syncMandates } from './ledger.js';
import { OwnerLedgerEntry } from './owner-entry.js';

export interface TaxFigures {
  rents: number;
  charges: number;
  fees: number;
  fees_vat: number;
  expenses: number;
}

type Cents = Record<keyof TaxFigures, number>;
const COLUMN = { RENT: 'rents', CHARGES: 'charges', FEE: 'fees', FEE_VAT: 'fees_vat', EXPENSE: 'expenses' } as const;

const euros = (cents: Cents): TaxFigures => ({
  rents: fromCents(cents.rents),
  charges: fromCents(cents.charges),
  fees: fromCents(cents.fees),
  fees_vat: fromCents(cents.fees_vat),
  expenses: fromCents(cents.expenses),
});

export async function taxSummary(store: Store, ownerId: string, year: number) {
  await store.repo(Owner).get(ownerId);
  await store.transaction(async (tx) =>
    syncMandates(tx, await tx.repo(ManagementMandate).findAll({ owner_id: ownerId })),
  );
  const entries = await store.repo(OwnerLedgerEntry).findAll({
    owner_id: ownerId,
    occurred_on: { $gte: `${year}-01-01`, $lte: `${year}-12-31` },
    estate_id: { $ne: null },
  });
  const byLot = new Map<string, Cents>();
  const totals: Cents = { rents: 0, charges: 0, fees: 0, fees_vat: 0, expenses: 0 };
  for (const entry of entries) {
    const column = COLUMN[entry.kind as keyof typeof COLUMN];
    if (!column || !entry.estate_id) continue;
    const lot = byLot.get(entry.estate_id) ?? { rents: 0, charges: 0, fees: 0, fees_vat: 0, expenses: 0 };
    // Debits are shown as positive amounts.
    const cents = Math.abs(toCents(entry.amount));
    lot[column] += cents;
    totals[column] += cents;
    byLot.set(entry.estate_id, lot);
  }
  const estates = byLot.size > 0 ? await store.repo(Estate).findAll({ id: { $in: [...byLot.keys()] } }) : [];
  const names = new Map(estates.map((estate) => [estate.id, estate.name]));
  return {
    owner_id: ownerId,
    year,
    lots: [...byLot.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([estateId, cents]) => ({ estate_id: estateId, estate_name: names.get(estateId) ?? '', ...euros(cents) })),
    totals: euros(totals),
  };
}
