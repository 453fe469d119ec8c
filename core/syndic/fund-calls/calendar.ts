// The syndicate's fiscal calendar as the fund-call process sees it (workflows/syndic-fund-calls):
// the instalments of the year's provisions and works-fund contribution not yet called (this fiscal
// year and the next), each co-owner's next recovery step, and at least one wake per quarter so that
// a budget voted later is called on time. `takeDueSteps` issues what fell due and takes the steps.
import { frenchDate, frenchEuros } from '../../billing/french.js';
import { type FundCallKind, YEARLY_CALL_KINDS } from '../../../contract/vocabulary/syndic.js';
import type { Notification } from '../../ports/notifier.js';
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { CoOwnerAccount, type CoOwnerRecovery } from '../co-owner-accounts/account.js';
import { takeRecoveryStep } from '../co-owner-accounts/recovery.js';
import { recoveryStanding } from '../co-owner-accounts/recovery-state.js';
import { Syndicate } from '../management/syndicate.js';
import { callPlan, seriesCalls } from './call-plan.js';
import type { FundCallDeps } from './deps.js';
import { issueFundCall } from './issue-call.js';
import { fiscalYearOf, quarterlySchedule } from './schedule.js';

export interface PendingInstalment {
  kind: FundCallKind;
  fiscal_year: number;
  number: number;
  due_date: string;
}

export async function pendingInstalments(tx: Store, syndicate: Syndicate, today: string): Promise<PendingInstalment[]> {
  const year = fiscalYearOf(today, syndicate.fiscal_year_start_month);
  const pending: PendingInstalment[] = [];
  for (const fiscal_year of [year, year + 1])
    for (const kind of YEARLY_CALL_KINDS) {
      const plan = await callPlan(tx, syndicate, { kind, fiscal_year }).catch((e: unknown) => {
        if (e instanceof BusinessRuleError) return null;
        throw e;
      });
      if (!plan || plan.keys.length === 0) continue;
      const issued = new Set((await seriesCalls(tx, syndicate.id, plan)).map((c) => c.instalment));
      for (const i of plan.schedule.filter((i) => !issued.has(i.number)))
        pending.push({ kind, fiscal_year, number: i.number, due_date: i.due_date });
    }
  return pending.sort((a, b) => compareDates(a.due_date, b.due_date) || a.number - b.number);
}

/** The next quarter's first day after today: the process wakes at least then. */
function nextQuarter(syndicate: Syndicate, today: string): string {
  const year = fiscalYearOf(today, syndicate.fiscal_year_start_month);
  return [
    ...quarterlySchedule(year, syndicate.fiscal_year_start_month),
    ...quarterlySchedule(year + 1, syndicate.fiscal_year_start_month),
  ]
    .map((q) => q.due_date)
    .find((d) => compareDates(d, today) > 0)!;
}

export interface CalendarState {
  running: boolean;
  nextWake: string | null;
}

export async function calendarState(store: Store, syndicateId: string, today: string): Promise<CalendarState> {
  const syndicate = await store.repo(Syndicate).find(syndicateId);
  if (!syndicate) return { running: false, nextWake: null };
  const wakes = [
    nextQuarter(syndicate, today),
    ...(await pendingInstalments(store, syndicate, today)).map((p) => p.due_date),
  ];
  for (const account of await store.repo(CoOwnerAccount).findAll({ syndicate_id: syndicateId })) {
    const standing = await recoveryStanding(store, account.id, today);
    if (standing.next) wakes.push(standing.next.on);
  }
  return { running: true, nextWake: wakes.sort(compareDates)[0] };
}

const SUBJECTS = {
  REMINDER: 'Rappel : appel de fonds impayé',
  FORMAL_NOTICE: 'Mise en demeure : charges de copropriété impayées',
  ACCELERATION: 'Exigibilité immédiate des provisions (loi du 10 juillet 1965, art. 19-2)',
} as const;

export function recoveryMessage(account: CoOwnerAccount, recovery: CoOwnerRecovery): Notification {
  const recipient = account.owner_id ?? account.contact_id!;
  const formal =
    recovery.step === 'FORMAL_NOTICE'
      ? ' À défaut de paiement dans les trente jours suivant la première présentation de cette lettre, les provisions non encore échues de l’exercice et les sommes restant dues des exercices antérieurs approuvés deviendront immédiatement exigibles (loi du 10 juillet 1965, art. 19-2), et les sommes dues portent intérêt au taux légal (décret du 17 mars 1967, art. 36).'
      : '';
  return {
    tenantId: account.tenant_id,
    kind: `syndic_${recovery.step.toLowerCase()}`,
    channel: 'email',
    recipient,
    recipientId: recipient,
    subject: SUBJECTS[recovery.step],
    body: `Bonjour ${account.name},\n\nÀ la date du ${frenchDate(recovery.taken_on)}, nous vous réclamons ${frenchEuros(recovery.amount_claimed_cents)} : ${recovery.nature}.${formal}`,
    data: {
      syndicate_id: account.syndicate_id,
      account_id: account.id,
      recovery_id: recovery.id,
      step: recovery.step,
      amount_claimed_cents: recovery.amount_claimed_cents,
    },
    idempotencyKey: `syndic-recovery:${recovery.id}`,
  };
}

/** Issues the instalments due by today, then takes each co-owner's recovery step due. */
export async function takeDueSteps(store: Store, deps: FundCallDeps, syndicateId: string, today: string) {
  const syndicate = await store.repo(Syndicate).find(syndicateId);
  if (!syndicate) return { issued: 0, steps: 0 };
  const due = (await pendingInstalments(store, syndicate, today)).filter((p) => compareDates(p.due_date, today) <= 0);
  for (const p of due)
    await issueFundCall(store, deps, syndicateId, { kind: p.kind, fiscal_year: p.fiscal_year, instalment: p.number });
  let steps = 0;
  for (const account of await store.repo(CoOwnerAccount).findAll({ syndicate_id: syndicateId })) {
    const taken = await store.transaction((tx) => takeRecoveryStep(tx, deps, account, today));
    if (!taken) continue;
    steps += 1;
    await deps.notifier.enqueue(recoveryMessage(account, taken)).catch(() => undefined);
  }
  return { issued: due.length, steps };
}
