// The works fund floors (loi 65-557 art. 14-2-1) and the convocation notice (décret 67-223 art. 9).
import { describe, expect, it } from '@jest/globals';
import { convocationNotice } from '../../../core/syndic/assemblies/convocation.js';
import { worksFundFloor, worksFundRequirement } from '../../../core/syndic/management/works-fund.js';

const facts = {
  budget_cents: 4_800_000,
  works_plan_cents: null,
  building_completed_on: '2001-01-01',
  fiscal_year_starts_on: '2026-01-01',
  lot_count: 7,
  unanimous_opt_out: false,
};

describe('works fund', () => {
  it('is at least 5 % of the budget and 2.5 % of the works plan, the higher, rounded up to the cent', () => {
    expect(worksFundFloor(4_800_000, null)).toBe(240_000);
    expect(worksFundFloor(4_800_000, 15_000_000)).toBe(375_000);
    expect(worksFundFloor(4_800_000, 1_000_000)).toBe(240_000);
    expect(worksFundFloor(1_001, null)).toBe(51);
  });
  it('is compulsory from the tenth anniversary of the completion', () => {
    expect(worksFundRequirement({ ...facts, building_completed_on: '2016-01-01' }).compulsory).toBe(true);
    expect(worksFundRequirement({ ...facts, building_completed_on: '2016-01-02' }).compulsory).toBe(false);
    expect(worksFundRequirement({ ...facts, building_completed_on: null }).compulsory).toBe(true);
  });
  it('let a building of fewer than 10 lots opt out unanimously before 2025 (old art. 14-2), no longer since', () => {
    const before = { ...facts, fiscal_year_starts_on: '2024-01-01', unanimous_opt_out: true };
    expect(worksFundRequirement({ ...before, lot_count: 9 }).compulsory).toBe(false);
    expect(worksFundRequirement({ ...before, lot_count: 10 }).compulsory).toBe(true);
    expect(worksFundRequirement({ ...facts, unanimous_opt_out: true, lot_count: 9 }).compulsory).toBe(true);
  });
});

describe('convocation notice', () => {
  it('counts clear days: neither the day of presentation nor the day of the meeting', () => {
    expect(convocationNotice('2026-03-01', '2026-03-23')).toEqual({ clear_days: 21, short_notice: false });
    expect(convocationNotice('2026-03-01', '2026-03-22')).toEqual({ clear_days: 20, short_notice: true });
  });
});
