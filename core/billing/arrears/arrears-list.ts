// GET /arrears and its CSV export: a page of the arrears with the totals (the list conventions:
// page or cursor, per_page, sort by due date), and every matching period, page after page by
// keyset, for the export to stream.
import { type Page, sortSignature } from '../../shared/paging.js';
import {
  type ArrearsListInput,
  type ArrearsQuery,
  type ArrearsRow,
  type ArrearsTotals,
  arrearsFilter,
  arrearsPageRequest,
} from './arrears.js';

/** Rows read per statement by the export. */
const EXPORT_PAGE = 500;

export async function arrearsPage(
  query: ArrearsQuery,
  input: ArrearsListInput,
  today: string,
): Promise<{ page: Page<ArrearsRow>; totals: ArrearsTotals; as_of: string }> {
  const filter = arrearsFilter(input, today);
  const request = arrearsPageRequest(input);
  const { rows, totals } = await query.page(filter, request);
  const items = rows.slice(0, request.limit);
  const hasNext = rows.length > request.limit;
  const last = items.at(-1);
  return {
    as_of: filter.as_of,
    totals,
    page: {
      items,
      total: totals.periods,
      page: request.page,
      perPage: request.limit,
      hasNext,
      next:
        hasNext && last
          ? { page: request.page + 1, sort: sortSignature(request.sort), values: [last.due_date, last.period_id] }
          : null,
    },
  };
}

/** Every matching period in the list's order, read EXPORT_PAGE at a time. */
export async function* allArrears(
  query: ArrearsQuery,
  input: Omit<ArrearsListInput, 'page' | 'per_page' | 'cursor'>,
  today: string,
): AsyncGenerator<ArrearsRow> {
  const filter = arrearsFilter({ ...input, page: 1, per_page: EXPORT_PAGE }, today);
  let request = arrearsPageRequest({ ...input, page: 1, per_page: EXPORT_PAGE });
  for (;;) {
    const { rows } = await query.page(filter, request);
    const items = rows.slice(0, EXPORT_PAGE);
    yield* items;
    const last = items.at(-1);
    if (rows.length <= EXPORT_PAGE || !last) return;
    request = {
      ...request,
      offset: 0,
      page: request.page + 1,
      after: { page: request.page + 1, sort: sortSignature(request.sort), values: [last.due_date, last.period_id] },
    };
  }
}
