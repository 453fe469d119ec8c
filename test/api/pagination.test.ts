// Keyset pagination beside `page` and totals past the count cap (docs/decisions.md 77), through
// the typed client on the estates list (a nullable sort field, ties, records without a value).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { ok, problem } from '../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let placeId: string;
let db: pg.Pool;

/** Areas with ties and records without an area, so that every key of the order is exercised. */
const AREAS = [30, null, 45, 30, 12, null, 88, 45, 30, 61, 12, null, 70, 30, 99, 45, 18, null, 30, 52, 64, 12, 30];

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Pagination');
  db = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  const place = ok(await tenant.client.places.create({ body: { name: 'Résidence', city: 'Paris' } }), 201);
  placeId = place.id;
  for (const [i, area] of AREAS.entries()) {
    ok(
      await tenant.client.estates.createInPlace({
        params: { id: place.id },
        body: { name: `Lot ${String(i % 7).padStart(2, '0')}`, fiscal_identifier: `FI-${i}`, area },
      }),
      201,
    );
  }
});
afterAll(async () => {
  await db.end();
  await app.close();
});

type Query = { sort?: string; per_page: number; page?: number; cursor?: string; area_min?: number };

async function byOffset(query: Query): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = ok(await tenant.client.estates.list({ query: { ...query, page } }), 200);
    ids.push(...body.data.map((e) => e.id));
    if (!body.meta.pagination.has_next) return ids;
  }
}

async function byCursor(query: Query): Promise<{ ids: string[]; pages: number[] }> {
  const ids: string[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  for (;;) {
    const body = ok(await tenant.client.estates.list({ query: { ...query, cursor } }), 200);
    ids.push(...body.data.map((e) => e.id));
    pages.push(body.meta.pagination.current_page);
    expect(body.meta.pagination.has_next).toBe(body.meta.next_cursor !== null);
    if (!body.meta.next_cursor) return { ids, pages };
    cursor = body.meta.next_cursor;
  }
}

describe('keyset pagination (cursor)', () => {
  it.each(['area', '-area', 'name', '-name', '-created_at', 'floor', 'area,-name'])(
    'walks sort=%s in the same order as the pages, records without a value last',
    async (sort) => {
      const offset = await byOffset({ sort, per_page: 4 });
      const keyset = await byCursor({ sort, per_page: 4 });
      expect(offset).toHaveLength(AREAS.length);
      expect(keyset.ids).toEqual(offset);
      expect(keyset.pages).toEqual([1, 2, 3, 4, 5, 6]);
    },
  );

  it('keeps the filters, and gives page numbers and has_prev from the cursor', async () => {
    const first = ok(await tenant.client.estates.list({ query: { area_min: 30, sort: '-area', per_page: 5 } }), 200);
    const second = ok(
      await tenant.client.estates.list({
        query: { area_min: 30, sort: '-area', per_page: 5, cursor: first.meta.next_cursor! },
      }),
      200,
    );
    expect(second.meta.pagination).toMatchObject({ current_page: 2, has_prev: true, total: 15 });
    expect(second.data.every((e) => e.area !== null && e.area >= 30)).toBe(true);
    expect(second.data.map((e) => e.id)).toEqual(
      (await byOffset({ area_min: 30, sort: '-area', per_page: 5 })).slice(5, 10),
    );
  });

  it('refuses a cursor it did not give, or one made for another sort (400, nothing read)', async () => {
    const first = ok(await tenant.client.estates.list({ query: { sort: 'area', per_page: 4 } }), 200);
    const otherSort = await tenant.client.estates.list({
      query: { sort: '-area', per_page: 4, cursor: first.meta.next_cursor! },
    });
    expect(problem(otherSort, 400).errors).toEqual([
      expect.objectContaining({ path: 'cursor', code: 'invalid_cursor' }),
    ]);
    const forged = Buffer.from(JSON.stringify({ p: 2, s: 'area,id', v: ['large', 'x'] })).toString('base64url');
    for (const cursor of [forged, 'bm90LWEtY3Vyc29y', 'AAAA']) {
      const res = await tenant.client.estates.list({ query: { sort: 'area', per_page: 4, cursor } });
      expect(problem(res, 400).detail).toMatch(/cursor/);
    }
    expect(problem(await tenant.client.estates.list({ query: { cursor: 'not base64!' } }), 400).errors?.[0].path).toBe(
      'query.cursor',
    );
  });

  it('answers an exact total, a null next_cursor on the last page and total_is_estimate false for small lists', async () => {
    const last = ok(await tenant.client.estates.list({ query: { per_page: 10, page: 3 } }), 200);
    expect(last.meta).toEqual({
      pagination: { current_page: 3, per_page: 10, total: 23, total_pages: 3, has_next: false, has_prev: true },
      next_cursor: null,
      total_is_estimate: false,
    });
  });
});

describe('totals past the count cap', () => {
  beforeAll(async () => {
    // 2,500 more estates of the tenant, written in SQL (as the owner), then fresh statistics.
    await db.query(
      `insert into estates (id, tenant_id, created_at, updated_at, place_id, name, fiscal_identifier, area, rental_status)
       select gen_random_uuid(), $1, now() - make_interval(secs => i), now(), $2, 'Bulk ' || i, 'B-' || i, 20 + i % 50, 'VACANT'
       from generate_series(1, 2500) i`,
      [tenant.tenantId, placeId],
    );
    await db.query('analyze estates');
  });

  it('estimates a total past 1,000 records, says so, and still knows whether a page follows', async () => {
    const first = ok(await tenant.client.estates.list({ query: { per_page: 100 } }), 200);
    expect(first.meta.total_is_estimate).toBe(true);
    expect(first.meta.pagination.has_next).toBe(true);
    expect(first.meta.pagination.total).toBeGreaterThan(1000);
    expect(first.meta.pagination.total_pages).toBe(Math.ceil(first.meta.pagination.total / 100));
  });

  it('counts exactly again on the last page and under 1,000 matching records', async () => {
    const last = ok(await tenant.client.estates.list({ query: { per_page: 100, page: 26 } }), 200);
    expect(last.meta.pagination).toMatchObject({ total: 2523, has_next: false });
    expect(last.meta.total_is_estimate).toBe(false);
    const few = ok(await tenant.client.estates.list({ query: { per_page: 100, area_min: 69 } }), 200);
    expect([few.meta.pagination.total, few.meta.total_is_estimate]).toEqual([53, false]);
  });
});
