// GET /arrears (with Accept: text/csv, the export) and GET /arrears.csv (core/billing/arrears/).
import { Readable } from 'node:stream';
import { initServer } from '@ts-rest/express';
import type { Response } from 'express';
import { contract } from '../../../../contract/index.js';
import type { ArrearsListInput, ArrearsRow, ArrearsTotals } from '../../../../core/billing/arrears/arrears.js';
import { ARREARS_CSV_HEADER, arrearsCsvLine, csvLine } from '../../../../core/billing/arrears/arrears-csv.js';
import { allArrears, arrearsPage } from '../../../../core/billing/arrears/arrears-list.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { toDateOnly } from '../../../../core/shared/dates.js';
import { fromCents } from '../../../../core/shared/money.js';
import { arrearsQueryOf } from '../../../persistence/arrears-query.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged } from '../../wire.js';

const s = initServer();

function rowWire(row: ArrearsRow) {
  return {
    ...row,
    total_amount: fromCents(row.total_cents),
    paid_amount: fromCents(row.paid_cents),
    amount_due: fromCents(row.due_cents),
    lease_balance: fromCents(row.lease_balance_cents),
  };
}

function summaryWire(asOf: string, totals: ArrearsTotals) {
  return {
    as_of: asOf,
    periods: totals.periods,
    leases: totals.leases,
    amount_due: fromCents(totals.due_cents),
    buckets: totals.buckets.map((b) => ({ bucket: b.bucket, periods: b.periods, amount_due: fromCents(b.due_cents) })),
  };
}

/** The export as a stream: the header, then each period as the keyset pages come. */
function csvStream(req: HasContext, res: Response, input: Omit<ArrearsListInput, 'page' | 'per_page'>, today: string) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="arrears-${input.as_of ?? today}.csv"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const rows = allArrears(arrearsQueryOf(storeOf(req)), input, today);
  const stream = Readable.from(
    (async function* () {
      yield csvLine([...ARREARS_CSV_HEADER]);
      for await (const row of rows) yield arrearsCsvLine(row);
    })(),
  );
  res.once('close', () => stream.destroy());
  return stream;
}

export function arrearsRouter(clock: Clock) {
  return s.router(contract.arrears, {
    list: async ({ query, req, res }) => {
      const today = toDateOnly(clock.now());
      if (req.accepts(['application/json', 'text/csv']) === 'text/csv')
        return { status: 200, body: csvStream(req, res, query, today) as never };
      const { page, totals, as_of } = await arrearsPage(arrearsQueryOf(storeOf(req)), query, today);
      const body = paged({ ...page, items: page.items.map(rowWire) });
      return { status: 200, body: { data: body.data, summary: summaryWire(as_of, totals), meta: body.meta } };
    },
    export: async ({ query, req, res }) => ({
      status: 200,
      body: csvStream(req, res, query, toDateOnly(clock.now())),
    }),
  });
}
