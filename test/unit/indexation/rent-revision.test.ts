import {
  claimDeadline,
  defaultReferenceQuarter,
  revisedRentCents,
  revisionEffectiveDate,
  revisionQuarters,
  revisionRefusals,
} from '../../../core/indexation/rent-revision-rules.js';

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);
const facts = {
  lease_type_code: 'HabitationVide' as const,
  index_type: 'IRL' as const,
  energy_label: 'D' as const,
  is_overseas: false,
  revision_date: '2025-10-20',
  claimed_on: '2025-10-20',
};

describe('revised rent (loi 89-462 art. 17-1) with published INSEE values', () => {
  it('is rent × IRL of the reference quarter / the same quarter a year earlier', () => {
    // IRL 2025-Q3 145.77, 2024-Q3 144.51: 850 × 145.77 / 144.51 = 857.411...
    expect(revisedRentCents(85_000, 14_577, 14_451)).toBe(85_741);
    // Corsica 2025-Q3 141.58, 2024-Q3 140.36: 720 × 141.58 / 140.36 = 726.258...
    expect(revisedRentCents(72_000, 14_158, 14_036)).toBe(72_625);
  });

  it('truncates to the cent, never rounds up', () => {
    // IRL 2025-Q1 145.47, 2024-Q1 143.46: 900 × 145.47 / 143.46 = 912.6097...: 912.60, not 912.61.
    expect(revisedRentCents(90_000, 14_547, 14_346)).toBe(91_260);
    // Overseas 2024-Q3 141.74 over 2023-Q3 138.33 on 700.00: 717.2557... -> 717.25, not 717.26.
    expect(revisedRentCents(70_000, 14_174, 13_833)).toBe(71_725);
  });

  it('follows an index that fell', () => {
    // 1 000 × 145.77 / 146.68 = 993.796...: 993.79.
    expect(revisedRentCents(100_000, 14_577, 14_668)).toBe(99_379);
  });
});

describe('which indices a revision compares', () => {
  it('takes the reference quarter of the revision year once published, else of the year before', () => {
    expect(revisionQuarters('2025-10-20', 3)).toEqual({ current: '2025-Q3', previous: '2024-Q3' });
    // Revision on 1 October: the 2025-Q3 index comes out mid-October, the latest Q3 published is 2024's.
    expect(revisionQuarters('2025-10-01', 3)).toEqual({ current: '2024-Q3', previous: '2023-Q3' });
    expect(revisionQuarters('2025-03-01', 4)).toEqual({ current: '2024-Q4', previous: '2023-Q4' });
  });

  it('compares one year only, whatever revisions were skipped', () => {
    // A lease last revised in 2022 and revised again in 2025 gets 2025 over 2024, no catch-up.
    expect(revisionQuarters('2025-07-20', 2)).toEqual({ current: '2025-Q2', previous: '2024-Q2' });
  });

  it('defaults the reference quarter to the last index published when the lease was signed', () => {
    expect(defaultReferenceQuarter('2024-04-20')).toBe(1);
    expect(defaultReferenceQuarter('2024-10-14')).toBe(2);
    expect(defaultReferenceQuarter('2024-01-02')).toBe(3);
  });
});

describe('claim of a revision', () => {
  it('must come within a year of the revision date; the new rent is due from the claim, never before', () => {
    expect(claimDeadline('2025-10-20')).toBe('2026-10-20');
    expect(revisionEffectiveDate('2025-10-20', '2025-09-25')).toBe('2025-10-20');
    expect(revisionEffectiveDate('2025-10-20', '2026-02-03')).toBe('2026-02-03');
    expect(revisionRefusals({ ...facts, claimed_on: '2026-10-20' })).toEqual([]);
    expect(codes(revisionRefusals({ ...facts, claimed_on: '2026-10-21' }))).toEqual(['revision_forfeited']);
  });
});

describe('rents that cannot be revised', () => {
  it('refuses an F or G dwelling from 24 August 2022, 1 July 2024 overseas', () => {
    expect(codes(revisionRefusals({ ...facts, energy_label: 'F' }))).toEqual(['dpe_rent_freeze']);
    expect(
      codes(revisionRefusals({ ...facts, energy_label: 'G', revision_date: '2022-08-24', claimed_on: '2022-08-24' })),
    ).toEqual(['dpe_rent_freeze']);
    expect(
      revisionRefusals({ ...facts, energy_label: 'G', revision_date: '2022-08-23', claimed_on: '2022-08-23' }),
    ).toEqual([]);
    expect(
      revisionRefusals({
        ...facts,
        energy_label: 'F',
        is_overseas: true,
        revision_date: '2024-06-30',
        claimed_on: '2024-06-30',
      }),
    ).toEqual([]);
    expect(revisionRefusals({ ...facts, energy_label: 'E' })).toEqual([]);
  });

  it('refuses a bail mobilité and an unindexed rent', () => {
    expect(codes(revisionRefusals({ ...facts, lease_type_code: 'MobiliteEtudiante' }))).toEqual(['mobility_lease']);
    expect(codes(revisionRefusals({ ...facts, index_type: 'NONE' }))).toEqual(['not_indexed']);
  });
});
