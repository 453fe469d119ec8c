// The arrears read (core/billing/arrears/arrears.ts; docs/decisions.md 235-236) as one SQL
// statement: the account's periods past due and not paid, their age bucket, their last reminder
// step, the lease's balance (its unpaid periods due less its unallocated credit) and tenants; the
// totals per bucket over every matching period; and one keyset page of them (due date, then id),
// all aggregated by PostgreSQL. Runs as the tenant (row-level security), its id in every WHERE too.
import { type RawBuilder, sql } from 'kysely';
import { ARREARS_BUCKETS, ESCALATION_STEPS } from '../../contract/vocabulary/billing.js';
import type {
  ArrearsFilter,
  ArrearsPageRequest,
  ArrearsQuery,
  ArrearsRow,
  ArrearsTotals,
} from '../../core/billing/arrears/arrears.js';
import { BUCKET_LIMITS } from '../../core/billing/arrears/arrears-buckets.js';
import type { Store } from '../../core/ports/store.js';
import { withTenantSession } from './session.js';
import { MikroStore } from './store.js';

type Row = Record<string, unknown>;

const bucketCase = sql.raw(
  `case ${BUCKET_LIMITS.map((l) => `when "days_past_due" <= ${l.upTo} then '${l.bucket}'`).join(' ')} else 'OVER_90' end`,
);

const bucketTotals = sql.raw(
  ARREARS_BUCKETS.map(
    (b) =>
      `count(*) filter (where "bucket" = '${b}')::int as "${b}_periods", coalesce(sum("due_cents") filter (where "bucket" = '${b}'), 0)::bigint as "${b}_cents"`,
  ).join(', '),
);

/** The periods that come after the cursor in the order of the page. */
function afterCursor(request: ArrearsPageRequest): RawBuilder<unknown> {
  if (!request.after) return sql`true`;
  const [due, id] = request.after.values as [string, string];
  return request.sort[0].direction === 'asc'
    ? sql`("due_date", "id") > (${due}, ${id}::uuid)`
    : sql`("due_date" < ${due} or ("due_date" = ${due} and "id" > ${id}::uuid))`;
}

function statement(tenantId: string, filter: ArrearsFilter, request: ArrearsPageRequest) {
  const direction = sql.raw(request.sort[0].direction);
  return sql`with "scope" as (
      select l."id" as "lease_id", l."reference_number", e."id" as "estate_id", e."place_id",
        coalesce(e."owner_id", pl."owner_id") as "owner_id"
      from "leases" l join "estates" e on e."id" = l."estate_id" left join "places" pl on pl."id" = e."place_id"
      where l."tenant_id" = ${tenantId}::uuid
    ), "unpaid" as (
      select p."id", p."lease_id", s."reference_number", s."estate_id", s."place_id", s."owner_id",
        p."period_start"::text as "period_start", p."period_end"::text as "period_end", p."due_date"::text as "due_date",
        round(p."total_amount" * 100)::bigint as "total_cents", round(p."paid_amount" * 100)::bigint as "paid_cents",
        (${filter.as_of}::date - p."due_date") as "days_past_due",
        (select r."step" from "rent_reminders" r where r."period_id" = p."id"
          order by array_position(${[...ESCALATION_STEPS]}::text[], r."step") desc limit 1) as "last_step"
      from "rent_periods" p join "scope" s on s."lease_id" = p."lease_id"
      where p."tenant_id" = ${tenantId}::uuid and p."status" <> 'PAID' and p."due_date" <= ${filter.as_of}::date
        and (${filter.place_id ?? null}::uuid is null or s."place_id" = ${filter.place_id ?? null}::uuid)
        and (${filter.owner_id ?? null}::uuid is null or s."owner_id" = ${filter.owner_id ?? null}::uuid)
        and (${filter.mandate_id ?? null}::uuid is null or exists (select 1 from "management_mandate_lots" ml
          where ml."tenant_id" = ${tenantId}::uuid and ml."mandate_id" = ${filter.mandate_id ?? null}::uuid
            and (ml."estate_id" = s."estate_id" or ml."place_id" = s."place_id")))
    ), "aged" as (
      select u.*, u."total_cents" - u."paid_cents" as "due_cents", ${bucketCase} as "bucket",
        sum(u."total_cents" - u."paid_cents") over (partition by u."lease_id") as "lease_due_cents"
      from "unpaid" u
    ), "matching" as (
      select * from "aged" where (${filter.step ?? null}::text is null or "last_step" = ${filter.step ?? null}::text)
    ), "totals" as (
      select count(*)::int as "periods", coalesce(sum("due_cents"), 0)::bigint as "due_cents_total",
        count(distinct "lease_id")::int as "leases", ${bucketTotals}
      from "matching"
    )
    select t.*, m.*,
      m."lease_due_cents" - coalesce((select sum(round((rp."amount" - rp."allocated_amount") * 100))
        from "rent_payments" rp where rp."lease_id" = m."lease_id"), 0) as "lease_balance_cents",
      coalesce((select json_agg(json_build_object('lessee_id', ll."lessee_id",
          'name', concat_ws(' ', le."title", le."first_name", le."last_name"))
          order by ll."role" = 'PrimaryTenant' desc, ll."start_date", ll."id")
        from "lease_lessees" ll join "lessees" le on le."id" = ll."lessee_id"
        where ll."lease_id" = m."lease_id" and ll."role" <> 'Guarantor' and ll."start_date"::text <= m."period_end"
          and (ll."end_date" is null or ll."end_date"::text >= m."period_start")), '[]'::json) as "tenants"
    from "totals" t left join lateral (
      select * from "matching" where ${afterCursor(request)}
      order by "due_date" ${direction}, "id" asc limit ${request.limit + 1} offset ${request.offset}
    ) m on true`;
}

function toRow(r: Row): ArrearsRow {
  return {
    period_id: r.id as string,
    lease_id: r.lease_id as string,
    lease_reference: (r.reference_number as string | null) ?? null,
    estate_id: r.estate_id as string,
    place_id: (r.place_id as string | null) ?? null,
    owner_id: (r.owner_id as string | null) ?? null,
    period_start: r.period_start as string,
    period_end: r.period_end as string,
    due_date: r.due_date as string,
    total_cents: Number(r.total_cents),
    paid_cents: Number(r.paid_cents),
    due_cents: Number(r.due_cents),
    days_past_due: Number(r.days_past_due),
    bucket: r.bucket as ArrearsRow['bucket'],
    last_step: (r.last_step as ArrearsRow['last_step']) ?? null,
    lease_balance_cents: Number(r.lease_balance_cents),
    tenants: r.tenants as ArrearsRow['tenants'],
  };
}

function toTotals(r: Row): ArrearsTotals {
  return {
    periods: Number(r.periods),
    due_cents: Number(r.due_cents_total ?? 0),
    leases: Number(r.leases),
    buckets: ARREARS_BUCKETS.map((bucket) => ({
      bucket,
      periods: Number(r[`${bucket}_periods`]),
      due_cents: Number(r[`${bucket}_cents`]),
    })),
  };
}

/** The arrears read of the store's tenant (a request's or an activity's MikroStore). */
export function arrearsQueryOf(store: Store): ArrearsQuery {
  if (!(store instanceof MikroStore) || !store.tenantId) throw new Error('the arrears read needs a tenant store');
  const { em, tenantId } = store;
  return {
    async page(filter, request) {
      const rows = await withTenantSession(tenantId, async () => {
        const kysely = em.getKysely();
        return (await kysely.executeQuery<Row>(statement(tenantId, filter, request).compile(kysely))).rows;
      });
      const totals = toTotals(rows[0] ?? {});
      return { rows: rows.filter((r) => r.id !== null).map(toRow), totals };
    },
  };
}
