// Lessee use cases (spec, Lessees and lease tenants).
import { type ListInput, createRecord, pageRequest, patchRecord } from '../../shared/crud.js';
import { toDateOnly } from '../../shared/dates.js';
import { ConflictError, assertNoFieldErrors } from '../../shared/errors.js';
import type { Patch } from '../../shared/patch.js';
import type { Clock } from '../../ports/clock.js';
import { type Store } from '../../ports/store.js';
import { definedCriteria, searchCriteria } from '../../shared/criteria.js';
import type { LeaseStatus, LesseeCategory } from '../../../contract/vocabulary/leasing.js';
import { Lease, LeaseLessee } from '../lease.js';
import {
  LESSEE_WRITABLE_FIELDS,
  Lessee,
  bankDetailErrors,
  lesseeIdentityErrors,
  normaliseBic,
  normaliseIban,
} from './lessee.js';
import { isActiveOn } from '../tenants/rent-shares.js';

export type LesseeFields = Pick<Lessee, (typeof LESSEE_WRITABLE_FIELDS)[number]>;
export interface LesseeListInput extends ListInput {
  search?: string;
  category?: LesseeCategory;
}

const LESSEE_SEARCH_FIELDS = ['last_name', 'first_name', 'email', 'mobile_phone', 'address_city'];

/** Leases that still bind their tenants: a lessee on one of them cannot be deleted (409). */
const BINDING_STATUSES: readonly LeaseStatus[] = ['PENDING_SIGNATURE', 'ACTIVE', 'NOTICE', 'FINALISATION'];

function normalise(lessee: Lessee): void {
  if (lessee.iban) lessee.iban = normaliseIban(lessee.iban);
  if (lessee.bic) lessee.bic = normaliseBic(lessee.bic);
}

/** IBAN and BIC are valid (400 otherwise), a lessee is named; then stored in their electronic format. */
function check(lessee: Lessee): void {
  assertNoFieldErrors([...lesseeIdentityErrors(lessee), ...bankDetailErrors(lessee)]);
  normalise(lessee);
}

export function lesseeUseCases(store: Store, deps: { clock: Clock }) {
  const lessees = store.repo(Lessee);
  return {
    list: (input: LesseeListInput) =>
      lessees.list(
        { ...definedCriteria({ category: input.category }), ...searchCriteria(input.search, LESSEE_SEARCH_FIELDS) },
        pageRequest(input),
      ),
    get: (id: string) => lessees.view(id),
    async create(fields: Partial<LesseeFields>) {
      const lessee = createRecord(lessees, Lessee, fields, check);
      await store.flush();
      return lessee;
    },
    async update(id: string, patch: Patch<LesseeFields>) {
      const lessee = patchRecord(await lessees.get(id), patch, LESSEE_WRITABLE_FIELDS, check);
      await store.flush();
      return lessee;
    },
    /** 409 while the lessee holds an open term on a lease being signed, in force or closing; otherwise its past terms go with it. */
    async remove(id: string) {
      await lessees.get(id);
      const today = toDateOnly(deps.clock.now());
      const terms = (await store.repo(LeaseLessee).findAll({ lessee_id: id })).filter((term) =>
        isActiveOn(term, today),
      );
      const binding =
        terms.length === 0
          ? []
          : await store
              .repo(Lease)
              .findAll({ id: { $in: terms.map((t) => t.lease_id) }, status: { $in: BINDING_STATUSES } });
      if (binding.length > 0) {
        throw new ConflictError(
          `Lessee ${id} is a tenant of ${binding.length} lease(s) in force (${binding.map((l) => `${l.id} ${l.status}`).join(', ')}); end the term first`,
          [],
          { lease_ids: binding.map((l) => l.id) },
        );
      }
      await store.transaction(async (tx) => {
        for (const term of await tx.repo(LeaseLessee).findAll({ lessee_id: id })) tx.repo(LeaseLessee).remove(term);
        tx.repo(Lessee).remove(await tx.repo(Lessee).get(id));
      });
    },
  };
}
