// Replacing a meter (docs/decisions.md): a new meter takes over the metering point on a date. The
// old one keeps its readings and says who replaced it; the new one says whom it replaces; sub-meters
// move to the new one. Readings on the old meter are refused from then on (422).
import { compareDates, toDateOnly } from '../shared/dates.js';
import { ConflictError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import type { MetersDeps } from './deps.js';
import { checkSerialFree, failOn } from './meter-checks.js';
import { Meter, type MeterFields, MeterReading } from './meter.js';
import { appendReading } from './record-reading.js';

export interface Replacement extends Partial<Pick<MeterFields, 'label' | 'unit' | 'max_value' | 'notes'>> {
  serial_number: string;
  replaced_on: string;
  /** The old register's last value, recorded on the old meter that day. */
  final_value?: number;
  /** The new register's value when installed (0 by default), its first reading. */
  initial_value?: number;
}

export function replaceMeter(store: Store, deps: MetersDeps, meterId: string, replacement: Replacement) {
  return store.transaction(async (tx) => {
    const meters = tx.repo(Meter);
    const old = await meters.getLocked(meterId);
    if (old.replaced_by_meter_id)
      throw new ConflictError(`Meter ${old.id} was already replaced by meter ${old.replaced_by_meter_id}`);
    const day = replacement.replaced_on;
    if (compareDates(day, toDateOnly(deps.clock.now())) > 0)
      failOn([{ path: 'replaced_on', message: 'a replacement cannot be dated in the future', code: 'future_date' }]);
    if (replacement.final_value !== undefined)
      await appendReading(tx, deps, old, { reading_date: day, value: replacement.final_value, method: 'MANUAL' });
    const later = await tx.repo(MeterReading).count({ meter_id: old.id, reading_date: { $gt: day } });
    if (later > 0)
      failOn([{ path: 'replaced_on', message: 'the old meter has readings after that date', code: 'before_readings' }]);
    await checkSerialFree(tx, replacement.serial_number);

    const successor = Object.assign(new Meter(), {
      id: deps.ids.next(),
      tenant_id: old.tenant_id,
      place_id: old.place_id,
      estate_id: old.estate_id,
      parent_meter_id: old.parent_meter_id,
      type: old.type,
      billing_type: old.billing_type,
      serial_number: replacement.serial_number,
      label: replacement.label === undefined ? old.label : replacement.label,
      unit: replacement.unit ?? old.unit,
      max_value: replacement.max_value === undefined ? old.max_value : replacement.max_value,
      installed_on: day,
      replaces_meter_id: old.id,
      notes: replacement.notes ?? null,
    });
    meters.persist(successor);
    await tx.flush();
    Object.assign(old, { replaced_by_meter_id: successor.id, replaced_on: day });
    for (const child of await meters.findAll({ parent_meter_id: old.id })) child.parent_meter_id = successor.id;
    await appendReading(tx, deps, successor, {
      reading_date: day,
      value: replacement.initial_value ?? 0,
      method: 'MANUAL',
    });
    return successor;
  });
}
