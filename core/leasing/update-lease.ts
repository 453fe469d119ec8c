// PUT /leases/{id}: every field while DRAFT; afterwards the terms are fixed and only the
// administrative fields change (docs/decisions.md, lease updates and terms).
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { requireReference } from '../shared/crud.js';
import { ConflictError, assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import { LEASE_ADMIN_FIELDS, LEASE_TERMS_FIELDS, LEASE_WRITABLE_FIELDS, Lease } from './lease.js';
import { assertReferenceFree, checkAdministrativeFields, checkLease, sameValue } from './lease-checks.js';
import { LeaseType } from './lease-type.js';
import type { LeaseFields } from './types.js';
import { lessorCategoryOf, lessorKindOf } from './lessor.js';

/** Fields a lease cannot lack: null on update is refused. */
const REQUIRED_FIELDS = [
  'estate_id',
  'lease_type_id',
  'start_date',
  'end_date',
  'rent_amount',
  'rent_frequency',
  'revision_index_type',
  'usage_type',
  'payment_terms',
  'charge_settlement_mode',
  'is_subject_to_rent_evolution_decree',
  'is_subject_to_reference_rent_cap',
] as const satisfies readonly (keyof LeaseFields)[];

export async function updateLease(store: Store, id: string, patch: Patch<LeaseFields>): Promise<Lease> {
  const lease = await store.repo(Lease).get(id);
  if (lease.status === 'TERMINATED')
    throw new ConflictError(`Lease ${id} is TERMINATED and can no longer be changed`, [], {
      lease_status: lease.status,
    });
  assertNoFieldErrors(
    REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
      path: field,
      message: `${field} cannot be removed`,
      code: 'required',
    })),
  );
  if (lease.status !== 'DRAFT') {
    const changed = LEASE_TERMS_FIELDS.filter(
      (field) => patch[field] !== undefined && !sameValue(patch[field], lease[field]),
    );
    if (changed.length > 0) {
      throw new ConflictError(
        `The terms of a ${lease.status} lease are fixed (${changed.join(', ')}); change the rent with PUT /leases/${id}/rent, the rest by amendment`,
        changed.map((field) => ({
          path: field,
          message: `cannot change once the lease left DRAFT`,
          code: 'terms_fixed',
        })),
        { lease_status: lease.status },
      );
    }
  }
  if (patch.estate_id && patch.estate_id !== lease.estate_id)
    await requireReference(store, Estate, patch.estate_id, 'estate_id');
  const typeId = patch.lease_type_id ?? lease.lease_type_id;
  const type = await requireReference(store, LeaseType, typeId, 'lease_type_id');
  const allowed = lease.status === 'DRAFT' ? LEASE_WRITABLE_FIELDS : LEASE_ADMIN_FIELDS;
  for (const field of allowed) {
    const value = patch[field];
    if (value !== undefined) (lease as unknown as Record<string, unknown>)[field] = value;
  }
  if (lease.status === 'DRAFT') {
    checkLease(lease, type, lessorKindOf(await lessorCategoryOf(store, lease.estate_id)));
  } else {
    checkAdministrativeFields(lease, type);
  }
  await assertReferenceFree(store, lease);
  await store.flush();
  return lease;
}
