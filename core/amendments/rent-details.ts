// Rent details of a RENT_CHANGE amendment: the new rent checked against art. 17-1, the rules of law
// the lease itself obeys (legal.ts) and, in zone tendue, the works cap of décret 2017-1198 art. 6,
// written while DRAFT (detail-kinds.ts).
import { isInZoneTendue } from '../compliance/zone-tendue/lease-zone-tendue.js';
import type { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import type { ListInput } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { type Amendment, AmendmentRentDetail } from './amendment.js';
import type { RentIncreaseBasis } from '../../contract/vocabulary/amendments.js';
import { childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { detailKind, saveDetail } from './detail-kinds.js';
import { assertAmendedRentLawful } from './legal.js';
import { assertRules, effectiveDateErrors, rentChangeErrors, worksIncreaseCapErrors } from './rules.js';

export interface RentDetailFields {
  new_rent_amount: number;
  new_charges_amount?: number | null;
  effective_date?: string;
  increase_basis?: RentIncreaseBasis | null;
  works_description?: string | null;
  works_cost?: number | null;
}

const rentKind = detailKind(AmendmentRentDetail, 'rent', 'rent details');

/** The rent details as given, checked against the lease in force: shapes, art. 17-1, then the lease's own rules. */
async function checkedRent(
  store: Store,
  deps: AmendmentDeps,
  lease: Lease,
  amendment: Amendment,
  fields: RentDetailFields,
) {
  const detail = {
    old_rent_amount: lease.rent_amount,
    new_rent_amount: fields.new_rent_amount,
    old_charges_amount: lease.charges_amount,
    new_charges_amount: fields.new_charges_amount ?? lease.charges_amount,
    effective_date: fields.effective_date ?? amendment.effective_date,
    increase_basis: fields.increase_basis ?? null,
    works_description: fields.works_description ?? null,
    works_cost: fields.works_cost ?? null,
  };
  if (detail.increase_basis === 'IMPROVEMENT_WORKS' && !detail.works_description) {
    throw new ValidationError('works_description is required with increase_basis IMPROVEMENT_WORKS', [
      { path: 'works_description', message: 'describe the works the increase pays for', code: 'required' },
    ]);
  }
  assertRules([
    ...effectiveDateErrors(detail.effective_date, lease),
    ...rentChangeErrors({
      old_rent_cents: toCents(detail.old_rent_amount),
      new_rent_cents: toCents(detail.new_rent_amount),
      increase_basis: detail.increase_basis,
    }),
  ]);
  await assertAmendedRentLawful(store, deps.clock, lease, detail);
  if (
    detail.increase_basis === 'IMPROVEMENT_WORKS' &&
    toCents(detail.new_rent_amount) > toCents(detail.old_rent_amount)
  )
    assertRules(
      worksIncreaseCapErrors({
        old_rent_cents: toCents(detail.old_rent_amount),
        new_rent_cents: toCents(detail.new_rent_amount),
        increase_basis: detail.increase_basis,
        works_cost_cents: detail.works_cost === null ? null : toCents(detail.works_cost),
        zone_tendue: await isInZoneTendue(store, lease, detail.effective_date),
      }),
    );
  return detail;
}

export function rentDetailUseCases(store: Store, deps: AmendmentDeps, actor: AmendmentActor) {
  return {
    list: (leaseId: string, amendmentId: string, input: ListInput) => rentKind.list(store, leaseId, amendmentId, input),
    get: (leaseId: string, amendmentId: string, id: string) => rentKind.get(store, leaseId, amendmentId, id),
    create: (leaseId: string, amendmentId: string, fields: RentDetailFields) =>
      store.transaction(async (tx) => {
        const { lease, amendment } = await rentKind.writable(tx, leaseId, amendmentId);
        const existing = await rentKind.existing(tx, amendment);
        if (existing) throw rentKind.duplicate(existing);
        const values = await checkedRent(tx, deps, lease, amendment, fields);
        const record = Object.assign(new AmendmentRentDetail(), { id: deps.ids.next(), amendment_id: amendment.id });
        return saveDetail(tx, deps, actor, { amendment, record, create: true, key: 'rent_details' }, values);
      }),
    update: (leaseId: string, amendmentId: string, id: string, fields: Partial<RentDetailFields>) =>
      store.transaction(async (tx) => {
        const { lease, amendment } = await rentKind.writable(tx, leaseId, amendmentId);
        const record = await childOf(tx, AmendmentRentDetail, amendment, id, 'rent details');
        const merged = { ...record, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
        const values = await checkedRent(tx, deps, lease, amendment, merged as RentDetailFields);
        return saveDetail(tx, deps, actor, { amendment, record, create: false, key: 'rent_details' }, values);
      }),
  };
}
