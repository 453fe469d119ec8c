// The credits imported, and the queue of those waiting for a person (docs/decisions.md 244): read
// with the list conventions, assigned to a lease in one call (the payment is recorded as at import),
// or dismissed (a credit that is no rent: a refund, a deposit paid apart).
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { ConflictError } from '../shared/errors.js';
import type { BankEntryStatus } from '../../contract/vocabulary/banking.js';
import { BankEntry, BankStatementImport } from './bank-records.js';
import type { BankingDeps } from './deps.js';
import { recordEntryPayment } from './record-entry.js';

export interface BankEntryListInput extends ListInput {
  status?: BankEntryStatus;
  import_id?: string;
  lease_id?: string;
  booked_from?: string;
  booked_to?: string;
}

function criteria(input: BankEntryListInput) {
  return {
    ...definedCriteria({ status: input.status, import_id: input.import_id, lease_id: input.lease_id }),
    ...rangeCriteria('booked_on', input.booked_from, input.booked_to),
  };
}

/** The states an entry may be assigned from: waiting, or set aside by mistake. */
const ASSIGNABLE: readonly BankEntryStatus[] = ['QUEUED', 'DISMISSED'];

export function bankEntryUseCases(store: Store, deps: BankingDeps) {
  return {
    list: (input: BankEntryListInput) =>
      store.repo(BankEntry).list(criteria(input), pageRequest(input, [{ field: 'booked_on', direction: 'desc' }])),
    get: (id: string) => store.repo(BankEntry).view(id),
    getImport: (id: string) => store.repo(BankStatementImport).view(id),
    /** One click: the entry's payment recorded on the lease (409 once paid or for a lease that takes none). */
    async assign(id: string, leaseId: string) {
      const entry = await store.repo(BankEntry).view(id);
      if (!ASSIGNABLE.includes(entry.status))
        throw new ConflictError(`The entry is ${entry.status}: only a QUEUED or DISMISSED entry is assigned`);
      await requireReference(store, Lease, leaseId, 'lease_id');
      const candidate = entry.candidates.find((c) => c.lease_id === leaseId);
      await recordEntryPayment(store, deps, {
        entryId: id,
        leaseId,
        method: 'MANUAL',
        confidence: candidate?.score ?? null,
      });
      return store.repo(BankEntry).view(id);
    },
    async dismiss(id: string, note: string | null) {
      return store.transaction(async (tx) => {
        const entry = await tx.repo(BankEntry).getLocked(id);
        if (entry.status !== 'QUEUED')
          throw new ConflictError(`The entry is ${entry.status}: only a QUEUED entry is dismissed`);
        Object.assign(entry, { status: 'DISMISSED', note });
        await tx.flush();
        return entry;
      });
    },
  };
}
