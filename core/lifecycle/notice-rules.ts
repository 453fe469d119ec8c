// Notices (congés) under loi 89-462 (docs/legal.md, "Notices"): who may give one, for which
// reason, how long the period runs and on which day the lease ends. Pure rules; the use case
// gathers the facts (core/lifecycle/notices.ts).
import { runsExactly } from '../leasing/rules.js';
import type { LeaseTypeCode } from '../../contract/vocabulary/leasing.js';
import { addDays, addMonths, addYears, compareDates } from '../shared/dates.js';
import type { FieldError } from '../shared/errors.js';
import { type BeneficiaryRelationship } from '../../contract/vocabulary/lifecycle.js';
import { TENANT_REASONS, LANDLORD_REASONS, type NoticeReason } from '../../contract/vocabulary/lifecycle.js';

/** Art. 15 I al. 2: the reasons that shorten an unfurnished tenant's notice to one month (STANDARD: none). */
/** Art. 15 I al. 1: taking the dwelling back to live in, selling it, a legitimate and serious reason. */

export interface NoticePeriod {
  months: number;
  /** The lease's last day under the notice. */
  end_date: string;
  /** The shortened period of art. 15 I al. 2 applied. */
  reduced: boolean;
  legal_reference: string;
}

const REDUCING: readonly NoticeReason[] = TENANT_REASONS.filter((r) => r !== 'STANDARD');

/** The student furnished lease of nine months (art. 25-7 al. 2): not renewed, it ends at its term. */
export function isStudentLease(type: LeaseTypeCode, start: string, end: string): boolean {
  return type === 'HabitationMeublee' && runsExactly(start, end, 9);
}

/**
 * A period of months from the day the letter is received ends on the same day of the month, or on
 * the month's last day when it lacks that day (art. 15 I al. 4; C. proc. civ. art. 641).
 */
export function periodEnd(received: string, months: number): string {
  return addMonths(received, months);
}

/** The end of the commercial lease's current three-year period that a notice received on `received` can reach (C. com. L145-4). */
function triennialEnd(start: string, received: string): string {
  for (let years = 3; ; years += 3) {
    const end = addDays(addYears(start, years), -1);
    if (compareDates(received, addDays(addMonths(addDays(end, 1), -6), -1)) <= 0) return end;
  }
}

/** The tenant's notice: its period and the lease's last day, by lease type and reason. */
export function tenantNoticePeriod(input: {
  lease_type: LeaseTypeCode;
  start_date: string;
  end_date: string;
  reason: NoticeReason;
  received: string;
  zone_tendue: boolean;
  justified: boolean;
}): NoticePeriod {
  const { lease_type: type, received } = input;
  if (type === 'HabitationVide') {
    const reduced = input.zone_tendue || (REDUCING.includes(input.reason) && input.justified);
    return {
      months: reduced ? 1 : 3,
      end_date: periodEnd(received, reduced ? 1 : 3),
      reduced,
      legal_reference: 'Loi n° 89-462, art. 15 I',
    };
  }
  if (type === 'HabitationMeublee') {
    return {
      months: 1,
      end_date: periodEnd(received, 1),
      reduced: false,
      legal_reference: 'Loi n° 89-462, art. 25-8 I',
    };
  }
  if (type === 'MobiliteEtudiante') {
    const end = periodEnd(received, 1);
    return {
      months: 1,
      end_date: compareDates(end, input.end_date) > 0 ? input.end_date : end,
      reduced: false,
      legal_reference: 'Loi n° 89-462, art. 25-15',
    };
  }
  if (type === 'Professionnel') {
    return {
      months: 6,
      end_date: periodEnd(received, 6),
      reduced: false,
      legal_reference: 'Loi n° 86-1290, art. 57 A',
    };
  }
  return {
    months: 6,
    end_date: triennialEnd(input.start_date, received),
    reduced: false,
    legal_reference: 'Code de commerce, art. L145-4',
  };
}

/** How long before the term a landlord's notice must be received, by lease type; null: no landlord notice. */
export function landlordNoticeMonths(
  type: LeaseTypeCode,
  studentLease: boolean,
): { months: number; legal_reference: string } | null {
  if (type === 'MobiliteEtudiante' || studentLease) return null;
  if (type === 'HabitationVide') return { months: 6, legal_reference: 'Loi n° 89-462, art. 15 I' };
  if (type === 'HabitationMeublee') return { months: 3, legal_reference: 'Loi n° 89-462, art. 25-8 I' };
  if (type === 'Professionnel') return { months: 6, legal_reference: 'Loi n° 86-1290, art. 57 A' };
  return { months: 6, legal_reference: 'Code de commerce, art. L145-9' };
}

/**
 * The last day a landlord's notice may be received: `months` before the term, the term being the
 * end of the lease's last day (a lease ending 30 June: received by 31 December).
 */
export function latestLandlordReceipt(endDate: string, months: number): string {
  return addDays(addMonths(addDays(endDate, 1), -months), -1);
}

export interface LandlordNoticeInput {
  lease_type: LeaseTypeCode;
  residential: boolean;
  reason: NoticeReason;
  motive_details: string | null;
  beneficiary_name: string | null;
  beneficiary_relationship: BeneficiaryRelationship | null;
  sale_price: number | null;
  lessor_is_company: boolean;
}

/** Art. 15 I (and 25-8 I): a residential landlord's notice names its reason and what the reason needs. */
export function landlordMotiveErrors(input: LandlordNoticeInput): FieldError[] {
  const errors: FieldError[] = [];
  const err = (path: string, message: string, code: string) => errors.push({ path, message, code });
  if (!(LANDLORD_REASONS as readonly string[]).includes(input.reason)) {
    err('reason', `a landlord's notice gives one of ${LANDLORD_REASONS.join(', ')}`, 'motive_required');
    return errors;
  }
  if (!input.residential) return errors;
  if (input.reason === 'REPRISE') {
    if (!input.beneficiary_name)
      err('beneficiary_name', 'a notice to take the dwelling back names its beneficiary', 'required');
    if (!input.beneficiary_relationship)
      err('beneficiary_relationship', "and the beneficiary's relationship to the landlord", 'required');
    if (input.lessor_is_company)
      err('reason', 'a company cannot take a dwelling back to live in it', 'reprise_by_company');
  }
  if (input.reason === 'SALE' && input.lease_type === 'HabitationVide' && input.sale_price === null) {
    err('sale_price', 'a notice to sell is an offer to the tenant: it states the price (art. 15 II)', 'required');
  }
  if (input.reason === 'LEGITIMATE_AND_SERIOUS' && !input.motive_details) {
    err('motive_details', 'a legitimate and serious reason is stated', 'required');
  }
  return errors;
}

/**
 * Art. 15 III (and 25-8 III): no notice to a tenant over 65 at the term with resources under the
 * ceiling without a rehousing offer, unless the landlord is over 65 or under the ceiling too.
 */
export function protectedTenantErrors(input: {
  tenant_over_65: boolean;
  tenant_resources_below_ceiling: boolean | null;
  lessor_protected: boolean;
  rehousing_offered: boolean;
}): FieldError[] {
  if (!input.tenant_over_65 || input.lessor_protected || input.rehousing_offered) return [];
  if (input.tenant_resources_below_ceiling === false) return [];
  return [
    {
      path: 'tenant_resources_below_ceiling',
      message:
        input.tenant_resources_below_ceiling === null
          ? 'a tenant is over 65 at the term: state whether their resources are below the ceiling (or offer rehousing)'
          : 'a tenant over 65 with resources below the ceiling cannot be given notice without a rehousing offer',
      code: 'protected_tenant',
    },
  ];
}
