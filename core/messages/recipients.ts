// Who a queued message goes to (docs/decisions.md 178): the Notifier is given an address, a
// person's id or a role, and the relay resolves it when it sends, so a corrected address is the
// one used. E-mail addresses as given; phone numbers in E.164 (the contacts rule, core/contacts).
import { normalisePhone } from '../contacts/contact.js';
import { Contact } from '../contacts/contact.js';
import { Lease } from '../leasing/lease.js';
import { Lessee } from '../leasing/lessees/lessee.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import type { Message, SenderIdentity } from './message.js';

export type Resolved = { address: string } | { problem: string };

/** The role the reminders to the landlord are queued for (docs/decisions.md 97). */
export const LEASE_MANAGER = 'lease_manager';

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Reachable {
  email: string | null;
  mobile_phone: string | null;
}

/** The address of a person on the channel, or why there is none. */
function addressOf(person: Reachable, channel: Message['channel'], who: string): Resolved {
  if (channel === 'email')
    return person.email && EMAIL.test(person.email)
      ? { address: person.email.trim().toLowerCase() }
      : { problem: `${who} has no e-mail address` };
  const phone = person.mobile_phone ? normalisePhone(person.mobile_phone, 'FR') : undefined;
  return phone ? { address: phone } : { problem: `${who} has no valid mobile number` };
}

/** The lessee, owner or contact of the account with this id. */
async function personOf(store: Store, id: string): Promise<{ person: Reachable; who: string } | null> {
  const lessee = await store.repo(Lessee).find(id);
  if (lessee) return { person: lessee, who: `lessee ${id}` };
  const owner = await store.repo(Owner).find(id);
  if (owner) return { person: owner, who: `owner ${id}` };
  const contact = await store.repo(Contact).find(id);
  return contact ? { person: contact, who: `contact ${id}` } : null;
}

/** The lessor of the lease: the estate's owner, else its building's (core/leasing/lessor.ts). */
async function lessorOf(store: Store, leaseId: string): Promise<Owner | null> {
  const lease = await store.repo(Lease).find(leaseId);
  const estate = lease ? await store.repo(Estate).find(lease.estate_id) : null;
  if (!estate) return null;
  const ownerId = estate.owner_id ?? (await store.repo(Place).find(estate.place_id))?.owner_id ?? null;
  return ownerId ? store.repo(Owner).find(ownerId) : null;
}

/** The manager of a lease: the account's own mailbox (its reply-to, else its from address), else the lessor. */
async function managerAddress(
  store: Store,
  message: Pick<Message, 'channel' | 'lease_id'>,
  identity: SenderIdentity | null,
): Promise<Resolved> {
  const own = identity?.reply_to ?? identity?.from_address;
  if (message.channel === 'email' && own) return { address: own };
  const lessor = message.lease_id ? await lessorOf(store, message.lease_id) : null;
  if (lessor) return addressOf(lessor, message.channel, `the lessor of lease ${message.lease_id}`);
  return { problem: 'no address for the lease manager: set the account reply_to (PUT /message-sender)' };
}

export async function resolveRecipient(
  store: Store,
  message: Pick<Message, 'channel' | 'recipient' | 'lease_id'>,
  identity: SenderIdentity | null,
): Promise<Resolved> {
  const recipient = message.recipient.trim();
  if (recipient === LEASE_MANAGER) return managerAddress(store, message, identity);
  if (UUID.test(recipient)) {
    const found = await personOf(store, recipient);
    return found ? addressOf(found.person, message.channel, found.who) : { problem: `no person ${recipient}` };
  }
  if (message.channel === 'email')
    return EMAIL.test(recipient)
      ? { address: recipient.toLowerCase() }
      : { problem: `${recipient} is not an e-mail address` };
  const phone = normalisePhone(recipient, 'FR');
  return phone ? { address: phone } : { problem: `${recipient} is not a valid phone number` };
}
