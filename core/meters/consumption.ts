// Consumption between readings, with rollover of the register, and the anomaly rule (spec, "Rules
// stated for those areas": Meters). Register values carry at most three decimals; arithmetic runs
// on integer thousandths of a unit so that sums and differences are exact.
import { addDays, compareDates, daysBetween } from '../shared/dates.js';

/** A register value in integer thousandths of its unit. */
export const toMilli = (value: number): number => Math.round(value * 1000);
export const fromMilli = (milli: number): number => milli / 1000;

/** Spec, Meters: a consumption deviating by more than 50% from the average is an anomaly. */
export const ANOMALY_THRESHOLD_PERCENT = 50;

export type Step = { consumption: number; rollover: boolean } | { refused: 'went_back' };

/**
 * Spec, Meters ("with rollover support"): the consumption from `previous` to `current` (thousandths).
 * A register that shows less than before went round once: it counted up to max_value, showed 0,
 * then counted to `current`. Without a max_value a lower value cannot be explained and is refused.
 */
export function consumptionStep(previous: number, current: number, maxValue: number | null): Step {
  if (current >= previous) return { consumption: current - previous, rollover: false };
  if (maxValue === null) return { refused: 'went_back' };
  return { consumption: toMilli(maxValue + 1) - previous + current, rollover: true };
}

export interface Interval {
  /** Thousandths of a unit. */
  consumption: number;
  days: number;
}

export interface Assessment {
  /** What the meter's average daily consumption predicts for this interval (thousandths), or null without history. */
  expected: number | null;
  /** (consumption − expected) / expected in percent, two decimals; null when nothing is expected. */
  deviationPercent: number | null;
  isAnomaly: boolean;
}

/**
 * Spec, Meters: a consumption deviating by more than 50% from the average is an anomaly. Intervals
 * between readings differ in length, so the average is per day over every earlier interval of the
 * meter, and the interval is compared with that average times its days (docs/decisions.md).
 * Decided in integers: |c·D − S·d| · 100 > 50 · S·d, with S, D the earlier consumption and days.
 */
export function assessConsumption(consumption: number, days: number, history: readonly Interval[]): Assessment {
  const totalDays = history.reduce((sum, h) => sum + h.days, 0);
  if (totalDays === 0 || days <= 0) return { expected: null, deviationPercent: null, isAnomaly: false };
  const total = BigInt(history.reduce((sum, h) => sum + h.consumption, 0));
  const expectedScaled = total * BigInt(days); // expected × totalDays
  const actualScaled = BigInt(consumption) * BigInt(totalDays);
  const gap = actualScaled > expectedScaled ? actualScaled - expectedScaled : expectedScaled - actualScaled;
  const expected = Math.round(Number(expectedScaled) / totalDays);
  if (expectedScaled === 0n) return { expected, deviationPercent: null, isAnomaly: consumption > 0 };
  const signed = Number(actualScaled - expectedScaled) / Number(expectedScaled);
  return {
    expected,
    deviationPercent: Math.round(signed * 10_000) / 100,
    isAnomaly: gap * 100n > BigInt(ANOMALY_THRESHOLD_PERCENT) * expectedScaled,
  };
}

export interface DatedReading {
  reading_date: string;
  /** Thousandths consumed since the previous reading; null (or ignored) for the first one. */
  consumption: number | null;
}

/**
 * The consumption over the days `from` to `to` (both included), in thousandths, from a meter's
 * readings in date order. A reading dated D is the register at the start of day D; between two
 * readings the register is taken to advance evenly, day by day; before the first and after the
 * last reading nothing is known, so nothing is counted there.
 */
export function consumptionOver(readings: readonly DatedReading[], from: string, to: string): number {
  if (readings.length < 2 || compareDates(to, from) < 0) return 0;
  const cumulative: { date: string; total: number }[] = [];
  let total = 0;
  readings.forEach((reading, i) => {
    if (i > 0) total += reading.consumption ?? 0;
    cumulative.push({ date: reading.reading_date, total });
  });
  const at = (day: string): number => {
    if (compareDates(day, cumulative[0].date) <= 0) return 0;
    const last = cumulative[cumulative.length - 1];
    if (compareDates(day, last.date) >= 0) return last.total;
    const next = cumulative.findIndex((point) => compareDates(point.date, day) >= 0);
    const before = cumulative[next - 1];
    const after = cumulative[next];
    const span = daysBetween(before.date, after.date);
    return before.total + ((after.total - before.total) * daysBetween(before.date, day)) / span;
  };
  return Math.round(at(addDays(to, 1)) - at(from));
}
