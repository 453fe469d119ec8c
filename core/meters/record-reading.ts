// Recording a reading (spec, Meters): the one way a reading is written, whoever takes it (the API,
// a condition report, a meter replacement). Readings only append: one dated before the previous,
// or on a replaced meter, is refused (422); consumption, rollover and anomaly are computed here.
import { compareDates, daysBetween, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError, UnsupportedMediaTypeError } from '../shared/errors.js';
import { type StoredFileFacts, inspectUpload, storeThenRecord } from '../shared/uploads.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Lease } from '../leasing/lease.js';
import { requireReference } from '../shared/crud.js';
import { assessConsumption, consumptionStep, fromMilli, toMilli } from './consumption.js';
import type { MetersDeps } from './deps.js';
import { buildingOf, failOn } from './meter-checks.js';
import { Meter, MeterReading, type ReadingMethod } from './meter.js';

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

/** Media types a register photo may have, told from the content. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const rule = (path: string, message: string, code: string): FieldError => ({ path, message, code });

async function leaseErrors(tx: Store, meter: Meter, leaseId: string): Promise<FieldError[]> {
  const lease = await requireReference(tx, Lease, leaseId, 'lease_id');
  const estate = await tx.repo(Estate).get(lease.estate_id);
  const serves = meter.estate_id ? meter.estate_id === estate.id : estate.place_id === (await buildingOf(tx, meter));
  return serves ? [] : [rule('lease_id', `lease ${leaseId} is not on an estate this meter serves`, 'lease_elsewhere')];
}

/** The reading checked against the meter and its previous reading; consumption and anomaly filled in. */
async function nextReading(tx: Store, deps: MetersDeps, meter: Meter, input: NewReading): Promise<MeterReading> {
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

/** Appends a reading to a meter the caller's transaction has locked; no photo. */
export async function appendReading(tx: Store, deps: MetersDeps, meter: Meter, input: NewReading) {
  const reading = await nextReading(tx, deps, meter, input);
  tx.repo(MeterReading).persist(reading);
  await tx.flush();
  return reading;
}

/** The photo's facts: 413 over the size limit, 415 unless JPEG, PNG or WebP by content. */
async function photoFacts(deps: MetersDeps, photo: NonNullable<NewReading['photo']>): Promise<StoredFileFacts> {
  const facts = await inspectUpload(photo.bytes, photo.file_name, deps.inspector, 'a meter photo');
  if (!(PHOTO_MEDIA_TYPES as readonly string[]).includes(facts.content_type)) {
    throw new UnsupportedMediaTypeError(
      `The file content is ${facts.content_type}; a meter photo is JPEG, PNG or WebP`,
      [rule('file', `unsupported content ${facts.content_type}`, 'unsupported_media_type')],
    );
  }
  return facts;
}

/**
 * Records a reading on a meter, in its own transaction with the meter locked so that concurrent
 * readings take turns. Callable from any area (condition reports record their readings here).
 */
export async function recordReading(store: Store, deps: MetersDeps, meterId: string, input: NewReading) {
  if (input.method === 'PHOTO' && !input.photo)
    failOn([rule('file', 'a PHOTO reading needs the photo (multipart field "file")', 'photo_required')]);
  const photo = input.photo;
  if (!photo)
    return store.transaction(async (tx) => appendReading(tx, deps, await tx.repo(Meter).getLocked(meterId), input));
  const facts = await photoFacts(deps, photo);
  return store.transaction(async (tx) => {
    const meter = await tx.repo(Meter).getLocked(meterId);
    const reading = await nextReading(tx, deps, meter, { ...input, method: 'PHOTO' });
    const key = `${meter.tenant_id}/meters/${meter.id}/${reading.id}`;
    Object.assign(reading, {
      photo_file_name: facts.file_name,
      photo_content_type: facts.content_type,
      photo_file_size: facts.file_size,
      photo_sha256: facts.sha256,
      photo_storage_key: key,
    });
    return storeThenRecord(deps.files, { key, bytes: photo.bytes, contentType: facts.content_type }, async () => {
      tx.repo(MeterReading).persist(reading);
      await tx.flush();
      return reading;
    });
  });
}
