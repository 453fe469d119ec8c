// Use cases of the rent-control tools: the reference rents of a quarter, and the check of a
// proposed rent at an address. Address to quarter: an explicit quarter (zone id, number in its
// territory, or name), else the postal code (given, or the last 5-digit group of the address)
// mapped to a zone of a rent-controlled territory, whose quarters are the candidates; outside
// every territory the answer is NOT_APPLICABLE (decision record "Address to quarter").
import type { DpeLabel } from '../diagnostics/dpe-labels.js';
import { BusinessRuleError, NotFoundError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { Store } from '../ports/store.js';
import { LegislativeZone } from '../zones/zone.js';
import type { ConstructionPeriod } from './construction-period.js';
import { ReferenceRent, ZonePostalCode } from './reference-rent.js';
import {
  type ComplementExclusion,
  type ReferenceValues,
  type RentControlResult,
  type RentControlStatus,
  checkRentControl,
  toCentiSquareMeters,
} from './rent-control.js';
import { type RoomBucket, roomBucket, roomBucketLabel } from './room-count.js';
import type { Recommendation, Violation } from './violation.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FlatCategory {
  room_count: number;
  construction_period: ConstructionPeriod;
  is_furnished: boolean;
}

export interface ReferenceRentQuery extends FlatCategory {
  quarter: string;
  territory?: string;
  year?: number;
}

export interface RentControlCheckInput extends FlatCategory {
  address?: string;
  postal_code?: string;
  quarter?: string;
  territory?: string;
  /** m2 of living area. */
  surface_area: number;
  /** EUR per month excluding charges. */
  proposed_rent: number;
  year?: number;
  rent_supplement?: number;
  rent_supplement_justification?: string;
  energy_label?: DpeLabel;
  complement_exclusions?: ComplementExclusion[];
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

export interface RentControlCheckOutcome {
  territory: LegislativeZone | null;
  address: string | null;
  postal_code: string | null;
  quarter: LegislativeZone | null;
  property: FlatCategory & { room_count_bucket: string; surface_area: number };
  reference: ReferenceChoice | null;
  reference_cents: ReferenceValues | null;
  proposed_rent_cents: number;
  result: RentControlResult | null;
  compliance_status: RentControlStatus;
  is_compliant: boolean;
  violations: Violation[];
  recommendations: Recommendation[];
}

export type Location =
  | { territory: null; postal_code: string | null }
  | { territory: LegislativeZone; quarters: LegislativeZone[]; postal_code: string | null; explicit_quarter: boolean };

interface ZoneIndex {
  byId: Map<string, LegislativeZone>;
  children: Map<string, LegislativeZone[]>;
  all: LegislativeZone[];
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();
}

/** The quarter number of an imported quarter zone (code `<territory code>-Q<number>`). */
export function quarterNumber(zone: Pick<LegislativeZone, 'code'>): number | null {
  const match = /-Q(\d+)$/i.exec(zone.code);
  return match ? Number(match[1]) : null;
}

/** The last 5-digit group of an address ("12 rue Oberkampf, 75011 Paris" -> 75011). */
export function postalCodeInAddress(address: string): string | null {
  const matches = address.match(/\b\d{5}\b/g);
  return matches ? matches[matches.length - 1] : null;
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

const candidateList = (quarters: LegislativeZone[]) =>
  quarters.map((quarter) => ({ quarter_id: quarter.id, name: quarter.name, number: quarterNumber(quarter) }));

export function rentControlUseCases(store: Store) {
  const zones = store.repo(LegislativeZone);

  async function officialIndex(): Promise<ZoneIndex> {
    const all = await zones.findAll({ tenant_id: null });
    const byId = new Map(all.map((zone) => [zone.id, zone]));
    const children = new Map<string, LegislativeZone[]>();
    for (const zone of all) {
      if (!zone.parent_zone_id) continue;
      children.set(zone.parent_zone_id, [...(children.get(zone.parent_zone_id) ?? []), zone]);
    }
    return { byId, children, all };
  }

  /** The broadest rent-controlled zone on the chain from the zone up (Lyon -> Lyon-Villeurbanne). */
  function territoryOf(zone: LegislativeZone, index: ZoneIndex): LegislativeZone | null {
    let territory: LegislativeZone | null = null;
    const seen = new Set<string>();
    for (
      let current: LegislativeZone | undefined = zone;
      current && !seen.has(current.id);
      current = current.parent_zone_id ? index.byId.get(current.parent_zone_id) : undefined
    ) {
      seen.add(current.id);
      if (current.is_rent_controlled) territory = current;
    }
    return territory;
  }

  function quartersUnder(zone: LegislativeZone, index: ZoneIndex): LegislativeZone[] {
    if (zone.zone_type === 'QUARTER') return [zone];
    const found: LegislativeZone[] = [];
    const queue = [...(index.children.get(zone.id) ?? [])];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.has(next.id)) continue;
      seen.add(next.id);
      if (next.zone_type === 'QUARTER') found.push(next);
      else queue.push(...(index.children.get(next.id) ?? []));
    }
    return found.sort((a, b) => (quarterNumber(a) ?? 0) - (quarterNumber(b) ?? 0));
  }

  function resolveTerritory(ref: string, index: ZoneIndex): LegislativeZone {
    const folded = fold(ref);
    const territory = index.all.find(
      (zone) => zone.is_rent_controlled && (zone.id === ref || fold(zone.code) === folded),
    );
    if (!territory) throw new NotFoundError('rent-controlled territory', ref);
    return territoryOf(territory, index) ?? territory;
  }

  function resolveQuarter(ref: string, index: ZoneIndex, territory: LegislativeZone | null): LegislativeZone {
    const quarters = territory
      ? quartersUnder(territory, index)
      : index.all.filter((zone) => zone.zone_type === 'QUARTER');
    const trimmed = ref.trim();
    let matches: LegislativeZone[];
    if (UUID.test(trimmed)) matches = quarters.filter((zone) => zone.id === trimmed.toLowerCase());
    else if (/^\d+$/.test(trimmed)) matches = quarters.filter((zone) => quarterNumber(zone) === Number(trimmed));
    else {
      const folded = fold(trimmed);
      matches = quarters.filter(
        (zone) =>
          fold(zone.name) === folded ||
          (zone.name_local !== null && fold(zone.name_local) === folded) ||
          fold(zone.code) === folded,
      );
    }
    if (matches.length === 0) throw new NotFoundError('quarter', ref);
    if (matches.length > 1) {
      throw new BusinessRuleError(
        `Quarter "${ref}" exists in several territories; give the territory`,
        [{ path: 'territory', message: 'required to pick the quarter', code: 'ambiguous_quarter' }],
        { candidates: candidateList(matches) },
      );
    }
    return matches[0];
  }

  /** Where an address lies: outside every territory, or in one with its candidate quarters. */
  async function locate(input: {
    address?: string | null;
    postal_code?: string | null;
    quarter?: string | null;
    territory?: string | null;
  }): Promise<Location> {
    const index = await officialIndex();
    const hinted = input.territory ? resolveTerritory(input.territory, index) : null;
    const postalCode = input.postal_code ?? (input.address ? postalCodeInAddress(input.address) : null);
    const mapped = postalCode ? await store.repo(ZonePostalCode).findAll({ postal_code: postalCode }) : [];
    const mappedZones = mapped
      .map((row) => index.byId.get(row.zone_id))
      .filter((zone): zone is LegislativeZone => zone !== undefined);
    const mappedTerritories = [
      ...new Set(mappedZones.map((zone) => territoryOf(zone, index)).filter((t): t is LegislativeZone => t !== null)),
    ];

    if (input.quarter) {
      const quarter = resolveQuarter(
        input.quarter,
        index,
        hinted ?? (mappedTerritories.length === 1 ? mappedTerritories[0] : null),
      );
      const territory = territoryOf(quarter, index);
      if (!territory) throw new NotFoundError('rent-controlled territory of quarter', input.quarter);
      const quartersOfPostalCode = mappedZones.flatMap((zone) => quartersUnder(zone, index));
      const outside =
        quartersOfPostalCode.length > 0
          ? !quartersOfPostalCode.some((q) => q.id === quarter.id)
          : mappedTerritories.length > 0 && !mappedTerritories.some((t) => t.id === territory.id);
      if (postalCode && outside) {
        throw new BusinessRuleError(
          `Postal code ${postalCode} does not cover quarter ${quarter.name} (${territory.name})`,
          [{ path: 'postal_code', message: 'does not match the quarter', code: 'location_mismatch' }],
        );
      }
      return { territory, quarters: [quarter], postal_code: postalCode, explicit_quarter: true };
    }

    if (!postalCode) {
      throw new BusinessRuleError('The address has no postal code: give postal_code or the quarter', [
        { path: 'postal_code', message: 'no 5-digit postal code found in the address', code: 'no_postal_code' },
      ]);
    }
    if (mappedTerritories.length === 0) return { territory: null, postal_code: postalCode };
    if (mappedTerritories.length > 1) {
      throw new BusinessRuleError(
        `Postal code ${postalCode} spans several territories; give the quarter`,
        [{ path: 'quarter', message: 'required for this postal code', code: 'ambiguous_postal_code' }],
        { territories: mappedTerritories.map((t) => t.name) },
      );
    }
    const territory = mappedTerritories[0];
    if (hinted && hinted.id !== territory.id) {
      throw new BusinessRuleError(`Postal code ${postalCode} is in ${territory.name}, not ${hinted.name}`, [
        { path: 'territory', message: 'does not match the postal code', code: 'location_mismatch' },
      ]);
    }
    const partial = mapped.filter((row) => row.coverage === 'PARTIAL');
    if (partial.length > 0) {
      throw new BusinessRuleError(
        `Postal code ${postalCode} is only partly inside ${territory.name}; give the quarter to know whether the address is under rent control`,
        [{ path: 'quarter', message: 'required for this postal code', code: 'partial_postal_code' }],
        {
          communes: mapped.map((row) => row.commune),
          candidates: candidateList(mappedZones.flatMap((zone) => quartersUnder(zone, index))),
        },
      );
    }
    const quarters = [
      ...new Map(mappedZones.flatMap((zone) => quartersUnder(zone, index)).map((q) => [q.id, q])).values(),
    ];
    return { territory, quarters, postal_code: postalCode, explicit_quarter: false };
  }

  /** The reference rents of a flat category among candidate quarters, for a year (default: the latest loaded). */
  async function chooseReference(
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
        construction_period: category.construction_period,
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
    const latest = rows[0].year;
    const ofYear = rows.filter((row) => row.year === latest);
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

  return {
    locate,
    chooseReference,

    async referenceRent(query: ReferenceRentQuery): Promise<ReferenceChoice & { quarter: LegislativeZone }> {
      const index = await officialIndex();
      const territory = query.territory ? resolveTerritory(query.territory, index) : null;
      const quarter = resolveQuarter(query.quarter, index, territory);
      const owner = territoryOf(quarter, index);
      if (!owner) throw new NotFoundError('rent-controlled territory of quarter', query.quarter);
      const choice = await chooseReference(owner, [quarter], query, query.year);
      return { ...choice, quarter };
    },

    async check(input: RentControlCheckInput): Promise<RentControlCheckOutcome> {
      const bucket = roomBucket(input.room_count);
      const proposedCents = toCents(input.proposed_rent);
      const base = {
        address: input.address ?? null,
        property: {
          room_count: input.room_count,
          room_count_bucket: roomBucketLabel(bucket),
          surface_area: input.surface_area,
          construction_period: input.construction_period,
          is_furnished: input.is_furnished,
        },
        proposed_rent_cents: proposedCents,
      };
      const location = await locate(input);
      if (!location.territory) {
        return {
          ...base,
          territory: null,
          postal_code: location.postal_code,
          quarter: null,
          reference: null,
          reference_cents: null,
          result: null,
          compliance_status: 'NOT_APPLICABLE',
          is_compliant: true,
          violations: [],
          recommendations: [
            {
              code: 'OUTSIDE_RENT_CONTROL',
              message: `Postal code ${location.postal_code} is outside every rent-controlled territory (Paris, Plaine Commune, Est Ensemble, Lille, Lyon/Villeurbanne, Montpellier, Bordeaux, Pays Basque, Grenoble): no reference rent caps this rent. In a zone tendue the rent evolution decree still limits the rent of a new letting.`,
            },
          ],
        };
      }
      const choice = await chooseReference(location.territory, location.quarters, input, input.year);
      const referenceCents = toReferenceCents(choice.rent);
      const result = checkRentControl({
        proposed_rent_cents: proposedCents,
        surface_centi_m2: toCentiSquareMeters(input.surface_area),
        reference: referenceCents,
        rent_supplement:
          input.rent_supplement !== undefined
            ? {
                amount_cents: toCents(input.rent_supplement),
                justification: input.rent_supplement_justification ?? null,
              }
            : null,
        energy_label: input.energy_label ?? null,
        exclusions: input.complement_exclusions ?? [],
      });
      const recommendations = [...result.recommendations];
      if (!choice.quarter && location.quarters.length > 1) {
        recommendations.push({
          code: 'SEVERAL_QUARTERS',
          message: `Postal code ${location.postal_code} covers several quarters (${location.quarters.map((q) => q.name).join(', ')}); they share these reference rents.`,
        });
      }
      return {
        ...base,
        territory: location.territory,
        postal_code: location.postal_code,
        quarter: choice.quarter,
        reference: choice,
        reference_cents: referenceCents,
        result,
        compliance_status: result.status,
        is_compliant: result.is_compliant,
        violations: result.violations,
        recommendations,
      };
    },
  };
}
