// Energy decency of a dwelling let as a main residence (loi 89-462 art. 6; décret 2002-120 art. 3 as
// amended by décret 2021-19 and décret 2023-796), for contracts concluded, renewed or tacitly renewed
// on a date (loi 2021-1104 art. 160 III):
// - mainland France, from 1 January 2023 to 31 December 2024: final energy under 450 kWh/m2/year;
// - mainland France, from 1 January 2025: class A to F; from 2028: A to E; from 2034: A to D;
// - overseas departments (art. 73 of the Constitution): from 1 January 2028 A to F; from 2031 A to E.
import { DPE_LABELS, type DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { compareDates } from '../../shared/dates.js';
import { type Violation } from '../violation.js';

export const FINAL_ENERGY_LIMIT = 450;
const DECENCY_ARTICLE =
  'Loi n° 89-462 du 6 juillet 1989, art. 6; décret n° 2002-120 du 30 janvier 2002, art. 3 (décrets n° 2021-19 et n° 2023-796)';

type Requirement =
  | { kind: 'FINAL_ENERGY'; from: string; until: string | null }
  | { kind: 'CLASSES'; from: string; forbidden: readonly DpeLabel[] };

/** The requirements by date, latest first within each territory. */
const MAINLAND: readonly Requirement[] = [
  { kind: 'CLASSES', from: '2034-01-01', forbidden: ['E', 'F', 'G'] },
  { kind: 'CLASSES', from: '2028-01-01', forbidden: ['F', 'G'] },
  { kind: 'CLASSES', from: '2025-01-01', forbidden: ['G'] },
  { kind: 'FINAL_ENERGY', from: '2023-01-01', until: '2024-12-31' },
];
const OVERSEAS: readonly Requirement[] = [
  { kind: 'CLASSES', from: '2031-01-01', forbidden: ['F', 'G'] },
  { kind: 'CLASSES', from: '2028-01-01', forbidden: ['G'] },
];

export interface DecencyInput {
  /** Day the contract was concluded or renewed. */
  date: string;
  is_overseas: boolean;
  /** Of the DPE valid on that day; both null without one. */
  energy_label: DpeLabel | null;
  final_energy_consumption: number | null;
}

export interface DecencyResult {
  applicable: boolean;
  /** Null when the DPE needed is unknown. */
  decent: boolean | null;
  requirement: string | null;
  violation: Violation | null;
}

/** The requirement in force on a day, if any. */
export function decencyRequirementOn(date: string, isOverseas: boolean): Requirement | null {
  return (isOverseas ? OVERSEAS : MAINLAND).find((r) => compareDates(date, r.from) >= 0) ?? null;
}

function describe(requirement: Requirement): string {
  if (requirement.kind === 'FINAL_ENERGY') return `final energy under ${FINAL_ENERGY_LIMIT} kWh/m2/year`;
  const allowed = DPE_LABELS.filter((label) => !requirement.forbidden.includes(label));
  return `class ${allowed[0]} to ${allowed[allowed.length - 1]}`;
}

/** Loi 89-462 art. 6, décret 2002-120 art. 3: whether the dwelling is decent for a contract of that day. */
export function checkEnergyDecency(input: DecencyInput): DecencyResult {
  const requirement = decencyRequirementOn(input.date, input.is_overseas);
  if (!requirement) return { applicable: false, decent: null, requirement: null, violation: null };
  const text = describe(requirement);
  let decent: boolean | null;
  if (requirement.kind === 'FINAL_ENERGY') {
    decent = input.final_energy_consumption === null ? null : input.final_energy_consumption < FINAL_ENERGY_LIMIT;
  } else {
    decent = input.energy_label === null ? null : !requirement.forbidden.includes(input.energy_label);
  }
  const violation: Violation | null =
    decent === false
      ? {
          rule: 'ENERGY_INDECENT',
          article: DECENCY_ARTICLE,
          message: `A contract concluded or renewed on ${input.date} requires ${text}; the dwelling's DPE gives ${
            requirement.kind === 'FINAL_ENERGY'
              ? `${input.final_energy_consumption} kWh of final energy/m2/year`
              : `class ${input.energy_label}`
          }: it is not decent and may not be let as a main residence.`,
          figures: {
            date: input.date,
            requirement: text,
            energy_label: input.energy_label,
            final_energy_consumption: input.final_energy_consumption,
          },
        }
      : null;
  return { applicable: true, decent, requirement: text, violation };
}
