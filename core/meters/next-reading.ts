// The checks a new reading passes and what is computed for it (spec, Meters): readings only
// append, so one dated before the previous, or on a replaced meter, is refused (422); consumption,
// rollover and anomaly come from core/meters/consumption.ts (docs/decisions.md).
import { requireReference } from '../shared/crud.js';
import { compareDates, daysBetween, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Lease } from '../leasing/lease.js';
import { assessConsumption, consumptionStep, fromMilli, toMilli } from './consumption.js';
import type { MetersDeps } from './deps.js';
import { buildingOf, failOn } from './meter-checks.js';
import { type Meter, MeterReading } from './meter.js';
import { type ReadingMethod } from '../../contract/vocabulary/meters.js';

export interface NewReading {
  reading_date: string;
  value: number;
  method: ReadingMethod;
  /** The lease the reading was taken for (entry, exit, regularisation): on the meter's estate or building. */
  lease_id?: string | null;
  notes?: string | null;
  /** The register's photo; required with method PHOTO, and makes the method PHOTO. */
  photo?: { file_name: string; bytes: Uint8Array };
}

const rule = (path: string, message: string, code: string): FieldError => ({ path, message, code });

async function leaseErrors(tx: Store, meter: Meter, leaseId: string): Promise<FieldError[]> {
  const lease = await requireReference(tx, Lease, leaseId, 'lease_id');
  const estate = await tx.repo(Estate).get(lease.estate_id);
  const serves = meter.estate_id ? meter.estate_id === estate.id : estate.place_id === (await buildingOf(tx, meter));
  return serves ? [] : [rule('lease_id', `lease ${leaseId} is not on an estate this meter serves`, 'lease_elsewhere')];
}

/** The reading checked against the meter and its previous reading; consumption and anomaly filled in. */
export async function nextReading(tx: Store, deps: MetersDeps, meter: Meter, input: NewReading): Promise<MeterReading> {
  if (meter.replaced_by_meter_id) {
    throw new BusinessRuleError(
      `Meter ${meter.id} was replaced on ${meter.replaced_on} by meter ${meter.replaced_by_meter_id}: record readings there`,
      [rule('meter_id', 'the meter was replaced', 'meter_replaced')],
      { replaced_by_meter_id: meter.replaced_by_meter_id },
    );
  }
  const history = await tx
    .repo(MeterReading)
    .findAll({ meter_id: meter.id }, [{ field: 'reading_date', direction: 'asc' }]);
  const previous = history.at(-1);
  if (previous && previous.reading_date === input.reading_date) {
    throw new ConflictError(`Meter ${meter.id} already has a reading on ${input.reading_date}`, [
      rule('reading_date', 'one reading per meter and day', 'duplicate_date'),
    ]);
  }
  const errors: FieldError[] = [];
  if (previous && compareDates(input.reading_date, previous.reading_date) < 0)
    errors.push(rule('reading_date', `before the previous reading, of ${previous.reading_date}`, 'before_previous'));
  if (compareDates(input.reading_date, toDateOnly(deps.clock.now())) > 0)
    errors.push(rule('reading_date', 'a reading cannot be dated in the future', 'future_date'));
  if (meter.installed_on && compareDates(input.reading_date, meter.installed_on) < 0)
    errors.push(
      rule('reading_date', `before the meter was installed, on ${meter.installed_on}`, 'before_installation'),
    );
  if (meter.max_value !== null && input.value > meter.max_value)
    errors.push(rule('value', `the register shows at most ${meter.max_value}`, 'over_max_value'));
  if (input.lease_id) errors.push(...(await leaseErrors(tx, meter, input.lease_id)));
  failOn(errors);

  const reading = Object.assign(new MeterReading(), {
    id: deps.ids.next(),
    tenant_id: meter.tenant_id,
    meter_id: meter.id,
    reading_date: input.reading_date,
    value: input.value,
    method: input.method,
    lease_id: input.lease_id ?? null,
    notes: input.notes ?? null,
  });
  if (!previous) return reading;
  const step = consumptionStep(toMilli(previous.value), toMilli(input.value), meter.max_value);
  if ('refused' in step) {
    failOn([
      rule(
        'value',
        `${input.value} is below the previous reading (${previous.value}) and the meter has no max_value to roll over`,
        'below_previous',
      ),
    ]);
    return reading;
  }
  const days = daysBetween(previous.reading_date, input.reading_date);
  const intervals = history
    .filter((r) => r.consumption !== null && r.days !== null)
    .map((r) => ({ consumption: toMilli(r.consumption!), days: r.days! }));
  const assessment = assessConsumption(step.consumption, days, intervals);
  return Object.assign(reading, {
    consumption: fromMilli(step.consumption),
    days,
    rollover: step.rollover,
    expected_consumption: assessment.expected === null ? null : fromMilli(assessment.expected),
    deviation_percent: assessment.deviationPercent,
    is_anomaly: assessment.isAnomaly,
  });
}
