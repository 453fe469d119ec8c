// Rent freeze for energy sieves ("passoires thermiques"): the rent of a dwelling labelled F or G
// may not increase, at revision, renewal or a new letting, for contracts concluded, renewed or
// tacitly renewed from 24 August 2022 (mainland) and 1 July 2024 (the overseas departments:
// Guadeloupe, Martinique, Guyane, La Réunion, Mayotte), art. 159 III.
// Source: loi n° 2021-1104 du 22 août 2021 (Climat et résilience), art. 159, amending loi n° 89-462 art. 17, 17-1, 17-2.
import type { DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { compareDates } from '../../shared/dates.js';
import { type Violation, euros } from '../violation.js';

export const DPE_FREEZE_START_MAINLAND = '2022-08-24';
export const DPE_FREEZE_START_OVERSEAS = '2024-07-01';
export const FROZEN_LABELS: readonly DpeLabel[] = ['F', 'G'];

export interface DpeFreezeInput {
  energy_label: DpeLabel | null;
  /** The rent before the change (previous tenant's last rent, or the rent before a revision). */
  previous_rent_cents: number | null;
  new_rent_cents: number;
  /** Date the new rent takes effect (lease start, renewal or revision date), YYYY-MM-DD. */
  effective_date: string;
  /** Date the contract in force then was concluded or last renewed (the lease start for a new letting). */
  contract_date: string;
  is_overseas?: boolean;
}

export interface DpeFreezeResult {
  applicable: boolean;
  violations: Violation[];
}

/** Loi Climat et résilience art. 159: no rent increase for an F or G dwelling. */
export function checkDpeRentFreeze(input: DpeFreezeInput): DpeFreezeResult {
  const start = input.is_overseas ? DPE_FREEZE_START_OVERSEAS : DPE_FREEZE_START_MAINLAND;
  const frozen =
    input.energy_label !== null &&
    FROZEN_LABELS.includes(input.energy_label) &&
    compareDates(input.contract_date, start) >= 0;
  if (!frozen || input.previous_rent_cents === null) return { applicable: frozen, violations: [] };
  const increase = input.new_rent_cents - input.previous_rent_cents;
  if (increase <= 0) return { applicable: true, violations: [] };
  return {
    applicable: true,
    violations: [
      {
        rule: 'DPE_RENT_FREEZE',
        article:
          'Loi n° 2021-1104 du 22 août 2021 (Climat et résilience), art. 159; loi n° 89-462, art. 17, 17-1, 17-2',
        message: `The dwelling is labelled ${input.energy_label} on its DPE and its contract dates from ${input.contract_date}: its rent may not increase (contracts from ${start}), yet it rises by ${euros(increase)} on ${input.effective_date} (from ${euros(input.previous_rent_cents)} to ${euros(input.new_rent_cents)}).`,
        figures: {
          energy_label: input.energy_label,
          previous_rent_cents: input.previous_rent_cents,
          new_rent_cents: input.new_rent_cents,
          increase_cents: increase,
          effective_date: input.effective_date,
          contract_date: input.contract_date,
          freeze_start: start,
        },
      },
    ],
  };
}
