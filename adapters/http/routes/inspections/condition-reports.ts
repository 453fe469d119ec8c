import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { handOverAfterExit } from '../../../../core/billing/deposits/exit-handover.js';
import type { ReportView } from '../../../../core/inspections/condition-reports.js';
import { conditionReportUseCases, reportView } from '../../../../core/inspections/condition-reports.js';
import type { InspectionDeps } from '../../../../core/inspections/deps.js';
import { signOffReport } from '../../../../core/inspections/sign-off.js';
import { terminateAfterExit } from '../../../../core/lifecycle/unstated-termination.js';
import { createConditionReport, updateConditionReport } from '../../../../core/inspections/write-condition-report.js';
import { type HasContext, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

function reportWire(report: ReportView) {
  return { ...wire(report), items: report.items.map((item) => wire(item)) };
}

export function conditionReportsRouter(deps: InspectionDeps) {
  const reports = (req: HasContext) => conditionReportUseCases(storeOf(req), deps);
  return s.router(contract.conditionReports, {
    list: async ({ params, query, req }) => {
      const page = await reports(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(reportWire) } };
    },
    create: async ({ params, body, req }) => {
      const report = await createConditionReport(storeOf(req), deps, params.lease_id, body);
      return { status: 201, body: reportWire(await reportView(storeOf(req), report)) };
    },
    comparison: async ({ params, req }) => ({ status: 200, body: await reports(req).comparison(params.lease_id) }),
    get: async ({ params, req }) => ({
      status: 200,
      body: reportWire(await reports(req).get(params.lease_id, params.report_id)),
    }),
    update: async ({ params, body, req }) => {
      const report = await updateConditionReport(storeOf(req), deps, params.lease_id, params.report_id, body);
      return { status: 200, body: reportWire(await reportView(storeOf(req), report)) };
    },
    remove: async ({ params, req }) => {
      await reports(req).remove(params.lease_id, params.report_id);
      return { status: 204, body: undefined };
    },
    signOff: async ({ params, body, req }) => {
      const report = await signOffReport(storeOf(req), deps, params.lease_id, params.report_id, body);
      const handover = await handOverAfterExit(storeOf(req), deps, report);
      // A signed exit with the keys back ends a lease whose term is reached (docs/decisions.md 124).
      const terminated =
        report.report_type === 'EXIT' &&
        report.status === 'SIGNED' &&
        (await terminateAfterExit(storeOf(req), deps, params.lease_id));
      const view = reportWire(await reportView(storeOf(req), report));
      return { status: 200, body: { ...view, lease_terminated: terminated, deposit_handover: handover } };
    },
    pdf: async ({ params, req, res }) => {
      const { report, bytes } = await reports(req).pdf(params.lease_id, params.report_id);
      const fileName = `etat-des-lieux-${report.report_type.toLowerCase()}-${report.id}.pdf`;
      return { status: 200, body: fileResponse(res, { fileName, contentType: 'application/pdf' }, bytes) };
    },
  });
}
