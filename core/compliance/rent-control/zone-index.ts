// The official zones as an in-memory index, and the lookups the rent-control tools make on it:
// the rent-controlled territory of a zone, the quarters under a zone, a territory or a quarter by
// reference (decision record "Address to quarter").
import { BusinessRuleError, NotFoundError } from '../../shared/errors.js';
import type { Store } from '../../ports/store.js';
import { LegislativeZone } from '../../zones/zone.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ZoneIndex {
  byId: Map<string, LegislativeZone>;
  children: Map<string, LegislativeZone[]>;
  all: LegislativeZone[];
}

export function fold(value: string): string {
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

export const candidateList = (quarters: LegislativeZone[]) =>
  quarters.map((quarter) => ({ quarter_id: quarter.id, name: quarter.name, number: quarterNumber(quarter) }));

export async function officialIndex(store: Store): Promise<ZoneIndex> {
  const all = await store.repo(LegislativeZone).findAll({ tenant_id: null });
  const byId = new Map(all.map((zone) => [zone.id, zone]));
  const children = new Map<string, LegislativeZone[]>();
  for (const zone of all) {
    if (!zone.parent_zone_id) continue;
    children.set(zone.parent_zone_id, [...(children.get(zone.parent_zone_id) ?? []), zone]);
  }
  return { byId, children, all };
}

/** The broadest rent-controlled zone on the chain from the zone up (Lyon -> Lyon-Villeurbanne). */
export function territoryOf(zone: LegislativeZone, index: ZoneIndex): LegislativeZone | null {
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

export function quartersUnder(zone: LegislativeZone, index: ZoneIndex): LegislativeZone[] {
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

export function resolveTerritory(ref: string, index: ZoneIndex): LegislativeZone {
  const folded = fold(ref);
  const territory = index.all.find(
    (zone) => zone.is_rent_controlled && (zone.id === ref || fold(zone.code) === folded),
  );
  if (!territory) throw new NotFoundError('rent-controlled territory', ref);
  return territoryOf(territory, index) ?? territory;
}

export function resolveQuarter(ref: string, index: ZoneIndex, territory: LegislativeZone | null): LegislativeZone {
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
