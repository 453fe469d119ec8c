// A handover of a key set: the holder gives its keys to another (loi 89-462 art. 3-2: the keys the
// entry report hands to the tenant, those the exit report takes back; art. 22: the keys' return).
// The set is locked so that two handovers of it run one after the other; the history is appended.
import type { KeyHolder } from '../../../contract/vocabulary/inspections.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../../shared/crud.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../../shared/errors.js';
import type { Clock } from '../../ports/clock.js';
import { ConditionReport, hasAcceptance } from '../condition-report.js';
import { Lease } from '../../leasing/lease.js';
import { type Holding, KeyHandover, type KeySet, holdingErrors, missingKeys, sameHolding } from './key-set.js';
import { keySetOf, leaseOfEstateErrors } from './key-sets.js';

export interface NewHandover {
  /** Default: the inspection day of the report it belongs to. */
  handed_over_on?: string;
  to_holder: KeyHolder;
  to_name?: string | null;
  /** The receiving tenant's lease; default the report's lease when the entry report hands the keys over. */
  lease_id?: string | null;
  count: number;
  condition_report_id?: string | null;
  comments?: string | null;
}

const fail = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/**
 * The report a handover belongs to: a report of a lease of the estate, not yet accepted (its
 * content is then fixed: 409); the entry report hands the keys to its lease's tenant, the exit
 * report takes them back from that tenant.
 */
async function reportErrors(tx: Store, set: KeySet, report: ConditionReport, to: Holding): Promise<FieldError[]> {
  const lease = await tx.repo(Lease).get(report.lease_id);
  if (lease.estate_id !== set.estate_id)
    return [fail('condition_report_id', `report ${report.id} is of another estate's lease`, 'foreign_report')];
  if (hasAcceptance(report))
    throw new ConflictError('A party has accepted this report: its keys are fixed', [], {
      report_status: report.status,
    });
  if (report.report_type === 'ENTRY' && !(to.holder === 'TENANT' && to.lease_id === report.lease_id))
    return [fail('to_holder', "the entry report hands the keys to its lease's tenant", 'entry_to_tenant')];
  if (report.report_type === 'EXIT' && !(set.holder === 'TENANT' && set.lease_id === report.lease_id))
    return [
      fail('condition_report_id', "the exit report takes back keys its lease's tenant holds", 'not_held_by_tenant'),
    ];
  return [];
}

async function dateErrors(tx: Store, set: KeySet, day: string | undefined, today: string): Promise<FieldError[]> {
  if (day === undefined) return [fail('handed_over_on', 'required without a condition report', 'required')];
  if (compareDates(day, today) > 0) return [fail('handed_over_on', `${day} is in the future`, 'future_date')];
  const [last] = await tx
    .repo(KeyHandover)
    .findAll({ key_set_id: set.id }, [{ field: 'handed_over_on', direction: 'desc' }]);
  return last && compareDates(day, last.handed_over_on) < 0
    ? [fail('handed_over_on', `before the set's last handover (${last.handed_over_on})`, 'before_last_handover')]
    : [];
}

/** Records the handover and moves the set to its new holder, with the keys handed over. */
export async function handOverKeys(
  store: Store,
  deps: { clock: Clock },
  estateId: string,
  keySetId: string,
  input: NewHandover,
): Promise<KeyHandover> {
  return store.transaction(async (tx) => {
    const set = await keySetOf(tx, estateId, keySetId, true);
    const report = input.condition_report_id
      ? await requireReference(tx, ConditionReport, input.condition_report_id, 'condition_report_id')
      : null;
    const defaultLease = report?.report_type === 'ENTRY' && input.to_holder === 'TENANT' ? report.lease_id : null;
    const to: Holding = {
      holder: input.to_holder,
      holder_name: input.to_name ?? null,
      lease_id: input.lease_id ?? defaultLease,
    };
    const day = input.handed_over_on ?? report?.inspection_date;
    const errors = [
      ...holdingErrors(to),
      ...(await leaseOfEstateErrors(tx, estateId, to.lease_id, 'lease_id')),
      ...(sameHolding(set, to) ? [fail('to_holder', 'the set is already held so', 'same_holder')] : []),
      ...(report ? await reportErrors(tx, set, report, to) : []),
      ...(await dateErrors(tx, set, day, toDateOnly(deps.clock.now()))),
    ];
    if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
    const handover = Object.assign(new KeyHandover(), {
      key_set_id: set.id,
      estate_id: estateId,
      handed_over_on: day!,
      from_holder: set.holder,
      from_name: set.holder_name,
      from_lease_id: set.lease_id,
      to_holder: to.holder,
      to_name: to.holder_name,
      to_lease_id: to.lease_id,
      count: input.count,
      held_count: set.count,
      missing_count: missingKeys(set.count, input.count),
      condition_report_id: report?.id ?? null,
      comments: input.comments ?? null,
    });
    tx.repo(KeyHandover).persist(handover);
    Object.assign(set, { holder: to.holder, holder_name: to.holder_name, lease_id: to.lease_id, count: input.count });
    return handover;
  });
}

/** The handovers of a set, oldest first. */
export async function keyHandovers(store: Store, estateId: string, keySetId: string, input: ListInput) {
  await keySetOf(store, estateId, keySetId);
  return store.repo(KeyHandover).list(
    { key_set_id: keySetId },
    pageRequest(input, [
      { field: 'handed_over_on', direction: 'asc' },
      { field: 'created_at', direction: 'asc' },
    ]),
  );
}
