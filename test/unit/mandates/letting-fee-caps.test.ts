import { describe, expect, it } from '@jest/globals';
import {
  type LettingFeeAmounts,
  capCents,
  capVersionOn,
  lettingFeeCaps,
  lettingFeeViolations,
  mandateFeeViolations,
  toCentiSquareMeters,
} from '../../../core/mandates/letting-fees/letting-fee-caps.js';

// 45.55 m² of living area: the totals below are worked by hand, euros per m² x area, rounded down to the cent.
const AREA = toCentiSquareMeters(45.55);

describe('letting-fee caps by period and zone (décret 2014-890 art. 1)', () => {
  it.each([
    ['2025-12-31', 'TRES_TENDUE', 1200, 54660, 300, 13665],
    ['2025-12-31', 'TENDUE', 1000, 45550, 300, 13665],
    ['2025-12-31', 'OTHER', 800, 36440, 300, 13665],
    ['2026-01-01', 'TRES_TENDUE', 1210, 55115, 303, 13801],
    ['2026-01-01', 'TENDUE', 1009, 45959, 303, 13801],
    ['2026-01-01', 'OTHER', 807, 36758, 303, 13801],
  ] as const)('a lease signed on %s in zone %s', (day, zone, perM2, total, reportPerM2, reportTotal) => {
    const caps = lettingFeeCaps(day, zone, AREA);
    expect(caps).toMatchObject({
      zone,
      visits_file_lease_cents_per_m2: perM2,
      visits_file_lease_cents: total,
      entry_report_cents_per_m2: reportPerM2,
      entry_report_cents: reportTotal,
    });
  });

  it('changes version between 31 December 2025 and 1 January 2026', () => {
    expect(capVersionOn('2014-09-15').code).toBe('DECRET_2014_890');
    expect(capVersionOn('2025-12-31').code).toBe('DECRET_2014_890');
    expect(capVersionOn('2026-01-01').code).toBe('ARRETE_2025_07_17');
    expect(capVersionOn('2030-06-30').code).toBe('ARRETE_2025_07_17');
  });

  it('rounds a cap down to the cent, and leaves totals out when the area is unknown', () => {
    expect(capCents(1210, 4555)).toBe(55115); // 551.155 EUR -> 551.15
    expect(capCents(1210, 100)).toBe(1210);
    expect(lettingFeeCaps('2026-01-01', 'OTHER', null)).toMatchObject({
      visits_file_lease_cents: null,
      entry_report_cents: null,
    });
    expect(toCentiSquareMeters(0.29 + 0.01)).toBe(30);
  });
});

describe('letting-fee rules', () => {
  const caps = lettingFeeCaps('2026-01-01', 'TRES_TENDUE', AREA);
  const fees = (over: Partial<LettingFeeAmounts> = {}): LettingFeeAmounts => ({
    tenant_visits_file_lease_cents: 55115,
    landlord_visits_file_lease_cents: 60000,
    tenant_entry_report_cents: 13801,
    landlord_entry_report_cents: 13801,
    tenant_exit_report_cents: 0,
    ...over,
  });
  const codes = (amounts: LettingFeeAmounts) => lettingFeeViolations(amounts, caps).map((e) => e.code);

  it('accepts each fee at its cap, to the cent, and refuses one cent more, each cap on its own', () => {
    expect(codes(fees())).toEqual([]);
    expect(codes(fees({ tenant_visits_file_lease_cents: 55116 }))).toEqual(['letting_fee_cap_visits_file_lease']);
    expect(codes(fees({ tenant_entry_report_cents: 13802, landlord_entry_report_cents: 20000 }))).toEqual([
      'letting_fee_cap_entry_report',
    ]);
  });

  it("never lets the tenant's share exceed the landlord's", () => {
    expect(codes(fees({ tenant_visits_file_lease_cents: 30001, landlord_visits_file_lease_cents: 30000 }))).toEqual([
      'letting_fee_landlord_share_visits_file_lease',
    ]);
    expect(codes(fees({ tenant_entry_report_cents: 5000, landlord_entry_report_cents: 4999 }))).toEqual([
      'letting_fee_landlord_share_entry_report',
    ]);
    expect(codes(fees({ tenant_visits_file_lease_cents: 30000, landlord_visits_file_lease_cents: 30000 }))).toEqual([]);
  });

  it('never charges the exit report to the tenant', () => {
    expect(codes(fees({ tenant_exit_report_cents: 1 }))).toEqual(['letting_fee_exit_report']);
  });
});

describe("the mandate's letting prices (décret 72-678 art. 66)", () => {
  const amounts = (tenant: number, landlord: number): LettingFeeAmounts => ({
    tenant_visits_file_lease_cents: tenant,
    landlord_visits_file_lease_cents: landlord,
    tenant_entry_report_cents: 100,
    landlord_entry_report_cents: 100,
    tenant_exit_report_cents: 0,
  });
  const terms = { visits_file_lease_cents_per_m2: 1000, entry_report_cents_per_m2: null };

  it('keeps both parties together within the price per m² the mandate states, to the cent', () => {
    expect(mandateFeeViolations(amounts(20000, 25550), terms, AREA)).toEqual([]);
    expect(mandateFeeViolations(amounts(20000, 25551), terms, AREA).map((e) => e.code)).toEqual([
      'letting_fee_mandate_visits_file_lease',
    ]);
    expect(
      mandateFeeViolations(amounts(90000, 90000), { ...terms, visits_file_lease_cents_per_m2: null }, AREA),
    ).toEqual([]);
  });
});
