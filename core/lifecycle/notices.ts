// Notices of a lease: list, one, and withdrawal (the lease is ACTIVE again), each with its documents.
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { LifecycleDeps } from './deps.js';
import { LeaseNotice, LeaseNoticeDocument } from './lease-notice.js';
import { type NoticeStatus } from '../../contract/vocabulary/lifecycle.js';
import type { LeaseParty } from '../../contract/vocabulary/leasing.js';

export interface NoticeListInput extends ListInput {
  given_by?: LeaseParty;
  status?: NoticeStatus;
}

export type NoticeView = LeaseNotice & { document_media_ids: string[] };

export async function noticeView(store: Store, notice: LeaseNotice): Promise<NoticeView> {
  const documents = await store
    .repo(LeaseNoticeDocument)
    .findAll({ notice_id: notice.id }, [{ field: 'created_at', direction: 'asc' }]);
  return { ...notice, document_media_ids: documents.map((d) => d.media_id) };
}

export function noticeUseCases(store: Store, deps: LifecycleDeps) {
  const notices = store.repo(LeaseNotice);

  async function get(leaseId: string, noticeId: string): Promise<LeaseNotice> {
    await store.repo(Lease).get(leaseId);
    const notice = await notices.find(noticeId);
    if (!notice || notice.lease_id !== leaseId) throw new NotFoundError('lease notice', noticeId);
    return notice;
  }

  return {
    async list(leaseId: string, input: NoticeListInput) {
      await store.repo(Lease).get(leaseId);
      const page = await notices.list(
        { lease_id: leaseId, ...definedCriteria({ given_by: input.given_by, status: input.status }) },
        pageRequest(input, [{ field: 'received_date', direction: 'desc' }]),
      );
      return { ...page, items: await Promise.all(page.items.map((n) => noticeView(store, n))) };
    },
    get: async (leaseId: string, noticeId: string) => noticeView(store, await get(leaseId, noticeId)),

    /** A running notice withdrawn by agreement: the lease is ACTIVE again (docs/decisions.md, lease state machine). */
    async withdraw(leaseId: string, noticeId: string): Promise<NoticeView> {
      const notice = await get(leaseId, noticeId);
      if (notice.status !== 'ACTIVE') {
        throw new ConflictError(`Notice ${noticeId} is ${notice.status}; only a running notice can be withdrawn`, [], {
          notice_status: notice.status,
        });
      }
      let withdrawn = false;
      await changeLeaseStatus(store, deps, leaseId, 'ACTIVE', async (tx) => {
        const locked = await tx.repo(LeaseNotice).getLocked(noticeId);
        Object.assign(locked, { status: 'WITHDRAWN', withdrawn_at: deps.clock.now() });
        withdrawn = true;
      });
      if (!withdrawn)
        throw new ConflictError(`Lease ${leaseId} is no longer under notice`, [], { notice_status: notice.status });
      return noticeView(store, await store.repo(LeaseNotice).get(noticeId));
    },
  };
}
