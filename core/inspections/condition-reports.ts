// Condition report reads, delete, PDF and exit comparison; the writes are in
// write-condition-report.ts and the acceptances in sign-off.ts.
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { renderPdf } from '../shared/pdf.js';
import { ConditionReport, ConditionReportItem, ConditionReportPhoto, hasAcceptance } from './condition-report.js';
import { type ReportStatus, type ReportType } from '../../contract/vocabulary/inspections.js';
import type { InspectionDeps } from './deps.js';
import { exitInspectionResult } from './exit-result.js';
import { conditionReportDocument } from './report-document.js';

export interface ReportListInput extends ListInput {
  report_type?: ReportType;
  status?: ReportStatus;
}

export type ReportView = ConditionReport & { items: (ConditionReportItem & { photo_media_ids: string[] })[] };

/** A report with its items in order and each item's photos. */
export async function reportView(store: Store, report: ConditionReport): Promise<ReportView> {
  const items = await store
    .repo(ConditionReportItem)
    .findAll({ report_id: report.id }, [{ field: 'position', direction: 'asc' }]);
  const photos = items.length
    ? await store
        .repo(ConditionReportPhoto)
        .findAll({ item_id: { $in: items.map((i) => i.id) } }, [{ field: 'created_at', direction: 'asc' }])
    : [];
  return {
    ...report,
    items: items.map((item) => ({
      ...item,
      photo_media_ids: photos.filter((p) => p.item_id === item.id).map((p) => p.media_id),
    })),
  };
}

export function conditionReportUseCases(store: Store, deps: Pick<InspectionDeps, 'renderer'>) {
  const reports = store.repo(ConditionReport);

  async function get(leaseId: string, reportId: string): Promise<ConditionReport> {
    await store.repo(Lease).get(leaseId);
    const report = await reports.find(reportId);
    if (!report || report.lease_id !== leaseId) throw new NotFoundError('condition report', reportId);
    return report;
  }

  return {
    async list(leaseId: string, input: ReportListInput) {
      await store.repo(Lease).get(leaseId);
      const page = await reports.list(
        { lease_id: leaseId, ...definedCriteria({ report_type: input.report_type, status: input.status }) },
        pageRequest(input, [{ field: 'inspection_date', direction: 'asc' }]),
      );
      return { ...page, items: await Promise.all(page.items.map((report) => reportView(store, report))) };
    },
    get: async (leaseId: string, reportId: string) => reportView(store, await get(leaseId, reportId)),
    /** A report no party has accepted yet; its items and photo links go with it (not the photos). */
    async remove(leaseId: string, reportId: string) {
      const report = await get(leaseId, reportId);
      if (hasAcceptance(report))
        throw new ConflictError('A party has accepted this report: it can no longer be deleted', [], {
          report_status: report.status,
        });
      reports.remove(report);
      await store.flush();
    },
    async pdf(leaseId: string, reportId: string): Promise<{ report: ConditionReport; bytes: Uint8Array }> {
      const report = await get(leaseId, reportId);
      const lease = await store.repo(Lease).get(leaseId);
      const estate = await store.repo(Estate).get(lease.estate_id);
      const view = await reportView(store, report);
      const bytes = await renderPdf(
        deps.renderer,
        conditionReportDocument({ report, items: view.items, lease, estate }),
      );
      return { report, bytes };
    },
    /** 404 until the lease has an exit report. */
    async comparison(leaseId: string) {
      await store.repo(Lease).get(leaseId);
      const result = await exitInspectionResult(store, leaseId);
      if (!result) throw new NotFoundError('exit condition report of lease', leaseId);
      return result;
    },
  };
}
