// Reading meters (spec, Meters): lists, one meter, the meters serving a lease, and consumption
// over a period, read between readings (core/meters/consumption.ts).
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { ValidationError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Lease } from '../leasing/lease.js';
import { consumptionOver, fromMilli, toMilli } from './consumption.js';
import { Meter, MeterReading } from './meter.js';
import { type MeterBillingType, type MeterType } from '../../contract/vocabulary/meters.js';

export interface MeterListInput extends ListInput {
  place_id?: string;
  estate_id?: string;
  parent_meter_id?: string;
  type?: MeterType;
  billing_type?: MeterBillingType;
  serial_number?: string;
  /** true: only replaced meters; false: only meters in service. */
  replaced?: boolean;
}

export interface PeriodConsumption {
  meter_id: string;
  unit: Meter['unit'];
  from: string;
  to: string;
  consumption: number;
  reading_count: number;
}

const byDate = [{ field: 'reading_date', direction: 'asc' as const }];

export function meterQueries(store: Store) {
  const meters = store.repo(Meter);
  const replacedCriteria = (replaced?: boolean) =>
    replaced === undefined ? {} : { replaced_by_meter_id: replaced ? { $ne: null } : null };

  return {
    list: (input: MeterListInput) =>
      meters.list(
        {
          ...definedCriteria({
            place_id: input.place_id,
            estate_id: input.estate_id,
            parent_meter_id: input.parent_meter_id,
            type: input.type,
            billing_type: input.billing_type,
            serial_number: input.serial_number,
          }),
          ...replacedCriteria(input.replaced),
        },
        pageRequest(input),
      ),

    get: (id: string) => meters.get(id),

    /** The meters in service where the lease is: its estate's and its building's. */
    async forLease(leaseId: string, input: ListInput) {
      const lease = await store.repo(Lease).get(leaseId);
      const estate = await store.repo(Estate).get(lease.estate_id);
      return meters.list(
        { $or: [{ estate_id: estate.id }, { place_id: estate.place_id }], replaced_by_meter_id: null },
        pageRequest(input, [{ field: 'type', direction: 'asc' }]),
      );
    },

    /**
     * Consumption over the days from..to, read between readings (core/meters/consumption.ts); by
     * default over the meter's whole history, from its first reading to its last.
     */
    async consumption(id: string, period: { from?: string; to?: string }): Promise<PeriodConsumption> {
      const meter = await meters.get(id);
      const readings = await store.repo(MeterReading).findAll({ meter_id: id }, byDate);
      const known = toDateOnly(meter.created_at);
      const from = period.from ?? readings[0]?.reading_date ?? known;
      const to = period.to ?? readings.at(-1)?.reading_date ?? known;
      if (compareDates(to, from) < 0)
        throw new ValidationError('to is before from', [
          { path: 'query.to', message: 'before from', code: 'before_from' },
        ]);
      const milli = consumptionOver(
        readings.map((r) => ({ reading_date: r.reading_date, consumption: r.consumption && toMilli(r.consumption) })),
        from,
        to,
      );
      return {
        meter_id: id,
        unit: meter.unit,
        from,
        to,
        consumption: fromMilli(milli),
        reading_count: readings.filter((r) => r.reading_date >= from && r.reading_date <= to).length,
      };
    },
  };
}
