// The fund-call, co-owner-account and co-owner-payment handlers (issue 38 §3, core/syndic/fund-calls,
// core/syndic/co-owner-accounts), built from the fund-call deps.
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { approvedAccountsUseCases } from '../../../../core/syndic/co-owner-accounts/approved-accounts.js';
import { chartExport } from '../../../../core/syndic/co-owner-accounts/chart-export.js';
import { coOwnerAccountUseCases } from '../../../../core/syndic/co-owner-accounts/co-owner-accounts.js';
import type { FundCallDeps } from '../../../../core/syndic/fund-calls/deps.js';
import { fundCallUseCases } from '../../../../core/syndic/fund-calls/fund-calls.js';
import { listMeta } from '../../../../core/shared/paging.js';
import { toCents } from '../../../../core/shared/money.js';
import { type HasContext, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { centsPage, centsWire } from './fund-call-wire.js';

const s = initServer();
const page = <T extends object>(p: Parameters<typeof listMeta>[0] & { items: T[] }) => centsPage(p, listMeta(p));

function fundCallsRouter(deps: FundCallDeps) {
  const calls = (req: HasContext) => fundCallUseCases(storeOf(req), deps);
  return s.router(contract.syndicFundCalls, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: page(await calls(req).list(params.syndicate_id, query)) as never,
    }),
    issue: async ({ params, body, req }) => {
      const works = body.works && {
        ...body.works,
        lines: body.works.lines.map((l) => ({ charge_key_id: l.charge_key_id, amount_cents: toCents(l.amount) })),
      };
      return { status: 201, body: centsWire(await calls(req).issue(params.syndicate_id, { ...body, works })) as never };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: centsWire(await calls(req).get(params.syndicate_id, params.fund_call_id)) as never,
    }),
    close: async ({ params, req }) => ({
      status: 200,
      body: centsWire(await calls(req).close(params.syndicate_id, params.fund_call_id)) as never,
    }),
    notices: async ({ params, query, req }) => ({
      status: 200,
      body: page(await calls(req).notices(params.syndicate_id, params.fund_call_id, query)) as never,
    }),
    noticePdf: async ({ params, req, res }) => {
      const { bytes, file_name } = await calls(req).noticePdf(
        params.syndicate_id,
        params.fund_call_id,
        params.notice_id,
      );
      return { status: 200, body: fileResponse(res, { fileName: file_name, contentType: 'application/pdf' }, bytes) };
    },
    schedule: async ({ params, req }) => ({
      status: 200,
      body: await calls(req).schedule(params.syndicate_id, params.fiscal_year),
    }),
    setSchedule: async ({ params, body, req }) => ({
      status: 200,
      body: await calls(req).setSchedule(params.syndicate_id, params.fiscal_year, body.instalments),
    }),
  });
}

function coOwnerAccountsRouter(deps: FundCallDeps) {
  const accounts = (req: HasContext) => coOwnerAccountUseCases(storeOf(req), deps);
  const settlements = (req: HasContext) => approvedAccountsUseCases(storeOf(req), deps);
  return s.router(contract.coOwnerAccounts, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: page(await accounts(req).list(params.syndicate_id, query)) as never,
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: centsWire(await accounts(req).get(params.syndicate_id, params.account_id)) as never,
    }),
    entries: async ({ params, query, req }) => ({
      status: 200,
      body: page(await accounts(req).entries(params.syndicate_id, params.account_id, query)) as never,
    }),
    recoveries: async ({ params, query, req }) => ({
      status: 200,
      body: page(await accounts(req).recoveries(params.syndicate_id, params.account_id, query)) as never,
    }),
    presented: async ({ params, body, req }) => ({
      status: 200,
      body: centsWire(
        await accounts(req).presented(
          params.syndicate_id,
          params.account_id,
          params.recovery_id,
          body.first_presented_on,
        ),
      ) as never,
    }),
    arrears: async ({ params, query, req }) => ({
      status: 200,
      body: centsWire(await accounts(req).arrears(params.syndicate_id, query.as_of)) as never,
    }),
    export: async ({ params, req, res }) => {
      const csv = new TextEncoder().encode(await chartExport(storeOf(req), params.syndicate_id));
      return {
        status: 200,
        body: fileResponse(
          res,
          { fileName: 'comptes-coproprietaires-classe-45.csv', contentType: 'text/csv; charset=utf-8' },
          csv,
        ),
      };
    },
    settle: async ({ params, req }) => ({
      status: 201,
      body: centsWire(await settlements(req).settle(params.syndicate_id, params.accounts_id)) as never,
    }),
    settlement: async ({ params, req }) => ({
      status: 200,
      body: centsWire(await settlements(req).get(params.syndicate_id, params.accounts_id)) as never,
    }),
  });
}

function coOwnerPaymentsRouter(deps: FundCallDeps) {
  const accounts = (req: HasContext) => coOwnerAccountUseCases(storeOf(req), deps);
  return s.router(contract.coOwnerPayments, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: page(await accounts(req).payments(params.syndicate_id, params.account_id, query)) as never,
    }),
    create: async ({ params, body, req }) => ({
      status: 201,
      body: centsWire(
        await accounts(req).pay(params.syndicate_id, params.account_id, {
          amount_cents: toCents(body.amount),
          paid_on: body.paid_on,
          method: body.method,
          reference: body.reference ?? null,
          fund_call_id: body.fund_call_id ?? null,
        }),
      ) as never,
    }),
  });
}

export function syndicFundCallRouters(deps: FundCallDeps) {
  return {
    syndicFundCalls: fundCallsRouter(deps),
    coOwnerAccounts: coOwnerAccountsRouter(deps),
    coOwnerPayments: coOwnerPaymentsRouter(deps),
  };
}
