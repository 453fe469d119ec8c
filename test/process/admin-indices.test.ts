import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runTs } from './run.js';

const env = () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL!, LOG_LEVEL: 'warn' });
const admin = (args: string[]) => runTs('adapters/main/admin.ts', ['indices', ...args], env());

describe('admin indices', () => {
  it('sets a value, reports unchanged on a repeat and updated on a change, and lists it', async () => {
    const set = (value: string) =>
      admin(['set', '--series', 'ILAT', '--quarter', '2091-Q2', '--value', value, '--published-on', '2091-09-20']);
    const first = await set('151,20');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ outcome: 'created', series: 'ILAT', quarter: '2091-Q2', value: 151.2 });
    expect(JSON.parse((await set('151.20')).stdout).outcome).toBe('unchanged');
    expect(JSON.parse((await set('151.30')).stdout).outcome).toBe('updated');
    const listed = JSON.parse((await admin(['list', '--series', 'ILAT'])).stdout) as {
      quarter: string;
      value: number;
    }[];
    expect(listed[0]).toEqual({ series: 'ILAT', quarter: '2091-Q2', value: 151.3, published_on: '2091-09-20' });
  }, 60_000);

  it('refuses a bad value with the field named, and bad usage with the usage text', async () => {
    const bad = await admin(['set', '--series', 'IRL', '--quarter', '2091-Q5', '--value=-3']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('quarter: quarter must be YYYY-Qn');
    expect(bad.stderr).toContain('value: value must be greater than 0');
    const usage = await admin(['set', '--series', 'IRL']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('admin indices import --file');
  }, 60_000);

  it('imports a CSV, upserting valid lines and reporting each rejected one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'indices-csv-'));
    try {
      const file = path.join(dir, 'indices.csv');
      await writeFile(
        file,
        'series;quarter;value;published_on;source\nICC;2092-Q1;2 301;2092-06-20;Insee\nILC;2092-Q1;140,12;;\nIRL;2092-Q7;1;;\nIRL;2092-Q1;abc;;\n',
      );
      const result = await admin(['import', '--file', file]);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        read: 4,
        created: 2,
        updated: 0,
        unchanged: 0,
        rejected: [
          { line: 4, reasons: ['quarter: quarter must be YYYY-Qn, e.g. 2025-Q3'] },
          { line: 5, reasons: ['value "abc" is not a number with at most two decimals'] },
        ],
      });
      const again = JSON.parse((await admin(['import', '--file', file])).stdout) as { unchanged: number };
      expect(again.unchanged).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
