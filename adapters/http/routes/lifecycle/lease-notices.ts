import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { LifecycleDeps } from '../../../../core/lifecycle/deps.js';
import { giveNotice } from '../../../../core/lifecycle/give-notice.js';
import { leaseLifecycleView } from '../../../../core/lifecycle/lease-lifecycle.js';
import { type NoticeView, noticeUseCases, noticeView } from '../../../../core/lifecycle/notices.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

const noticeWire = (notice: NoticeView) => wire(notice);

export function leaseNoticesRouter(deps: LifecycleDeps) {
  const notices = (req: HasContext) => noticeUseCases(storeOf(req), deps);
  return s.router(contract.leaseNotices, {
    give: async ({ params, body, req }) => {
      const notice = await giveNotice(storeOf(req), deps, params.lease_id, body);
      return { status: 201, body: noticeWire(await noticeView(storeOf(req), notice)) };
    },
    list: async ({ params, query, req }) => {
      const page = await notices(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(noticeWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: noticeWire(await notices(req).get(params.lease_id, params.notice_id)),
    }),
    withdraw: async ({ params, req }) => ({
      status: 200,
      body: noticeWire(await notices(req).withdraw(params.lease_id, params.notice_id)),
    }),
  });
}

export const leaseLifecycleRouter = s.router(contract.leaseLifecycle, {
  get: async ({ params, req }) => {
    const { lease, plan, renewals } = await leaseLifecycleView(storeOf(req), params.lease_id);
    return {
      status: 200,
      body: {
        lease_id: lease.id,
        status: lease.status,
        start_date: lease.start_date,
        end_date: lease.end_date,
        lessor: plan.lessor,
        term: {
          outcome: plan.term!.kind,
          months: plan.term!.kind === 'RENEW' ? plan.term!.months : null,
          legal_reference: plan.term!.legal_reference,
        },
        next_step: { step: plan.step, due_date: plan.due_date },
        notice: plan.notice ? wire(plan.notice) : null,
        renewals: renewals.map(wire),
      },
    };
  },
});
