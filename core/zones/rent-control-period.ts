// The end of rent control as data: loi ELAN art. 140 I makes it an experiment of eight years
// from the law (loi 2022-217 art. 85), so a lease signed after the end is not capped unless a
// later law extends it. The seed records the end; an administrator moves it when a law says so
// (`npm run admin -- rent-control extend`, docs/legal.md "Rent control").
import { isDateOnly, compareDates } from '../shared/dates.js';
import { BusinessRuleError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { LegislativeZone } from './zone.js';

export interface RentControlEndChange {
  until: string;
  zones: { code: string; rent_control_start_date: string | null; rent_control_end_date: string }[];
}

/** The official rent-controlled zones at and under a territory (every one when no territory is named). */
function zonesUnder(all: LegislativeZone[], territoryRef: string | undefined): LegislativeZone[] {
  const controlled = all.filter((zone) => zone.is_rent_controlled);
  if (!territoryRef) return controlled;
  const wanted = territoryRef.toUpperCase();
  const territory = controlled.find((zone) => zone.id === territoryRef || zone.code.toUpperCase() === wanted);
  if (!territory) throw new NotFoundError('rent-controlled territory', territoryRef);
  const found = [territory];
  for (let i = 0; i < found.length; i++) {
    found.push(...controlled.filter((zone) => zone.parent_zone_id === found[i].id && !found.includes(zone)));
  }
  return found;
}

/** Sets the last day a lease may be signed under rent control, for a territory or all of them. */
export async function setRentControlEnd(
  store: Store,
  until: string,
  territoryRef?: string,
): Promise<RentControlEndChange> {
  if (!isDateOnly(until)) {
    throw new ValidationError('until must be a date YYYY-MM-DD', [
      { path: 'until', message: 'expected YYYY-MM-DD', code: 'date' },
    ]);
  }
  return store.transaction(async (tx) => {
    const zones = zonesUnder(await tx.repo(LegislativeZone).findAll({ tenant_id: null }), territoryRef);
    const before = zones.filter(
      (zone) => zone.rent_control_start_date && compareDates(until, zone.rent_control_start_date) < 0,
    );
    if (before.length > 0) {
      throw new BusinessRuleError(
        `Rent control cannot end before it started (${before.map((zone) => `${zone.code} from ${zone.rent_control_start_date}`).join(', ')})`,
        [{ path: 'until', message: 'before the start of rent control', code: 'date_order' }],
      );
    }
    for (const zone of zones) zone.rent_control_end_date = until;
    return {
      until,
      zones: zones.map((zone) => ({
        code: zone.code,
        rent_control_start_date: zone.rent_control_start_date,
        rent_control_end_date: until,
      })),
    };
  });
}
