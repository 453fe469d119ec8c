// Meters (spec, Meters): create, change, delete. Reading them is in meter-queries.ts.
import { definedFields } from '../shared/crud.js';
import { ConflictError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Store } from '../ports/store.js';
import type { MetersDeps } from './deps.js';
import { checkLocation, checkParent, checkSerialFree } from './meter-checks.js';
import { DEFAULT_UNIT, METER_WRITABLE_FIELDS, Meter, type MeterFields, MeterReading } from './meter.js';

export type NewMeter = Partial<MeterFields> &
  Pick<Meter, 'type' | 'serial_number'> & { place_id?: string | null; estate_id?: string | null };

export function meterUseCases(store: Store, deps: MetersDeps) {
  return {
    create: (fields: NewMeter) =>
      store.transaction(async (tx) => {
        await checkLocation(tx, fields);
        const meter = Object.assign(new Meter(), definedFields(fields), {
          id: deps.ids.next(),
          unit: fields.unit ?? DEFAULT_UNIT[fields.type],
          place_id: fields.place_id ?? null,
          estate_id: fields.estate_id ?? null,
        });
        if (meter.parent_meter_id) await checkParent(tx, { ...meter, id: null }, meter.parent_meter_id);
        await checkSerialFree(tx, meter.serial_number);
        tx.repo(Meter).persist(meter);
        return meter;
      }),

    /** Absent keeps, null removes; the register (unit, max_value) is fixed once readings exist (409). */
    update: (id: string, patch: Patch<MeterFields>) =>
      store.transaction(async (tx) => {
        const meter = await tx.repo(Meter).getLocked(id);
        const register = (['unit', 'max_value'] as const).filter(
          (field) => patch[field] !== undefined && patch[field] !== meter[field],
        );
        if (register.length > 0 && (await tx.repo(MeterReading).count({ meter_id: id })) > 0) {
          throw new ConflictError(`The ${register.join(' and ')} of a meter with readings cannot change`, [
            ...register.map((field) => ({ path: field, message: 'fixed once readings exist', code: 'has_readings' })),
          ]);
        }
        if (patch.parent_meter_id) await checkParent(tx, meter, patch.parent_meter_id);
        if (patch.serial_number) await checkSerialFree(tx, patch.serial_number, id);
        for (const field of METER_WRITABLE_FIELDS) {
          if (patch[field] !== undefined) Object.assign(meter, { [field]: patch[field] });
        }
        return meter;
      }),

    /**
     * A meter goes with its readings and their photos; one with sub-meters, or in a replacement
     * chain, stays (409): its history is what the others are read against.
     */
    async remove(id: string): Promise<void> {
      const keys = await store.transaction(async (tx) => {
        const meter = await tx.repo(Meter).getLocked(id);
        if ((await tx.repo(Meter).count({ parent_meter_id: id })) > 0)
          throw new ConflictError('The meter has sub-meters: move or delete them first');
        if (meter.replaces_meter_id || meter.replaced_by_meter_id)
          throw new ConflictError('The meter is part of a replacement chain, which is kept');
        const readings = await tx.repo(MeterReading).findAll({ meter_id: id });
        readings.forEach((reading) => tx.repo(MeterReading).remove(reading));
        tx.repo(Meter).remove(meter);
        return readings.flatMap((reading) => reading.photo_storage_key ?? []);
      });
      await Promise.all(keys.map((key) => deps.files.delete(key)));
    },
  };
}
