// Writing a condition report: create (one entry and one exit report per lease), and replace its
// content (items, meters, the furniture of the inventory) while no party has accepted it. The lease
// row is locked so two reports of the same type cannot be created at once (a unique index stands
// behind). The keys are handed over with the key records (keys/hand-over-keys.ts).
import { Lease } from '../leasing/lease.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { Store } from '../ports/store.js';
import { compareDates } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/errors.js';
import {
  ConditionReport,
  ConditionReportItem,
  ConditionReportPhoto,
  type MeterReading,
  hasAcceptance,
} from './condition-report.js';
import { InventoryItem, type InventoryItemInput } from './inventory/inventory-item.js';
import { type ReportType } from '../../contract/vocabulary/inspections.js';
import type { InspectionDeps } from './deps.js';
import { type ReportItemInput, resolveItems } from './report-items.js';

export interface ReportContent {
  inspection_date: string;
  general_comments?: string | null;
  items?: ReportItemInput[];
  meters?: MeterReading[];
  inventory?: InventoryItemInput[];
}

export interface NewReport extends ReportContent {
  report_type: ReportType;
}

/** Entry at the handover (before or after signature, while the tenant lives there); exit once the lease is ending. */
const REPORTABLE: Record<ReportType, readonly LeaseStatus[]> = {
  ENTRY: ['DRAFT', 'PENDING_SIGNATURE', 'ACTIVE', 'NOTICE'],
  EXIT: ['NOTICE', 'FINALISATION', 'EXPIRED'],
};

type WriteDeps = Pick<InspectionDeps, 'ids'>;

/** The furniture of the inventory as records of the report, in the order given. */
function inventoryItems(report: ConditionReport, inputs: readonly InventoryItemInput[]): InventoryItem[] {
  return inputs.map((input, position) =>
    Object.assign(new InventoryItem(), {
      report_id: report.id,
      lease_id: report.lease_id,
      position,
      item_code: input.item_code,
      label: input.label ?? null,
      quantity: input.quantity,
      condition: input.condition,
      comments: input.comments ?? null,
    }),
  );
}

/**
 * Replaces the items (their photos go with them, foreign key), the furniture and the sections. Rows
 * are written parent first, each level flushed: the mappings carry plain ids, so the ORM cannot order them.
 */
async function replaceContent(
  tx: Store,
  deps: WriteDeps,
  lease: Lease,
  report: ConditionReport,
  content: ReportContent,
) {
  const resolved = await resolveItems(tx, deps.ids, lease, report.id, content.items ?? []);
  for (const old of await tx.repo(ConditionReportItem).findAll({ report_id: report.id }))
    tx.repo(ConditionReportItem).remove(old);
  for (const old of await tx.repo(InventoryItem).findAll({ report_id: report.id })) tx.repo(InventoryItem).remove(old);
  Object.assign(report, {
    inspection_date: content.inspection_date,
    general_comments: content.general_comments ?? null,
    meters: content.meters ?? [],
  });
  await tx.flush();
  for (const { item } of resolved) tx.repo(ConditionReportItem).persist(item);
  for (const item of inventoryItems(report, content.inventory ?? [])) tx.repo(InventoryItem).persist(item);
  await tx.flush();
  for (const photo of resolved.flatMap((r) => r.photos)) tx.repo(ConditionReportPhoto).persist(photo);
}

async function checkExitDate(tx: Store, leaseId: string, type: ReportType, date: string) {
  if (type !== 'EXIT') return;
  const entry = await tx.repo(ConditionReport).findOne({ lease_id: leaseId, report_type: 'ENTRY' });
  if (entry && compareDates(date, entry.inspection_date) < 0) {
    throw new BusinessRuleError(
      `The exit inspection (${date}) cannot precede the entry inspection (${entry.inspection_date})`,
      [{ path: 'inspection_date', message: 'before the entry inspection', code: 'before_entry' }],
    );
  }
}

export async function createConditionReport(
  store: Store,
  deps: WriteDeps,
  leaseId: string,
  input: NewReport,
): Promise<ConditionReport> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    if (!REPORTABLE[input.report_type].includes(lease.status)) {
      throw new ConflictError(
        `An ${input.report_type} report needs a lease ${REPORTABLE[input.report_type].join(', ')}; lease ${leaseId} is ${lease.status}`,
        [{ path: 'report_type', message: `not while the lease is ${lease.status}`, code: 'lease_status' }],
        { lease_status: lease.status },
      );
    }
    const existing = await tx.repo(ConditionReport).findOne({ lease_id: leaseId, report_type: input.report_type });
    if (existing) {
      throw new ConflictError(
        `Lease ${leaseId} already has an ${input.report_type} report`,
        [{ path: 'report_type', message: 'one per lease', code: 'duplicate_report' }],
        { existing_report_id: existing.id },
      );
    }
    await checkExitDate(tx, leaseId, input.report_type, input.inspection_date);
    const report = Object.assign(new ConditionReport(), {
      id: deps.ids.next(),
      lease_id: leaseId,
      report_type: input.report_type,
      inspection_date: input.inspection_date,
    });
    tx.repo(ConditionReport).persist(report);
    await tx.flush();
    await replaceContent(tx, deps, lease, report, input);
    return report;
  });
}

/** Replaces the whole content; refused (409) once a party has accepted the report. */
export async function updateConditionReport(
  store: Store,
  deps: WriteDeps,
  leaseId: string,
  reportId: string,
  content: ReportContent,
): Promise<ConditionReport> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const report = await tx.repo(ConditionReport).find(reportId);
    if (!report || report.lease_id !== leaseId) throw new NotFoundError('condition report', reportId);
    if (hasAcceptance(report)) {
      throw new ConflictError('A party has accepted this report: its content is fixed', [], {
        report_status: report.status,
      });
    }
    await checkExitDate(tx, leaseId, report.report_type, content.inspection_date);
    await replaceContent(tx, deps, lease, report, content);
    return report;
  });
}
