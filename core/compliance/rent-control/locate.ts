// Where an address lies for rent control: an explicit quarter (zone id, number in its territory,
// or name), else the postal code (given, or the last 5-digit group of the address) mapped to a zone
// of a rent-controlled territory, whose quarters are the candidates; outside every territory there
// is no territory (decision record "Address to quarter").
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import type { Store } from '../../ports/store.js';
import type { LegislativeZone } from '../../zones/zone.js';
import { ZonePostalCode } from './reference-rent.js';
import {
  type ZoneIndex,
  candidateList,
  officialIndex,
  quartersUnder,
  resolveQuarter,
  resolveTerritory,
  territoryOf,
} from './zone-index.js';

export type Location =
  | { territory: null; postal_code: string | null }
  | { territory: LegislativeZone; quarters: LegislativeZone[]; postal_code: string | null; explicit_quarter: boolean };

export interface LocationQuery {
  address?: string | null;
  postal_code?: string | null;
  quarter?: string | null;
  territory?: string | null;
}

/** What the postal code of an address maps to. */
interface PostalFacts {
  index: ZoneIndex;
  hinted: LegislativeZone | null;
  postalCode: string | null;
  mapped: ZonePostalCode[];
  mappedZones: LegislativeZone[];
  mappedTerritories: LegislativeZone[];
}

/** The last 5-digit group of an address ("12 rue Oberkampf, 75011 Paris" -> 75011). */
export function postalCodeInAddress(address: string): string | null {
  const matches = address.match(/\b\d{5}\b/g);
  return matches ? matches[matches.length - 1] : null;
}

async function postalFacts(store: Store, input: LocationQuery): Promise<PostalFacts> {
  const index = await officialIndex(store);
  const hinted = input.territory ? resolveTerritory(input.territory, index) : null;
  const postalCode = input.postal_code ?? (input.address ? postalCodeInAddress(input.address) : null);
  const mapped = postalCode ? await store.repo(ZonePostalCode).findAll({ postal_code: postalCode }) : [];
  const mappedZones = mapped
    .map((row) => index.byId.get(row.zone_id))
    .filter((zone): zone is LegislativeZone => zone !== undefined);
  const mappedTerritories = [
    ...new Set(mappedZones.map((zone) => territoryOf(zone, index)).filter((t): t is LegislativeZone => t !== null)),
  ];
  return { index, hinted, postalCode, mapped, mappedZones, mappedTerritories };
}

/** An explicit quarter, checked against the postal code when both are given. */
function locateQuarter(quarterRef: string, facts: PostalFacts): Location {
  const { index, hinted, postalCode, mappedZones, mappedTerritories } = facts;
  const quarter = resolveQuarter(
    quarterRef,
    index,
    hinted ?? (mappedTerritories.length === 1 ? mappedTerritories[0] : null),
  );
  const territory = territoryOf(quarter, index);
  if (!territory) throw new NotFoundError('rent-controlled territory of quarter', quarterRef);
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

/** The postal code alone: outside every territory, or the candidate quarters of one territory. */
function locatePostalCode(facts: PostalFacts): Location {
  const { index, hinted, postalCode, mapped, mappedZones, mappedTerritories } = facts;
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

/** Where an address lies: outside every territory, or in one with its candidate quarters. */
export async function locate(store: Store, input: LocationQuery): Promise<Location> {
  const facts = await postalFacts(store, input);
  return input.quarter ? locateQuarter(input.quarter, facts) : locatePostalCode(facts);
}
