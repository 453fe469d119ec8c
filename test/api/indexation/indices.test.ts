import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';

let app: TestApp;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  client = (await app.newTenant('Indices')).client;
});
afterAll(() => app.close());

describe('index table', () => {
  it('is seeded with the published INSEE values, the three IRL series included', async () => {
    const value = (series: 'IRL' | 'IRL_OVERSEAS' | 'IRL_CORSICA', quarter: string) =>
      client.indices.get({ params: { series, quarter } });
    expect(ok(await value('IRL', '2025-Q3'), 200)).toMatchObject({ series: 'IRL', quarter: '2025-Q3', value: 145.77 });
    expect(ok(await value('IRL_OVERSEAS', '2025-Q3'), 200).value).toBe(142.97);
    expect(ok(await value('IRL_CORSICA', '2025-Q3'), 200).value).toBe(141.58);
    expect(ok(await value('IRL', '2022-Q3'), 200)).toMatchObject({ value: 136.27, published_on: '2022-10-14' });
    // Before the split one IRL applied everywhere: the overseas series answers the main value.
    expect(ok(await value('IRL_OVERSEAS', '2022-Q2'), 200)).toMatchObject({ series: 'IRL', value: 135.84 });
  });

  it('lists a series latest first, with quarter ranges and the list conventions', async () => {
    const page = ok(
      await client.indices.list({ query: { series: 'IRL', quarter_from: '2024-Q1', quarter_to: '2024-Q4' } }),
      200,
    );
    expect(page.data.map((v) => [v.quarter, v.value])).toEqual([
      ['2024-Q4', 144.64],
      ['2024-Q3', 144.51],
      ['2024-Q2', 145.17],
      ['2024-Q1', 143.46],
    ]);
    expect(page.meta.pagination).toMatchObject({ total: 4, current_page: 1 });
    const sorted = ok(await client.indices.list({ query: { series: 'ICC', sort: 'value', per_page: 2 } }), 200);
    expect(sorted.data.map((v) => v.value)).toEqual([2077, 2106]);
    expect(sorted.meta.pagination.has_next).toBe(true);
  });

  it('answers 404 naming an index that is not loaded, and 400 for a malformed quarter or series', async () => {
    const missing = problem(await client.indices.get({ params: { series: 'IRL', quarter: '1999-Q1' } }), 404);
    expect(missing.detail).toContain('IRL 1999-Q1');
    problem(await client.indices.get({ params: { series: 'IRL', quarter: '2025-T1' } }), 400);
    problem(await client.indices.get({ params: { series: 'IPC' as never, quarter: '2025-Q1' } }), 400);
    problem(await client.indices.list({ query: { quarter_from: 'last year' } }), 400);
  });
});
