import { describe, expect, it } from '@jest/globals';
import { provisionsCalled, recoverableAmount } from '../../../core/charges/amounts.js';
import { recoverablePercent } from '../../../core/charges/categories.js';
import {
  OWNER,
  distribute,
  holderWeights,
  largestRemainder,
  occupancySlices,
} from '../../../core/charges/regularisations/distribution.js';
import { type RegularisationInput, regularise } from '../../../core/charges/regularisations/regularise.js';
import { tenantShares } from '../../../core/charges/regularisations/tenant-shares.js';
import { consumptionOver } from '../../../core/meters/consumption.js';
import { BusinessRuleError } from '../../../core/shared/errors.js';

const YEAR = { start: '2024-01-01', end: '2024-12-31' }; // 366 days

describe('largest remainder', () => {
  it('shares whole cents that always sum to the total', () => {
    expect(largestRemainder(100, [1n, 1n, 1n])).toEqual([34, 33, 33]);
    expect(largestRemainder(1000, [6000n * 366n, 4000n * 197n, 4000n * 169n])).toEqual([600, 215, 185]);
    expect(largestRemainder(-100, [1n, 1n, 1n])).toEqual([-34, -33, -33]);
    expect(largestRemainder(500, [0n, 0n])).toEqual([0, 0]);
    expect(largestRemainder(0, [3n, 1n])).toEqual([0, 0]);
  });

  it('holds on every split of a few cents among awkward weights', () => {
    for (let total = 0; total < 200; total += 7) {
      const shares = largestRemainder(total, [3n, 7n, 11n, 13n]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('occupancy slices', () => {
  it('cuts an estate where its leases start and end, vacancy included', () => {
    const slices = occupancySlices(
      ['a', 'b'],
      [
        { lease_id: 'L1', estate_id: 'a', start: '2024-01-01', end: '2024-12-31' },
        { lease_id: 'L2', estate_id: 'b', start: '2024-07-16', end: '2024-12-31' },
      ],
      YEAR,
    );
    expect(slices).toEqual([
      { estate_id: 'a', lease_ids: ['L1'], start: '2024-01-01', end: '2024-12-31', days: 366 },
      { estate_id: 'b', lease_ids: [], start: '2024-01-01', end: '2024-07-15', days: 197 },
      { estate_id: 'b', lease_ids: ['L2'], start: '2024-07-16', end: '2024-12-31', days: 169 },
    ]);
  });

  it('splits an estate equally between leases that hold it at once (one lease per room)', () => {
    const slices = occupancySlices(
      ['a'],
      [
        { lease_id: 'R1', estate_id: 'a', start: '2024-01-01', end: '2024-12-31' },
        { lease_id: 'R2', estate_id: 'a', start: '2024-01-01', end: '2024-06-30' },
        { lease_id: 'R3', estate_id: 'a', start: '2024-04-01', end: '2024-06-30' },
      ],
      YEAR,
    );
    const weights = holderWeights(slices, (s) => BigInt(s.days));
    // Jan-Mar: R1, R2 (91 days); Apr-Jun: R1, R2, R3 (91 days); Jul-Dec: R1 (184 days). Scale 6.
    expect(weights).toEqual(
      new Map([
        ['R1', 91n * 3n + 91n * 2n + 184n * 6n],
        ['R2', 91n * 3n + 91n * 2n],
        ['R3', 91n * 2n],
      ]),
    );
    const shares = distribute(36_600, weights);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(36_600);
  });
});

describe('amounts of the period', () => {
  it('counts the days of an expense that fall in the period, times the recoverable percent', () => {
    // 1 820,00 for October 2023 to March 2024 (183 days), 91 of them in 2024.
    const winter = { amount_cents: 182_000, period_start: '2023-10-01', period_end: '2024-03-31' };
    expect(recoverableAmount(winter, YEAR, 100)).toBe(90_503); // 905,027... -> 905,03
    expect(recoverableAmount(winter, YEAR, 75)).toBe(67_877); // 678,770... -> 678,77
    expect(recoverableAmount(winter, { start: '2025-01-01', end: '2025-12-31' }, 100)).toBe(0);
  });

  it('calls whole months in full and part of a month by its days', () => {
    const called = provisionsCalled(
      [
        { category: 'COLD_WATER', monthly_cents: 3_000, effective_from: '2024-07-16', effective_to: null },
        { category: 'HOT_WATER', monthly_cents: 2_900, effective_from: '2024-01-01', effective_to: '2024-02-14' },
        { category: 'HOT_WATER', monthly_cents: 5_800, effective_from: '2024-02-15', effective_to: null },
        { category: 'SWEEPING_TAX', monthly_cents: 1_000, effective_from: '2025-01-01', effective_to: null },
      ],
      YEAR,
    );
    // 16/31 × 30,00 + 5 × 30,00 = 165,48; 29,00 + 14/29 × 29,00 + 15/29 × 58,00 + 10 × 58,00 = 653,00.
    expect(called).toEqual(
      new Map([
        ['COLD_WATER', 16_548],
        ['HOT_WATER', 65_300],
      ]),
    );
  });

  it('makes 75% of a caretaker recoverable for both tasks, 40% for one, none for neither (décret 87-713 art. 2)', () => {
    expect(recoverablePercent('CARETAKER', ['COMMON_AREAS_CLEANING', 'WASTE_REMOVAL'])).toBe(75);
    expect(recoverablePercent('CARETAKER', ['WASTE_REMOVAL'])).toBe(40);
    expect(recoverablePercent('CARETAKER', ['WASTE_REMOVAL', 'WASTE_REMOVAL'])).toBe(40);
    expect(recoverablePercent('CARETAKER', [])).toBe(0);
    expect(recoverablePercent('ELEVATOR_MAINTENANCE', [])).toBe(100);
  });
});

/**
 * The worked example. A building of two lots: A (60 m², 600 tantièmes) let all year to L1; B (40 m²,
 * 400 tantièmes) vacant until L2 moves in on 16 July 2024 (197 vacant days, 169 let). Expenses of
 * 2024: elevator upkeep 1 830,00 by tantièmes, cleaning 1 000,00 by surface, cold water 900,00 by
 * the consumption of each lot's sub-meter (A 60 m3 over the year, B nothing while vacant then 40 m3).
 */
function workedExample(leaseId: 'L1' | 'L2', overrides: Partial<RegularisationInput> = {}): RegularisationInput {
  const readings: Record<string, { reading_date: string; consumption: number | null }[]> = {
    A: [
      { reading_date: '2024-01-01', consumption: null },
      { reading_date: '2025-01-01', consumption: 60_000 },
    ],
    B: [
      { reading_date: '2024-01-01', consumption: null },
      { reading_date: '2024-07-16', consumption: 0 },
      { reading_date: '2025-01-01', consumption: 40_000 },
    ],
  };
  const provisions = {
    L1: [
      { category: 'COLD_WATER' as const, monthly_cents: 4_000, effective_from: '2023-01-01', effective_to: null },
      {
        category: 'ELEVATOR_MAINTENANCE' as const,
        monthly_cents: 8_000,
        effective_from: '2023-01-01',
        effective_to: null,
      },
    ],
    L2: [
      { category: 'COLD_WATER' as const, monthly_cents: 3_000, effective_from: '2024-07-16', effective_to: null },
      {
        category: 'COMMON_AREAS_CLEANING' as const,
        monthly_cents: 2_000,
        effective_from: '2024-07-16',
        effective_to: null,
      },
    ],
  };
  const year = { period_start: '2024-01-01', period_end: '2024-12-31' };
  return {
    period: YEAR,
    lease_id: leaseId,
    estates: [
      { id: 'A', area: 60 },
      { id: 'B', area: 40 },
    ],
    occupancies: [
      { lease_id: 'L1', estate_id: 'A', start: '2024-01-01', end: '2024-12-31' },
      { lease_id: 'L2', estate_id: 'B', start: '2024-07-16', end: '2024-12-31' },
    ],
    expenses: [
      { category: 'ELEVATOR_MAINTENANCE', amount_cents: 183_000, ...year },
      { category: 'COMMON_AREAS_CLEANING', amount_cents: 100_000, ...year },
      { category: 'COLD_WATER', amount_cents: 90_000, ...year },
    ],
    configurations: {
      ELEVATOR_MAINTENANCE: {
        distribution_key: 'TANTIEMES',
        recoverable_percent: 100,
        tantiemes: new Map([
          ['A', 600],
          ['B', 400],
        ]),
      },
      COMMON_AREAS_CLEANING: { distribution_key: 'SURFACE', recoverable_percent: 100, tantiemes: new Map() },
      COLD_WATER: { distribution_key: 'METER_CONSUMPTION', recoverable_percent: 100, tantiemes: new Map() },
    },
    consumption: (_category, estateId, from, to) => consumptionOver(readings[estateId] ?? [], from, to),
    provisions: provisions[leaseId],
    ...overrides,
  };
}

describe('the worked example: two tenants, a mid-year move-in, three keys', () => {
  it('charges the tenant who moved in mid-year for her days and her consumption', () => {
    const result = regularise(workedExample('L2'));
    expect(result.occupancy).toEqual({ start: '2024-07-16', end: '2024-12-31', days: 169 });
    expect(result.lines).toEqual([
      {
        category: 'ELEVATOR_MAINTENANCE',
        distribution_key: 'TANTIEMES',
        building_total: 183_000,
        share: 33_800, // 1 830,00 × 400×169 / (600×366 + 400×366)
        provisions: 0,
        balance: 33_800,
        basis: 'tantièmes : 400 / 1000; 169 j d’occupation sur 366',
      },
      {
        category: 'COLD_WATER',
        distribution_key: 'METER_CONSUMPTION',
        building_total: 90_000,
        share: 36_000, // 900,00 × 40 / (60 + 0 + 40)
        provisions: 16_548,
        balance: 19_452,
        basis: 'consommation relevée : 40 % du total des compteurs',
      },
      {
        category: 'COMMON_AREAS_CLEANING',
        distribution_key: 'SURFACE',
        building_total: 100_000,
        share: 18_470, // 184,699... gets the cent left by the largest remainder
        provisions: 11_032,
        balance: 7_438,
        basis: 'surface : 40\u00a0m² / 100\u00a0m²; 169 j d’occupation sur 366',
      },
    ]);
    expect(result).toMatchObject({ total_charges: 88_270, total_provisions: 27_580, balance: 60_690 });
  });

  it('charges the tenant of the whole year his part, and leaves the vacancy to the lessor', () => {
    const l1 = regularise(workedExample('L1'));
    expect(l1.lines.map((l) => [l.category, l.share, l.provisions])).toEqual([
      ['ELEVATOR_MAINTENANCE', 109_800, 96_000],
      ['COLD_WATER', 54_000, 48_000],
      ['COMMON_AREAS_CLEANING', 60_000, 0],
    ]);
    expect(l1).toMatchObject({ total_charges: 223_800, total_provisions: 144_000, balance: 79_800 });
    const l2 = regularise(workedExample('L2'));
    // What neither lease bears is the vacant lot's: elevator 394,00, water 0, cleaning 215,30.
    const vacancy = l1.lines.map((line, i) => line.building_total - line.share - l2.lines[i].share);
    expect(vacancy).toEqual([39_400, 0, 21_530]);
  });

  it('shares the balance between the tenants of the lease by their days and rent shares', () => {
    const shares = tenantShares(
      60_690,
      [
        { id: 'bruno', role: 'PrimaryTenant', start_date: '2024-07-16', end_date: null, rent_share: null },
        { id: 'chloe', role: 'CoTenant', start_date: '2024-10-01', end_date: null, rent_share: null },
        { id: 'guarantor', role: 'Guarantor', start_date: '2024-07-16', end_date: null, rent_share: null },
      ],
      { start: '2024-07-16', end: '2024-12-31' },
    );
    // Bruno: 77 days alone, then 92 days at 50%; Chloé: 92 days at 50%.
    expect(shares).toEqual([
      { term_id: 'bruno', days: 169, amount_cents: 44_171 },
      { term_id: 'chloe', days: 92, amount_cents: 16_519 },
    ]);
  });

  it('shares a category without configuration in equal parts per lot and day', () => {
    const input = workedExample('L2');
    const result = regularise({
      ...input,
      expenses: [
        { category: 'HOUSEHOLD_WASTE_TAX', amount_cents: 36_600, period_start: '2024-01-01', period_end: '2024-12-31' },
      ],
    });
    expect(result.lines.find((l) => l.category === 'HOUSEHOLD_WASTE_TAX')).toMatchObject({
      distribution_key: 'EQUAL_SHARES',
      share: 8_450, // 366,00 × 169 / (2 × 366)
      basis: 'parts égales : 1 lot / 2; 169 j d’occupation sur 366',
    });
  });

  it('counts 75% of a caretaker who cleans and removes waste', () => {
    const input = workedExample('L1');
    const result = regularise({
      ...input,
      expenses: [
        { category: 'CARETAKER', amount_cents: 1_000_000, period_start: '2024-01-01', period_end: '2024-12-31' },
      ],
      provisions: [],
      configurations: {
        CARETAKER: { distribution_key: 'EQUAL_SHARES', recoverable_percent: 75, tantiemes: new Map() },
      },
    });
    expect(result.lines).toEqual([
      expect.objectContaining({ category: 'CARETAKER', building_total: 750_000, share: 375_000 }),
    ]);
  });

  it('refuses to share by surface when a lot has no area, or by meters that counted nothing', () => {
    const input = workedExample('L2');
    const error = (() => {
      try {
        regularise({
          ...input,
          estates: [
            { id: 'A', area: 60 },
            { id: 'B', area: null },
          ],
          consumption: () => 0,
        });
      } catch (e) {
        return e as BusinessRuleError;
      }
    })();
    expect(error).toBeInstanceOf(BusinessRuleError);
    expect(error!.errors.map((e) => [e.path, e.code])).toEqual([
      ['COLD_WATER', 'no_basis'],
      ['COMMON_AREAS_CLEANING', 'area_missing'],
    ]);
  });

  it('gives the owner what no lease occupied', () => {
    const weights = holderWeights(
      occupancySlices(['B'], [{ lease_id: 'L2', estate_id: 'B', start: '2024-07-16', end: '2024-12-31' }], YEAR),
      (s) => BigInt(s.days),
    );
    expect(distribute(36_600, weights)).toEqual(
      new Map([
        ['L2', 16_900],
        [OWNER, 19_700],
      ]),
    );
  });
});
