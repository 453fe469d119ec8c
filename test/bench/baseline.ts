// The raw baseline of `npm run bench`: a node:http server running, for each scenario, the SQL the
// service issues for its data (no count, no auth, no validation, no row-level security) with plain
// `pg` and JSON.stringify, on the same PostgreSQL. The orders are the service's: `nulls last` on
// nullable columns only (docs/decisions.md 78). What the service reaches is compared to this.
// Run as its own process: DATABASE_URL in the environment; prints its port on stdout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { LEASE_CHECKS, type Query, baselineQueries as queries } from './baseline-queries.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

function readBody(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    req.on('error', reject);
  });
}

/** The checks of a lease creation, then its insert, in one transaction (an unknown estate or type: 404). */
async function checkedInsert(query: Query, params: URLSearchParams, body: unknown): Promise<unknown[] | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const check of LEASE_CHECKS) {
      const [sql, values] = check(params, body);
      if ((await client.query(sql, values)).rowCount === 0) {
        await client.query('rollback');
        return undefined;
      }
    }
    const [sql, values] = query(params, body);
    const { rows } = await client.query(sql, values);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://baseline');
    const query = queries[`${req.method} ${url.pathname}`];
    if (!query) {
      res.writeHead(404).end();
      return;
    }
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    let rows: unknown[] | undefined;
    if (url.pathname === '/lease' && req.method === 'POST') rows = await checkedInsert(query, url.searchParams, body);
    else rows = (await pool.query(...query(url.searchParams, body))).rows;
    if (!rows) {
      res.writeHead(404).end();
      return;
    }
    const answer = JSON.stringify(req.method === 'POST' || url.pathname === '/lease' ? rows[0] : { data: rows });
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(answer);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
