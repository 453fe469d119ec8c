// The public notice tool: the last day of a lease under a congé, by the rules of core/lifecycle.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { noticeEndDate } from '../../../../core/lifecycle/notice-end-date.js';

const s = initServer();

export const publicNoticeRouter = s.router(contract.publicNotice, {
  compute: async ({ body }) => {
    const end = noticeEndDate({
      given_by: body.given_by,
      lease_type: body.lease_type,
      received_on: body.received_on,
      reason: body.reason ?? 'STANDARD',
      reason_justified: body.reason_justified,
      zone_tendue: body.zone_tendue,
      lease_start_date: body.lease_start_date ?? null,
      lease_end_date: body.lease_end_date ?? null,
    });
    return {
      status: 200,
      body: {
        given_by: body.given_by,
        lease_type: body.lease_type,
        received_on: body.received_on,
        notice_months: end.months,
        end_date: end.end_date,
        reduced: end.reduced,
        latest_receipt_date: end.latest_receipt_date,
        legal_reference: end.legal_reference,
      },
    };
  },
});
