// The co-owners' accounts in the chart of accounts of the syndicates (décret 2005-240, arrêté du 14
// mars 2005: class 45, account 450 "copropriétaire individualisé" and its sub-accounts 450-1 budget,
// 450-2 works and exceptional operations, 450-5 works fund): one CSV line per entry, debit or credit.
import { fromCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import { syndicateOf } from '../management/scope.js';
import { CoOwnerAccount, CoOwnerEntry } from './account.js';

const COLUMNS = ['compte', 'sous_compte', 'copropriétaire', 'date', 'nature', 'libellé', 'débit', 'crédit'];

const cell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const euros = (cents: number) => (cents === 0 ? '' : fromCents(cents).toFixed(2));

export async function chartExport(store: Store, syndicateId: string): Promise<string> {
  await syndicateOf(store, syndicateId);
  const accounts = await store
    .repo(CoOwnerAccount)
    .findAll({ syndicate_id: syndicateId }, [{ field: 'number', direction: 'asc' }]);
  const lines = [COLUMNS.join(';')];
  for (const account of accounts) {
    const entries = await store.repo(CoOwnerEntry).findAll({ account_id: account.id }, [
      { field: 'entry_date', direction: 'asc' },
      { field: 'created_at', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ]);
    for (const e of entries)
      lines.push(
        [
          account.number,
          e.ledger,
          account.name,
          e.entry_date,
          e.kind,
          e.label,
          euros(Math.max(0, e.amount_cents)),
          euros(Math.max(0, -e.amount_cents)),
        ]
          .map(cell)
          .join(';'),
      );
  }
  return `${lines.join('\n')}\n`;
}
