// The SQL of the raw baseline (baseline.ts) for each scenario, keyed by method and path; the
// parameters come from the query string. run.ts also explains the list queries with it.
const ESTATE_COLUMNS = `id, place_id, name, estate_type_id, fiscal_identifier, area, number_of_room, orientation, building,
  floor, owner_id, previous_owner_id, lot_number, housing_tax, property_tax, acquisition_price, rent_amount, rental_status,
  construction_date, renovation_date, address, other_detail, created_at, updated_at`;

export type Query = (params: URLSearchParams, body: unknown) => [string, unknown[]];

const ESTATE_ORDER = 'order by area desc nulls last, id asc limit 100';

/**
 * The reads the service makes before it creates a lease (core/leasing/create-lease.ts): the estate
 * and the lease type exist (the estate in the tenant), and the lessor's category, from the estate's
 * owner or else its building's. The baseline runs them, then the insert, in one transaction.
 */
export const LEASE_CHECKS: Query[] = [
  (q, body) => [
    'select id, rent_amount from estates where tenant_id = $1 and id = $2',
    [q.get('tenant'), (body as Record<string, string>).estate_id],
  ],
  (_q, body) => [
    'select id, category from lease_types where id = $1',
    [(body as Record<string, string>).lease_type_id],
  ],
  (q, body) => [
    `select o.owner_category from estates e join places p on p.id = e.place_id
       left join owners o on o.id = coalesce(e.owner_id, p.owner_id) where e.tenant_id = $1 and e.id = $2`,
    [q.get('tenant'), (body as Record<string, string>).estate_id],
  ],
];

/** One query per scenario, keyed by path; the parameters come from the query string. */
export const baselineQueries: Record<string, Query> = {
  'GET /estates': (q) => [
    `select ${ESTATE_COLUMNS} from estates where tenant_id = $1 and area >= 30 ${ESTATE_ORDER} offset $2`,
    [q.get('tenant'), Number(q.get('offset') ?? 0)],
  ],
  'GET /estates/after': (q) => [
    `select ${ESTATE_COLUMNS} from estates where tenant_id = $1 and area >= 30
       and area <= $2 and (area < $2 or id > $3) ${ESTATE_ORDER}`,
    [q.get('tenant'), Number(q.get('area')), q.get('id')],
  ],
  'GET /leases': (q) => [
    `select * from leases where tenant_id = $1 and status = $2 and start_date between $3 and $4
       order by rent_amount desc, id asc limit 100`,
    [q.get('tenant'), q.get('status'), q.get('from'), q.get('to')],
  ],
  'GET /contacts': (q) => [
    `select * from contacts where tenant_id = $1
       and (strpos(lower(first_name), lower($2)) > 0 or strpos(lower(last_name), lower($2)) > 0
         or strpos(lower(company_name), lower($2)) > 0 or strpos(lower(email), lower($2)) > 0)
       order by created_at desc, id asc limit 100`,
    [q.get('tenant'), q.get('search')],
  ],
  'GET /lease': (q) => ['select * from leases where tenant_id = $1 and id = $2', [q.get('tenant'), q.get('id')]],
  'POST /lease': (q, body) => {
    const lease = body as Record<string, string | number>;
    return [
      `insert into leases (id, tenant_id, created_at, updated_at, estate_id, lease_type_id, start_date, end_date, rent_amount,
         deposit_amount, status)
       values (gen_random_uuid(), $1, now(), now(), $2, $3, $4, $5, $6, $7, 'DRAFT') returning *`,
      [
        q.get('tenant'),
        lease.estate_id,
        lease.lease_type_id,
        lease.start_date,
        lease.end_date,
        lease.rent_amount,
        lease.deposit_amount,
      ],
    ];
  },
};
