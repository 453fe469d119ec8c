// POST /leases: a DRAFT lease, its rent defaulted from the estate and its end from the lease type.
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { definedFields, requireReference } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import { Lease } from './lease.js';
import { checkLease } from './lease-checks.js';
import { LeaseType } from './lease-type.js';
import type { NewLease } from './leases.js';
import { defaultEndDate } from './rules.js';

export async function createLease(store: Store, fields: NewLease): Promise<Lease> {
  const estate = await requireReference(store, Estate, fields.estate_id, 'estate_id');
  const type = await requireReference(store, LeaseType, fields.lease_type_id, 'lease_type_id');
  // A new lease defaults its rent to the estate's rent_amount.
  const rent = fields.rent_amount ?? estate.rent_amount;
  if (rent === null || rent === undefined) {
    throw new ValidationError('rent_amount is required: the estate has no rent_amount to default to', [
      { path: 'rent_amount', message: 'required when the estate has no rent_amount', code: 'required' },
    ]);
  }
  const lease = Object.assign(new Lease(), definedFields(fields), {
    rent_amount: rent,
    end_date: fields.end_date ?? defaultEndDate(fields.start_date, type.default_duration_months),
    status: 'DRAFT' as const,
  });
  checkLease(lease, type);
  store.repo(Lease).persist(lease);
  await store.flush();
  return lease;
}
