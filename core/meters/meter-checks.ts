// The checks meter use cases share: where a meter is, its parent, its serial number.
import { requireReference } from '../shared/crud.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { MAX_METER_DEPTH, parentErrors } from './hierarchy.js';
import { Meter } from './meter.js';
import { type MeterType } from '../../contract/vocabulary/meters.js';

export function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** Exactly one of place_id and estate_id (422 otherwise); each must be the caller's (404). */
export async function checkLocation(store: Store, where: { place_id?: string | null; estate_id?: string | null }) {
  if (Boolean(where.place_id) === Boolean(where.estate_id)) {
    failOn([
      {
        path: 'place_id',
        message: 'A meter is on a place (building) or on an estate: give exactly one of place_id and estate_id',
        code: 'location',
      },
    ]);
  }
  if (where.place_id) await requireReference(store, Place, where.place_id, 'place_id');
  if (where.estate_id) await requireReference(store, Estate, where.estate_id, 'estate_id');
}

/** The building a meter is in: its place, or its estate's place. */
export async function buildingOf(store: Store, meter: Pick<Meter, 'place_id' | 'estate_id'>): Promise<string> {
  if (meter.place_id) return meter.place_id;
  return (await store.repo(Estate).get(meter.estate_id!)).place_id;
}

/** The parent named must be the caller's (404) and a valid parent (422: cycle, type, building, replaced, depth). */
export async function checkParent(
  store: Store,
  meter: { id: string | null; type: MeterType; place_id: string | null; estate_id: string | null },
  parentId: string,
): Promise<void> {
  const meters = store.repo(Meter);
  const parent = await requireReference(store, Meter, parentId, 'parent_meter_id');
  const ancestors: string[] = [];
  let next = parent.parent_meter_id;
  while (next && ancestors.length <= MAX_METER_DEPTH) {
    ancestors.push(next);
    next = (await meters.get(next)).parent_meter_id;
  }
  failOn(
    parentErrors(
      { id: meter.id, type: meter.type, place_id: await buildingOf(store, meter) },
      { ...parent, place_id: await buildingOf(store, parent) },
      ancestors,
    ),
  );
}

/** A serial number names one meter of the tenant (409). */
export async function checkSerialFree(store: Store, serial: string, except?: string): Promise<void> {
  const other = await store.repo(Meter).findOne({ serial_number: serial });
  if (other && other.id !== except) {
    throw new ConflictError(`Meter ${other.id} already has the serial number ${serial}`, [
      { path: 'serial_number', message: 'already used by another meter', code: 'duplicate' },
    ]);
  }
}
