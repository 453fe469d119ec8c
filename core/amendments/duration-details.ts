// Duration details of a DURATION_CHANGE amendment: the new end date checked against the lease
// type's durations (legal.ts), written while DRAFT (detail-kinds.ts).
import type { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import type { ListInput } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import { AmendmentDurationDetail } from './amendment.js';
import { childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { detailKind, saveDetail } from './detail-kinds.js';
import { assertAmendedDurationLawful } from './legal.js';
import { assertRules, durationChangeErrors, extendedEnd, monthsBetween } from './rules.js';

export interface DurationDetailFields {
  new_end_date?: string;
  extension_months?: number;
}

const durationKind = detailKind(AmendmentDurationDetail, 'duration', 'duration details');

/** The duration details as given: exactly one of new_end_date and extension_months, the other derived. */
async function checkedDuration(store: Store, lease: Lease, fields: DurationDetailFields) {
  if ((fields.new_end_date === undefined) === (fields.extension_months === undefined)) {
    throw new ValidationError('Give exactly one of new_end_date and extension_months', [
      { path: 'new_end_date', message: 'exactly one of new_end_date, extension_months', code: 'one_of' },
    ]);
  }
  const newEnd = fields.new_end_date ?? extendedEnd(lease.end_date, fields.extension_months!);
  assertRules(durationChangeErrors(lease.end_date, newEnd));
  await assertAmendedDurationLawful(store, lease, newEnd);
  return {
    old_end_date: lease.end_date,
    new_end_date: newEnd,
    extension_months: monthsBetween(lease.end_date, newEnd),
  };
}

export function durationDetailUseCases(store: Store, deps: AmendmentDeps, actor: AmendmentActor) {
  return {
    list: (leaseId: string, amendmentId: string, input: ListInput) =>
      durationKind.list(store, leaseId, amendmentId, input),
    get: (leaseId: string, amendmentId: string, id: string) => durationKind.get(store, leaseId, amendmentId, id),
    create: (leaseId: string, amendmentId: string, fields: DurationDetailFields) =>
      store.transaction(async (tx) => {
        const { lease, amendment } = await durationKind.writable(tx, leaseId, amendmentId);
        const existing = await durationKind.existing(tx, amendment);
        if (existing) throw durationKind.duplicate(existing);
        const values = await checkedDuration(tx, lease, fields);
        const record = Object.assign(new AmendmentDurationDetail(), {
          id: deps.ids.next(),
          amendment_id: amendment.id,
        });
        return saveDetail(tx, deps, actor, { amendment, record, create: true, key: 'duration_details' }, values);
      }),
    update: (leaseId: string, amendmentId: string, id: string, fields: DurationDetailFields) =>
      store.transaction(async (tx) => {
        const { lease, amendment } = await durationKind.writable(tx, leaseId, amendmentId);
        const record = await childOf(tx, AmendmentDurationDetail, amendment, id, 'duration details');
        const values = await checkedDuration(tx, lease, fields);
        return saveDetail(tx, deps, actor, { amendment, record, create: false, key: 'duration_details' }, values);
      }),
  };
}
