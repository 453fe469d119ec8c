// Issuing a fund call: one notice per co-owner and lot (the amount per key, the due date, the balance
// brought forward), each posted to the co-owner's account, rendered as a PDF, published as
// `syndic_fund_call.issued` and, once committed, sent to the co-owner. The instalment is the next of
// its series unless named; a series already complete, or an instalment already issued, is a 409.
import type { FundCallKind } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { renderPdf } from '../../shared/pdf.js';
import { printDocument } from '../../shared/print-document.js';
import { accountFor, balanceOf, post } from '../co-owner-accounts/accounts.js';
import { allocateCredit } from '../co-owner-accounts/payments.js';
import { byLotOrder } from '../allocations/allocate.js';
import { SyndicLot, Syndicate } from '../management/syndicate.js';
import { type CallPlan, type WorksRequest, callPlan, calledSoFar, seriesCalls } from './call-plan.js';
import { type FundCallDeps, today } from './deps.js';
import { FundCall, FundCallNotice, type NoticeLine } from './fund-call.js';
import { instalmentLines } from './notice-amounts.js';
import { noticeDocument, noticeMessage, noticeValues } from './notice-document.js';
import { fiscalYearOf } from './schedule.js';

export interface IssueCallInput {
  kind: FundCallKind;
  fiscal_year?: number;
  instalment?: number;
  label?: string;
  works?: WorksRequest | null;
}

/** The ledger sub-account of a kind (arrêté du 14 mars 2005, art. 7: 450-1, 450-2, 450-5). */
export const LEDGER: Record<FundCallKind, string> = { BUDGET_PROVISION: '4501', WORKS: '4502', WORKS_FUND: '4505' };

const LABELS: Record<FundCallKind, string> = {
  BUDGET_PROVISION: 'Provisions',
  WORKS_FUND: 'Fonds de travaux',
  WORKS: 'Travaux',
};

function nextInstalment(plan: CallPlan, issued: FundCall[], asked: number | undefined): number {
  const number = asked ?? Math.max(0, ...issued.map((c) => c.instalment)) + 1;
  if (issued.some((c) => c.instalment === number))
    throw new ConflictError(`instalment ${number} of this series is already issued`, [
      { path: 'instalment', message: 'already issued', code: 'already_issued' },
    ]);
  if (number > plan.schedule.length)
    throw new ConflictError(`the series has ${plan.schedule.length} instalments: all are issued`, [
      { path: 'instalment', message: 'the schedule is complete', code: 'schedule_complete' },
    ]);
  return number;
}

async function newCall(tx: Store, syndicate: Syndicate, plan: CallPlan, input: IssueCallInput, number: number) {
  const due = plan.schedule[number - 1].due_date;
  const call = Object.assign(new FundCall(), {
    syndicate_id: syndicate.id,
    kind: plan.kind,
    fiscal_year: plan.fiscal_year,
    instalment: number,
    instalments_count: plan.schedule.length,
    due_date: due,
    label:
      input.label ??
      `${LABELS[plan.kind]} ${plan.fiscal_year}${plan.works ? ` — ${plan.works.reference}` : ''}, échéance ${number}/${plan.schedule.length}`,
    total_cents: 0,
    works_reference: plan.works?.reference ?? null,
    works_lines: plan.works?.lines ?? null,
    works_schedule: plan.works?.schedule ?? null,
  });
  tx.repo(FundCall).persist(call);
  await tx.flush();
  return call;
}

/** In `tx`: the notices of the call, posted, rendered and published. Stored PDF keys go to `stored`. */
async function issueNotices(
  tx: Store,
  deps: FundCallDeps,
  syndicate: Syndicate,
  call: FundCall,
  byLot: Map<string, NoticeLine[]>,
  stored: string[],
) {
  const lots = (await tx.repo(SyndicLot).findAll({ syndicate_id: syndicate.id })).sort(byLotOrder);
  const planned = [];
  for (const lot of lots.filter((l) => byLot.has(l.id))) {
    const lines = byLot.get(lot.id)!;
    const account = await accountFor(tx, lot);
    planned.push({ lot, account, lines, before: await balanceOf(tx, account.id) });
  }
  const notices: { notice: FundCallNotice; lot: SyndicLot; account: (typeof planned)[number]['account'] }[] = [];
  for (const { lot, account, lines, before } of planned) {
    const notice = Object.assign(new FundCallNotice(), {
      id: deps.ids.next(),
      tenant_id: syndicate.tenant_id,
      syndicate_id: syndicate.id,
      fund_call_id: call.id,
      kind: call.kind,
      fiscal_year: call.fiscal_year,
      lot_id: lot.id,
      account_id: account.id,
      due_date: call.due_date,
      amount_cents: lines.reduce((sum, l) => sum + l.amount_cents, 0),
      lines,
      balance_brought_forward_cents: before,
    });
    const { bytes, template } = await printDocument(deps.printer, tx, {
      type: 'SyndicFundCall',
      values: () => noticeValues(syndicate, call, notice, lot, account),
      builtIn: () => renderPdf(deps.pdf, noticeDocument(syndicate, call, notice, lot, account)),
    });
    Object.assign(notice, {
      template_id: template?.template_id ?? null,
      template_version: template?.template_version ?? null,
    });
    notice.storage_key = `${syndicate.tenant_id}/syndic/${syndicate.id}/notices/${notice.id}`;
    notice.file_name = `appel-${call.fiscal_year}-${call.instalment}-lot-${lot.number}.pdf`;
    stored.push(notice.storage_key);
    await deps.files.put(notice.storage_key, bytes, 'application/pdf');
    tx.repo(FundCallNotice).persist(notice);
    await tx.flush();
    post(tx, account, {
      entry_date: call.due_date,
      kind: 'CALL',
      ledger: LEDGER[call.kind],
      label: `${call.label}, lot ${lot.number}`,
      amount_cents: notice.amount_cents,
      fund_call_id: call.id,
      notice_id: notice.id,
    });
    call.total_cents += notice.amount_cents;
    notices.push({ notice, lot, account });
  }
  await tx.flush();
  for (const { notice, lot } of notices) await publishNotice(tx, deps, call, notice, lot);
  for (const accountId of new Set(notices.map((n) => n.account.id))) await allocateCredit(tx, accountId);
  return notices;
}

async function publishNotice(tx: Store, deps: FundCallDeps, call: FundCall, notice: FundCallNotice, lot: SyndicLot) {
  await deps.events.record(tx, {
    tenantId: notice.tenant_id,
    type: 'syndic_fund_call.issued',
    key: notice.id,
    subjectType: 'syndic_fund_call_notice',
    subjectId: notice.id,
    payload: {
      syndicate_id: notice.syndicate_id,
      fund_call_id: call.id,
      notice_id: notice.id,
      lot_id: lot.id,
      account_id: notice.account_id,
      kind: call.kind,
      due_date: notice.due_date,
      amount: notice.amount_cents / 100,
    },
  });
}

/** Issues the call; answers it. A failure removes the PDFs stored; the messages go once committed. */
export async function issueFundCall(store: Store, deps: FundCallDeps, syndicateId: string, input: IssueCallInput) {
  const stored: string[] = [];
  const { call, notices } = await store
    .transaction((tx) => issueFundCallIn(tx, deps, syndicateId, input, stored))
    .catch(async (error: unknown) => {
      await Promise.all(stored.map((key) => deps.files.delete(key).catch(() => undefined)));
      throw error;
    });
  for (const { notice, lot, account } of notices)
    await deps.notifier.enqueue(noticeMessage(call, notice, lot, account)).catch(() => undefined);
  return call;
}

/**
 * In `tx` (a transaction): the call and its notices, posted, rendered (their keys added to `stored`)
 * and published; the messages are the caller's once committed. A batch run issues calls so, in its
 * item's transaction (docs/decisions.md 312).
 */
export async function issueFundCallIn(
  tx: Store,
  deps: FundCallDeps,
  syndicateId: string,
  input: IssueCallInput,
  stored: string[],
) {
  const syndicate = await tx.repo(Syndicate).find(syndicateId);
  if (!syndicate) throw new NotFoundError('syndicate', syndicateId);
  await tx.lockName(`syndic-calls:${syndicateId}`);
  const firstDue = input.works?.schedule.map((s) => s.due_date).sort()[0];
  const fiscalYear = input.fiscal_year ?? fiscalYearOf(firstDue ?? today(deps), syndicate.fiscal_year_start_month);
  const plan = await callPlan(tx, syndicate, { kind: input.kind, fiscal_year: fiscalYear, works: input.works });
  const issued = await seriesCalls(tx, syndicateId, plan);
  const number = nextInstalment(plan, issued, input.instalment);
  const soFar = await calledSoFar(
    tx,
    syndicateId,
    plan,
    issued.map((c) => c.id),
  );
  const call = await newCall(tx, syndicate, plan, input, number);
  const notices = await issueNotices(
    tx,
    deps,
    syndicate,
    call,
    instalmentLines(plan.keys, plan.schedule, number, soFar),
    stored,
  );
  if (deps.workflows.enabled)
    await deps.workflows.in(tx).startSyndicFundCalls({ tenantId: syndicate.tenant_id, syndicateId });
  await tx.flush();
  return { call, notices };
}
