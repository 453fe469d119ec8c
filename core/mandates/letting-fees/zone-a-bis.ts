// Zone A bis of the ABC zoning (arrêté du 1er août 2014 pris en application de l'article D. 304-1 du
// CCH, annexe I, as amended): the communes of the "zone très tendue" of the letting-fee caps
// (décret 2014-890 art. 1). Shared, dated data: each commune row with the days its listing is in force
// (migrations/data/zone-a-bis-communes.csv; docs/legal.md, "Management mandates and letting fees").
import type { Store } from '../../ports/store.js';
import { type CommuneQuery, findListedCommune } from '../../zones/zone-tendue.js';

export class ZoneABisCommune {
  id!: string;
  /** Code officiel géographique of the commune. */
  insee_code!: string;
  name!: string;
  department!: string;
  postal_codes: string[] = [];
  /** The version of the annex that lists it, and the days that version is in force. */
  version!: string;
  in_force_from!: string;
  in_force_to: string | null = null;
}

/** The A bis commune of an address on a day, by the version in force that day; null when none lists it. */
export async function zoneABisCommuneOf(
  store: Store,
  query: CommuneQuery,
  day: string,
): Promise<ZoneABisCommune | null> {
  if (!query.postal_code && !query.city) return null;
  const started = await store.repo(ZoneABisCommune).findAll({ in_force_from: { $lte: day } });
  const inForce = started.filter((commune) => commune.in_force_to === null || commune.in_force_to >= day);
  return findListedCommune(inForce, query);
}
