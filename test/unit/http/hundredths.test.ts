// Amounts and shares of the contract take whole hundredths only, however small or large the number.
import { describe, expect, it } from '@jest/globals';
import { hundredths, money } from '../../../contract/common.js';
import { z } from 'zod';

describe('hundredths', () => {
  const signed = hundredths(z.number().min(-100_000_000).max(100_000_000));

  it('accepts every number of whole cents in range, whatever its binary error (0.07, 0.29, 99,999,999.99)', () => {
    for (const cents of [0, 1, 7, 29, 57, 1_005, 123_456_789, 9_999_999_999]) {
      expect(signed.safeParse(cents / 100).success).toBe(true);
      expect(signed.safeParse(-cents / 100).success).toBe(true);
    }
  });

  it('refuses a fraction of a cent, including the ones zod multipleOf lets through (under 1e-6)', () => {
    for (const value of [5e-324, -1.2601561728275593e-70, 1.5e-10, 0.001, 0.005, 12.345, 99_999_999.999]) {
      expect(signed.safeParse(value).success).toBe(false);
    }
  });

  it('money(max, min) bounds the amount: from 0 by default, from 0.01 for a positive one', () => {
    expect(money().safeParse(0).success).toBe(true);
    expect(money(100, 0.01).safeParse(0).success).toBe(false);
    expect(money(100, 0.01).safeParse(100.01).success).toBe(false);
    expect(money(100, 0.01).nullable().safeParse(null).success).toBe(true);
  });
});
