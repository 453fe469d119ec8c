// The raw baseline of `npm run bench`: a node:http server running, for each scenario, the SQL the
// service issues for its data (no count, no auth, no validation, no row-level security) with plain
// `pg` and JSON.stringify, on the same PostgreSQL. The orders are the service's: `nulls last` on
// nullable columns only (docs/decisions.md 78). What the service reaches is compared to this.
// Run as its own process: DATABASE_URL in the environment; prints its port on stdout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const ESTATE_COLUMNS = `id, place_id, name, estate_type_id, fiscal_identifier, area, number_of_room, orientation, building,
  floor, owner_id, previous_owner_id, lot_number, housing_tax, property_tax, acquisition_price, rent_amount, rental_status,
  construction_date, renovation_date, address, other_detail, created_at, updated_at`;

type Query = (params: URLSearchParams, body: unknown) => [string, unknown[]];

const ESTATE_ORDER = 'order by area desc nulls last, id asc limit 100';

/** One query per scenario, keyed by path; the parameters come from the query string. */
const queries: Record<string, Query> = {
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
       and (first_name ilike $2 or last_name ilike $2 or company_name ilike $2 or email ilike $2)
       order by created_at desc, id asc limit 100`,
    [q.get('tenant'), `%${q.get('search')}%`],
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

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    req.on('error', reject);
  });
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://baseline');
    const query = queries[`${req.method} ${url.pathname}`];
    if (!query) {
      res.writeHead(404).end();
      return;
    }
    const [sql, params] = query(url.searchParams, await readBody(req));
    const { rows } = await pool.query(sql, params);
    const body = JSON.stringify(req.method === 'POST' || url.pathname === '/lease' ? rows[0] : { data: rows });
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
