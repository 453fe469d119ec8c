// Recording a reading (spec, Meters): the one way a reading is written, whoever takes it (the API,
// a condition report, a meter replacement); the checks and the consumption are in next-reading.ts.
import { PHOTO_CONTENT_TYPES } from '../../contract/vocabulary/media.js';
import { type FieldError, UnsupportedMediaTypeError } from '../shared/errors.js';
import { type StoredFileFacts, inspectUpload, storeThenRecord } from '../shared/uploads.js';
import type { Store } from '../ports/store.js';
import type { MetersDeps } from './deps.js';
import { failOn } from './meter-checks.js';
import { Meter, MeterReading } from './meter.js';
import { type NewReading, nextReading } from './next-reading.js';

const rule = (path: string, message: string, code: string): FieldError => ({ path, message, code });

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
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(facts.content_type)) {
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
