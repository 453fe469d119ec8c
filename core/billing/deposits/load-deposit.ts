// GET /leases/{id}/deposit: a lease's security deposit, and its view: the record, what is kept from
// it, the penalties recorded and the figures of loi 89-462 art. 22.
import { Lease } from '../../leasing/lease.js';
import { LeaseType } from '../../leasing/lease-type.js';
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { BillingDeps } from '../deps.js';
import { DepositPenaltyAccrual, DepositRetention, SecurityDeposit } from './deposit.js';
import { type DepositView, depositCapCents, depositFigures } from './deposit-view.js';

/** The lease's deposit; a 404 when none was recorded. */
export async function depositOf(store: Store, leaseId: string, options: { lock?: boolean } = {}) {
  const deposit = await store.repo(SecurityDeposit).findOne({ lease_id: leaseId });
  if (!deposit) throw new NotFoundError('security deposit of lease', leaseId);
  return options.lock ? store.repo(SecurityDeposit).getLocked(deposit.id) : deposit;
}

export async function viewDeposit(
  store: Store,
  deps: Pick<BillingDeps, 'clock'>,
  deposit: SecurityDeposit,
): Promise<DepositView> {
  const lease = await store.repo(Lease).get(deposit.lease_id);
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const order = [
    { field: 'created_at', direction: 'asc' as const },
    { field: 'id', direction: 'asc' as const },
  ];
  const retentions = await store.repo(DepositRetention).findAll({ deposit_id: deposit.id }, order);
  const accruals = await store
    .repo(DepositPenaltyAccrual)
    .findAll({ deposit_id: deposit.id }, [{ field: 'period_number', direction: 'asc' }]);
  const figures = depositFigures({
    deposit,
    retentions,
    accruals,
    monthlyRentCents: toCents(lease.rent_amount),
    maxCents: depositCapCents(type, lease),
    today: toDateOnly(deps.clock.now()),
  });
  return { deposit, retentions, accruals, figures };
}
