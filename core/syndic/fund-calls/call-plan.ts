// What a call is made of before its notices: the yearly amounts by key and the schedule they are
// split by. Provisions come from the voted budget (loi 65-557 art. 14-1; none voted: 422), the works
// fund from the budget's yearly contribution shared by the general key (art. 14-2-1), works voted
// outside the budget from their own lines and schedule (art. 14-2).
import type { FundCallKind } from '../../../contract/vocabulary/syndic.js';
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { byLotOrder } from '../allocations/allocate.js';
import { votedBudget } from '../management/budget.js';
import { ChargeKey, LotShare, SyndicLot, type Syndicate } from '../management/syndicate.js';
import { FundCall, FundCallNotice, ProvisionSchedule, type WorksLine } from './fund-call.js';
import type { KeyYear } from './notice-amounts.js';
import { type Instalment, numberedSchedule, quarterlySchedule } from './schedule.js';

export interface WorksRequest {
  reference: string;
  lines: WorksLine[];
  schedule: { due_date: string; weight: number }[];
}

export interface CallPlan {
  kind: FundCallKind;
  fiscal_year: number;
  schedule: Instalment[];
  keys: KeyYear[];
  works: WorksRequest | null;
}

const rule = (message: string, code: string, path = 'kind') =>
  new BusinessRuleError(message, [{ path, message, code }]);

/** The year's instalments: the assembly's schedule, else four quarters (art. 14-1). */
export async function yearSchedule(tx: Store, syndicate: Syndicate, fiscalYear: number): Promise<Instalment[]> {
  const custom = await tx.repo(ProvisionSchedule).findOne({ syndicate_id: syndicate.id, fiscal_year: fiscalYear });
  return custom
    ? numberedSchedule(custom.instalments)
    : quarterlySchedule(fiscalYear, syndicate.fiscal_year_start_month);
}

/** Each key with a yearly amount, and its lots' shares in lot order. */
export async function keyYears(tx: Store, syndicateId: string, yearly: Map<string, number>): Promise<KeyYear[]> {
  const keys = await tx.repo(ChargeKey).findAll({ syndicate_id: syndicateId }, [{ field: 'code', direction: 'asc' }]);
  const lots = (await tx.repo(SyndicLot).findAll({ syndicate_id: syndicateId })).sort(byLotOrder);
  const shares = await tx.repo(LotShare).findAll({ syndicate_id: syndicateId });
  return keys
    .filter((k) => (yearly.get(k.id) ?? 0) > 0)
    .map((key) => ({
      key,
      yearly_cents: yearly.get(key.id)!,
      shares: lots.flatMap((lot) => {
        const share = shares.find((s) => s.charge_key_id === key.id && s.lot_id === lot.id);
        return share ? [{ lotId: lot.id, shares: share.shares }] : [];
      }),
    }));
}

async function budgetYearly(tx: Store, syndicate: Syndicate, kind: FundCallKind, fiscalYear: number) {
  const voted = await votedBudget(tx, syndicate.id, fiscalYear);
  if (!voted)
    throw rule(
      `no budget is voted for the fiscal year ${fiscalYear} (loi 65-557 art. 14-1)`,
      'no_voted_budget',
      'fiscal_year',
    );
  const yearly = new Map<string, number>();
  if (kind === 'BUDGET_PROVISION') {
    for (const line of voted.lines)
      yearly.set(line.charge_key_id, (yearly.get(line.charge_key_id) ?? 0) + line.amount_cents);
    return yearly;
  }
  const general = await tx.repo(ChargeKey).findOne({ syndicate_id: syndicate.id, kind: 'GENERAL' });
  if (voted.budget.works_fund_cents <= 0)
    throw rule(`the budget ${fiscalYear} holds no works-fund contribution`, 'no_works_fund');
  if (!general) throw rule('the syndicate has no general key to share the works fund (art. 14-2-1)', 'no_general_key');
  return yearly.set(general.id, voted.budget.works_fund_cents);
}

export async function callPlan(
  tx: Store,
  syndicate: Syndicate,
  request: { kind: FundCallKind; fiscal_year: number; works?: WorksRequest | null },
): Promise<CallPlan> {
  if (request.kind === 'WORKS') {
    const works = request.works;
    if (!works) throw rule('a WORKS call names its works: reference, lines and schedule', 'works_required', 'works');
    const keys = await tx.repo(ChargeKey).findAll({ syndicate_id: syndicate.id });
    for (const line of works.lines)
      if (!keys.some((k) => k.id === line.charge_key_id))
        throw rule(`charge key ${line.charge_key_id} is not one of this syndicate's`, 'unknown_key', 'works.lines');
    const yearly = new Map<string, number>();
    for (const l of works.lines) yearly.set(l.charge_key_id, (yearly.get(l.charge_key_id) ?? 0) + l.amount_cents);
    const schedule = numberedSchedule(works.schedule);
    return {
      kind: 'WORKS',
      fiscal_year: request.fiscal_year,
      schedule,
      keys: await keyYears(tx, syndicate.id, yearly),
      works,
    };
  }
  const yearly = await budgetYearly(tx, syndicate, request.kind, request.fiscal_year);
  return {
    kind: request.kind,
    fiscal_year: request.fiscal_year,
    schedule: await yearSchedule(tx, syndicate, request.fiscal_year),
    keys: await keyYears(tx, syndicate.id, yearly),
    works: null,
  };
}

/** The calls of the same series (kind and year; WORKS: the same works), issued so far. */
export async function seriesCalls(
  tx: Store,
  syndicateId: string,
  plan: Pick<CallPlan, 'kind' | 'fiscal_year' | 'works'>,
) {
  return tx.repo(FundCall).findAll({
    syndicate_id: syndicateId,
    kind: plan.kind,
    fiscal_year: plan.fiscal_year,
    ...(plan.works ? { works_reference: plan.works.reference } : {}),
  });
}

/** What each lot was already called for on each key in the series (accelerated sums included). */
export async function calledSoFar(tx: Store, syndicateId: string, plan: CallPlan, callIds: string[]) {
  const notices = await tx
    .repo(FundCallNotice)
    .findAll(
      plan.works
        ? { fund_call_id: { $in: callIds.length ? callIds : ['00000000-0000-0000-0000-000000000000'] } }
        : { syndicate_id: syndicateId, kind: plan.kind, fiscal_year: plan.fiscal_year },
    );
  const called = new Map<string, number>();
  for (const n of notices)
    for (const l of n.lines)
      called.set(
        `${n.lot_id}:${l.charge_key_id}`,
        (called.get(`${n.lot_id}:${l.charge_key_id}`) ?? 0) + l.amount_cents,
      );
  return (lotId: string, keyId: string) => called.get(`${lotId}:${keyId}`) ?? 0;
}
