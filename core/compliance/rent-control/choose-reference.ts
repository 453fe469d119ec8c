// The reference rents of a flat category among candidate quarters, for a year (default: the
// latest loaded); candidate quarters must agree on their values, or the quarter must be given
// (decision records "Address to quarter", "Reference rents: table, year, import").
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import type { LegislativeZone } from '../../zones/zone.js';
import type { ConstructionPeriod } from '../../../contract/vocabulary/compliance.js';
import { tablePeriods } from './construction-period.js';
import { ReferenceRent } from './reference-rent.js';
import type { ReferenceValues } from './rent-control.js';
import { type RoomBucket, roomBucket, roomBucketLabel } from './room-count.js';
import { candidateList } from './zone-index.js';

export interface FlatCategory {
  room_count: number;
  construction_period: ConstructionPeriod;
  is_furnished: boolean;
}

export interface ReferenceChoice {
  territory: LegislativeZone;
  /** The quarter the rents are for; null when several candidate quarters share the same rents. */
  quarter: LegislativeZone | null;
  rent: ReferenceRent;
  /** Every row the choice rests on (one per candidate quarter). */
  rows: ReferenceRent[];
  last_update: Date;
}

export function toReferenceCents(
  rent: Pick<ReferenceRent, 'reference_rent' | 'reference_rent_increased' | 'reference_rent_decreased'>,
): ReferenceValues {
  return {
    reference_cents: toCents(rent.reference_rent),
    increased_cents: toCents(rent.reference_rent_increased),
    decreased_cents: toCents(rent.reference_rent_decreased),
  };
}

const sameValues = (a: ReferenceRent, b: ReferenceRent) =>
  toCents(a.reference_rent) === toCents(b.reference_rent) &&
  toCents(a.reference_rent_increased) === toCents(b.reference_rent_increased) &&
  toCents(a.reference_rent_decreased) === toCents(b.reference_rent_decreased);

export async function chooseReference(
  store: Store,
  territory: LegislativeZone,
  quarters: LegislativeZone[],
  category: FlatCategory,
  year?: number,
  options: { upToYear?: boolean } = {},
): Promise<ReferenceChoice> {
  const bucket: RoomBucket = roomBucket(category.room_count);
  const what = `${roomBucketLabel(bucket)} room(s), ${category.construction_period}, ${category.is_furnished ? 'furnished' : 'unfurnished'}${year ? `, ${year}` : ''}`;
  if (quarters.length === 0) {
    throw new BusinessRuleError(
      `No reference rents are loaded for ${territory.name}; import them (docs/reference-rents.md)`,
      [],
      { territory: territory.name },
    );
  }
  const rows = await store.repo(ReferenceRent).findAll(
    {
      quarter_zone_id: { $in: quarters.map((q) => q.id) },
      room_bucket: bucket,
      construction_period: { $in: tablePeriods(category.construction_period) },
      is_furnished: category.is_furnished,
      ...(year ? { year: options.upToYear ? { $lte: year } : year } : {}),
    },
    [{ field: 'year', direction: 'desc' }],
  );
  if (rows.length === 0) {
    throw new NotFoundError(
      `reference rent for ${quarters.length === 1 ? quarters[0].name : `the quarters of ${territory.name}`} (${what})`,
    );
  }
  // The territory's own scheme: the period as asked, else its merged period of a four-period table.
  const period = tablePeriods(category.construction_period).find((p) =>
    rows.some((row) => row.construction_period === p),
  );
  const latest = rows.find((row) => row.construction_period === period)!.year;
  const ofYear = rows.filter((row) => row.year === latest && row.construction_period === period);
  if (quarters.length > 1 && !ofYear.every((row) => sameValues(row, ofYear[0]))) {
    throw new BusinessRuleError(
      `The address is in ${territory.name} but its quarters have different reference rents; give the quarter`,
      [{ path: 'quarter', message: 'required: the postal code covers several quarters', code: 'quarter_required' }],
      { candidates: candidateList(quarters.filter((q) => ofYear.some((row) => row.quarter_zone_id === q.id))) },
    );
  }
  const quarter =
    ofYear.length === 1 || quarters.length === 1
      ? (quarters.find((q) => q.id === ofYear[0].quarter_zone_id) ?? null)
      : null;
  const lastUpdate = new Date(Math.max(...ofYear.map((row) => row.updated_at.getTime())));
  return { territory, quarter, rent: ofYear[0], rows: ofYear, last_update: lastUpdate };
}
