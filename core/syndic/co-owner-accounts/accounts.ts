// Opening a co-owner's account and posting to it (décret 2005-240: one account per co-owner in
// class 45; entries are only added, never changed, and the balance is their sum).
import { Contact } from '../../contacts/contact.js';
import { Owner } from '../../property/owner.js';
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import type { SyndicLot } from '../management/syndicate.js';
import { CoOwnerAccount, CoOwnerEntry } from './account.js';

/** The individual account number in class 45: 450 then a sequence of four digits (4500001). */
export const accountNumber = (sequence: number) => `450${String(sequence).padStart(4, '0')}`;

const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ');

async function coOwnerName(tx: Store, lot: SyndicLot): Promise<string> {
  if (lot.co_owner_owner_id) return personName(await tx.repo(Owner).get(lot.co_owner_owner_id)) || 'Copropriétaire';
  const contact = await tx.repo(Contact).get(lot.co_owner_contact_id!);
  return contact.company_name ?? (personName(contact) || 'Copropriétaire');
}

/** The co-owner's account with the syndicate, opened at the first call on one of their lots. */
export async function accountFor(tx: Store, lot: SyndicLot): Promise<CoOwnerAccount> {
  if (!lot.co_owner_owner_id && !lot.co_owner_contact_id)
    throw new BusinessRuleError(`lot ${lot.number} has no co-owner to call`, [
      { path: 'lot_id', message: `lot ${lot.number} has no co-owner`, code: 'lot_without_co_owner' },
    ]);
  const accounts = tx.repo(CoOwnerAccount);
  const criteria = lot.co_owner_owner_id
    ? { syndicate_id: lot.syndicate_id, owner_id: lot.co_owner_owner_id }
    : { syndicate_id: lot.syndicate_id, contact_id: lot.co_owner_contact_id };
  const found = await accounts.findOne(criteria);
  if (found) return found;
  const account = Object.assign(new CoOwnerAccount(), {
    syndicate_id: lot.syndicate_id,
    owner_id: lot.co_owner_owner_id,
    contact_id: lot.co_owner_owner_id ? null : lot.co_owner_contact_id,
    number: accountNumber((await accounts.count({ syndicate_id: lot.syndicate_id })) + 1),
    name: await coOwnerName(tx, lot),
  });
  accounts.persist(account);
  await tx.flush();
  return account;
}

/** The balance: the sum of the account's entries (positive: owed by the co-owner). */
export async function balanceOf(tx: Store, accountId: string): Promise<number> {
  return Math.round(await tx.repo(CoOwnerEntry).sum('amount_cents', { account_id: accountId }));
}

export type EntryFields = Omit<CoOwnerEntry, 'id' | 'tenant_id' | 'created_at' | 'syndicate_id' | 'account_id'>;

/** Adds an entry; entries are never changed afterwards. */
export function post(
  tx: Store,
  account: CoOwnerAccount,
  fields: Partial<EntryFields> & Pick<EntryFields, 'entry_date' | 'kind' | 'ledger' | 'label' | 'amount_cents'>,
): CoOwnerEntry {
  const entry = Object.assign(new CoOwnerEntry(), {
    fund_call_id: null,
    notice_id: null,
    payment_id: null,
    recovery_id: null,
    ...fields,
    syndicate_id: account.syndicate_id,
    account_id: account.id,
  });
  tx.repo(CoOwnerEntry).persist(entry);
  return entry;
}
