// Lease use cases: CRUD, status changes through the state machine with the estate's rental_status
// kept in sync in the same transaction, and rent changes with their history.
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest, requireReference } from '../shared/crud.js';
import { toDateOnly } from '../shared/dates.js';
import {
  BusinessRuleError,
  ConflictError,
  type FieldError,
  UnavailableError,
  ValidationError,
  assertNoFieldErrors,
} from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { Patch } from '../shared/patch.js';
import { type Store } from '../ports/store.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import type { LeaseStatus } from './enums.js';
import {
  LEASE_ADMIN_FIELDS,
  LEASE_TERMS_FIELDS,
  LEASE_WRITABLE_FIELDS,
  Lease,
  LeaseDocument,
  LeaseLessee,
  LeaseRentRevision,
} from './lease.js';
import { allowedNextStatuses, canTransition, isDeletable } from './lease-status.js';
import { LeaseType } from './lease-type.js';
import type { LeasingDeps } from './deps.js';
import { deriveRentalStatus } from './rental-status.js';
import { DEFAULT_REVISION_NOTICE_DAYS, revisionAnchor } from './revision-schedule.js';
import { activationTenantErrors } from './rent-shares.js';
import {
  amountErrors,
  dateOrderErrors,
  defaultEndDate,
  depositErrors,
  durationErrors,
  paymentDayErrors,
} from './rules.js';

export type LeaseFields = Pick<Lease, (typeof LEASE_WRITABLE_FIELDS)[number]>;
export type NewLease = Partial<LeaseFields> & Pick<Lease, 'estate_id' | 'lease_type_id' | 'start_date'>;

export interface LeaseListInput extends ListInput {
  status?: LeaseStatus;
  estate_id?: string;
  lease_type_id?: string;
  start_date_from?: string;
  start_date_to?: string;
}

export interface RentChange {
  rent_amount: number;
  effective_date?: string;
  reason?: string | null;
}

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

/** Statuses in which the rent may change: a lease under signature or closing keeps the signed rent. */
const RENT_CHANGEABLE: readonly LeaseStatus[] = ['DRAFT', 'ACTIVE', 'NOTICE'];

const MONEY_FIELDS = [
  'deposit_amount',
  'charges_amount',
  'base_rent_amount',
  'reference_rent_per_m2',
  'reference_rent_increased_per_m2',
] as const;

/** 400 for contradictory fields, 422 for the legal rules of the lease type. */
function checkLease(lease: Lease, type: LeaseType): void {
  assertNoFieldErrors([
    ...dateOrderErrors(lease.start_date, lease.end_date),
    ...paymentDayErrors(lease.payment_day),
    ...amountErrors('rent_amount', lease.rent_amount, { positive: true }),
    ...MONEY_FIELDS.flatMap((field) => amountErrors(field, lease[field])),
  ]);
  const legal = [...durationErrors(type, lease.start_date, lease.end_date), ...depositErrors(type, lease)];
  if (legal.length > 0) throw new BusinessRuleError(legal.map((e) => e.message).join('; '), legal);
}

function stripUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return toCents(a) === toCents(b);
  return a === b;
}

/**
 * Recomputes the estate's rental_status from all its leases (spec, Estate rule 1) and, when exactly
 * one lease is ACTIVE, aligns the estate's reference rent with it ("synchronized with active leases").
 * Runs inside the caller's transaction, after the lease change is flushed.
 */
export async function syncEstate(tx: Store, estate: Estate): Promise<void> {
  const leases = await tx.repo(Lease).findAll({ estate_id: estate.id });
  estate.rental_status = deriveRentalStatus(leases.map((lease) => lease.status));
  const active = leases.filter((lease) => lease.status === 'ACTIVE');
  if (active.length === 1) estate.rent_amount = active[0].rent_amount;
  await tx.flush();
}

export function leaseUseCases(store: Store, deps: Pick<LeasingDeps, 'clock' | 'files' | 'workflows'>) {
  const leases = store.repo(Lease);
  const today = () => toDateOnly(deps.clock.now());

  async function create(fields: NewLease): Promise<Lease> {
    const estate = await requireReference(store, Estate, fields.estate_id, 'estate_id');
    const type = await requireReference(store, LeaseType, fields.lease_type_id, 'lease_type_id');
    // A new lease defaults its rent to the estate's rent_amount.
    const rent = fields.rent_amount ?? estate.rent_amount;
    if (rent === null || rent === undefined) {
      throw new ValidationError('rent_amount is required: the estate has no rent_amount to default to', [
        { path: 'rent_amount', message: 'required when the estate has no rent_amount', code: 'required' },
      ]);
    }
    const lease = Object.assign(new Lease(), stripUndefined(fields), {
      rent_amount: rent,
      end_date: fields.end_date ?? defaultEndDate(fields.start_date, type.default_duration_months),
      status: 'DRAFT' as const,
    });
    checkLease(lease, type);
    leases.persist(lease);
    await store.flush();
    return lease;
  }

  async function update(id: string, patch: Patch<LeaseFields>): Promise<Lease> {
    const lease = await leases.get(id);
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
      checkLease(lease, type);
    } else {
      assertNoFieldErrors([
        ...paymentDayErrors(lease.payment_day),
        ...MONEY_FIELDS.flatMap((field) => amountErrors(field, lease[field])),
      ]);
    }
    await store.flush();
    return lease;
  }

  /**
   * Core owns state, workflows own time (docs/architecture.md): once the status is committed, the lease's
   * timers follow it. Starting is idempotent, so asking again for the same status repairs a timer
   * that the engine missed.
   */
  async function followWithTimers(lease: Lease): Promise<void> {
    if (!deps.workflows.enabled) return;
    try {
      if (lease.status === 'ACTIVE') {
        const anchorDate = revisionAnchor(lease);
        if (anchorDate) {
          await deps.workflows.scheduleRentRevisions({
            tenantId: lease.tenant_id,
            leaseId: lease.id,
            anchorDate,
            indexType: lease.revision_index_type,
            noticeDays: DEFAULT_REVISION_NOTICE_DAYS,
          });
        }
      } else if (lease.status === 'TERMINATED' || lease.status === 'EXPIRED') {
        await deps.workflows.leaseTerminated({
          tenantId: lease.tenant_id,
          leaseId: lease.id,
          effectiveDate: toDateOnly(deps.clock.now()),
        });
      }
    } catch (error) {
      throw new UnavailableError(
        `The lease is ${lease.status}, but its revision reminders could not be updated (${(error as Error).message}); send the same status again to retry`,
      );
    }
  }

  /** PUT /leases/{id}/status: a legal move of the state machine, the estate kept in sync in the same transaction. */
  async function changeStatus(id: string, to: LeaseStatus): Promise<Lease> {
    const lease = await changeStatusInTransaction(id, to);
    await followWithTimers(lease);
    return lease;
  }

  async function changeStatusInTransaction(id: string, to: LeaseStatus): Promise<Lease> {
    return store.transaction(async (tx) => {
      const lease = await tx.repo(Lease).getLocked(id);
      // Every status change of the estate's leases takes the estate row lock: derivations run one at a time.
      const estate = await tx.repo(Estate).getLocked(lease.estate_id);
      if (lease.status === to) return lease; // PUT is idempotent: asking for the current status changes nothing.
      if (!canTransition(lease.status, to)) {
        const next = allowedNextStatuses(lease.status);
        throw new ConflictError(
          `A ${lease.status} lease cannot become ${to}; ${next.length > 0 ? `allowed next states: ${next.join(', ')}` : `${lease.status} is final`}`,
          [{ path: 'status', message: `illegal transition ${lease.status} -> ${to}`, code: 'illegal_transition' }],
          { current_status: lease.status, requested_status: to, allowed_next_statuses: next },
        );
      }
      if (to === 'ACTIVE') {
        const errors = activationTenantErrors(
          await tx.repo(LeaseLessee).findAll({ lease_id: id }),
          toDateOnly(deps.clock.now()),
        );
        if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      }
      lease.status = to;
      await tx.flush();
      await syncEstate(tx, estate);
      return lease;
    });
  }

  /** PUT /leases/{id}/rent: the new rent, with the old one, the effective date and the reason kept in the history. */
  async function changeRent(id: string, change: RentChange): Promise<Lease> {
    return store.transaction(async (tx) => {
      const lease = await tx.repo(Lease).getLocked(id);
      if (!RENT_CHANGEABLE.includes(lease.status)) {
        throw new ConflictError(
          `The rent of a ${lease.status} lease cannot change (only ${RENT_CHANGEABLE.join(', ')})`,
          [],
          { lease_status: lease.status },
        );
      }
      assertNoFieldErrors(amountErrors('rent_amount', change.rent_amount, { positive: true }));
      const effective = change.effective_date ?? today();
      const errors: FieldError[] = [];
      if (effective < lease.start_date || effective > lease.end_date) {
        errors.push({
          path: 'effective_date',
          message: `effective_date must lie within the lease, ${lease.start_date} to ${lease.end_date}`,
          code: 'out_of_lease',
        });
      }
      if (toCents(change.rent_amount) === toCents(lease.rent_amount)) {
        errors.push({
          path: 'rent_amount',
          message: `the rent is already ${lease.rent_amount}`,
          code: 'rent_unchanged',
        });
      }
      if (lease.status === 'DRAFT') {
        const type = await tx.repo(LeaseType).get(lease.lease_type_id);
        errors.push(...depositErrors(type, { ...lease, rent_amount: change.rent_amount }));
      }
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      tx.repo(LeaseRentRevision).persist(
        Object.assign(new LeaseRentRevision(), {
          lease_id: id,
          old_rent_amount: lease.rent_amount,
          new_rent_amount: change.rent_amount,
          effective_date: effective,
          reason: change.reason ?? null,
        }),
      );
      lease.rent_amount = change.rent_amount;
      await tx.flush();
      if (lease.status === 'ACTIVE') await syncEstate(tx, await tx.repo(Estate).getLocked(lease.estate_id));
      return lease;
    });
  }

  return {
    list: (input: LeaseListInput) =>
      leases.list(
        {
          ...definedCriteria({ status: input.status, estate_id: input.estate_id, lease_type_id: input.lease_type_id }),
          ...rangeCriteria('start_date', input.start_date_from, input.start_date_to),
        },
        pageRequest(input),
      ),
    get: (id: string) => leases.get(id),
    create,
    update,
    changeStatus,
    changeRent,
    async rentHistory(id: string): Promise<LeaseRentRevision[]> {
      await leases.get(id);
      return store.repo(LeaseRentRevision).findAll({ lease_id: id }, [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]);
    },
    async ofEstate(estateId: string): Promise<Lease[]> {
      await store.repo(Estate).get(estateId);
      return leases.findAll({ estate_id: estateId }, [
        { field: 'start_date', direction: 'desc' },
        { field: 'created_at', direction: 'desc' },
      ]);
    },
    /** Spec, Leases: DRAFT leases only (409 otherwise); its tenants, rent history and documents go with it. */
    async remove(id: string): Promise<void> {
      const lease = await leases.get(id);
      if (!isDeletable(lease.status)) {
        throw new ConflictError(`Only a DRAFT lease can be deleted; lease ${id} is ${lease.status}`, [], {
          lease_status: lease.status,
        });
      }
      const documents = await store.repo(LeaseDocument).findAll({ lease_id: id });
      await store.transaction(async (tx) => {
        for (const term of await tx.repo(LeaseLessee).findAll({ lease_id: id })) tx.repo(LeaseLessee).remove(term);
        for (const revision of await tx.repo(LeaseRentRevision).findAll({ lease_id: id }))
          tx.repo(LeaseRentRevision).remove(revision);
        for (const document of await tx.repo(LeaseDocument).findAll({ lease_id: id }))
          tx.repo(LeaseDocument).remove(document);
        tx.repo(Lease).remove(await tx.repo(Lease).get(id));
      });
      // Files go once the rows are gone: a failure here leaves an unreferenced file, never a row without its file.
      await Promise.all(documents.map((document) => deps.files.delete(document.storage_key)));
    },
  };
}

export function leaseTypeUseCases(store: Store) {
  return {
    list: () =>
      store.repo(LeaseType).findAll({}, [
        { field: 'default_duration_months', direction: 'asc' },
        { field: 'code', direction: 'asc' },
      ]),
  };
}
