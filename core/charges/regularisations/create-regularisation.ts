// Computing a lease's annual regularisation (loi 89-462 art. 23) as a DRAFT: the building's lots,
// leases, configuration, expenses and meters, the lease's provisions and tenants, read in one
// transaction; the arithmetic in regularise.ts; the result and its audit entry written.
import { compareDates, daysBetween } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../../shared/errors.js';
import { fromCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { recordChange, snapshot } from '../audit/audit.js';
import type { ChargesContext } from '../deps.js';
import type { Period } from './distribution.js';
import { regularise } from './regularise.js';
import { TENANCY_STATUSES } from '../../../contract/vocabulary/leasing.js';
import { regularisationInput } from './regularisation-inputs.js';
import { viewOf } from './regularisation-view.js';
import { ChargeRegularisation, ChargeRegularisationLine, ChargeRegularisationTenantShare } from './regularisation.js';
import { tenantShares } from './tenant-shares.js';

/** A regularisation is annual: a period of at most a year (366 days in a leap year). */
export const MAX_PERIOD_DAYS = 366;

export function periodErrors(period: Period, lease: Lease): FieldError[] {
  const errors: FieldError[] = [];
  const days = daysBetween(period.start, period.end) + 1;
  if (days < 1) errors.push({ path: 'period_end', message: 'period_end is before period_start', code: 'before_start' });
  else if (days > MAX_PERIOD_DAYS)
    errors.push({ path: 'period_end', message: `a period is at most ${MAX_PERIOD_DAYS} days`, code: 'too_long' });
  if (!(TENANCY_STATUSES as readonly string[]).includes(lease.status))
    errors.push({ path: 'lease_id', message: `a ${lease.status} lease has no charges yet`, code: 'lease_not_signed' });
  else if (compareDates(lease.start_date, period.end) > 0 || compareDates(lease.end_date, period.start) < 0)
    errors.push({ path: 'period_start', message: 'the lease did not run in the period', code: 'no_occupancy' });
  return errors;
}

/** Computes the lease's regularisation of the period as a DRAFT (409 when one covers part of it). */
export function createRegularisation(store: Store, context: ChargesContext, leaseId: string, period: Period) {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const errors = periodErrors(period, lease);
    if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
    const clash = await tx.repo(ChargeRegularisation).findOne({
      lease_id: leaseId,
      period_start: { $lte: period.end },
      period_end: { $gte: period.start },
    });
    if (clash)
      throw new ConflictError(
        `Regularisation ${clash.id} already covers ${clash.period_start} to ${clash.period_end}; delete it while a draft to compute again`,
      );
    const { input, estate } = await regularisationInput(tx, lease, period);
    const result = regularise(input);
    const terms = await tx.repo(LeaseLessee).findAll({ lease_id: leaseId });
    const regularisation = Object.assign(new ChargeRegularisation(), {
      id: context.ids.next(),
      lease_id: leaseId,
      place_id: estate.place_id,
      estate_id: estate.id,
      period_start: period.start,
      period_end: period.end,
      occupancy_start: result.occupancy.start,
      occupancy_end: result.occupancy.end,
      occupancy_days: result.occupancy.days,
      total_charges: fromCents(result.total_charges),
      total_provisions: fromCents(result.total_provisions),
      balance: fromCents(result.balance),
    });
    tx.repo(ChargeRegularisation).persist(regularisation);
    await tx.flush();
    const lines = result.lines.map((line) =>
      Object.assign(new ChargeRegularisationLine(), {
        ...line,
        id: context.ids.next(),
        regularisation_id: regularisation.id,
        building_total: fromCents(line.building_total),
        share: fromCents(line.share),
        provisions: fromCents(line.provisions),
        balance: fromCents(line.balance),
      }),
    );
    const shares = tenantShares(result.balance, terms, result.occupancy).map((share) => {
      const term = terms.find((t) => t.id === share.term_id)!;
      return Object.assign(new ChargeRegularisationTenantShare(), {
        id: context.ids.next(),
        regularisation_id: regularisation.id,
        lessee_id: term.lessee_id,
        role: term.role,
        days: share.days,
        amount: fromCents(share.amount_cents),
      });
    });
    lines.forEach((line) => tx.repo(ChargeRegularisationLine).persist(line));
    shares.forEach((share) => tx.repo(ChargeRegularisationTenantShare).persist(share));
    await tx.flush();
    const after = { ...snapshot(regularisation), lines: lines.map(snapshot) };
    recordChange(tx, context, { entity_type: 'charge_regularisation', action: 'CREATE', before: null, after });
    return viewOf(tx, regularisation);
  });
}
