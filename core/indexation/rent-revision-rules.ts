// Yearly revision of an indexed rent, loi n° 89-462 art. 17-1 (pure rules): the new rent is at most
// the rent times the index of the lease's reference quarter over the same quarter a year earlier;
// one year's variation only; claimed within a year of the revision date, due from the claim.
import {
  DPE_FREEZE_START_MAINLAND,
  DPE_FREEZE_START_OVERSEAS,
  FROZEN_LABELS,
} from '../compliance/energy/dpe-rent-freeze.js';
import type { DpeLabel } from '../../contract/vocabulary/diagnostics.js';
import type { RevisionIndexType, LeaseTypeCode } from '../../contract/vocabulary/leasing.js';
import { addYears, compareDates } from '../shared/dates.js';
import type { FieldError } from '../shared/errors.js';
import { type Quarter, formatQuarter, lastPublishedQuarterOn, parseQuarter, shiftYears } from './index-series.js';

/**
 * The legal maximum is the exact product rent × new index / old index; in cents it is truncated,
 * never rounded up (a cent more would exceed the maximum). Indices in hundredths: exact integers.
 */
export function revisedRentCents(rentCents: number, newIndexHundredths: number, oldIndexHundredths: number): number {
  return Math.floor((rentCents * newIndexHundredths) / oldIndexHundredths);
}

/**
 * The two indices a revision compares: the reference quarter's latest value published on the
 * revision date (INSEE calendar, index-series.ts) and the same quarter one year earlier. One year's
 * variation only, whatever revisions were skipped before.
 */
export function revisionQuarters(
  revisionDate: string,
  referenceQuarter: Quarter['quarter'],
): { current: string; previous: string } {
  const thisYear = formatQuarter({ year: Number(revisionDate.slice(0, 4)), quarter: referenceQuarter });
  const current = thisYear <= lastPublishedQuarterOn(revisionDate) ? thisYear : shiftYears(thisYear, -1);
  return { current, previous: shiftYears(current, -1) };
}

/** Art. 17-1 I: without a reference date in the lease, the last index published on the day it was signed (its start here). */
export function defaultReferenceQuarter(startDate: string): Quarter['quarter'] {
  return parseQuarter(lastPublishedQuarterOn(startDate)).quarter;
}

/** Art. 17-1 I al. 3: the landlord claims within a year of the revision date (the délai expires on the same day a year later, CPC art. 641). */
export function claimDeadline(revisionDate: string): string {
  return addYears(revisionDate, 1);
}

/** Art. 17-1 I al. 3: a revision claimed late takes effect from the claim, never before; one claimed ahead, on the revision date. */
export function revisionEffectiveDate(revisionDate: string, claimedOn: string): string {
  return compareDates(claimedOn, revisionDate) > 0 ? claimedOn : revisionDate;
}

export interface RevisionFacts {
  lease_type_code: LeaseTypeCode;
  index_type: RevisionIndexType;
  energy_label: DpeLabel | null;
  is_overseas: boolean;
  revision_date: string;
  claimed_on: string;
}

const refusal = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/**
 * Why the rent cannot be revised: a bail mobilité (loi 89-462 titre Ier ter, art. 25-12 ff.), an
 * unindexed rent, an F or G dwelling (loi n° 2021-1104 Climat et résilience, art. 159, from 24 August
 * 2022, 1 July 2024 overseas), or a claim more than a year after the revision date (art. 17-1 II).
 */
export function revisionRefusals(facts: RevisionFacts): FieldError[] {
  const errors: FieldError[] = [];
  if (facts.lease_type_code === 'MobiliteEtudiante')
    errors.push(refusal('lease', 'the rent of a bail mobilité cannot be revised during the lease', 'mobility_lease'));
  if (facts.index_type === 'NONE')
    errors.push(refusal('lease', 'the lease has no revision index (revision_index_type NONE)', 'not_indexed'));
  const freezeStart = facts.is_overseas ? DPE_FREEZE_START_OVERSEAS : DPE_FREEZE_START_MAINLAND;
  if (
    facts.energy_label !== null &&
    FROZEN_LABELS.includes(facts.energy_label) &&
    compareDates(facts.revision_date, freezeStart) >= 0
  )
    errors.push(
      refusal(
        'energy_label',
        `the dwelling is labelled ${facts.energy_label} on its DPE: its rent may not be revised (loi Climat et résilience, art. 159)`,
        'dpe_rent_freeze',
      ),
    );
  if (compareDates(facts.claimed_on, claimDeadline(facts.revision_date)) > 0)
    errors.push(
      refusal(
        'claimed_on',
        `the revision of ${facts.revision_date} had to be claimed by ${claimDeadline(facts.revision_date)}; the landlord is deemed to have waived it (art. 17-1)`,
        'revision_forfeited',
      ),
    );
  return errors;
}
