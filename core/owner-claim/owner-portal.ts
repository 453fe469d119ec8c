// What an owner key reads (issue 35 section 3): only the owner's own records, through routes of its
// own: the lots, their leases (the terms only: no tenant, no bank detail), the statements and their
// PDFs, the payouts, the expenses paid for the owner and their documents. A record of another owner
// is a 404, as another tenant's is. The key names its owner; nothing in a request can widen it.
import { Lease } from '../leasing/lease.js';
import { OwnerExpense } from '../mandates/accounts/owner-entry.js';
import type { OwnerAccountServiceDeps } from '../mandates/accounts/deps.js';
import { OwnerPayout } from '../mandates/payouts/payout.js';
import { statementUseCases } from '../mandates/statements/statements.js';
import { Media } from '../media/media.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import type { Actor } from '../shared/actor.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import { lotsOfOwner } from './claim-access.js';

/** The terms of a lease an owner sees. */
export const OWNER_LEASE_FIELDS = [
  'id',
  'estate_id',
  'reference_number',
  'status',
  'start_date',
  'end_date',
  'rent_amount',
  'charges_amount',
  'deposit_amount',
  'rent_frequency',
  'payment_terms',
] as const satisfies readonly (keyof Lease)[];

export function ownerPortalUseCases(store: Store, actor: Actor, deps: OwnerAccountServiceDeps) {
  const ownerId = actor.ownerId;
  if (!ownerId) throw new ForbiddenError('This key is not bound to an owner');
  const statements = statementUseCases(store, deps);
  const scope = { owner_id: ownerId };
  const estateIn = async () => ({ $in: await lotsOfOwner(store, ownerId) });
  return {
    me: () => store.repo(Owner).view(ownerId),
    lots: async (input: ListInput) => store.repo(Estate).list({ id: await estateIn() }, pageRequest(input)),
    async leases(input: ListInput) {
      const page = await store.repo(Lease).list({ estate_id: await estateIn() }, pageRequest(input));
      const terms = (lease: (typeof page.items)[number]) =>
        Object.fromEntries(OWNER_LEASE_FIELDS.map((field) => [field, lease[field]]));
      return { ...page, items: page.items.map(terms) };
    },
    statements: (input: ListInput) => statements.list(scope, input),
    statement: (id: string) => statements.get(id, scope),
    statementPdf: (id: string) => statements.pdf(id, scope),
    payouts: (input: ListInput) =>
      store.repo(OwnerPayout).list(scope, pageRequest(input, [{ field: 'paid_on', direction: 'desc' }])),
    expenses: (input: ListInput) =>
      store.repo(OwnerExpense).list(scope, pageRequest(input, [{ field: 'paid_on', direction: 'desc' }])),
    /** A document of an expense paid for the owner. */
    async document(mediaId: string): Promise<{ media: Media; bytes: Uint8Array }> {
      const expense = await store.repo(OwnerExpense).findOne({ owner_id: ownerId, document_id: mediaId });
      if (!expense) throw new NotFoundError('document', mediaId);
      const media = await store.repo(Media).get(mediaId);
      const bytes = await deps.files.get(media.storage_key);
      if (!bytes) throw new NotFoundError('document', mediaId);
      return { media, bytes };
    },
  };
}
