import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MetersDeps } from '../../../../core/meters/deps.js';
import { readingUseCases } from '../../../../core/meters/readings.js';
import { recordReading } from '../../../../core/meters/record-reading.js';
import { type HasContext, storeOf } from '../../context.js';
import { storedFileDownload } from '../../file-body.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { paged } from '../../wire.js';
import { readingWire } from './wire.js';

const s = initServer();

export function meterReadingsRouter(deps: MetersDeps) {
  const readings = (req: HasContext) => readingUseCases(storeOf(req), deps);
  return s.router(contract.meterReadings, {
    list: async ({ params, query, req }) => {
      const page = await readings(req).list(params.meter_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(readingWire) } };
    },
    create: async ({ params, body, req }) => ({
      status: 201,
      body: readingWire(await recordReading(storeOf(req), deps, params.meter_id, body)),
    }),
    uploadPhoto: {
      middleware: [uploadMiddleware],
      handler: async ({ params, body, req }) => {
        const file = requiredFile(req);
        const reading = await recordReading(storeOf(req), deps, params.meter_id, {
          reading_date: body.reading_date,
          value: body.value,
          method: 'PHOTO',
          lease_id: body.lease_id ?? null,
          notes: body.notes ?? null,
          photo: { file_name: file.originalname, bytes: file.buffer },
        });
        return { status: 201, body: readingWire(reading) };
      },
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: readingWire(await readings(req).get(params.meter_id, params.reading_id)),
    }),
    photo: async ({ params, req, res }) =>
      storedFileDownload(res, await readings(req).photo(params.meter_id, params.reading_id)),
    remove: async ({ params, req }) => {
      await readings(req).remove(params.meter_id, params.reading_id);
      return { status: 204, body: undefined };
    },
  });
}
