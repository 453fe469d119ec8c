// Allocation by shares to the cent (core/syndic/allocations/allocate.ts): worked examples and a
// property test over random shares and amounts.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { allocateByShares, byLotOrder } from '../../../core/syndic/allocations/allocate.js';

const lots = (...shares: number[]) => shares.map((s, i) => ({ lotId: `lot${i + 1}`, shares: s }));

describe('allocateByShares', () => {
  it('gives exact shares when they divide evenly', () => {
    expect(allocateByShares(100_000, lots(500, 300, 200))).toEqual([
      { lotId: 'lot1', cents: 50_000 },
      { lotId: 'lot2', cents: 30_000 },
      { lotId: 'lot3', cents: 20_000 },
    ]);
  });

  it('gives the leftover cents to the largest remainders, then in the order given', () => {
    // 10 cents over 3 equal shares: 3.33 each, one cent left, to the first lot.
    expect(allocateByShares(10, lots(1, 1, 1)).map((l) => l.cents)).toEqual([4, 3, 3]);
    // 100 cents over 1/2/4 (of 7): 14.29, 28.57, 57.14: remainders 2/7, 4/7, 1/7: one cent to lot 2.
    expect(allocateByShares(100, lots(1, 2, 4)).map((l) => l.cents)).toEqual([14, 29, 57]);
    // 2 cents over 3 equal: the first two in the order given.
    expect(allocateByShares(2, lots(5, 5, 5)).map((l) => l.cents)).toEqual([1, 1, 0]);
  });

  it('allocates a refund as the opposite of the amount', () => {
    expect(allocateByShares(-10, lots(1, 1, 1)).map((l) => l.cents)).toEqual([-4, -3, -3]);
    expect(allocateByShares(0, lots(1, 2)).map((l) => l.cents)).toEqual([0, 0]);
  });

  it('compares remainders exactly where floats would not (large amounts and shares)', () => {
    const shares = lots(333_333_333, 333_333_333, 333_333_334);
    const parts = allocateByShares(99_999_999_999, shares);
    expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(99_999_999_999);
    expect(parts.map((p) => p.cents)).toEqual([33_333_333_300, 33_333_333_300, 33_333_333_399]);
  });

  it('refuses no shares at all, and amounts that are not whole cents', () => {
    expect(() => allocateByShares(100, [])).toThrow(RangeError);
    expect(() => allocateByShares(100, lots(0, 0))).toThrow(RangeError);
    expect(() => allocateByShares(1.5, lots(1))).toThrow(RangeError);
  });

  it('orders lots by number read as numbers, then by id', () => {
    const numbered = [
      { number: '10', id: 'a' },
      { number: '2', id: 'b' },
      { number: 'B1', id: 'c' },
      { number: '2', id: 'a' },
    ];
    expect([...numbered].sort(byLotOrder).map((l) => `${l.number}/${l.id}`)).toEqual(['2/a', '2/b', '10/a', 'B1/c']);
  });

  it('always adds up to the amount, each lot within one cent of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 60 }),
        (amount, weights) => {
          const parts = allocateByShares(amount, lots(...weights));
          const total = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((sum, p) => sum + p.cents, 0)).toBe(amount);
          parts.forEach((p, i) => {
            // |cents - amount × w / total| < 1, compared exactly: |cents × total - amount × w| < total.
            const gap = BigInt(p.cents) * BigInt(total) - BigInt(amount) * BigInt(weights[i]);
            expect(gap < BigInt(total) && gap > -BigInt(total)).toBe(true);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
