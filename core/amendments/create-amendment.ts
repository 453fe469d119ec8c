// POST /leases/{id}/amendments: a DRAFT amendment of a lease in force, numbered per lease, its
// creation the first entry of its history (spec, Amendments).
import { Lease } from '../leasing/lease.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import { Amendment } from './amendment.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { recordChange } from './history.js';
import { assertRules, effectiveDateErrors } from './rules.js';
import type { AmendmentFields } from './types.js';

/** An amendment amends a lease in force: a draft lease is edited directly (PUT /leases/{id}). */
export const AMENDABLE_LEASE_STATUSES: readonly LeaseStatus[] = ['ACTIVE', 'NOTICE'];

function assertAmendable(lease: Lease): void {
  if (!AMENDABLE_LEASE_STATUSES.includes(lease.status)) {
    throw new ConflictError(
      `A ${lease.status} lease takes no amendment (only ${AMENDABLE_LEASE_STATUSES.join(', ')}); a DRAFT lease is edited directly`,
      [{ path: 'lease_id', message: `lease is ${lease.status}`, code: 'lease_not_amendable' }],
      { lease_status: lease.status },
    );
  }
}

export async function createAmendment(
  store: Store,
  deps: Pick<AmendmentDeps, 'clock' | 'ids'>,
  actor: AmendmentActor,
  leaseId: string,
  fields: AmendmentFields,
): Promise<Amendment> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    assertAmendable(lease);
    assertRules(effectiveDateErrors(fields.effective_date, lease));
    // The lease row lock orders concurrent creations; numbers follow the highest one left (unique per lease).
    const [last] = await tx
      .repo(Amendment)
      .findAll({ lease_id: leaseId }, [{ field: 'amendment_number', direction: 'desc' }]);
    const amendment = Object.assign(new Amendment(), {
      id: deps.ids.next(),
      lease_id: leaseId,
      amendment_number: (last?.amendment_number ?? 0) + 1,
      type: fields.type,
      title: fields.title,
      description: fields.description ?? null,
      effective_date: fields.effective_date,
      reason: fields.reason ?? null,
      created_by: actor.keyId,
    });
    tx.repo(Amendment).persist(amendment);
    // Its row first: the history entry refers to it.
    await tx.flush();
    recordChange(tx, deps.clock, amendment, actor.keyId, {
      change_type: 'STATUS_CHANGE',
      previous_values: null,
      new_values: {
        status: 'DRAFT',
        type: fields.type,
        title: fields.title,
        effective_date: fields.effective_date,
      },
      change_reason: fields.reason ?? null,
    });
    return amendment;
  });
}
