// The fund calls of a syndicate: issue (issue-call.ts), list, read with their notices, close, and the
// year's provision schedule when the general assembly set one (art. 14-1: otherwise four quarters).
import { type FundCallKind, type FundCallStatus, YEARLY_CALL_KINDS } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../shared/errors.js';
import { recordOf, syndicateOf } from '../management/scope.js';
import { yearSchedule } from './call-plan.js';
import { type FundCallDeps, today } from './deps.js';
import { FundCall, FundCallNotice, ProvisionSchedule } from './fund-call.js';
import { type IssueCallInput, issueFundCall } from './issue-call.js';
import { fiscalYearEnd, fiscalYearStart } from './schedule.js';

export interface FundCallListInput extends ListInput {
  kind?: FundCallKind;
  status?: FundCallStatus;
  fiscal_year?: number;
}

export interface NoticeListInput extends ListInput {
  lot_id?: string;
  account_id?: string;
}

type Schedule = { due_date: string; weight: number }[];

/** The assembly's schedule of a year (art. 14-1), before any call of the year; starts the process. */
function setSchedule(store: Store, deps: FundCallDeps, syndicateId: string, fiscalYear: number, instalments: Schedule) {
  return store.transaction(async (tx) => {
    const syndicate = await syndicateOf(tx, syndicateId);
    const start = fiscalYearStart(fiscalYear, syndicate.fiscal_year_start_month);
    const end = fiscalYearEnd(fiscalYear, syndicate.fiscal_year_start_month);
    const outside = instalments.filter((i) => i.due_date < start || i.due_date > end);
    if (outside.length > 0)
      throw new BusinessRuleError(
        `every instalment falls within the fiscal year ${start} to ${end}`,
        outside.map((i) => ({
          path: 'instalments',
          message: `${i.due_date} is outside the fiscal year`,
          code: 'outside_fiscal_year',
        })),
      );
    if (
      (await tx.repo(FundCall).count({
        syndicate_id: syndicateId,
        fiscal_year: fiscalYear,
        kind: { $in: [...YEARLY_CALL_KINDS] },
      })) > 0
    )
      throw new ConflictError('calls of this year are already issued on its schedule', [
        { path: 'fiscal_year', message: 'calls already issued', code: 'calls_issued' },
      ]);
    const found = await tx.repo(ProvisionSchedule).findOne({ syndicate_id: syndicateId, fiscal_year: fiscalYear });
    const schedule =
      found ?? Object.assign(new ProvisionSchedule(), { syndicate_id: syndicateId, fiscal_year: fiscalYear });
    schedule.instalments = instalments;
    tx.repo(ProvisionSchedule).persist(schedule);
    await tx.flush();
    if (deps.workflows.enabled)
      await deps.workflows.in(tx).startSyndicFundCalls({ tenantId: syndicate.tenant_id, syndicateId });
    return { fiscal_year: fiscalYear, instalments: await yearSchedule(tx, syndicate, fiscalYear) };
  });
}

export function fundCallUseCases(store: Store, deps: FundCallDeps) {
  return {
    issue: (syndicateId: string, input: IssueCallInput) => issueFundCall(store, deps, syndicateId, input),
    async list(syndicateId: string, input: FundCallListInput) {
      await syndicateOf(store, syndicateId);
      const filters = definedCriteria({ kind: input.kind, status: input.status, fiscal_year: input.fiscal_year });
      return store
        .repo(FundCall)
        .list({ syndicate_id: syndicateId, ...filters }, pageRequest(input, [{ field: 'due_date', direction: 'asc' }]));
    },
    get: (syndicateId: string, id: string) => recordOf(store, FundCall, 'fund call', syndicateId, id),
    async notices(syndicateId: string, callId: string, input: NoticeListInput) {
      await recordOf(store, FundCall, 'fund call', syndicateId, callId);
      const filters = definedCriteria({ lot_id: input.lot_id, account_id: input.account_id });
      return store
        .repo(FundCallNotice)
        .list({ fund_call_id: callId, ...filters }, pageRequest(input, [{ field: 'created_at', direction: 'asc' }]));
    },
    async noticePdf(syndicateId: string, callId: string, noticeId: string) {
      const notice = await recordOf(store, FundCallNotice, 'notice', syndicateId, noticeId);
      const bytes =
        notice.fund_call_id === callId && notice.storage_key ? await deps.files.get(notice.storage_key) : null;
      if (!bytes) throw new NotFoundError('notice', noticeId);
      return { bytes, file_name: notice.file_name! };
    },
    /** A closed call takes no payment (409); closing twice is a 409 too. */
    close: (syndicateId: string, id: string) =>
      store.transaction(async (tx) => {
        const call = await recordOf(tx, FundCall, 'fund call', syndicateId, id);
        if (call.status === 'CLOSED')
          throw new ConflictError('The fund call is already closed', [
            { path: 'status', message: 'already closed', code: 'already_closed' },
          ]);
        call.status = 'CLOSED';
        call.closed_on = today(deps);
        await tx.flush();
        return call;
      }),
    async schedule(syndicateId: string, fiscalYear: number) {
      const syndicate = await syndicateOf(store, syndicateId);
      return { fiscal_year: fiscalYear, instalments: await yearSchedule(store, syndicate, fiscalYear) };
    },
    setSchedule: (syndicateId: string, fiscalYear: number, instalments: Schedule) =>
      setSchedule(store, deps, syndicateId, fiscalYear, instalments),
  };
}
