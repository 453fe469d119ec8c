// POST /leases/{id}/deposit/restitution (loi 89-462 art. 22): the deposit is returned, once, after the
// key handover; the restitution watch is told to end.
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { ConflictError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import type { DepositView } from './deposit-view.js';
import { depositOf, viewDeposit } from './load-deposit.js';
import { assertDateInRange } from './restitution-dates.js';

export interface Restitution {
  returned_amount: number;
  returned_on: string;
}

export async function returnDeposit(
  store: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows'>,
  leaseId: string,
  input: Restitution,
): Promise<DepositView> {
  const deposit = await store.transaction(async (tx) => {
    const deposit = await depositOf(tx, leaseId, { lock: true });
    if (deposit.status !== 'AWAITING_RESTITUTION')
      throw new ConflictError(
        deposit.status === 'HELD'
          ? 'Record the key handover (POST .../deposit/handover) before the restitution'
          : `The deposit was already returned on ${deposit.returned_on}`,
        [{ path: 'deposit', message: `deposit is ${deposit.status}`, code: 'deposit_status' }],
        { deposit_status: deposit.status },
      );
    assertDateInRange(
      'returned_on',
      input.returned_on,
      { date: deposit.keys_returned_on!, what: 'the key handover' },
      toDateOnly(deps.clock.now()),
    );
    deposit.returned_amount = input.returned_amount;
    deposit.returned_on = input.returned_on;
    deposit.status = 'RESTITUTED';
    await tx.flush();
    // The watch ends (it also reads the deposit before each penalty period: docs/decisions.md, "Security deposits").
    if (deps.workflows.enabled)
      await deps.workflows
        .in(tx)
        .depositRestituted({ tenantId: deposit.tenant_id, depositId: deposit.id, returnedOn: input.returned_on });
    return deposit;
  });
  return viewDeposit(store, deps, deposit);
}
