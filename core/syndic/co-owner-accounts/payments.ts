// A co-owner's payments: credited to the account in full, then allocated to the oldest notices still
// owing (due date, then issue order), as rent payments are (core/billing/cents.ts allocate); what no
// notice owes stays on the payment as the co-owner's credit and goes to the next calls. A payment
// naming a call goes to that call's notices first; a closed call takes no payment (409).
import { allocate } from '../../billing/cents.js';
import type { Store } from '../../ports/store.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { FundCall, FundCallNotice } from '../fund-calls/fund-call.js';
import { byLotOrder } from '../allocations/allocate.js';
import { SyndicLot } from '../management/syndicate.js';
import { compareDates } from '../../shared/dates.js';
import { CoOwnerAccount, CoOwnerPayment, CoOwnerPaymentAllocation } from './account.js';
import { post } from './accounts.js';
import type { PaymentMethod } from '../../../contract/vocabulary/leasing.js';

export const NOTICE_ORDER = [
  { field: 'due_date', direction: 'asc' as const },
  { field: 'created_at', direction: 'asc' as const },
  { field: 'id', direction: 'asc' as const },
];

/** The account's notices still owing, oldest first: by due date, then issue, then lot order. */
export async function openNotices(tx: Store, accountId: string): Promise<FundCallNotice[]> {
  const open = (await tx.repo(FundCallNotice).findAll({ account_id: accountId }, NOTICE_ORDER)).filter(
    (n) => n.paid_cents < n.amount_cents,
  );
  if (open.length < 2) return open;
  const lots = await tx.repo(SyndicLot).findAll({ id: { $in: [...new Set(open.map((n) => n.lot_id))] } });
  const rank = new Map([...lots].sort(byLotOrder).map((lot, i) => [lot.id, i]));
  const issued = (n: FundCallNotice) => new Date(n.created_at).getTime();
  return open.sort(
    (a, b) =>
      compareDates(a.due_date, b.due_date) || issued(a) - issued(b) || rank.get(a.lot_id)! - rank.get(b.lot_id)!,
  );
}

/** Allocates the account's unallocated payments to its open notices (`first`: a call's notices go first). */
export async function allocateCredit(tx: Store, accountId: string, firstCallId: string | null = null): Promise<void> {
  const payments = await tx.repo(CoOwnerPayment).findAll({ account_id: accountId, unallocated_cents: { $gt: 0 } }, [
    { field: 'paid_on', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  if (payments.length === 0) return;
  const open = await openNotices(tx, accountId);
  const notices = firstCallId
    ? [...open.filter((n) => n.fund_call_id === firstCallId), ...open.filter((n) => n.fund_call_id !== firstCallId)]
    : open;
  const allocations = allocate(
    payments.map((p) => ({ id: p.id, unallocated_cents: p.unallocated_cents })),
    notices.map((n) => ({ id: n.id, remaining_cents: n.amount_cents - n.paid_cents })),
  );
  for (const a of allocations) {
    const payment = payments.find((p) => p.id === a.payment_id)!;
    const notice = notices.find((n) => n.id === a.period_id)!;
    payment.unallocated_cents -= a.cents;
    notice.paid_cents += a.cents;
    tx.repo(CoOwnerPaymentAllocation).persist(
      Object.assign(new CoOwnerPaymentAllocation(), {
        syndicate_id: payment.syndicate_id,
        payment_id: payment.id,
        notice_id: notice.id,
        cents: a.cents,
      }),
    );
  }
  await tx.flush();
}

export interface PaymentInput {
  amount_cents: number;
  paid_on: string;
  method: PaymentMethod;
  reference?: string | null;
  fund_call_id?: string | null;
}

/** The account of the syndicate; another syndicate's (or tenant's) is a 404. */
export async function accountOf(tx: Store, syndicateId: string, accountId: string): Promise<CoOwnerAccount> {
  const account = await tx.repo(CoOwnerAccount).find(accountId);
  if (!account || account.syndicate_id !== syndicateId) throw new NotFoundError('co-owner account', accountId);
  return account;
}

/** Records the payment, credits the account, allocates oldest first; answers the payment. */
export async function recordPayment(tx: Store, syndicateId: string, accountId: string, input: PaymentInput) {
  const account = await accountOf(tx, syndicateId, accountId);
  if (input.fund_call_id) {
    const call = await tx.repo(FundCall).find(input.fund_call_id);
    if (!call || call.syndicate_id !== syndicateId) throw new NotFoundError('fund call', input.fund_call_id);
    if (call.status === 'CLOSED')
      throw new ConflictError(`The fund call ${call.label} is closed: it takes no payment`, [
        { path: 'fund_call_id', message: 'the call is closed', code: 'call_closed' },
      ]);
  }
  const payment = Object.assign(new CoOwnerPayment(), {
    syndicate_id: syndicateId,
    account_id: account.id,
    paid_on: input.paid_on,
    amount_cents: input.amount_cents,
    method: input.method,
    reference: input.reference ?? null,
    fund_call_id: input.fund_call_id ?? null,
    unallocated_cents: input.amount_cents,
  });
  tx.repo(CoOwnerPayment).persist(payment);
  await tx.flush();
  post(tx, account, {
    entry_date: input.paid_on,
    kind: 'PAYMENT',
    ledger: '450',
    label: `Règlement${input.reference ? ` ${input.reference}` : ''}`,
    amount_cents: -input.amount_cents,
    payment_id: payment.id,
    fund_call_id: payment.fund_call_id,
  });
  await tx.flush();
  await allocateCredit(tx, account.id, payment.fund_call_id);
  return payment;
}
