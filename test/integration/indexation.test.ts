import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indexationUseCases } from '../../core/indexation/index.js';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type TestApp, startTestApp } from '../support/app.js';

// The index table is shared by every test file: this one writes only far-future ICC quarters.
let app: TestApp;
const indices = () => indexationUseCases(new MikroStore(app.orm.em.fork(), null));

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('index table', () => {
  it('is seeded with the INSEE IRL values and their source', async () => {
    expect(await indices().indexValue('IRL', '2024-Q3')).toMatchObject({ value: 144.51 });
    expect(await indices().indexValue('IRL', '2025-Q3')).toMatchObject({
      value: 145.77,
      published_on: '2025-10-15',
      source: expect.stringContaining('INSEE'),
    });
    expect(await indices().indexValue('IRL_OVERSEAS', '2025-Q3')).toMatchObject({ value: 142.97 });
    expect(await indices().indexValue('IRL_CORSICA', '2025-Q3')).toMatchObject({ value: 141.58 });
    expect(await indices().indexValue('IRL', '2018-Q4')).toBeNull();
  });

  it('answers the latest index published on a day, on both sides of its publication', async () => {
    expect(await indices().latestPublished('IRL', '2025-10-14')).toMatchObject({ quarter: '2025-Q2' });
    expect(await indices().latestPublished('IRL', '2025-10-15')).toMatchObject({ quarter: '2025-Q3' });
    expect(await indices().latestPublished('IRL', '2019-04-14')).toBeNull();
  });

  it('imports published values: created, then unchanged, updated, and rejected rows reported', async () => {
    const rows = [
      { line: 2, series: 'ICC', quarter: '2098-Q1', value: '2100.00', published_on: '2098-06-20' },
      { line: 3, series: 'ICC', quarter: '2098-Q2', value: '2110' },
      { line: 4, series: 'ICC', quarter: '2098-Q2', value: '2111' },
      { line: 5, series: 'XYZ', quarter: '2098-Q3', value: '1' },
    ];
    expect(await indices().importValues(rows, 'INSEE, test')).toEqual({
      read: 4,
      created: 2,
      updated: 0,
      unchanged: 0,
      rejections: [
        { line: 4, reasons: ['duplicate of line 3 (same series and quarter)'] },
        { line: 5, reasons: ['series must be one of IRL, IRL_OVERSEAS, IRL_CORSICA, ILC, ILAT, ICC'] },
      ],
    });
    const again = await indices().importValues(rows.slice(0, 2), 'INSEE, test');
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const corrected = await indices().importValues([{ ...rows[1], value: '2112.5' }], 'INSEE, test');
    expect(corrected).toMatchObject({ updated: 1 });
    expect(await indices().indexValue('ICC', '2098-Q2')).toMatchObject({ value: 2112.5, published_on: null });
    await expect(indices().importValues(rows, ' ')).rejects.toThrow('The source of the values is required');
  });

  it('runs as the npm command with a summary on stdout', async () => {
    const file = path.join(os.tmpdir(), `indices-${process.pid}.csv`);
    await writeFile(file, 'series;quarter;value;published_on\nICC;2099-Q1;2200;2099-06-20\nICC;2099-Q2;abc;\n');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        'adapters/main/import-indices.ts',
        '--file',
        file,
        '--source',
        'INSEE',
      ],
      { env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn' } },
    );
    expect(JSON.parse(stdout)).toMatchObject({ read: 2, created: 1 });
    expect(stderr).toContain('line 3: value must be a positive number');
  }, 60_000);
});
