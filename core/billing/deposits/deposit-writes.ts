// POST/PUT /leases/{id}/deposit: one security deposit per lease, within the lease's legal cap
// (loi 89-462 art. 22, 25-6, 25-13), received no more than agreed, within the lease.
import { Lease } from '../../leasing/lease.js';
import { LeaseType } from '../../leasing/lease-type.js';
import type { Store } from '../../ports/store.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../../shared/errors.js';
import { euros } from '../../compliance/violation.js';
import { toCents } from '../../shared/money.js';
import type { BillingDeps } from '../deps.js';
import { SIGNED_STATUSES, leaseIn } from '../lease-access.js';
import { DepositRetention, SecurityDeposit } from './deposit.js';
import { heldDepositErrors } from './deposit-rules.js';
import { depositCapCents } from './deposit-view.js';
import { depositOf, viewDeposit } from './load-deposit.js';

export interface DepositFields {
  amount?: number;
  received_amount?: number | null;
  received_on?: string | null;
  forwarding_address?: string | null;
}

/** Amounts and dates a deposit record must keep: within the cap, received no more than agreed, within the lease. */
function depositErrors(deposit: SecurityDeposit, lease: Lease, maxCents: number | null, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (maxCents !== null && toCents(deposit.amount) > maxCents)
    errors.push({
      path: 'amount',
      message: `the deposit of ${euros(toCents(deposit.amount))} exceeds the legal maximum of ${euros(maxCents)} for this lease (loi 89-462 art. 22, 25-6, 25-13)`,
      code: maxCents === 0 ? 'deposit_not_allowed' : 'deposit_cap_exceeded',
    });
  if (deposit.received_amount !== null && toCents(deposit.received_amount) > toCents(deposit.amount))
    errors.push({
      path: 'received_amount',
      message: `received ${euros(toCents(deposit.received_amount))}, more than the agreed ${euros(toCents(deposit.amount))}`,
      code: 'received_over_amount',
    });
  if (deposit.received_on !== null && compareDates(deposit.received_on, today) > 0)
    errors.push({ path: 'received_on', message: 'received_on is in the future', code: 'future_date' });
  if (deposit.received_on !== null && compareDates(deposit.received_on, lease.end_date) > 0)
    errors.push({
      path: 'received_on',
      message: `received_on is after the lease ends (${lease.end_date})`,
      code: 'out_of_lease',
    });
  return errors;
}

/** The deposit's own rules; a changed one also still holds what its retentions keep. */
async function checkDeposit(
  store: Store,
  deps: Pick<BillingDeps, 'clock'>,
  deposit: SecurityDeposit,
  lease: Lease,
  retentions: DepositRetention[] = [],
) {
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const held = toCents(deposit.received_amount ?? deposit.amount);
  const errors = [
    ...depositErrors(deposit, lease, depositCapCents(type, lease), toDateOnly(deps.clock.now())),
    ...heldDepositErrors(held, retentions, deposit.received_amount === null ? 'amount' : 'received_amount'),
  ];
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** One deposit per lease (409), on a signed lease (409 for a draft or a terminated one). */
export function createDeposit(store: Store, deps: Pick<BillingDeps, 'clock'>, leaseId: string, fields: DepositFields) {
  return store.transaction(async (tx) => {
    const lease = await leaseIn(tx, leaseId, SIGNED_STATUSES, 'Recording a deposit', { lock: true });
    if (await tx.repo(SecurityDeposit).findOne({ lease_id: leaseId }))
      throw new ConflictError(`Lease ${leaseId} already has its security deposit; change it with PUT`, [
        { path: 'lease', message: 'one deposit per lease', code: 'duplicate_deposit' },
      ]);
    const amount = fields.amount ?? lease.deposit_amount;
    if (amount === null || amount === undefined)
      throw new BusinessRuleError('amount is required: the lease states no deposit_amount', [
        { path: 'amount', message: 'required when the lease has no deposit_amount', code: 'required' },
      ]);
    const deposit = Object.assign(new SecurityDeposit(), {
      lease_id: leaseId,
      amount,
      received_amount: fields.received_amount ?? null,
      received_on: fields.received_on ?? null,
      forwarding_address: fields.forwarding_address ?? null,
    });
    await checkDeposit(tx, deps, deposit, lease);
    tx.repo(SecurityDeposit).persist(deposit);
    await tx.flush();
    return viewDeposit(tx, deps, deposit);
  });
}

/** Amount and receipt until the deposit is returned; the forwarding address at any time before. */
export function updateDeposit(store: Store, deps: Pick<BillingDeps, 'clock'>, leaseId: string, patch: DepositFields) {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const deposit = await depositOf(tx, leaseId, { lock: true });
    if (deposit.status === 'RESTITUTED')
      throw new ConflictError('The deposit was returned; its record can no longer change', [], {
        deposit_status: deposit.status,
      });
    if (patch.amount !== undefined) deposit.amount = patch.amount;
    if (patch.received_amount !== undefined) deposit.received_amount = patch.received_amount;
    if (patch.received_on !== undefined) deposit.received_on = patch.received_on;
    if (patch.forwarding_address !== undefined) deposit.forwarding_address = patch.forwarding_address;
    await checkDeposit(tx, deps, deposit, lease, await tx.repo(DepositRetention).findAll({ deposit_id: deposit.id }));
    await tx.flush();
    return viewDeposit(tx, deps, deposit);
  });
}
