// Rent control ("encadrement du niveau des loyers"): in a territory under a prefectoral arrêté,
// the base rent excluding charges of a new or renewed lease may not exceed the increased
// reference rent (loyer de référence majoré = reference + 20%) times the living area; above it,
// only a "complément de loyer" justified by exceptional location or comfort features and written
// in the lease is lawful, and never for the dwellings listed by loi 2022-1158 art. 13.
// Sources: loi n° 2018-1021 (ELAN) art. 140; loi n° 89-462 art. 17; décret n° 2015-650.
//
// All money is integer cents, all areas integer hundredths of a square metre, and the cap is
// compared on totals (rent * 100 <= per-m2 cap * area) so that no rounding decides compliance.
import type { ComplementExclusion, RentControlStatus } from '../../../contract/vocabulary/compliance.js';
import type { DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { compareDates } from '../../shared/dates.js';
import { type Recommendation, type Violation, euros } from '../violation.js';

/** Loi ELAN art. 140 II: increased reference = reference + 20%, decreased reference = reference - 30%. */
export const INCREASE_PERCENT = 20;
export const DECREASE_PERCENT = 30;

const ELAN = 'Loi n° 2018-1021 du 23 novembre 2018 (ELAN), art. 140';
const EXCLUSIONS_ARTICLE = `${ELAN} III B, as amended by loi n° 2022-1158 du 16 août 2022, art. 13`;

/** Loi 2022-1158 art. 13 applies to leases signed from the day after its publication (JO of 17 August 2022). */
export const COMPLEMENT_BAN_FROM = '2022-08-18';

/** Reference values per m2 of living area, in cents. */
export interface ReferenceValues {
  reference_cents: number;
  increased_cents: number;
  decreased_cents: number;
}

export interface RentControlInput {
  /** Monthly rent excluding charges, complement included when there is one. */
  proposed_rent_cents: number;
  /** Living area (surface habitable) in hundredths of a square metre. */
  surface_centi_m2: number;
  reference: ReferenceValues;
  /** The complément de loyer included in the proposed rent, when the landlord claims one. */
  rent_supplement?: { amount_cents: number; justification: string | null } | null;
  energy_label?: DpeLabel | null;
  exclusions?: readonly ComplementExclusion[];
  /** The day the lease is signed; absent: a letting now, under every rule in force. */
  signed_on?: string | null;
}

export interface RentControlResult {
  status: Exclude<RentControlStatus, 'NOT_APPLICABLE'>;
  is_compliant: boolean;
  /** Proposed rent per m2, rounded half up to the cent (for display; compliance is decided on totals). */
  proposed_rent_per_sqm_cents: number;
  /** The most the base rent may be: increased reference times the area, rounded down to the cent. */
  max_rent_cents: number;
  reference_rent_total_cents: number;
  min_rent_cents: number;
  /** Proposed rent above max_rent_cents (0 when within). */
  excess_cents: number;
  base_rent_cents: number;
  rent_supplement_cents: number;
  violations: Violation[];
  recommendations: Recommendation[];
}

/** m2 (up to two decimals) to integer hundredths of m2. */
export function toCentiSquareMeters(squareMeters: number): number {
  return Math.round(squareMeters * 100);
}

/** Per-m2 value times an area, rounded down to the cent (a cap is never rounded up). */
export function totalForArea(perSqmCents: number, surfaceCentiM2: number): number {
  return Math.floor((perSqmCents * surfaceCentiM2) / 100);
}

/** Rent per m2 in cents, rounded half up. */
export function perSquareMeter(rentCents: number, surfaceCentiM2: number): number {
  return Math.round((rentCents * 100) / surfaceCentiM2);
}

/** The increased and decreased references the law derives from a reference (rounded to the cent). */
export function derivedReferences(referenceCents: number): ReferenceValues {
  return {
    reference_cents: referenceCents,
    increased_cents: Math.round((referenceCents * (100 + INCREASE_PERCENT)) / 100),
    decreased_cents: Math.round((referenceCents * (100 - DECREASE_PERCENT)) / 100),
  };
}

/** Why no complément de loyer may be claimed for this dwelling (empty: one may be); none for a lease signed before the ban. */
export function complementExclusions(
  energyLabel: DpeLabel | null | undefined,
  exclusions: readonly ComplementExclusion[] = [],
  signedOn: string | null = null,
): string[] {
  if (signedOn !== null && compareDates(signedOn, COMPLEMENT_BAN_FROM) < 0) return [];
  const reasons: string[] = [...exclusions];
  if (energyLabel === 'F' || energyLabel === 'G') reasons.push(`ENERGY_CLASS_${energyLabel}`);
  return reasons;
}

type Figures = Record<string, number>;

/** What every outcome of the check is built from. */
interface CheckContext {
  input: RentControlInput;
  proposed: number;
  surface: number;
  supplement: number;
  base: number;
  max: number;
  min: number;
  figures: Figures;
  lower: Recommendation;
}

function assertCheckInput(input: RentControlInput): void {
  const { proposed_rent_cents: proposed, surface_centi_m2: surface } = input;
  if (!Number.isInteger(proposed) || proposed < 0)
    throw new RangeError(`proposed rent must be integer cents >= 0, got ${proposed}`);
  if (!Number.isInteger(surface) || surface <= 0)
    throw new RangeError(`surface must be integer hundredths of m2 > 0, got ${surface}`);
  const supplement = input.rent_supplement?.amount_cents ?? 0;
  if (!Number.isInteger(supplement) || supplement < 0 || supplement > proposed) {
    throw new RangeError(`rent supplement must be integer cents between 0 and the proposed rent, got ${supplement}`);
  }
}

function checkContext(input: RentControlInput): CheckContext {
  const { proposed_rent_cents: proposed, surface_centi_m2: surface, reference } = input;
  const supplement = input.rent_supplement?.amount_cents ?? 0;
  const max = totalForArea(reference.increased_cents, surface);
  return {
    input,
    proposed,
    surface,
    supplement,
    base: proposed - supplement,
    max,
    min: totalForArea(reference.decreased_cents, surface),
    figures: {
      proposed_rent_cents: proposed,
      surface_m2: surface / 100,
      proposed_rent_per_sqm_cents: perSquareMeter(proposed, surface),
      reference_rent_per_sqm_cents: reference.reference_cents,
      reference_rent_increased_per_sqm_cents: reference.increased_cents,
      max_rent_cents: max,
    },
    lower: {
      code: 'LOWER_RENT',
      message: `Lower the base rent to at most ${euros(max)} per month (${euros(reference.increased_cents)} per m2).`,
    },
  };
}

/** Within the increased reference: compliant, with advice on the complément and the decreased reference. */
function withinCap(ctx: CheckContext, result: RentControlResult): RentControlResult {
  const { proposed, max, min, supplement, surface } = ctx;
  result.recommendations.push({
    code: 'WITHIN_INCREASED_REFERENCE',
    message: `The rent of ${euros(proposed)} is within the increased reference rent of ${euros(max)} for ${surface / 100} m2.`,
  });
  if (supplement > 0) {
    result.recommendations.push({
      code: 'SUPPLEMENT_NOT_NEEDED',
      message: 'The whole rent is within the increased reference rent; no complément de loyer needs to be justified.',
    });
  }
  if (proposed < min) {
    result.recommendations.push({
      code: 'BELOW_DECREASED_REFERENCE',
      message: `The rent is below the decreased reference rent of ${euros(min)}; at renewal the landlord may propose a revaluation up to it (${ELAN}).`,
    });
  }
  return result;
}

/** Loi 2022-1158 art. 13: above the cap where no complément de loyer may be claimed. */
function excludedComplement(ctx: CheckContext, result: RentControlResult, excluded: string[]): RentControlResult {
  const { proposed, max, figures } = ctx;
  result.status = 'NON_COMPLIANT';
  result.is_compliant = false;
  result.violations.push({
    rule: 'RENT_SUPPLEMENT_EXCLUDED',
    article: EXCLUSIONS_ARTICLE,
    message: `The rent exceeds the increased reference rent by ${euros(proposed - max)} and no complément de loyer may be claimed for this dwelling (${excluded.join(', ')}).`,
    figures: { ...figures, excess_cents: proposed - max, exclusions: excluded.join(',') },
  });
  result.recommendations.push(ctx.lower);
  return result;
}

/** Loi ELAN art. 140 III A: the base rent itself above the cap. */
function baseAboveCap(ctx: CheckContext, result: RentControlResult): RentControlResult {
  const { base, max, supplement, figures } = ctx;
  result.status = 'NON_COMPLIANT';
  result.is_compliant = false;
  result.violations.push({
    rule: 'BASE_RENT_ABOVE_INCREASED_REFERENCE',
    article: `${ELAN} III A`,
    message: `The base rent of ${euros(base)} (rent without the complément de loyer) exceeds the increased reference rent of ${euros(max)}.`,
    figures: { ...figures, base_rent_cents: base, rent_supplement_cents: supplement, excess_cents: base - max },
  });
  result.recommendations.push(ctx.lower);
  return result;
}

/** Loi ELAN art. 140 III B, loi 89-462 art. 17: above the cap, lawful only as a justified complément de loyer. */
function supplementOutcome(ctx: CheckContext, result: RentControlResult): RentControlResult {
  const { proposed, max, base, supplement, figures } = ctx;
  result.status = 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION';
  const justification = ctx.input.rent_supplement?.justification?.trim() ?? '';
  if (supplement > 0 && justification.length > 0) {
    // Lawful when written in the lease with its justification; the tenant may contest it within
    // three months before the commission départementale de conciliation.
    result.recommendations.push({
      code: 'SUPPLEMENT_IN_LEASE',
      message: `State the base rent (${euros(base)}), the complément de loyer (${euros(supplement)}) and its justification in the lease; the tenant may contest it within 3 months before the commission départementale de conciliation (loi n° 89-462, art. 17).`,
    });
    return result;
  }
  result.is_compliant = false;
  const unexplained = supplement > 0 ? supplement : proposed - max;
  result.violations.push(
    supplement > 0
      ? {
          rule: 'RENT_SUPPLEMENT_NOT_JUSTIFIED',
          article: `${ELAN} III B; loi n° 89-462 du 6 juillet 1989, art. 17`,
          message: `A complément de loyer of ${euros(supplement)} is claimed without the exceptional location or comfort features that justify it.`,
          figures: { ...figures, rent_supplement_cents: supplement },
        }
      : {
          rule: 'RENT_ABOVE_INCREASED_REFERENCE',
          article: `${ELAN} III; loi n° 89-462 du 6 juillet 1989, art. 17`,
          message: `The rent of ${euros(proposed)} exceeds the increased reference rent of ${euros(max)} by ${euros(unexplained)}; the excess is lawful only as a complément de loyer justified by exceptional location or comfort features.`,
          figures: { ...figures, excess_cents: unexplained },
        },
  );
  result.recommendations.push(ctx.lower, {
    code: 'JUSTIFY_SUPPLEMENT',
    message: `Or claim the ${euros(unexplained)} above the cap as a complément de loyer, justified by location or comfort features exceptional compared with dwellings of the same category in the same area, and write it in the lease.`,
  });
  return result;
}

/** Loi ELAN art. 140 / loi 89-462 art. 17: checks a monthly rent against the reference values of its category. */
export function checkRentControl(input: RentControlInput): RentControlResult {
  assertCheckInput(input);
  const ctx = checkContext(input);
  const result: RentControlResult = {
    status: 'COMPLIANT',
    is_compliant: true,
    proposed_rent_per_sqm_cents: ctx.figures.proposed_rent_per_sqm_cents,
    max_rent_cents: ctx.max,
    reference_rent_total_cents: totalForArea(input.reference.reference_cents, ctx.surface),
    min_rent_cents: ctx.min,
    excess_cents: Math.max(0, ctx.proposed - ctx.max),
    base_rent_cents: ctx.base,
    rent_supplement_cents: ctx.supplement,
    violations: [],
    recommendations: [],
  };
  if (ctx.proposed <= ctx.max) return withinCap(ctx, result);
  const excluded = complementExclusions(input.energy_label, input.exclusions, input.signed_on ?? null);
  if (excluded.length > 0) return excludedComplement(ctx, result, excluded);
  if (ctx.supplement > 0 && ctx.base > ctx.max) return baseAboveCap(ctx, result);
  return supplementOutcome(ctx, result);
}
