import { describe, expect, it } from '@jest/globals';
import { isoTimestamp } from '../../../adapters/persistence/query.js';

describe('timestamps of the read path', () => {
  it.each([
    '2026-11-22 09:34:32.905+00',
    '2026-11-22 09:34:32.905999+00',
    '2026-11-22 09:34:32.9+00',
    '2026-11-22 09:34:32.12+00',
    '2026-11-22 09:34:32.123456+00',
    '2026-11-22 09:34:32+00',
    '2026-11-22 09:34:32.0005+00',
    '2026-11-22 10:34:32.123+01',
    '0999-01-01 00:00:00+00',
    '2026-11-22 09:34:32.5-03',
    '2026-11-22 09:34:32.5+00:30',
  ])('writes %s exactly as Date.toISOString does', (text) => {
    expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });
});
