// The owner's account under a mandate, its statements, its payouts and the owner's tax summary
// (core/mandates/accounts/, statements/, payouts/; issue 35).
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { contract } from '../../../../contract/index.js';
import type { OwnerAccountServiceDeps } from '../../../../core/mandates/accounts/deps.js';
import { expenseUseCases } from '../../../../core/mandates/accounts/expenses.js';
import { accountSummary, listEntries } from '../../../../core/mandates/accounts/ledger.js';
import { taxSummary } from '../../../../core/mandates/accounts/tax-summary.js';
import { payoutUseCases } from '../../../../core/mandates/payouts/payouts.js';
import { transferBatch } from '../../../../core/mandates/payouts/transfer-batch.js';
import { statementUseCases } from '../../../../core/mandates/statements/statements.js';
import { type HasContext, storeOf } from '../../context.js';
import { pdfBody } from '../../pdf-wire.js';
import { paged, wire } from '../../wire.js';
import { pain001Xml } from '../../../sepa/pain001.js';

const s = initServer();

export function ownerAccountRouters(deps: OwnerAccountServiceDeps) {
  const expenses = (req: HasContext) => expenseUseCases(storeOf(req), deps.ids);
  const payouts = (req: HasContext) => payoutUseCases(storeOf(req));
  const statements = (req: HasContext) => statementUseCases(storeOf(req), deps);
  return {
    ownerAccounts: s.router(contract.ownerAccounts, {
      get: async ({ params, req }) => ({ status: 200, body: await accountSummary(storeOf(req), params.mandate_id) }),
      entries: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await listEntries(storeOf(req), params.mandate_id, query)),
      }),
      correct: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await expenses(req).correct(params.mandate_id, body)),
      }),
      expenses: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await expenses(req).list(params.mandate_id, query)),
      }),
      recordExpense: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await expenses(req).record(params.mandate_id, body)),
      }),
    }),
    ownerStatements: s.router(contract.ownerStatements, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await statements(req).list({ mandate_id: params.mandate_id }, query)),
      }),
      issue: async ({ params, body, req }) => {
        const { statement, created } = await statements(req).issue(params.mandate_id, body.period_start);
        return created ? { status: 201, body: wire(statement) } : { status: 200, body: wire(statement) };
      },
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await statements(req).get(params.statement_id, { mandate_id: params.mandate_id })),
      }),
      pdf: async ({ params, req, res }) => {
        const { statement, bytes } = await statements(req).pdf(params.statement_id, { mandate_id: params.mandate_id });
        return { status: 200, body: pdfBody(res, bytes, `compte-rendu-${statement.period_start}.pdf`) };
      },
    }),
    ownerPayouts: s.router(contract.ownerPayouts, {
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await payouts(req).list({ mandate_id: params.mandate_id }, query)),
      }),
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await payouts(req).record(params.mandate_id, body)),
      }),
      sepaFile: async ({ body, req, res }) => {
        const batch = await transferBatch(
          storeOf(req),
          {
            payout_ids: body.payout_ids,
            execution_date: body.execution_date,
            debtor: body.debtor ? { ...body.debtor, bic: body.debtor.bic ?? null } : deps.debtor,
          },
          { id: deps.ids.next(), at: deps.clock.now() },
        );
        return { status: 200, body: xmlBody(res, pain001Xml(batch), `virements-${batch.execution_date}.xml`) };
      },
    }),
    ownerTaxSummary: s.router(contract.ownerTaxSummary, {
      get: async ({ params, query, req }) => ({
        status: 200,
        body: await taxSummary(storeOf(req), params.owner_id, query.year ?? deps.clock.now().getUTCFullYear() - 1),
      }),
    }),
  };
}

function xmlBody(res: Response, xml: string, fileName: string): string {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  return xml;
}
