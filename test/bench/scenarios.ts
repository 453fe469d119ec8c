// What `npm run bench` measures: each scenario is a request to the service and, where the raw
// baseline has the same SQL, the equivalent request to it. Targets are the ones docs/benchmarks.md
// checks (list pages, single reads and writes, deep pages).
import type { Request } from './load.js';
import type { BenchTenant } from './service.js';

export type ScenarioKind = 'list' | 'single' | 'deep';

export interface Scenario {
  id: string;
  name: string;
  kind: ScenarioKind;
  /** Rows of the tenant's table the scenario reads. */
  rows?: number;
  service: Request;
  baseline?: Request;
  /** Why the scenario is not measured in this run (its endpoint does not exist yet...). */
  skipped?: string;
  /** Measured in the profiling pass too. */
  profiled?: boolean;
}

export interface ScenarioData {
  small: BenchTenant;
  big: BenchTenant;
  smallRows: number;
  bigRows: number;
  leaseId: string;
  estateId: string;
  leaseTypeId: string;
  /** The cursor of page 500 of the estates list, and the last row of page 499 (for the baseline). */
  deepCursor?: { cursor: string; area: number; id: string };
  /** A cached lease PDF to download, once the service generates lease PDFs. */
  leasePdf?: { path: string } | { skipped: string };
}

const auth = (tenant: BenchTenant) => ({ authorization: `Bearer ${tenant.api_key}` });

export const ESTATES_QUERY = 'per_page=100&area_min=30&sort=-area';
const LEASES_QUERY = 'per_page=100&status=ACTIVE&start_date_from=2015-01-01&start_date_to=2019-12-31&sort=-rent_amount';
const LEASES_BASELINE = 'status=ACTIVE&from=2015-01-01&to=2019-12-31';
export const SEARCH_TERM = 'Moreau';
/** A page the search fills at every size (the term matches 10 of 1,000 contacts). */
export const SAME_ANSWER_PAGE = 10;
/** The contacts search on pages of SAME_ANSWER_PAGE: `${id}-small` and `${id}-big`. */
export const SAME_ANSWER_SEARCH = `contacts-page-${SAME_ANSWER_PAGE}`;

function listScenarios(data: ScenarioData): Scenario[] {
  const sizes = [
    { label: `${data.smallRows.toLocaleString('en')} rows`, tenant: data.small, rows: data.smallRows, suffix: 'small' },
    { label: `${data.bigRows.toLocaleString('en')} rows`, tenant: data.big, rows: data.bigRows, suffix: 'big' },
  ];
  return sizes.flatMap(({ label, tenant, rows, suffix }) => [
    {
      id: `estates-${suffix}`,
      name: `estates list, first page of 100 (area_min=30, sort=-area), ${label}`,
      kind: 'list' as const,
      rows,
      profiled: suffix === 'big',
      service: { method: 'GET' as const, path: `/api/estates?${ESTATES_QUERY}`, headers: auth(tenant) },
      baseline: { method: 'GET' as const, path: `/estates?tenant=${tenant.tenant_id}` },
    },
    {
      id: `leases-${suffix}`,
      name: `leases list, status + start_date range, sort=-rent_amount, first page of 100, ${label}`,
      kind: 'list' as const,
      rows,
      profiled: suffix === 'big',
      service: { method: 'GET' as const, path: `/api/leases?${LEASES_QUERY}`, headers: auth(tenant) },
      baseline: { method: 'GET' as const, path: `/leases?tenant=${tenant.tenant_id}&${LEASES_BASELINE}` },
    },
    {
      id: `contacts-${suffix}`,
      name: `contacts search "${SEARCH_TERM}", first page of 100, ${label}`,
      kind: 'list' as const,
      rows,
      profiled: suffix === 'big',
      service: {
        method: 'GET' as const,
        path: `/api/contacts/search?search_term=${SEARCH_TERM}&per_page=100`,
        headers: auth(tenant),
      },
      baseline: { method: 'GET' as const, path: `/contacts?tenant=${tenant.tenant_id}&search=${SEARCH_TERM}` },
    },
    {
      // The page of 100 above answers 10 records at 1,000 rows and 100 at 100,000: this one answers
      // as many at both sizes, so its p50 shows how the search grows with the table alone.
      id: `${SAME_ANSWER_SEARCH}-${suffix}`,
      name: `contacts search "${SEARCH_TERM}", first page of ${SAME_ANSWER_PAGE}, ${label}`,
      kind: 'list' as const,
      rows,
      service: {
        method: 'GET' as const,
        path: `/api/contacts/search?search_term=${SEARCH_TERM}&per_page=${SAME_ANSWER_PAGE}`,
        headers: auth(tenant),
      },
    },
  ]);
}

function deepScenarios(data: ScenarioData): Scenario[] {
  const big = data.big;
  const offset: Scenario = {
    id: 'estates-page-500-offset',
    name: `estates list, page 500 by offset (page=500), ${data.bigRows.toLocaleString('en')} rows`,
    kind: 'deep',
    rows: data.bigRows,
    service: { method: 'GET', path: `/api/estates?${ESTATES_QUERY}&page=500`, headers: auth(big) },
    baseline: { method: 'GET', path: `/estates?tenant=${big.tenant_id}&offset=49900` },
  };
  const cursor = data.deepCursor;
  const keyset: Scenario = {
    id: 'estates-page-500-cursor',
    name: `estates list, page 500 by cursor (keyset), ${data.bigRows.toLocaleString('en')} rows`,
    kind: 'deep',
    rows: data.bigRows,
    service: {
      method: 'GET',
      path: `/api/estates?${ESTATES_QUERY}&cursor=${encodeURIComponent(cursor?.cursor ?? '')}`,
      headers: auth(big),
    },
    baseline: cursor
      ? { method: 'GET', path: `/estates/after?tenant=${big.tenant_id}&area=${cursor.area}&id=${cursor.id}` }
      : undefined,
    skipped: cursor ? undefined : 'the list answered no next_cursor',
  };
  return [offset, keyset];
}

function singleScenarios(data: ScenarioData): Scenario[] {
  const big = data.big;
  const newLease = {
    estate_id: data.estateId,
    lease_type_id: data.leaseTypeId,
    start_date: '2026-01-01',
    end_date: '2028-12-31',
    rent_amount: 900,
    deposit_amount: 900,
  };
  const pdf = data.leasePdf;
  return [
    {
      id: 'get-lease',
      name: 'get one lease',
      kind: 'single',
      profiled: true,
      service: { method: 'GET', path: `/api/leases/${data.leaseId}`, headers: auth(big) },
      baseline: { method: 'GET', path: `/lease?tenant=${big.tenant_id}&id=${data.leaseId}` },
    },
    {
      id: 'create-lease',
      name: 'create a lease',
      kind: 'single',
      profiled: true,
      service: { method: 'POST', path: '/api/leases', body: newLease, headers: auth(big) },
      baseline: { method: 'POST', path: `/lease?tenant=${big.tenant_id}`, body: newLease },
    },
    {
      id: 'download-cached-lease-pdf',
      name: 'download a cached lease PDF',
      kind: 'single',
      service: { method: 'GET', path: pdf && 'path' in pdf ? pdf.path : '/', headers: auth(big) },
      skipped: !pdf ? 'no lease PDF prepared' : 'skipped' in pdf ? pdf.skipped : undefined,
    },
  ];
}

export function scenarios(data: ScenarioData): Scenario[] {
  return [...listScenarios(data), ...deepScenarios(data), ...singleScenarios(data)];
}
