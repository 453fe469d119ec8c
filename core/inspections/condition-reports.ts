// Condition report reads, delete, PDF and exit comparison; the writes are in
// write-condition-report.ts and the acceptances in sign-off.ts.
import { Lease } from '../leasing/lease.js';
import type { Store, View } from '../ports/store.js';
import { groupBy } from '../shared/collections.js';
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { ConditionReport, ConditionReportItem, ConditionReportPhoto, hasAcceptance } from './condition-report.js';
import { type ReportStatus, type ReportType } from '../../contract/vocabulary/inspections.js';
import type { InspectionDeps } from './deps.js';
import { exitInspectionResult } from './exit-result.js';
import { InventoryItem, inventoryOf } from './inventory/inventory-item.js';
import { type ReportKeys, keysOfReports } from './keys/lease-keys.js';
import { printReport } from './print-report.js';

export interface ReportListInput extends ListInput {
  report_type?: ReportType;
  status?: ReportStatus;
}

export type ReportView = (ConditionReport | View<ConditionReport>) & {
  items: (ConditionReportItem & { photo_media_ids: string[] })[];
  /** The keys handed over with the report (key records). */
  keys: ReportKeys[];
  /** The furniture observed with the report (inventory records). */
  inventory: InventoryItem[];
};

/** Reports with their items in order, each item's photos, their keys and furniture, in a few reads for all. */
export async function reportViews(
  store: Store,
  reports: (ConditionReport | View<ConditionReport>)[],
): Promise<ReportView[]> {
  if (reports.length === 0) return [];
  const reportIds = reports.map((r) => r.id);
  const byPosition = [{ field: 'position', direction: 'asc' }] as const;
  const items = await store.repo(ConditionReportItem).findAll({ report_id: { $in: reportIds } }, [...byPosition]);
  const photos = items.length
    ? await store
        .repo(ConditionReportPhoto)
        .findAll({ item_id: { $in: items.map((i) => i.id) } }, [{ field: 'created_at', direction: 'asc' }])
    : [];
  const furniture = await store.repo(InventoryItem).findAll({ report_id: { $in: reportIds } }, [...byPosition]);
  const keys = await keysOfReports(store, reportIds);
  const itemsOf = groupBy(items, (item) => item.report_id);
  const photosOf = groupBy(photos, (photo) => photo.item_id);
  return reports.map((report) => ({
    ...report,
    items: (itemsOf.get(report.id) ?? []).map((item) => ({
      ...item,
      photo_media_ids: (photosOf.get(item.id) ?? []).map((p) => p.media_id),
    })),
    keys: keys.get(report.id) ?? [],
    inventory: inventoryOf(furniture, report.id),
  }));
}

/** A report with its items in order and each item's photos. */
export async function reportView(store: Store, report: ConditionReport | View<ConditionReport>): Promise<ReportView> {
  const [view] = await reportViews(store, [report]);
  return view;
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
      return { ...page, items: await reportViews(store, page.items) };
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
      const facts = { ...(await reportView(store, report)), report, lease, estate };
      return { report, bytes: await printReport(store, deps, facts) };
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
