import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { equipmentUseCases } from '../../../../core/equipment/equipment-use-cases.js';
import type { Clock } from '../../../../core/ports/clock.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

/** The clock stamps the condition history. */
export const equipmentRouter = (clock: Clock) => {
  const equipment = (req: HasContext) => equipmentUseCases(storeOf(req), { clock });
  return s.router(contract.equipment, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await equipment(req).list(query)) }),
    create: async ({ body, req }) => ({ status: 201, body: wire(await equipment(req).create(body)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await equipment(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await equipment(req).update(params.id, body)),
    }),
    remove: async ({ params, req }) => {
      await equipment(req).remove(params.id);
      return { status: 204, body: undefined };
    },
    history: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await equipment(req).history(params.id, query)),
    }),
    linkToRoom: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await equipment(req).link({ room_id: params.room_id }, body)),
    }),
    linkToEstate: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await equipment(req).link({ estate_id: params.estate_id }, body)),
    }),
    linkToPlace: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await equipment(req).link({ place_id: params.place_id }, body)),
    }),
    linkToPlaceEstate: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await equipment(req).link({ place_id: params.place_id, estate_id: params.estate_id }, body)),
    }),
  });
};
