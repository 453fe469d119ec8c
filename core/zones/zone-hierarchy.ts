// The hierarchy checks of a zone's writes: the chain of parents above a zone, and whether a parent
// link is allowed (decision record "Legislative zones: zone types, official seed, tenant zones").
import { requireReference } from '../shared/crud.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { LegislativeZone, parentLinkErrors, wouldCreateCycle } from './zone.js';

/** A parent chain longer than this is corrupt data, not a hierarchy. */
const MAX_DEPTH = 50;

/** id -> zone of the chain above `startId`, loaded one level at a time. */
export async function chainAbove(store: Store, startId: string): Promise<Map<string, LegislativeZone>> {
  const zones = store.repo(LegislativeZone);
  const loaded = new Map<string, LegislativeZone>();
  let id: string | null = startId;
  while (id && !loaded.has(id) && loaded.size < MAX_DEPTH) {
    const zone: LegislativeZone | null = await zones.find(id);
    if (!zone) break;
    loaded.set(zone.id, zone);
    id = zone.parent_zone_id;
  }
  return loaded;
}

/** 404 when the parent is unknown or another tenant's, 422 when the link breaks a hierarchy rule or closes a loop. */
export async function checkParent(
  store: Store,
  zone: Pick<LegislativeZone, 'zone_type' | 'country_code'> & { id: string | null },
  parentId: string,
): Promise<void> {
  const parent = await requireReference(store, LegislativeZone, parentId, 'parent_zone_id');
  const chain = await chainAbove(store, parent.id);
  if (wouldCreateCycle(zone.id, parent.id, (id) => (chain.has(id) ? chain.get(id)!.parent_zone_id : undefined))) {
    throw new BusinessRuleError('The parent zone would make the hierarchy a cycle', [
      {
        path: 'parent_zone_id',
        message: `zone ${parent.code} is the zone itself or one of its descendants`,
        code: 'cycle',
      },
    ]);
  }
  const errors = parentLinkErrors(zone, parent);
  if (errors.length > 0) throw new BusinessRuleError('The parent zone does not fit the hierarchy', errors);
}
