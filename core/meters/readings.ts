// Reading a meter's readings, their photos, and taking the latest one back.
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import type { MetersDeps } from './deps.js';
import { Meter, MeterReading } from './meter.js';
import { type ReadingMethod } from '../../contract/vocabulary/meters.js';

export interface ReadingListInput extends ListInput {
  method?: ReadingMethod;
  is_anomaly?: boolean;
  lease_id?: string;
  reading_date_from?: string;
  reading_date_to?: string;
}

export function readingUseCases(store: Store, deps: MetersDeps) {
  const readings = store.repo(MeterReading);

  async function get(meterId: string, readingId: string, s: Store = store): Promise<MeterReading> {
    await s.repo(Meter).get(meterId);
    const reading = await s.repo(MeterReading).find(readingId);
    if (!reading || reading.meter_id !== meterId) throw new NotFoundError('meter reading', readingId);
    return reading;
  }

  return {
    async list(meterId: string, input: ReadingListInput) {
      await store.repo(Meter).get(meterId);
      return readings.list(
        {
          meter_id: meterId,
          ...definedCriteria({ method: input.method, is_anomaly: input.is_anomaly, lease_id: input.lease_id }),
          ...rangeCriteria('reading_date', input.reading_date_from, input.reading_date_to),
        },
        pageRequest(input, [{ field: 'reading_date', direction: 'desc' }]),
      );
    },

    get: (meterId: string, readingId: string) => get(meterId, readingId),

    /** The reading and its photo, streamed; 404 when the reading has no photo. */
    async photo(meterId: string, readingId: string) {
      const reading = await get(meterId, readingId);
      const content = reading.photo_storage_key ? await deps.files.open(reading.photo_storage_key) : null;
      if (!content) throw new NotFoundError('photo of meter reading', readingId);
      return {
        file: {
          file_name: reading.photo_file_name!,
          content_type: reading.photo_content_type!,
          sha256: reading.photo_sha256!,
        },
        content,
      };
    },

    /**
     * Only the latest reading can be taken back (a mistyped value): every later reading's
     * consumption was computed from the one before it (409 otherwise).
     */
    async remove(meterId: string, readingId: string): Promise<void> {
      const key = await store.transaction(async (tx) => {
        await tx.repo(Meter).getLocked(meterId);
        const reading = await get(meterId, readingId, tx);
        const later = await tx
          .repo(MeterReading)
          .count({ meter_id: meterId, reading_date: { $gt: reading.reading_date } });
        if (later > 0)
          throw new ConflictError('Only the latest reading of a meter can be deleted: later readings depend on it');
        tx.repo(MeterReading).remove(reading);
        return reading.photo_storage_key;
      });
      if (key) await deps.files.delete(key);
    },
  };
}
