// Lease types: the legal frameworks a lease is signed under (spec, Lease type). Shared by every
// tenant, seeded by migration, read through GET /lease-types.

import type { LeaseTypeCategory, LeaseTypeCode } from '../../contract/vocabulary/leasing.js';

export class LeaseType {
  id!: string;
  code!: LeaseTypeCode;
  name!: string;
  description!: string;
  category!: LeaseTypeCategory;
  furnished!: boolean;
  /** Term used when a lease is created without end_date. */
  default_duration_months!: number;
  /** Shortest term allowed (inclusive). */
  min_duration_months!: number;
  /** Longest term allowed (inclusive); null: no legal maximum. */
  max_duration_months: number | null = null;
  /** Terms allowed besides the [min, max] range (the 9-month student lease of a furnished let). */
  allowed_durations_months: number[] = [];
  /** Deposit cap in months of rent excluding charges; 0: no deposit allowed; null: no legal cap. */
  deposit_cap_months: number | null = null;
  legal_reference!: string;
}

export type LeaseTypeSeed = Omit<LeaseType, 'id'>;

/** The catalogue the migration seeds; each line cites its legal source. */
export const LEASE_TYPE_CATALOGUE: readonly LeaseTypeSeed[] = [
  {
    // Loi 89-462 art. 10 (3 years, individual lessor) and art. 22 (deposit <= 1 month).
    code: 'HabitationVide',
    name: "Bail d'habitation vide",
    description:
      'Unfurnished main residence: 3-year term, tacitly renewed; deposit at most 1 month of rent excluding charges.',
    category: 'residential',
    furnished: false,
    default_duration_months: 36,
    min_duration_months: 36,
    max_duration_months: null,
    allowed_durations_months: [],
    deposit_cap_months: 1,
    legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 10 et 22',
  },
  {
    // Loi 89-462 art. 25-7 (1 year; 9 months for a student, not renewed) and art. 25-6 (deposit <= 2 months).
    code: 'HabitationMeublee',
    name: "Bail d'habitation meublée",
    description:
      'Furnished main residence: 1-year term (9 months for a student, not renewed); deposit at most 2 months of rent excluding charges.',
    category: 'residential',
    furnished: true,
    default_duration_months: 12,
    min_duration_months: 12,
    max_duration_months: null,
    allowed_durations_months: [9],
    deposit_cap_months: 2,
    legal_reference: 'Loi n° 89-462 du 6 juillet 1989, art. 25-6 et 25-7',
  },
  {
    // Loi ELAN n° 2018-1021 art. 107, creating loi 89-462 art. 25-12 to 25-18: 1 to 10 months, no deposit.
    code: 'MobiliteEtudiante',
    name: 'Bail mobilité (étudiant)',
    description:
      'Bail mobilité for students, trainees and people on temporary assignment: furnished, 1 to 10 months, not renewable; no deposit may be required.',
    category: 'residential',
    furnished: true,
    default_duration_months: 10,
    min_duration_months: 1,
    max_duration_months: 10,
    allowed_durations_months: [],
    deposit_cap_months: 0,
    legal_reference: 'Loi n° 2018-1021 du 23 novembre 2018 (ELAN), art. 107; loi n° 89-462, art. 25-12 à 25-18',
  },
  {
    // Code de commerce art. L145-4: at least 9 years, tenant may leave at each 3-year period (3/6/9).
    code: 'Commercial',
    name: 'Bail commercial 3/6/9',
    description:
      'Commercial lease: at least 9 years, the tenant may give notice at the end of each 3-year period; deposit freely agreed.',
    category: 'commercial',
    furnished: false,
    default_duration_months: 108,
    min_duration_months: 108,
    max_duration_months: null,
    allowed_durations_months: [],
    deposit_cap_months: null,
    legal_reference: 'Code de commerce, art. L145-4',
  },
  {
    // Loi 86-1290 art. 57 A: premises for exclusively professional use, at least 6 years.
    code: 'Professionnel',
    name: 'Bail professionnel',
    description: 'Professional lease (liberal professions): at least 6 years, tacitly renewed; deposit freely agreed.',
    category: 'professional',
    furnished: false,
    default_duration_months: 72,
    min_duration_months: 72,
    max_duration_months: null,
    allowed_durations_months: [],
    deposit_cap_months: null,
    legal_reference: 'Loi n° 86-1290 du 23 décembre 1986, art. 57 A',
  },
];
