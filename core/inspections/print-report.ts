// A condition report's PDF, printed on request: from the account's default ConditionReport template
// when it has one (the report then keeps the version its first print used, so that printing it
// again gives the same text: docs/decisions.md 296), else the built-in document (report-document.ts).
import { longDate } from '../leasing/pdf/lease-contract/french.js';
import type { Store } from '../ports/store.js';
import { renderPdf } from '../shared/pdf.js';
import { pinnedOf, printDocument } from '../shared/print-document.js';
import type { InspectionDeps } from './deps.js';
import { type ReportDocumentFacts, conditionReportDocument, keyLine, meterLine, roomLines } from './report-document.js';

/** The report as the ConditionReport template's variables (core/templates/variables.ts): the built-in document's facts. */
export function reportValues(facts: ReportDocumentFacts): Record<string, unknown> {
  const { report } = facts;
  return {
    'report.kind': report.report_type === 'ENTRY' ? "d'entrée" : 'de sortie',
    'report.date': longDate(report.inspection_date),
    'report.rooms': [...roomLines(facts.items)].map(([label, lines]) => ({ label, amount: lines.join(' ; ') })),
    'report.meters': report.meters.map(meterLine).join(' ; '),
    'report.keys': facts.keys.map(keyLine).join(' ; '),
  };
}

export async function printReport(
  store: Store,
  deps: Pick<InspectionDeps, 'renderer' | 'printer'>,
  facts: ReportDocumentFacts,
): Promise<Uint8Array> {
  const { report } = facts;
  const pinned = pinnedOf(report);
  const { bytes, template } = await printDocument(deps.printer, store, {
    type: 'ConditionReport',
    lease_id: facts.lease.id,
    pinned,
    values: () => reportValues(facts),
    builtIn: () => renderPdf(deps.renderer, conditionReportDocument(facts)),
  });
  if (template && !pinned) {
    Object.assign(report, { template_id: template.template_id, template_version: template.template_version });
    await store.flush();
  }
  return bytes;
}
