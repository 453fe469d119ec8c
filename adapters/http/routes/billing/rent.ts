import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { chargeItemUseCases } from '../../../../core/billing/charge-items.js';
import type { BillingDeps } from '../../../../core/billing/deps.js';
import { paymentUseCases } from '../../../../core/billing/rent/payments.js';
import { receiptUseCases } from '../../../../core/billing/receipts/receipts.js';
import { rentPeriodUseCases } from '../../../../core/billing/rent/rent-periods.js';
import { fromCents } from '../../../../core/shared/money.js';
import { type HasContext, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { paged, wire } from '../../wire.js';
import { paymentWire, periodWire, receiptWire } from './wire.js';

const s = initServer();

const chargeItems = (req: HasContext) => chargeItemUseCases(storeOf(req));

export const leaseChargeItemsRouter = s.router(contract.leaseChargeItems, {
  list: async ({ params, req }) => ({ status: 200, body: (await chargeItems(req).list(params.lease_id)).map(wire) }),
  replace: async ({ params, body, req }) => ({
    status: 200,
    body: (await chargeItems(req).replace(params.lease_id, body.items)).map(wire),
  }),
});

export function rentPeriodsRouter(deps: BillingDeps) {
  const periods = (req: HasContext) => rentPeriodUseCases(storeOf(req), deps);
  return s.router(contract.rentPeriods, {
    list: async ({ params, query, req }) => {
      const page = await periods(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(periodWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: periodWire(await periods(req).get(params.lease_id, params.period_id)),
    }),
    open: async ({ params, body, req }) => ({
      status: 200,
      body: (await periods(req).open(params.lease_id, body.up_to)).map(periodWire),
    }),
    notice: async ({ params, req, res }) => {
      const { period, bytes } = await periods(req).notice(params.lease_id, params.period_id);
      const fileName = `avis-echeance-${period.period_start}.pdf`;
      return { status: 200, body: fileResponse(res, { fileName, contentType: 'application/pdf' }, bytes) };
    },
  });
}

export function rentAccountRouter(deps: BillingDeps) {
  return s.router(contract.rentAccount, {
    get: async ({ params, req }) => {
      const account = await rentPeriodUseCases(storeOf(req), deps).account(params.lease_id);
      return {
        status: 200,
        body: {
          lease_id: account.lease_id,
          periods_opened: account.periods_opened,
          periods_unpaid: account.periods_unpaid,
          called_amount: fromCents(account.called_cents),
          paid_amount: fromCents(account.paid_cents),
          overdue_amount: fromCents(account.overdue_cents),
          credit: fromCents(account.credit_cents),
          next_due_date: account.next_due_date,
        },
      };
    },
  });
}

export function rentPaymentsRouter(deps: BillingDeps) {
  const payments = (req: HasContext) => paymentUseCases(storeOf(req), deps);
  return s.router(contract.rentPayments, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await payments(req).list(params.lease_id, query)),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: paymentWire(await payments(req).get(params.lease_id, params.payment_id)),
    }),
    create: async ({ params, body, req }) => {
      const recorded = await payments(req).record(params.lease_id, body);
      return { status: 201, body: { ...paymentWire(recorded), receipts_run_id: recorded.receipts_run_id } };
    },
  });
}

export function rentReceiptsRouter(deps: BillingDeps) {
  const receipts = (req: HasContext) => receiptUseCases(storeOf(req), deps);
  return s.router(contract.rentReceipts, {
    list: async ({ params, query, req }) => {
      const page = await receipts(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(receiptWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: receiptWire(await receipts(req).get(params.lease_id, params.receipt_id)),
    }),
    create: async ({ params, body, req }) => ({
      status: 201,
      body: receiptWire(await receipts(req).create(params.lease_id, body)),
    }),
    download: async ({ params, req, res }) => {
      const { receipt, bytes } = await receipts(req).download(params.lease_id, params.receipt_id);
      return {
        status: 200,
        body: fileResponse(res, { fileName: receipt.file_name, contentType: 'application/pdf' }, bytes),
      };
    },
  });
}
