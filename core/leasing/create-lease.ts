// POST /leases: a DRAFT lease, its rent defaulted from the estate, its end from the lease type and
// its lessor (loi 89-462 art. 10), its revision index from the type (rules.ts).
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { definedFields, requireReferenceView } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import { Lease } from './lease.js';
import { assertReferenceFree, checkLease } from './lease-checks.js';
import { LeaseType } from './lease-type.js';
import type { NewLease } from './types.js';
import { lessorCategoryOfEstate, lessorKindOf } from './lessor.js';
import { defaultEndDate, defaultRevisionIndex, defaultTermMonths } from './rules.js';

export async function createLease(store: Store, fields: NewLease): Promise<Lease> {
  // Read only: the flush then has one tracked record to look at, the lease (docs/decisions.md 306).
  const estate = await requireReferenceView(store, Estate, fields.estate_id, 'estate_id');
  const type = await requireReferenceView(store, LeaseType, fields.lease_type_id, 'lease_type_id');
  // A new lease defaults its rent to the estate's rent_amount.
  const rent = fields.rent_amount ?? estate.rent_amount;
  if (rent === null || rent === undefined) {
    throw new ValidationError('rent_amount is required: the estate has no rent_amount to default to', [
      { path: 'rent_amount', message: 'required when the estate has no rent_amount', code: 'required' },
    ]);
  }
  const lessor = lessorKindOf(await lessorCategoryOfEstate(store, estate));
  const lease = Object.assign(new Lease(), definedFields(fields), {
    rent_amount: rent,
    revision_index_type: fields.revision_index_type ?? defaultRevisionIndex(type.category),
    end_date: fields.end_date ?? defaultEndDate(fields.start_date, defaultTermMonths(type, lessor)),
    status: 'DRAFT' as const,
  });
  checkLease(lease, type, lessor);
  await assertReferenceFree(store, lease);
  store.repo(Lease).persist(lease);
  await store.flush();
  return lease;
}
