// The last day of a lease under a notice, from the facts a caller states rather than a recorded
// lease (the public notice tool): the pure rules of notice-rules.ts, a landlord's notice received
// too late or on a lease that ends by itself refused as the lease notices are (422).
import { compareDates } from '../shared/dates.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { LeaseParty, LeaseTypeCode } from '../../contract/vocabulary/leasing.js';
import {
  type NoticePeriod,
  isStudentLease,
  landlordNoticeMonths,
  latestLandlordReceipt,
  tenantNoticePeriod,
} from './notice-rules.js';
import { type NoticeReason } from '../../contract/vocabulary/lifecycle.js';

export interface StatedNotice {
  given_by: LeaseParty;
  lease_type: LeaseTypeCode;
  received_on: string;
  reason: NoticeReason;
  reason_justified: boolean;
  zone_tendue: boolean;
  /** Read for a commercial lease and a landlord's notice on a furnished one. */
  lease_start_date: string | null;
  /** Read for a landlord's notice and a bail mobilité. */
  lease_end_date: string | null;
}

export interface NoticeEnd extends NoticePeriod {
  /** A landlord's notice: the last day it could be received for the term. */
  latest_receipt_date: string | null;
}

const refuse = (path: string, message: string, code: string): never => {
  throw new BusinessRuleError(message, [{ path, message, code }]);
};

/** Art. 15 I (25-8 I): a landlord's notice ends the lease at its term, if received in time. */
function landlordNoticeEnd(notice: StatedNotice, start: string, end: string): NoticeEnd {
  const rule = landlordNoticeMonths(notice.lease_type, isStudentLease(notice.lease_type, start, end));
  if (!rule)
    return refuse(
      'given_by',
      `a landlord cannot give notice on a ${notice.lease_type === 'MobiliteEtudiante' ? 'bail mobilité' : '9-month student lease'}: it ends at its term`,
      'no_landlord_notice',
    );
  const latest = latestLandlordReceipt(end, rule.months);
  if (compareDates(notice.received_on, latest) > 0)
    refuse(
      'received_on',
      `a landlord's notice must be received ${rule.months} months before the term of ${end}, by ${latest}`,
      'too_late',
    );
  return {
    months: rule.months,
    end_date: end,
    reduced: false,
    legal_reference: rule.legal_reference,
    latest_receipt_date: latest,
  };
}

export function noticeEndDate(notice: StatedNotice): NoticeEnd {
  // The rules read the lease's dates only where the contract requires them; elsewhere any date does.
  const start = notice.lease_start_date ?? notice.received_on;
  const end = notice.lease_end_date ?? notice.received_on;
  if (notice.given_by === 'LANDLORD') return landlordNoticeEnd(notice, start, end);
  const period = tenantNoticePeriod({
    lease_type: notice.lease_type,
    start_date: start,
    end_date: end,
    reason: notice.reason,
    received: notice.received_on,
    zone_tendue: notice.zone_tendue,
    justified: notice.reason_justified,
  });
  return { ...period, latest_receipt_date: null };
}
