// Who a queued message goes to (core/messages/recipients.ts, docs/decisions.md 178), on the
// in-memory Store: an address as queued, a person by id, the lease manager; or why there is none.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { Contact } from '../../../core/contacts/contact.js';
import { Lease } from '../../../core/leasing/lease.js';
import { Lessee } from '../../../core/leasing/lessees/lessee.js';
import { SenderIdentity } from '../../../core/messages/message.js';
import { resolveRecipient } from '../../../core/messages/recipients.js';
import { Estate } from '../../../core/property/estate.js';
import { Owner } from '../../../core/property/owner.js';
import { Place } from '../../../core/property/place.js';
import { MemoryDatabase } from '../../support/memory-store.js';

const tenantId = randomUUID();
const db = new MemoryDatabase();
const at = <T extends object>(cls: new () => T, fields: Partial<T>): T =>
  db.insert(cls, Object.assign(new cls(), { id: randomUUID(), tenant_id: tenantId }, fields))[0];

const lessee = at(Lessee, { last_name: 'Durand', email: 'Camille.Durand@Example.fr', mobile_phone: '06 12 34 56 78' });
const silent = at(Lessee, { last_name: 'Sans adresse' });
const owner = at(Owner, { last_name: 'Martin', email: 'claire.martin@example.fr', mobile_phone: '+33611223344' });
const contact = at(Contact, {
  last_name: 'Syndic',
  email: 'syndic@example.fr',
  mobile_phone: '+33700000000',
  address: 'x',
});
const place = at(Place, { name: 'Résidence', owner_id: owner.id });
const estate = at(Estate, { name: 'Lot 1', place_id: place.id, owner_id: null });
const lease = at(Lease, { estate_id: estate.id });
const store = db.store(tenantId);

const resolve = (recipient: string, channel: 'email' | 'sms' = 'email', identity: SenderIdentity | null = null) =>
  resolveRecipient(store, { recipient, channel, lease_id: lease.id }, identity);

describe('the recipient of a message', () => {
  it('is the address or number queued, a number in E.164', async () => {
    expect(await resolve('Jeanne@Example.fr')).toEqual({ address: 'jeanne@example.fr' });
    expect(await resolve('07 55 66 77 88', 'sms')).toEqual({ address: '+33755667788' });
    expect(await resolve('not an address')).toEqual({ problem: 'not an address is not an e-mail address' });
    expect(await resolve('12', 'sms')).toEqual({ problem: '12 is not a valid phone number' });
  });

  it("is a lessee's, owner's or contact's address, read when the message is sent", async () => {
    expect(await resolve(lessee.id)).toEqual({ address: 'camille.durand@example.fr' });
    expect(await resolve(lessee.id, 'sms')).toEqual({ address: '+33612345678' });
    expect(await resolve(owner.id, 'sms')).toEqual({ address: '+33611223344' });
    expect(await resolve(contact.id)).toEqual({ address: 'syndic@example.fr' });
    expect(await resolve(silent.id)).toEqual({ problem: `lessee ${silent.id} has no e-mail address` });
    expect(await resolve(silent.id, 'sms')).toEqual({ problem: `lessee ${silent.id} has no valid mobile number` });
    const nobody = randomUUID();
    expect(await resolve(nobody)).toEqual({ problem: `no person ${nobody}` });
  });

  it("for the lease manager, is the account's reply-to, else its from address, else the lessor of the lease", async () => {
    const identity = Object.assign(new SenderIdentity(), {
      reply_to: 'gestion@agence.fr',
      from_address: 'x@agence.fr',
    });
    expect(await resolve('lease_manager', 'email', identity)).toEqual({ address: 'gestion@agence.fr' });
    const fromOnly = Object.assign(new SenderIdentity(), { from_address: 'envoi@agence.fr' });
    expect(await resolve('lease_manager', 'email', fromOnly)).toEqual({ address: 'envoi@agence.fr' });
    // The estate has no owner of its own: the building's owner is the lessor (core/leasing/lessor.ts).
    expect(await resolve('lease_manager')).toEqual({ address: 'claire.martin@example.fr' });
    expect(await resolve('lease_manager', 'sms', identity)).toEqual({ address: '+33611223344' });
    expect(
      await resolveRecipient(store, { recipient: 'lease_manager', channel: 'email', lease_id: null }, null),
    ).toEqual({ problem: 'no address for the lease manager: set the account reply_to (PUT /message-sender)' });
  });
});
