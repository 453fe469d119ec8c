// Computes a lease's yearly revision from its facts (loi 89-462 art. 17-1): the revision date, the
// index series of the dwelling's location, the reference quarter, both index values, the revised
// rent truncated to the cent. Shared by simulate, record and the revision reminder.
import { dpeValidOn } from '../compliance/lease-facts.js';
import { diagnosesOf, postalCodeOf } from '../compliance/load-lease-facts.js';
import type { Lease } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { nextRevisionDate, revisionAnchor } from '../leasing/revision-schedule.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import type { Store } from '../ports/store.js';
import { addYears, compareDates } from '../shared/dates.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { IndexSeries } from '../../contract/vocabulary/indexation.js';
import { type Quarter, irlSeriesForPostalCode } from './index-series.js';
import type { IndexValue } from './index-value.js';
import { IndexRevision } from './index-revision.js';
import { indexedRent } from './indexed-rent.js';
import {
  claimDeadline,
  defaultReferenceQuarter,
  revisionEffectiveDate,
  revisionQuarters,
  revisionRefusals,
} from './rent-revision-rules.js';

export interface RevisionRequest {
  revision_date?: string;
  /** The day the landlord claims the revision; default today. */
  claimed_on?: string;
  reference_quarter?: Quarter['quarter'];
}

export interface RevisionComputation {
  revision_date: string;
  claimed_on: string;
  claim_deadline: string;
  effective_date: string;
  index_series: IndexSeries;
  reference_quarter: Quarter['quarter'];
  new_index: IndexValue;
  old_index: IndexValue;
  previous_rent_cents: number;
  revised_rent_cents: number;
}

function rules(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** The latest anniversary of the anchor on or before `date`, else the anchor itself. */
function lastRevisionDate(anchor: string, date: string): string {
  let years = 0;
  while (compareDates(addYears(anchor, years + 1), date) <= 0) years += 1;
  return addYears(anchor, years);
}

export async function computeRevision(
  store: Store,
  lease: Lease,
  request: RevisionRequest,
  today: string,
): Promise<RevisionComputation> {
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const estate = await store.repo(Estate).get(lease.estate_id);
  const irlSeries = irlSeriesForPostalCode(postalCodeOf(await store.repo(Place).find(estate.place_id), estate));
  const claimedOn = request.claimed_on ?? today;
  const anchor = revisionAnchor(lease);
  const revisionDate = request.revision_date ?? (anchor ? lastRevisionDate(anchor, claimedOn) : claimedOn);
  rules(
    revisionRefusals({
      lease_type_code: type.code,
      index_type: lease.revision_index_type,
      // The DPE valid in law on the revision date (docs/decisions.md 81).
      energy_label: dpeValidOn(await diagnosesOf(store, estate), revisionDate)?.energy_label ?? null,
      is_overseas: irlSeries === 'IRL_OVERSEAS',
      revision_date: revisionDate,
      claimed_on: claimedOn,
    }),
  );
  rules(
    anchor && nextRevisionDate(anchor, { onOrAfter: revisionDate }) !== revisionDate
      ? [
          {
            path: 'revision_date',
            message: `revisions fall on the anniversaries of ${anchor}`,
            code: 'not_a_revision_date',
          },
        ]
      : compareDates(revisionDate, lease.start_date) < 0 || compareDates(revisionDate, lease.end_date) > 0
        ? [
            {
              path: 'revision_date',
              message: `outside the lease, ${lease.start_date} to ${lease.end_date}`,
              code: 'out_of_lease',
            },
          ]
        : [],
  );
  const latest = await store
    .repo(IndexRevision)
    .findAll({ lease_id: lease.id }, [{ field: 'revision_date', direction: 'desc' }]);
  const referenceQuarter =
    request.reference_quarter ??
    (latest[0]?.reference_quarter as Quarter['quarter'] | undefined) ??
    defaultReferenceQuarter(lease.start_date);
  const series = lease.revision_index_type === 'IRL' ? irlSeries : (lease.revision_index_type as IndexSeries);
  const previous = toCents(lease.rent_amount);
  const revised = await indexedRent(store, series, revisionQuarters(revisionDate, referenceQuarter), previous);
  return {
    revision_date: revisionDate,
    claimed_on: claimedOn,
    claim_deadline: claimDeadline(revisionDate),
    effective_date: revisionEffectiveDate(revisionDate, claimedOn),
    index_series: series,
    reference_quarter: referenceQuarter,
    new_index: revised.new_index,
    old_index: revised.old_index,
    previous_rent_cents: previous,
    revised_rent_cents: revised.revised_rent_cents,
  };
}
