// The zone of a lease for the letting-fee caps (décret 2014-890 art. 1): "très tendue" in a commune of
// zone A bis, "tendue" in a commune of the décret 2013-392 list outside A bis, elsewhere otherwise;
// read on the lease's signature date.
import type { LettingFeeZone } from '../../../contract/vocabulary/mandates.js';
import { loadEstateContext } from '../../compliance/load-lease-facts.js';
import { isInZoneTendue } from '../../compliance/zone-tendue/lease-zone-tendue.js';
import type { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { zoneABisCommuneOf } from './zone-a-bis.js';

export interface LeaseZone {
  zone: LettingFeeZone;
  /** The A bis commune that made it "très tendue". */
  commune: { insee_code: string; name: string } | null;
  living_area: number | null;
}

export async function lettingFeeZoneOf(store: Store, lease: Lease, day: string): Promise<LeaseZone> {
  const context = await loadEstateContext(store, lease);
  const living_area = context.estate.area !== null && context.estate.area > 0 ? context.estate.area : null;
  const query = { postal_code: context.postal_code, city: context.place?.city ?? null };
  const aBis = await zoneABisCommuneOf(store, query, day);
  if (aBis) return { zone: 'TRES_TENDUE', commune: { insee_code: aBis.insee_code, name: aBis.name }, living_area };
  const zone = (await isInZoneTendue(store, lease, day)) ? 'TENDUE' : 'OTHER';
  return { zone, commune: null, living_area };
}
