// Rent details and duration details of an amendment: at most one of each, of the kind its type
// carries, written while the amendment is a DRAFT, each checked against the rules of law the lease
// itself obeys (legal.ts) and recorded in the history.
import type { Lease } from '../leasing/lease.js';
import type { EntityClass, Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { BusinessRuleError, ConflictError, type FieldError, ValidationError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import {
  type Amendment,
  AmendmentDurationDetail,
  AmendmentRentDetail,
  type RentIncreaseBasis,
} from './amendment.js';
import { amendmentOf, childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { changedValues, recordChange } from './history.js';
import { assertAmendedDurationLawful, assertAmendedRentLawful } from './legal.js';
import {
  detailKindErrors,
  durationChangeErrors,
  effectiveDateErrors,
  extendedEnd,
  monthsBetween,
  rentChangeErrors,
} from './rules.js';
import { assertDraft } from './status-machine.js';

export interface RentDetailFields {
  new_rent_amount: number;
  new_charges_amount?: number | null;
  effective_date?: string;
  increase_basis?: RentIncreaseBasis | null;
  works_description?: string | null;
}

export interface DurationDetailFields {
  new_end_date?: string;
  extension_months?: number;
}

function assertLegal(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

type Detail = AmendmentRentDetail | AmendmentDurationDetail;

/** The pieces both kinds share: the draft amendment of the right type, one record, list and get. */
function detailKind<T extends Detail>(cls: EntityClass<T>, kind: 'rent' | 'duration', what: string) {
  return {
    async writable(store: Store, leaseId: string, amendmentId: string): Promise<{ lease: Lease; amendment: Amendment }> {
      const found = await amendmentOf(store, leaseId, amendmentId, { lock: true });
      assertDraft(found.amendment.status, `given ${what}`);
      assertLegal(detailKindErrors(found.amendment.type, kind));
      return found;
    },
    async existing(store: Store, amendment: Amendment): Promise<T | null> {
      return store.repo(cls).findOne({ amendment_id: amendment.id });
    },
    async list(store: Store, leaseId: string, amendmentId: string, input: ListInput) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return store.repo(cls).list({ amendment_id: amendment.id }, pageRequest(input));
    },
    async get(store: Store, leaseId: string, amendmentId: string, id: string): Promise<T> {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return childOf(store, cls, amendment, id, what);
    },
    duplicate(existing: Detail): ConflictError {
      return new ConflictError(`The amendment has its ${what} already (${existing.id}); update them`, [], {
        existing_id: existing.id,
      });
    },
  };
}

const rentKind = detailKind(AmendmentRentDetail, 'rent', 'rent details');
const durationKind = detailKind(AmendmentDurationDetail, 'duration', 'duration details');

/** The rent details as given, checked against the lease in force: shapes, art. 17-1, then the lease's own rules. */
async function checkedRent(store: Store, deps: AmendmentDeps, lease: Lease, amendment: Amendment, fields: RentDetailFields) {
  const detail = {
    old_rent_amount: lease.rent_amount,
    new_rent_amount: fields.new_rent_amount,
    old_charges_amount: lease.charges_amount,
    new_charges_amount: fields.new_charges_amount ?? lease.charges_amount,
    effective_date: fields.effective_date ?? amendment.effective_date,
    increase_basis: fields.increase_basis ?? null,
    works_description: fields.works_description ?? null,
  };
  if (detail.increase_basis === 'IMPROVEMENT_WORKS' && !detail.works_description) {
    throw new ValidationError('works_description is required with increase_basis IMPROVEMENT_WORKS', [
      { path: 'works_description', message: 'describe the works the increase pays for', code: 'required' },
    ]);
  }
  assertLegal([
    ...effectiveDateErrors(detail.effective_date, lease),
    ...rentChangeErrors({
      old_rent_cents: toCents(detail.old_rent_amount),
      new_rent_cents: toCents(detail.new_rent_amount),
      increase_basis: detail.increase_basis,
    }),
  ]);
  await assertAmendedRentLawful(store, deps.clock, lease, detail);
  return detail;
}

/** The duration details as given: exactly one of new_end_date and extension_months, the other derived. */
async function checkedDuration(store: Store, lease: Lease, fields: DurationDetailFields) {
  if ((fields.new_end_date === undefined) === (fields.extension_months === undefined)) {
    throw new ValidationError('Give exactly one of new_end_date and extension_months', [
      { path: 'new_end_date', message: 'exactly one of new_end_date, extension_months', code: 'one_of' },
    ]);
  }
  const newEnd = fields.new_end_date ?? extendedEnd(lease.end_date, fields.extension_months!);
  assertLegal(durationChangeErrors(lease.end_date, newEnd));
  await assertAmendedDurationLawful(store, lease, newEnd);
  return { old_end_date: lease.end_date, new_end_date: newEnd, extension_months: monthsBetween(lease.end_date, newEnd) };
}

/** Creates the record, or replaces its values, and writes the history entry; one function for both kinds. */
async function save<T extends Detail>(
  store: Store,
  deps: AmendmentDeps,
  actor: AmendmentActor,
  target: { amendment: Amendment; record: T; create: boolean; key: string },
  values: Partial<T>,
): Promise<T> {
  const changes = changedValues(target.record, values);
  Object.assign(target.record, values);
  if (target.create) store.repo<T>(target.record.constructor as EntityClass<T>).persist(target.record);
  if (changes) {
    recordChange(store, deps.clock, target.amendment, actor.keyId, {
      change_type: 'CONTENT_MODIFICATION',
      previous_values: target.create ? null : { [target.key]: changes.previous_values },
      new_values: { [target.key]: changes.new_values },
    });
  }
  return target.record;
}

export function amendmentDetailUseCases(store: Store, deps: AmendmentDeps, actor: AmendmentActor) {
  return {
    rent: {
      list: (leaseId: string, amendmentId: string, input: ListInput) => rentKind.list(store, leaseId, amendmentId, input),
      get: (leaseId: string, amendmentId: string, id: string) => rentKind.get(store, leaseId, amendmentId, id),
      create: (leaseId: string, amendmentId: string, fields: RentDetailFields) =>
        store.transaction(async (tx) => {
          const { lease, amendment } = await rentKind.writable(tx, leaseId, amendmentId);
          const existing = await rentKind.existing(tx, amendment);
          if (existing) throw rentKind.duplicate(existing);
          const values = await checkedRent(tx, deps, lease, amendment, fields);
          const record = Object.assign(new AmendmentRentDetail(), { id: deps.ids.next(), amendment_id: amendment.id });
          return save(tx, deps, actor, { amendment, record, create: true, key: 'rent_details' }, values);
        }),
      update: (leaseId: string, amendmentId: string, id: string, fields: Partial<RentDetailFields>) =>
        store.transaction(async (tx) => {
          const { lease, amendment } = await rentKind.writable(tx, leaseId, amendmentId);
          const record = await childOf(tx, AmendmentRentDetail, amendment, id, 'rent details');
          const merged = { ...record, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
          const values = await checkedRent(tx, deps, lease, amendment, merged as RentDetailFields);
          return save(tx, deps, actor, { amendment, record, create: false, key: 'rent_details' }, values);
        }),
    },
    duration: {
      list: (leaseId: string, amendmentId: string, input: ListInput) =>
        durationKind.list(store, leaseId, amendmentId, input),
      get: (leaseId: string, amendmentId: string, id: string) => durationKind.get(store, leaseId, amendmentId, id),
      create: (leaseId: string, amendmentId: string, fields: DurationDetailFields) =>
        store.transaction(async (tx) => {
          const { lease, amendment } = await durationKind.writable(tx, leaseId, amendmentId);
          const existing = await durationKind.existing(tx, amendment);
          if (existing) throw durationKind.duplicate(existing);
          const values = await checkedDuration(tx, lease, fields);
          const record = Object.assign(new AmendmentDurationDetail(), { id: deps.ids.next(), amendment_id: amendment.id });
          return save(tx, deps, actor, { amendment, record, create: true, key: 'duration_details' }, values);
        }),
      update: (leaseId: string, amendmentId: string, id: string, fields: DurationDetailFields) =>
        store.transaction(async (tx) => {
          const { lease, amendment } = await durationKind.writable(tx, leaseId, amendmentId);
          const record = await childOf(tx, AmendmentDurationDetail, amendment, id, 'duration details');
          const values = await checkedDuration(tx, lease, fields);
          return save(tx, deps, actor, { amendment, record, create: false, key: 'duration_details' }, values);
        }),
    },
  };
}
