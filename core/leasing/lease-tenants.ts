// Tenants on a lease (spec, Lease-lessee association). Paths address a term by the
// lessee id: the lessee's open term on the lease, else its latest one.
import { requireReference } from '../shared/crud.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import {
  BusinessRuleError,
  ConflictError,
  type FieldError,
  NotFoundError,
  assertNoFieldErrors,
} from '../shared/errors.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import type { RentShareMode, TenantRole } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseLessee } from './lease.js';
import { Lessee } from './lessee.js';
import {
  PAYING_ROLES,
  effectiveRentShares,
  isActiveOn,
  primaryTenantConflict,
  rentShareErrors,
} from './rent-shares.js';

export interface NewTenantTerm {
  lessee_id: string;
  role: TenantRole;
  start_date?: string;
  end_date?: string | null;
  rent_share?: number | null;
}

export interface TenantTermPatch {
  role?: TenantRole;
  start_date?: string;
  end_date?: string | null;
  rent_share?: number | null;
}

export interface TenantTermView {
  term: LeaseLessee;
  /** Share of the rent this tenant pays now, in percent; null for a guarantor or an ended term. */
  effective_rent_share: number | null;
  rent_share_mode: RentShareMode;
  is_active: boolean;
  lessee: Lessee;
}

function ordered(terms: LeaseLessee[]): LeaseLessee[] {
  return [...terms].sort(
    (a, b) => compareDates(a.start_date, b.start_date) || a.created_at.getTime() - b.created_at.getTime(),
  );
}

export function leaseTenantUseCases(store: Store, deps: { clock: Clock }) {
  const today = () => toDateOnly(deps.clock.now());

  async function termsOf(tx: Store, leaseId: string): Promise<LeaseLessee[]> {
    return ordered(await tx.repo(LeaseLessee).findAll({ lease_id: leaseId }));
  }

  function currentTerm(terms: LeaseLessee[], lesseeId: string): LeaseLessee {
    const own = terms.filter((term) => term.lessee_id === lesseeId);
    const term = own.find((t) => isActiveOn(t, today())) ?? own.at(-1);
    if (!term) throw new NotFoundError('lease tenant', lesseeId);
    return term;
  }

  async function views(tx: Store, terms: LeaseLessee[]): Promise<TenantTermView[]> {
    const day = today();
    const shares = effectiveRentShares(terms, day);
    const ids = [...new Set(terms.map((term) => term.lessee_id))];
    const lessees = new Map(
      (ids.length ? await tx.repo(Lessee).findAll({ id: { $in: ids } }) : []).map((l) => [l.id, l]),
    );
    return terms.map((term) => {
      const active = isActiveOn(term, day);
      const paying = active && PAYING_ROLES.includes(term.role);
      return {
        term,
        effective_rent_share: paying ? (shares.get(term.id) ?? null) : null,
        rent_share_mode: !paying ? 'none' : term.rent_share === null ? 'equal_split' : 'explicit',
        is_active: active,
        lessee: lessees.get(term.lessee_id)!,
      };
    });
  }

  /**
   * The rules a lease's set of terms keeps after any change: dates in order (400); a guarantor
   * holds no share and explicit shares never exceed 100 (422); a guarantor-only lessee pays no rent
   * (422); one active primary tenant at most and one open term per lessee (409).
   */
  async function checkTerms(tx: Store, terms: LeaseLessee[], changed: LeaseLessee): Promise<void> {
    const day = today();
    assertNoFieldErrors(
      changed.end_date !== null && compareDates(changed.end_date, changed.start_date) < 0
        ? [
            {
              path: 'end_date',
              message: `end_date ${changed.end_date} is before start_date ${changed.start_date}`,
              code: 'date_order',
            },
          ]
        : [],
    );
    const rules: FieldError[] = [...rentShareErrors(terms, day)];
    const lessee = await tx.repo(Lessee).get(changed.lessee_id);
    if (lessee.category === 'guarantor' && PAYING_ROLES.includes(changed.role)) {
      rules.push({
        path: 'role',
        message: `Lessee ${lessee.id} is a guarantor and cannot be ${changed.role}`,
        code: 'guarantor_cannot_rent',
      });
    }
    if (rules.length > 0) throw new BusinessRuleError(rules.map((e) => e.message).join('; '), rules);
    if (primaryTenantConflict(terms, day)) {
      throw new ConflictError(
        'The lease already has an active primary tenant; end that term or make it a CoTenant first',
        [{ path: 'role', message: 'at most one active PrimaryTenant per lease', code: 'primary_tenant_exists' }],
      );
    }
    const open = terms.filter((term) => term.lessee_id === changed.lessee_id && isActiveOn(term, day));
    if (open.length > 1) {
      throw new ConflictError(`Lessee ${changed.lessee_id} already has an open term on this lease`, [
        { path: 'lessee_id', message: 'already a tenant of this lease', code: 'duplicate_tenant' },
      ]);
    }
  }

  /** Runs a change of a lease's tenants with the lease row locked, so that concurrent changes see each other. */
  function onLease<R>(
    leaseId: string,
    work: (tx: Store, lease: Lease, terms: LeaseLessee[]) => Promise<R>,
  ): Promise<R> {
    return store.transaction(async (tx) => {
      const lease = await tx.repo(Lease).getLocked(leaseId);
      if (lease.status === 'TERMINATED') {
        throw new ConflictError(`Lease ${leaseId} is TERMINATED; its tenants can no longer change`, [], {
          lease_status: lease.status,
        });
      }
      return work(tx, lease, await termsOf(tx, leaseId));
    });
  }

  async function viewOf(tx: Store, leaseId: string, term: LeaseLessee): Promise<TenantTermView> {
    return (await views(tx, await termsOf(tx, leaseId))).find((view) => view.term.id === term.id)!;
  }

  return {
    async list(leaseId: string, options: { activeOnly?: boolean } = {}): Promise<TenantTermView[]> {
      await store.repo(Lease).get(leaseId);
      const all = await views(store, await termsOf(store, leaseId));
      return options.activeOnly ? all.filter((view) => view.is_active) : all;
    },
    async get(leaseId: string, lesseeId: string): Promise<TenantTermView> {
      await store.repo(Lease).get(leaseId);
      const terms = await termsOf(store, leaseId);
      const term = currentTerm(terms, lesseeId);
      return (await views(store, terms)).find((view) => view.term.id === term.id)!;
    },
    add(leaseId: string, input: NewTenantTerm): Promise<TenantTermView> {
      return onLease(leaseId, async (tx, lease, terms) => {
        await requireReference(tx, Lessee, input.lessee_id, 'lessee_id');
        const term = Object.assign(new LeaseLessee(), {
          lease_id: leaseId,
          lessee_id: input.lessee_id,
          role: input.role,
          start_date: input.start_date ?? lease.start_date,
          end_date: input.end_date ?? null,
          rent_share: input.rent_share ?? null,
          created_at: new Date(),
        });
        await checkTerms(tx, [...terms, term], term);
        tx.repo(LeaseLessee).persist(term);
        await tx.flush();
        return viewOf(tx, leaseId, term);
      });
    },
    update(leaseId: string, lesseeId: string, patch: TenantTermPatch): Promise<TenantTermView> {
      return onLease(leaseId, async (tx, _lease, terms) => {
        const term = currentTerm(terms, lesseeId);
        if (patch.role !== undefined) term.role = patch.role;
        if (patch.start_date !== undefined) term.start_date = patch.start_date;
        if (patch.end_date !== undefined) term.end_date = patch.end_date;
        if (patch.rent_share !== undefined) term.rent_share = patch.rent_share;
        await checkTerms(tx, terms, term);
        await tx.flush();
        return viewOf(tx, leaseId, term);
      });
    },
    remove(leaseId: string, lesseeId: string): Promise<void> {
      return onLease(leaseId, async (tx, _lease, terms) => {
        tx.repo(LeaseLessee).remove(currentTerm(terms, lesseeId));
      });
    },
    /** Ends the open term on end_date (default today): from that day the lessee is no longer an active tenant. */
    end(leaseId: string, lesseeId: string, input: { end_date?: string }): Promise<TenantTermView> {
      return onLease(leaseId, async (tx, _lease, terms) => {
        const term = currentTerm(terms, lesseeId);
        if (!isActiveOn(term, today())) {
          throw new ConflictError(
            `The term of lessee ${lesseeId} on this lease already ended on ${term.end_date}`,
            [],
            { end_date: term.end_date },
          );
        }
        term.end_date = input.end_date ?? today();
        await checkTerms(tx, terms, term);
        await tx.flush();
        return viewOf(tx, leaseId, term);
      });
    },
  };
}
