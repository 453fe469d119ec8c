// Meter readings to JSON bodies: the photo's metadata with the URL it is served at.
import type { MeterReading } from '../../../../core/meters/meter.js';
import { wire } from '../../wire.js';

type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

export function readingWire(reading: MeterReading) {
  return {
    ...wire(reading),
    photo: reading.photo_storage_key
      ? {
          file_name: reading.photo_file_name!,
          content_type: reading.photo_content_type as PhotoType,
          file_size: reading.photo_file_size!,
          sha256: reading.photo_sha256!,
          download_url: `/api/meters/${reading.meter_id}/readings/${reading.id}/photo`,
        }
      : null,
  };
}
