// What each ground of a termination requires (docs/legal.md, "Termination"), as pure rules: the
// lease's last day and the act it rests on. A refusal is a 422 naming the rule.
import { addDays, compareDates } from '../shared/dates.js';
import type { FieldError } from '../shared/errors.js';
import type { LeaseParty, LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { TerminationGround } from '../../contract/vocabulary/lifecycle.js';

/** The text each ground rests on. */
export const TERMINATION_LAW: Readonly<Record<TerminationGround, string>> = {
  NOTICE_END: 'loi 89-462 art. 15 I (25-8 furnished, 25-15 bail mobilité)',
  TERM_END: 'loi 89-462 art. 25-7 al. 2 (9-month student lease), 25-14 (bail mobilité)',
  MUTUAL_AGREEMENT: 'C. civ. art. 1193 (mutual consent)',
  CLAUSE_RESOLUTOIRE: 'loi 89-462 art. 24 (clause résolutoire, applied by the court)',
  TENANT_DEATH: 'loi 89-462 art. 14 (terminated by the death when nobody takes the lease over)',
  ABANDONMENT: 'loi 89-462 art. 14-1 (abandonment found by a commissaire de justice, termination by the judge)',
  NOT_STATED: 'no ground stated (PUT /leases/{id}/status)',
};

export interface TerminationFacts {
  ground: TerminationGround;
  today: string;
  lease: { status: LeaseStatus; start_date: string; end_date: string };
  /** The lease's notice, running or completed. */
  notice: { end_date: string; given_by: LeaseParty } | null;
  act_date: string | null;
  documents: number;
  /** TENANT_DEATH: whether the lessee named holds a tenant's term, and how many other tenants' terms stay open. */
  deceased: { is_tenant: boolean; co_tenants: number } | null;
}

const fail = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/** The last day a ground fixes when none is stated: the notice's, the term's, the death's; null when it must be stated. */
export function fixedEffectiveDate(f: Pick<TerminationFacts, 'ground' | 'lease' | 'notice' | 'act_date'>) {
  if (f.ground === 'NOTICE_END') return f.notice?.end_date ?? null;
  if (f.ground === 'TERM_END') return f.lease.end_date;
  if (f.ground === 'TENANT_DEATH') return f.act_date;
  return null;
}

/** Loi 89-462 art. 15 I: a landlord's notice is owed only for the days occupied, a tenant's to its end. */
function noticeErrors(f: TerminationFacts, effective: string): FieldError[] {
  if (!f.notice) return [fail('ground', 'NOTICE_END needs a notice recorded on the lease', 'no_notice')];
  const early = compareDates(effective, f.notice.end_date) < 0 && f.notice.given_by === 'LANDLORD';
  if (effective === f.notice.end_date || early) return [];
  return [
    fail(
      'effective_date',
      `the notice ends on ${f.notice.end_date}${f.notice.given_by === 'LANDLORD' ? ' (or earlier, the day the tenant left)' : ''}`,
      'not_notice_end',
    ),
  ];
}

/** What the ground requires of the act, its date and its documents. */
function groundErrors(f: TerminationFacts, effective: string): FieldError[] {
  const act = f.act_date;
  const needsAct = ['MUTUAL_AGREEMENT', 'CLAUSE_RESOLUTOIRE', 'TENANT_DEATH', 'ABANDONMENT'].includes(f.ground);
  const needsDocument = ['MUTUAL_AGREEMENT', 'CLAUSE_RESOLUTOIRE', 'ABANDONMENT'].includes(f.ground);
  const errors: FieldError[] = [];
  if (needsAct && !act) errors.push(fail('act_date', `${f.ground} needs the date of its act`, 'required'));
  if (needsDocument && f.documents === 0)
    errors.push(fail('document_media_ids', `${f.ground} rests on a signed act: attach it`, 'document_required'));
  if (f.ground === 'NOTICE_END') errors.push(...noticeErrors(f, effective));
  if (f.ground === 'TERM_END' && f.lease.status !== 'EXPIRED')
    errors.push(fail('ground', 'TERM_END ends a lease whose term passed without renewal (EXPIRED)', 'not_expired'));
  if (f.ground === 'TERM_END' && effective !== f.lease.end_date)
    errors.push(fail('effective_date', `the term ended on ${f.lease.end_date}`, 'not_term_end'));
  if (f.ground === 'MUTUAL_AGREEMENT' && act && compareDates(effective, act) < 0)
    errors.push(fail('effective_date', `an agreement signed on ${act} ends the lease from then on`, 'before_act'));
  if (f.ground === 'TENANT_DEATH') errors.push(...deathErrors(f, effective));
  return errors;
}

/** Art. 14: the lease ends with the death only when no co-tenant stays; it ends on the day of the death. */
function deathErrors(f: TerminationFacts, effective: string): FieldError[] {
  if (!f.deceased) return [fail('lessee_id', 'TENANT_DEATH names the tenant who died', 'required')];
  if (!f.deceased.is_tenant) return [fail('lessee_id', 'the lessee holds no tenant term on the lease', 'not_a_tenant')];
  const errors: FieldError[] = [];
  if (f.deceased.co_tenants > 0)
    errors.push(
      fail(
        'lessee_id',
        'the lease continues with the other tenants: end the deceased tenant’s term instead (PUT /leases/{id}/lessees/{lessee_id}/end)',
        'co_tenants_remain',
      ),
    );
  if (f.act_date && effective !== f.act_date)
    errors.push(fail('effective_date', `the lease ends on the day of the death, ${f.act_date}`, 'not_death_date'));
  return errors;
}

/** Every rule the termination breaks; the last day is `effective` (null: none stated nor fixed by the ground). */
export function terminationErrors(f: TerminationFacts, effective: string | null): FieldError[] {
  if (!effective) return [fail('effective_date', `${f.ground} needs the lease's last day`, 'required')];
  const errors: FieldError[] = [];
  // A lease ended before it began ends the day before its start, which may be still to come.
  if (compareDates(effective, f.today) > 0 && effective !== addDays(f.lease.start_date, -1))
    errors.push(
      fail('effective_date', `${effective} is in the future: record the termination once it happened`, 'future_date'),
    );
  if (compareDates(effective, addDays(f.lease.start_date, -1)) < 0)
    errors.push(fail('effective_date', `before the lease starts (${f.lease.start_date})`, 'before_start'));
  if (f.act_date && compareDates(f.act_date, f.today) > 0)
    errors.push(fail('act_date', `${f.act_date} is in the future`, 'future_date'));
  return [...errors, ...groundErrors(f, effective)];
}

/**
 * The ground and last day of a move to TERMINATED that states none (PUT /leases/{id}/status, the
 * signed exit): the notice's end once it passed, the term of an EXPIRED lease once passed, else
 * NOT_STATED on today (the day before the start for a lease that never began).
 */
export function unstatedTermination(
  lease: { status: LeaseStatus; start_date: string; end_date: string },
  notice: { end_date: string } | null,
  today: string,
): { ground: TerminationGround; effective_date: string } {
  if (notice && compareDates(notice.end_date, today) <= 0)
    return { ground: 'NOTICE_END', effective_date: notice.end_date };
  if (lease.status === 'EXPIRED' && compareDates(lease.end_date, today) <= 0)
    return { ground: 'TERM_END', effective_date: lease.end_date };
  const started = compareDates(today, lease.start_date) >= 0;
  return { ground: 'NOT_STATED', effective_date: started ? today : addDays(lease.start_date, -1) };
}
