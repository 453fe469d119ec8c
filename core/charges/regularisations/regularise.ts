// The arithmetic of an annual regularisation (loi 89-462 art. 23): per category, the building's
// recoverable expenses over the period, shared among its lots by the category's key and among the
// leases by the days they occupied them; the lease's share against the provisions it was called for.
import { daysBetween } from '../../shared/dates.js';
import { decimal, squareMeters } from '../../leasing/pdf/lease-contract/french.js';
import { BusinessRuleError, type FieldError } from '../../shared/errors.js';
import { type ProvisionAmount, type ExpenseAmount, provisionsCalled, recoverableAmount } from '../amounts.js';
import {
  CHARGE_CATEGORY_CODES,
  type ChargeCategoryCode,
  type DistributionKey,
} from '../../../contract/vocabulary/charges.js';
import { recoverablePercent } from '../categories.js';
import { type Occupancy, type Period, type Slice, distribute, holderWeights, occupancySlices } from './distribution.js';

export interface KeyConfig {
  distribution_key: DistributionKey;
  recoverable_percent: number;
  /** TANTIEMES: shares per estate id; an estate absent holds none. */
  tantiemes: ReadonlyMap<string, number>;
}

export interface RegularisationInput {
  period: Period;
  lease_id: string;
  /** Every lot of the building, with its area in m² (SURFACE). */
  estates: readonly { id: string; area: number | null }[];
  /** Every lease of the building over the period, clipped to it (the regularised one among them). */
  occupancies: readonly Occupancy[];
  /** An expense with an `estate_id` is that lot's alone (a syndic's recoverable share, already allocated). */
  expenses: readonly (ExpenseAmount & { category: ChargeCategoryCode; estate_id?: string | null })[];
  configurations: Partial<Record<ChargeCategoryCode, KeyConfig>>;
  /** METER_CONSUMPTION: what the estate's sub-meters of the category's meter counted from..to, in thousandths. */
  consumption(category: ChargeCategoryCode, estateId: string, from: string, to: string): number;
  /** The lease's provisions. */
  provisions: readonly ProvisionAmount[];
}

export interface LineResult {
  category: ChargeCategoryCode;
  distribution_key: DistributionKey;
  building_total: number;
  share: number;
  provisions: number;
  balance: number;
  basis: string;
}

export interface RegularisationResult {
  occupancy: Period & { days: number };
  lines: LineResult[];
  total_charges: number;
  total_provisions: number;
  balance: number;
}

/** A category without configuration is shared equally among the lots (docs/decisions.md). */
function configOf(input: RegularisationInput, category: ChargeCategoryCode): KeyConfig {
  return (
    input.configurations[category] ?? {
      distribution_key: 'EQUAL_SHARES',
      recoverable_percent: recoverablePercent(category, []),
      tantiemes: new Map(),
    }
  );
}

/** The base weight of a slice under a key: the lot's weight × its days, or what its meters counted. */
function baseWeight(input: RegularisationInput, category: ChargeCategoryCode, config: KeyConfig) {
  const areas = new Map(input.estates.map((e) => [e.id, e.area]));
  return (slice: Slice): bigint => {
    const days = BigInt(slice.days);
    switch (config.distribution_key) {
      case 'TANTIEMES':
        return BigInt(config.tantiemes.get(slice.estate_id) ?? 0) * days;
      case 'SURFACE':
        return BigInt(Math.round((areas.get(slice.estate_id) ?? 0) * 100)) * days;
      case 'EQUAL_SHARES':
        return days;
      case 'METER_CONSUMPTION':
        return BigInt(input.consumption(category, slice.estate_id, slice.start, slice.end));
    }
  };
}

/** Mode de répartition, in words: the lot's part of the key and the lease's days in the period. */
function basisOf(input: RegularisationInput, config: KeyConfig, weights: Map<string, bigint>, days: number) {
  const estateId = input.occupancies.find((o) => o.lease_id === input.lease_id)!.estate_id;
  const periodDays = daysBetween(input.period.start, input.period.end) + 1;
  const time = `; ${days} j d’occupation sur ${periodDays}`;
  switch (config.distribution_key) {
    case 'TANTIEMES': {
      const total = [...config.tantiemes.values()].reduce((a, b) => a + b, 0);
      return `tantièmes : ${config.tantiemes.get(estateId) ?? 0} / ${total}${time}`;
    }
    case 'SURFACE': {
      const total = input.estates.reduce((sum, e) => sum + (e.area ?? 0), 0);
      const own = input.estates.find((e) => e.id === estateId)?.area ?? 0;
      return `surface : ${squareMeters(own)} / ${squareMeters(total)}${time}`;
    }
    case 'EQUAL_SHARES':
      return `parts égales : 1 lot / ${input.estates.length}${time}`;
    case 'METER_CONSUMPTION': {
      const sum = [...weights.values()].reduce((a, b) => a + b, 0n);
      const own = weights.get(input.lease_id) ?? 0n;
      return `consommation relevée : ${decimal(Number((own * 1000n) / (sum || 1n)) / 10, 1)} % du total des compteurs`;
    }
  }
}

/** Refuses what cannot be shared: lots without an area under SURFACE, a key that weighs nothing. */
function shareErrors(input: RegularisationInput, category: ChargeCategoryCode, config: KeyConfig, sum: bigint) {
  const errors: FieldError[] = [];
  if (config.distribution_key === 'SURFACE') {
    for (const estate of input.estates.filter((e) => !e.area))
      errors.push({ path: category, message: `estate ${estate.id} has no area for SURFACE`, code: 'area_missing' });
  }
  if (sum === 0n && errors.length === 0)
    errors.push({
      path: category,
      message: `${config.distribution_key} weighs nothing for ${category}`,
      code: 'no_basis',
    });
  return errors;
}

/**
 * The expenses one lot bears alone (a syndic's recoverable share, already allocated to the lot):
 * wholly recoverable, shared among that estate's leases by their days, the vacant days the owner's.
 */
function lotExpenses(input: RegularisationInput, slices: readonly Slice[], category: ChargeCategoryCode) {
  let total = 0;
  let share = 0;
  for (const e of input.expenses.filter((x) => x.category === category && x.estate_id)) {
    const amount = recoverableAmount(e, input.period, 100);
    const weights = holderWeights(
      slices.filter((s) => s.estate_id === e.estate_id),
      (s) => BigInt(s.days),
    );
    total += amount;
    share += distribute(amount, weights).get(input.lease_id) ?? 0;
  }
  return { total, share };
}

export function regularise(input: RegularisationInput): RegularisationResult {
  const own = input.occupancies.find((o) => o.lease_id === input.lease_id)!;
  const occupancy = { start: own.start, end: own.end, days: daysBetween(own.start, own.end) + 1 };
  const slices = occupancySlices(
    input.estates.map((e) => e.id),
    input.occupancies,
    input.period,
  );
  const provisions = provisionsCalled(input.provisions, occupancy);
  const categories = CHARGE_CATEGORY_CODES.filter(
    (c) => provisions.has(c) || input.expenses.some((e) => e.category === c),
  );
  const errors: FieldError[] = [];
  const lines = categories.map((category): LineResult => {
    const config = configOf(input, category);
    const total = input.expenses
      .filter((e) => e.category === category && !e.estate_id)
      .reduce((sum, e) => sum + recoverableAmount(e, input.period, config.recoverable_percent), 0);
    const weights = holderWeights(slices, baseWeight(input, category, config));
    const sum = [...weights.values()].reduce((a, b) => a + b, 0n);
    if (total > 0) errors.push(...shareErrors(input, category, config, sum));
    const lot = lotExpenses(input, slices, category);
    const share = (distribute(total, weights).get(input.lease_id) ?? 0) + lot.share;
    const called = provisions.get(category) ?? 0;
    return {
      category,
      distribution_key: config.distribution_key,
      building_total: total + lot.total,
      share,
      provisions: called,
      balance: share - called,
      basis: basisOf(input, config, weights, occupancy.days),
    };
  });
  if (errors.length > 0)
    throw new BusinessRuleError(`The expenses cannot be shared: ${errors.map((e) => e.message).join('; ')}`, errors);
  const total_charges = lines.reduce((sum, l) => sum + l.share, 0);
  const total_provisions = lines.reduce((sum, l) => sum + l.provisions, 0);
  return { occupancy, lines, total_charges, total_provisions, balance: total_charges - total_provisions };
}
