// Provisions per lease (loi 89-462 art. 23: "Les charges locatives peuvent donner lieu au versement
// de provisions"): a monthly amount per category from a date, one at a time per category. A change
// touching days a freeze period of the lease's building covers is refused (409).
import type { ChargeCategoryCode } from '../../contract/vocabulary/charges.js';
import { definedCriteria } from '../shared/criteria.js';
import { type ListInput } from '../shared/crud.js';
import { compareDates } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Lease } from '../leasing/lease.js';
import { Estate } from '../property/estate.js';
import { auditedRecords } from './audit/audited-records.js';
import type { ChargesContext } from './deps.js';
import { type Span, assertNotFrozen, union } from './freeze.js';
import { CHARGE_PROVISION_FIELDS, ChargeProvision } from './records.js';

/** Within the lease, and not ending before it starts. */
export interface ProvisionListInput extends ListInput {
  category?: ChargeCategoryCode;
}

export function provisionErrors(p: ChargeProvision, lease: Pick<Lease, 'start_date' | 'end_date'>): FieldError[] {
  const errors: FieldError[] = [];
  if (p.effective_to && compareDates(p.effective_to, p.effective_from) < 0)
    errors.push({ path: 'effective_to', message: 'effective_to is before effective_from', code: 'before_start' });
  if (compareDates(p.effective_from, lease.start_date) < 0 || compareDates(p.effective_from, lease.end_date) > 0)
    errors.push({
      path: 'effective_from',
      message: `outside the lease (${lease.start_date} to ${lease.end_date})`,
      code: 'outside_lease',
    });
  return errors;
}

/** Two provisions of one category overlap when neither ends before the other starts. */
export function overlaps(a: Pick<ChargeProvision, 'effective_from' | 'effective_to'>, b: typeof a): boolean {
  const endsBefore = (x: typeof a, y: typeof a) =>
    x.effective_to !== null && compareDates(x.effective_to, y.effective_from) < 0;
  return !endsBefore(a, b) && !endsBefore(b, a);
}

/** The days a provision applies to: what creating, changing or deleting it affects. */
const span = (p: ChargeProvision): Span => ({ from: p.effective_from, to: p.effective_to });
const WHAT = 'The provisions of the lease';

async function buildingOfLease(tx: Store, leaseId: string): Promise<{ lease: Lease; placeId: string }> {
  const lease = await tx.repo(Lease).get(leaseId);
  return { lease, placeId: (await tx.repo(Estate).get(lease.estate_id)).place_id };
}

export function chargeProvisionUseCases(store: Store, context: ChargesContext) {
  const records = auditedRecords(store, context, {
    cls: ChargeProvision,
    entity: 'charge_provision',
    scope: 'lease',
    fields: CHARGE_PROVISION_FIELDS,
    defaultSort: [{ field: 'effective_from', direction: 'desc' }],
    async check(tx, provision, before) {
      if (before && CHARGE_PROVISION_FIELDS.every((field) => before[field] === provision[field])) return;
      const { lease, placeId } = await buildingOfLease(tx, provision.lease_id);
      await assertNotFrozen(tx, placeId, before ? union(span(before), span(provision)) : span(provision), WHAT);
      const errors = provisionErrors(provision, lease);
      if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
      const others = await tx.repo(ChargeProvision).findAll({ lease_id: lease.id, category: provision.category });
      const clash = others.find((other) => other.id !== provision.id && overlaps(other, provision));
      if (clash)
        throw new ConflictError(
          `Provision ${clash.id} for ${provision.category} already applies from ${clash.effective_from}${clash.effective_to ? ` to ${clash.effective_to}` : ''}: end it first`,
        );
    },
    async checkRemove(tx, provision) {
      const { placeId } = await buildingOfLease(tx, provision.lease_id);
      await assertNotFrozen(tx, placeId, span(provision), WHAT);
    },
  });
  return {
    ...records,
    list: (leaseId: string, input: ProvisionListInput) =>
      records.list(leaseId, definedCriteria({ category: input.category }), input),
  };
}
